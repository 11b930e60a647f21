import type { MeterInspectionReceipt, MeterInspectionRecord, MeterInspectionSubmitBody } from '../../../src/domain/meterInspection.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface MeterInspectionInput {
  /** The selected service account. */
  accountNumber: string;
}

export interface MeterInspectionContext extends MeterInspectionInput {
  /** What the form started from. */
  record: MeterInspectionRecord | null;
  /** The reference as typed. */
  reference: string;
  /** The rule the typed reference breaks, shown once the user submitted it. */
  referenceError: string | null;
  /** Why the load or the last submission failed. */
  failure: CallFailure | null;
  receipt: MeterInspectionReceipt | null;
}

export type MeterInspectionEvent = { type: 'meterInspection.retry' } | { type: 'meterInspection.change'; reference: string } | { type: 'meterInspection.submit' };

export type MeterInspectionStepId = 'details' | 'done';

export type MeterInspectionTag = 'loading' | 'failed' | 'busy' | StepTag<MeterInspectionStepId>;

export type MeterInspectionSubmitInput = MeterInspectionSubmitBody;
