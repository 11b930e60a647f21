import { useIntl } from 'react-intl';
import { formatClockTime, formatDate } from '../../../domain/format.ts';
import { appointmentSlots, type CalendarDay, type SlotNumber } from '../../../domain/serviceRequests.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';

const slotOf = (slot: SlotNumber) => appointmentSlots.find((s) => s.slot === slot)!;

/** How the service flows say a day and a slot (ALLDAY, or its hours) in the reader's language. */
export function useAppointmentText() {
  const intl = useIntl();
  const hours = (slot: SlotNumber) => ({ from: formatClockTime(slotOf(slot).from, intl.locale), to: formatClockTime(slotOf(slot).to, intl.locale) });
  /** A slot inside a sentence, after other words: lower case where the language's own form is capitalised ("de 8:00 a 10:00"). */
  const slotInSentence = (slot: SlotNumber) =>
    slot === 0 ? intl.formatMessage({ id: 'service.slot.allDayInSentence' }) : intl.formatMessage({ id: 'service.slot.rangeInSentence' }, hours(slot));
  const dayText = (day: string | null) => formatDate(day, intl.locale);
  return {
    /** A slot's hours in the reader's way of writing times (8:00 AM to 10:00 AM, 08:00 to 10:00), as a label of its own (a radio button, a time to pick). */
    slotText: (slot: SlotNumber) => (slot === 0 ? intl.formatMessage({ id: 'service.slot.allDay' }) : intl.formatMessage({ id: 'service.slot.range' }, hours(slot))),
    slotInSentence,
    dayText,
    /** The day, then the slot: "Thursday 3 December 2026, all day (8:00 AM to 5:00 PM)". */
    dayAndSlot: (day: string | null, slot: SlotNumber) => `${dayText(day)}, ${slotInSentence(slot)}`,
  };
}

interface AppointmentFieldsProps {
  /** The day field's label (the stop date, the appointment date). */
  dayLabel: string;
  calendar: readonly CalendarDay[];
  day: string | null;
  slot: SlotNumber;
  /** The slots of the chosen day, with their free places. */
  slotsOfDay: CalendarDay['slots'];
  /** The day's message, already in the reader's words. */
  dayError: string | null;
  chooseDay: (day: string) => void;
  chooseSlot: (slot: SlotNumber) => void;
}

/** The day from the town's calendar and the slot of that day, each slot with its free places (shared by the service flows). */
export function AppointmentFields({ dayLabel, calendar, day, slot, slotsOfDay, dayError, chooseDay, chooseSlot }: AppointmentFieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { slotText, dayText } = useAppointmentText();
  return (
    <>
      <SelectField label={dayLabel} value={day ?? ''} placeholder={t('service.stop.dayPlaceholder')} options={calendar.map((d) => ({ value: d.day, label: dayText(d.day) }))} error={dayError} onChange={(event) => chooseDay(event.target.value)} />
      <RadioGroupField
        legend={t('service.stop.time')}
        name="slot"
        value={String(slot)}
        options={slotsOfDay.map((s) => ({
          value: String(s.slot),
          label: slotText(s.slot),
          hint: s.free > 0 ? t('service.slot.free', { count: s.free }) : t('service.slot.full'),
        }))}
        onChange={(value) => chooseSlot(Number(value) as SlotNumber)}
      />
    </>
  );
}

/** The calendar could not be read: the message with Try again, and Back. */
export function CalendarFailure({ failure, retry, back }: { failure: { msgcode: string; message: string } | null; retry: () => void; back: () => void }) {
  const intl = useIntl();
  return (
    <>
      <CallFailure failure={failure} onRetry={retry} />
      <p className="form-actions">
        <button type="button" className="button button--secondary" onClick={back}>
          {intl.formatMessage({ id: 'service.back' })}
        </button>
      </p>
    </>
  );
}
