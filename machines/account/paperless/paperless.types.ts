import type { BillFormat, PaperlessRecord } from '../../../src/domain/paperless.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface PaperlessInput {
  /** The selected service account. */
  accountNumber: string;
}

export type PaperlessNotice = 'paperlessOn' | 'paperlessOff' | 'formatSaved';

export interface PaperlessContext extends PaperlessInput {
  /** The setting as the server holds it. */
  record: PaperlessRecord | null;
  /** The bill format as chosen on the page, saved with billFormat.save. */
  billFormat: BillFormat;
  /** Why the load failed. */
  failure: CallFailure | null;
  /** Why the last change failed. */
  actionFailure: CallFailure | null;
  /** What the last change did, said once in a status line. */
  notice: PaperlessNotice | null;
}

export type PaperlessEvent =
  | { type: 'paperless.retry' }
  | { type: 'paperless.turnOn' }
  | { type: 'paperless.turnOff' }
  | { type: 'billFormat.change'; billFormat: BillFormat }
  | { type: 'billFormat.save' };

export type PaperlessTag = 'loading' | 'failed' | 'ready' | 'busy';

export interface SetPaperlessInput {
  accountNumber: string;
  isEnable: boolean;
}

export interface SetBillFormatInput {
  accountNumber: string;
  customerNumber: string;
  isBFSEligible: BillFormat;
}
