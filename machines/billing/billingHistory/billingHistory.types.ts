import type { HistoryExportFormat, HistoryItemType } from '../../../src/domain/billingHistory.ts';
import type { Language } from '../../../src/domain/language.ts';
import type { HistoryItem, Paged } from '../../../src/domain/payment.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface BillingHistoryInput {
  accountNumber: string;
  /** The tab's item type: bills or payments. */
  type: HistoryItemType;
}

export interface HistoryPageRequest extends BillingHistoryInput {
  page: number;
  /** The date range (yyyy-mm-dd, both days included); left out when not limited. */
  from?: string;
  to?: string;
}

/** A download of the tab's items in the range. */
export interface HistoryExportRequest extends BillingHistoryInput {
  format: HistoryExportFormat;
  language: Language;
  from?: string;
  to?: string;
}

export interface BillingHistoryContext extends BillingHistoryInput {
  /** The page shown or being read (1-based). */
  page: number;
  /** The last page read. */
  result: Paged<HistoryItem> | null;
  failure: CallFailure | null;
  /** The date range applied (yyyy-mm-dd, '' for no limit). */
  from: string;
  to: string;
  /** Why the range typed last could not be applied (a message code), or null. */
  rangeError: string | null;
  /** The download asked for last, and why it failed. */
  exportRequest: Pick<HistoryExportRequest, 'format' | 'language'> | null;
  exportFailure: CallFailure | null;
}

export type BillingHistoryEvent =
  | { type: 'history.page'; page: number }
  | { type: 'history.retry' }
  /** The range as typed (DD/MM/YYYY, or empty). */
  | { type: 'history.range'; from: string; to: string }
  | { type: 'history.export'; format: HistoryExportFormat; language: Language };

export type BillingHistoryTag = 'loading' | 'failed' | 'empty' | 'list' | 'exportBusy';
