import type { NewConnectionReceipt, NewConnectionRecord, NewConnectionSubmitBody } from '../../../src/domain/newConnection.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface NewConnectionInput {
  /** The selected service account. */
  accountNumber: string;
}

export interface NewConnectionContext extends NewConnectionInput {
  /** What the form started from. */
  record: NewConnectionRecord | null;
  /** The reference as typed. */
  reference: string;
  /** The rule the typed reference breaks, shown once the user submitted it. */
  referenceError: string | null;
  /** Why the load or the last submission failed. */
  failure: CallFailure | null;
  receipt: NewConnectionReceipt | null;
}

export type NewConnectionEvent = { type: 'newConnection.retry' } | { type: 'newConnection.change'; reference: string } | { type: 'newConnection.submit' };

export type NewConnectionStepId = 'details' | 'done';

export type NewConnectionTag = 'loading' | 'failed' | 'busy' | StepTag<NewConnectionStepId>;

export type NewConnectionSubmitInput = NewConnectionSubmitBody;
