import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { NewConnectionErrors, NewConnectionField, NewConnectionForm, NewConnectionOwner, NewConnectionQuote, NewConnectionReceipt, NewConnectionRequest, QuoteBasis } from '../../../src/domain/newConnection.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { ServiceStepEvent } from '../serviceSteps.ts';

export interface NewConnectionInput {
  /** Signed in: the customer's name, email and phone fill the owner's details; a visitor: null. */
  owner: NewConnectionOwner | null;
}

export interface NewConnectionContext extends NewConnectionInput {
  form: NewConnectionForm;
  /** Each field's rule code, shown once the user pressed Next on its step. */
  errors: NewConnectionErrors;
  /** The site sketch or plan uploaded. */
  sketch: UploadedDocument | null;
  /** The quotation read for the current answers. */
  quote: NewConnectionQuote | null;
  /** The customer accepted the quotation shown. */
  accepted: boolean;
  /** 'NC_QUOTE_ACCEPT' when Next was pressed without accepting. */
  acceptError: string | null;
  /** Why the last call failed (or why a fresh quotation was needed). */
  failure: CallFailure | null;
  receipt: NewConnectionReceipt | null;
}

export type NewConnectionEvent =
  | Extract<ServiceStepEvent, { type: 'step.next' | 'step.back' | 'step.retry' | 'step.submit' }>
  | { type: 'newConnection.change'; field: NewConnectionField; value: string }
  | { type: 'newConnection.sketch'; documents: UploadedDocument[] }
  | { type: 'newConnection.accept'; value: boolean };

export type NewConnectionStepId = 'details' | 'site' | 'quote' | 'review';

export type NewConnectionTag = 'busy' | 'loading' | 'failed' | 'done' | StepTag<NewConnectionStepId>;

export type NewConnectionQuoteInput = QuoteBasis;
export type NewConnectionSubmitInput = NewConnectionRequest;
