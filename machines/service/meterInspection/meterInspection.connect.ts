import type { SnapshotFrom } from 'xstate';
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { InspectionDocumentKind, MeterInspectionField } from '../../../src/domain/meterInspection.ts';
import type { CalendarDay, SlotNumber } from '../../../src/domain/serviceRequests.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { meterInspectionSteps, type meterInspectionMachine } from './meterInspection.machine.ts';
import type { MeterInspectionContext, MeterInspectionEvent } from './meterInspection.types.ts';

export type MeterInspectionStatus = 'customer' | 'premise' | 'contractors' | 'loadingCalendar' | 'calendarFailed' | 'appointment' | 'documents' | 'review' | 'done';

export interface MeterInspectionViewModel extends MeterInspectionContext {
  status: MeterInspectionStatus;
  steps: StepItem[];
  /** The submission is under way: the review's buttons wait. */
  busy: boolean;
  /** The slots of the chosen day, with their free places. */
  slotsOfDay: CalendarDay['slots'];
  next: () => void;
  back: () => void;
  retry: () => void;
  submit: () => void;
  change: (field: MeterInspectionField, value: string) => void;
  chooseAccount: (accountNumber: string) => void;
  chooseDay: (day: string) => void;
  chooseSlot: (slot: SlotNumber) => void;
  documentsChanged: (kind: InspectionDocumentKind, documents: UploadedDocument[]) => void;
  toggleTerms: (value: boolean) => void;
}

const statuses: readonly MeterInspectionStatus[] = ['customer', 'premise', 'contractors', 'loadingCalendar', 'calendarFailed', 'appointment', 'documents', 'review'];

export function connectMeterInspection(snapshot: SnapshotFrom<typeof meterInspectionMachine>, send: (event: MeterInspectionEvent) => void): MeterInspectionViewModel {
  const { context } = snapshot;
  // The submission is shown on the review, which waits.
  const status: MeterInspectionStatus = snapshot.hasTag('done') ? 'done' : snapshot.matches('submitting') ? 'review' : (statuses.find((s) => snapshot.matches(s)) ?? 'customer');
  return {
    ...context,
    status,
    steps: stepItems(meterInspectionSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy'),
    slotsOfDay: context.calendar.find((day) => day.day === context.day)?.slots ?? [],
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    retry: () => send({ type: 'step.retry' }),
    submit: () => send({ type: 'step.submit' }),
    change: (field, value) => send({ type: 'inspection.change', field, value }),
    chooseAccount: (accountNumber) => send({ type: 'inspection.chooseAccount', accountNumber }),
    chooseDay: (day) => send({ type: 'appointment.chooseDay', day }),
    chooseSlot: (slot) => send({ type: 'appointment.chooseSlot', slot }),
    documentsChanged: (kind, documents) => send({ type: 'inspection.documents', kind, documents }),
    toggleTerms: (value) => send({ type: 'inspection.toggleTerms', value }),
  };
}
