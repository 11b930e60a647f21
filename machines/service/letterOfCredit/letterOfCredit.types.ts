import type { Language } from '../../../src/domain/language.ts';
import type { LetterKind, LetterOfCreditReceipt, LetterOfCreditRecord, LetterOfCreditSubmitBody } from '../../../src/domain/letterOfCredit.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface LetterOfCreditInput {
  /** The selected service account. */
  accountNumber: string;
  /** The reader's language: the letter is written in it. */
  language: Language;
}

export interface LetterOfCreditContext extends LetterOfCreditInput {
  /** What a letter of the account would say today. */
  record: LetterOfCreditRecord | null;
  kind: LetterKind;
  /** Who the letter is for, as typed ('' : to whom it may concern). */
  addressee: string;
  /** The rule the addressee breaks, shown once the user asked for the letter. */
  addresseeError: string | null;
  /** Why the load or the last request failed. */
  failure: CallFailure | null;
  receipt: LetterOfCreditReceipt | null;
  /** Why the last download of the PDF failed. */
  pdfFailure: CallFailure | null;
}

export type LetterOfCreditEvent =
  | { type: 'letterOfCredit.retry' }
  | { type: 'letterOfCredit.kind'; kind: LetterKind }
  | { type: 'letterOfCredit.addressee'; addressee: string }
  | { type: 'letterOfCredit.submit' }
  | { type: 'letterOfCredit.download' }
  | { type: 'letterOfCredit.another' };

export type LetterOfCreditStepId = 'details' | 'done';

export type LetterOfCreditTag = 'loading' | 'failed' | 'busy' | 'pdfBusy' | StepTag<LetterOfCreditStepId>;

export type LetterOfCreditSubmitInput = LetterOfCreditSubmitBody;

export interface LetterPdfRequest {
  reference: string;
  language: Language;
}
