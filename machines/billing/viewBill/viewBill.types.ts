import type { BillChange, BillDetails, BillExplainerData } from '../../../src/domain/bill.ts';
import type { Language } from '../../../src/domain/language.ts';
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
  /** Why the last PDF download failed. */
  pdfFailure: CallFailure | null;
  /** The language the PDF is asked in (the page's, when Download was pressed). */
  pdfLanguage: Language;
}

export type ViewBillEvent =
  | { type: 'bill.retry' }
  | { type: 'explainer.open' }
  | { type: 'explainer.close' }
  | { type: 'explainer.retry' }
  | { type: 'explainer.compare'; against: ComparisonKind }
  | { type: 'pdf.download'; language: Language };

export type ViewBillTag = 'loading' | 'failed' | 'empty' | 'bill' | 'explainerBusy' | 'explainerOpen' | 'explainerFailed' | 'pdfBusy' | 'pdfFailed';

export interface ExplainerRequest {
  accountNumber: string;
  billNumber: string;
}

export interface PdfRequest extends ExplainerRequest {
  language: Language;
}
