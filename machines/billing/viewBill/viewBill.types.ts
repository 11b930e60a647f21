import type { BillChange, BillDetails, BillExplainerData } from '../../../src/domain/bill.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface ViewBillInput {
  /** The selected service account. */
  accountNumber: string;
}

export type ComparisonKind = BillChange['against'];

export interface ViewBillContext extends ViewBillInput {
  bill: BillDetails | null;
  explainer: BillExplainerData | null;
  /** Which comparison the explainer shows. */
  against: ComparisonKind;
  /** Why the bill (or, in the explainer, the explanation) could not be read. */
  failure: CallFailure | null;
}

export type ViewBillEvent =
  | { type: 'bill.retry' }
  | { type: 'explainer.open' }
  | { type: 'explainer.close' }
  | { type: 'explainer.retry' }
  | { type: 'explainer.compare'; against: ComparisonKind };

export type ViewBillTag = 'loading' | 'failed' | 'empty' | 'bill' | 'explainerBusy' | 'explainerOpen' | 'explainerFailed';

export interface ExplainerRequest {
  accountNumber: string;
  billNumber: string;
}
