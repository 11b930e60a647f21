import type { HistoryItemType } from '../../../src/domain/billingHistory.ts';
import type { HistoryItem, Paged } from '../../../src/domain/payment.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface BillingHistoryInput {
  accountNumber: string;
  /** The tab's item type: bills or payments. */
  type: HistoryItemType;
}

export interface HistoryPageRequest extends BillingHistoryInput {
  page: number;
}

export interface BillingHistoryContext extends BillingHistoryInput {
  /** The page shown or being read (1-based). */
  page: number;
  /** The last page read. */
  result: Paged<HistoryItem> | null;
  failure: CallFailure | null;
}

export type BillingHistoryEvent = { type: 'history.page'; page: number } | { type: 'history.retry' };

export type BillingHistoryTag = 'loading' | 'failed' | 'empty' | 'list';
