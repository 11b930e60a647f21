import type { LetterOfCreditReceipt, LetterOfCreditRecord, LetterOfCreditSubmitBody } from '../../../src/domain/letterOfCredit.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface LetterOfCreditInput {
  /** The selected service account. */
  accountNumber: string;
}

export interface LetterOfCreditContext extends LetterOfCreditInput {
  /** What the form started from. */
  record: LetterOfCreditRecord | null;
  /** The reference as typed. */
  reference: string;
  /** The rule the typed reference breaks, shown once the user submitted it. */
  referenceError: string | null;
  /** Why the load or the last submission failed. */
  failure: CallFailure | null;
  receipt: LetterOfCreditReceipt | null;
}

export type LetterOfCreditEvent = { type: 'letterOfCredit.retry' } | { type: 'letterOfCredit.change'; reference: string } | { type: 'letterOfCredit.submit' };

export type LetterOfCreditStepId = 'details' | 'done';

export type LetterOfCreditTag = 'loading' | 'failed' | 'busy' | StepTag<LetterOfCreditStepId>;

export type LetterOfCreditSubmitInput = LetterOfCreditSubmitBody;
