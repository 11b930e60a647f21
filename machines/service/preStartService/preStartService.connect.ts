import type { SnapshotFrom } from 'xstate';
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { CalendarDay, LocalCustomerType, LocalDocumentKind, PreStartDetailField, SlotNumber, Town, localTariffs } from '../../../src/domain/serviceRequests.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { preStartServiceSteps, type preStartServiceMachine } from './preStartService.machine.ts';
import type { PreStartServiceContext, PreStartServiceEvent } from './preStartService.types.ts';

export type PreStartServiceStatus = 'premise' | 'details' | 'loadingCalendar' | 'calendarFailed' | 'appointment' | 'documents' | 'done';

export interface PreStartServiceViewModel extends Omit<PreStartServiceContext, 'today'> {
  status: PreStartServiceStatus;
  steps: StepItem[];
  /** A call is under way: the step's buttons wait. */
  busy: boolean;
  /** The slots of the chosen day, with their free places. */
  slotsOfDay: CalendarDay['slots'];
  next: () => void;
  back: () => void;
  retry: () => void;
  submit: () => void;
  changeQuery: (value: string) => void;
  chooseTown: (town: Town | '') => void;
  search: () => void;
  choosePremise: (premiseId: string) => void;
  chooseCustomerType: (customerType: LocalCustomerType) => void;
  chooseTariff: (tariff: (typeof localTariffs)[number]) => void;
  toggleTenant: (value: boolean) => void;
  change: (field: PreStartDetailField, value: string) => void;
  chooseDay: (day: string) => void;
  chooseSlot: (slot: SlotNumber) => void;
  documentsChanged: (kind: LocalDocumentKind, documents: UploadedDocument[]) => void;
  toggleTerms: (value: boolean) => void;
}

export function connectPreStartService(snapshot: SnapshotFrom<typeof preStartServiceMachine>, send: (event: PreStartServiceEvent) => void): PreStartServiceViewModel {
  const { context } = snapshot;
  const status: PreStartServiceStatus = snapshot.hasTag('done')
    ? 'done'
    : snapshot.matches('loadingCalendar')
      ? 'loadingCalendar'
      : snapshot.matches('calendarFailed')
        ? 'calendarFailed'
        : snapshot.hasTag('step:premise')
          ? 'premise'
          : snapshot.hasTag('step:details')
            ? 'details'
            : snapshot.hasTag('step:appointment')
              ? 'appointment'
              : 'documents';
  const { today: _today, ...rest } = context;
  return {
    ...rest,
    status,
    steps: stepItems(preStartServiceSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy') || snapshot.hasTag('loading'),
    slotsOfDay: context.calendar.find((day) => day.day === context.day)?.slots ?? [],
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    retry: () => send({ type: 'step.retry' }),
    submit: () => send({ type: 'step.submit' }),
    changeQuery: (value) => send({ type: 'start.changeQuery', value }),
    chooseTown: (town) => send({ type: 'start.chooseTown', town }),
    search: () => send({ type: 'start.search' }),
    choosePremise: (premiseId) => send({ type: 'start.choosePremise', premiseId }),
    chooseCustomerType: (customerType) => send({ type: 'preStart.chooseCustomerType', customerType }),
    chooseTariff: (tariff) => send({ type: 'preStart.chooseTariff', tariff }),
    toggleTenant: (value) => send({ type: 'preStart.toggleTenant', value }),
    change: (field, value) => send({ type: 'preStart.change', field, value }),
    chooseDay: (day) => send({ type: 'appointment.chooseDay', day }),
    chooseSlot: (slot) => send({ type: 'appointment.chooseSlot', slot }),
    documentsChanged: (kind, documents) => send({ type: 'preStart.documents', kind, documents }),
    toggleTerms: (value) => send({ type: 'preStart.toggleTerms', value }),
  };
}
