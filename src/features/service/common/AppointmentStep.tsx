import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { CalendarDay, SlotNumber } from '../../../domain/serviceRequests.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { useFailureText, type Failure, type FailureTexts } from '../../../ui/failureText.ts';
import { AppointmentFields } from './AppointmentFields.tsx';
import { ServiceStepForm } from './ServiceStepForm.tsx';

/** What an appointment step reads of its flow's view model. */
export interface AppointmentStepView {
  calendar: readonly CalendarDay[];
  day: string | null;
  slot: SlotNumber;
  slotsOfDay: CalendarDay['slots'];
  /** The day's rule code (SRV_SLOT), or null. */
  dayError: string | null;
  /** The last call's failure (a slot taken meanwhile). */
  failure: Failure | null;
  chooseDay: (day: string) => void;
  chooseSlot: (slot: SlotNumber) => void;
  next: () => void;
  back: () => void;
}

/** A step that is only the appointment (the local-market start, the meter inspection): its message, the day and slot, Next and Back. */
export function AppointmentStep({ title, headingRef, view, texts }: { title: string; headingRef: RefObject<HTMLHeadingElement | null>; view: AppointmentStepView; texts: FailureTexts }) {
  const intl = useIntl();
  const error = useFailureText(texts);
  return (
    <ServiceStepForm title={title} headingRef={headingRef} onSubmit={view.next} submitLabel={intl.formatMessage({ id: 'service.next' })} back={{ label: intl.formatMessage({ id: 'service.back' }), onBack: view.back }}>
      <FormAlert texts={texts} failure={view.failure} />
      <AppointmentFields
        dayLabel={intl.formatMessage({ id: 'service.start.day' })}
        calendar={view.calendar}
        day={view.day}
        slot={view.slot}
        slotsOfDay={view.slotsOfDay}
        dayError={error(view.dayError)}
        chooseDay={view.chooseDay}
        chooseSlot={view.chooseSlot}
      />
    </ServiceStepForm>
  );
}
