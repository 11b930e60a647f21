import type { SnapshotFrom } from 'xstate';
import type { MeterInspectionReceipt } from '../../../src/domain/meterInspection.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { meterInspectionSteps, type meterInspectionMachine } from './meterInspection.machine.ts';
import type { MeterInspectionEvent } from './meterInspection.types.ts';

export type MeterInspectionStatus = 'loading' | 'failed' | 'editing' | 'done';

export interface MeterInspectionViewModel {
  status: MeterInspectionStatus;
  steps: StepItem[];
  /** The submission is under way: the form waits. */
  busy: boolean;
  reference: string;
  /** The rule code the reference breaks (after a submit), or null. */
  referenceError: string | null;
  /** Why the load (status 'failed') or the last submission (status 'editing') failed. */
  failure: CallFailure | null;
  receipt: MeterInspectionReceipt | null;
  change: (reference: string) => void;
  submit: () => void;
  retry: () => void;
}

export function connectMeterInspection(snapshot: SnapshotFrom<typeof meterInspectionMachine>, send: (event: MeterInspectionEvent) => void): MeterInspectionViewModel {
  const { context } = snapshot;
  const status: MeterInspectionStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : snapshot.matches('done') ? 'done' : 'editing';
  return {
    status,
    steps: stepItems(meterInspectionSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy'),
    reference: context.reference,
    referenceError: context.referenceError,
    failure: context.failure,
    receipt: context.receipt,
    change: (reference) => send({ type: 'meterInspection.change', reference }),
    submit: () => send({ type: 'meterInspection.submit' }),
    retry: () => send({ type: 'meterInspection.retry' }),
  };
}
