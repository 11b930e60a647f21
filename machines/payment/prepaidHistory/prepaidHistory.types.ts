import type { Paged } from '../../../src/domain/payment.ts';
import type { PrepaidTransaction, TokenHistoryItem } from '../../../src/domain/prepaid.ts';
import type { CallFailure } from '../../common/effects.ts';

/** The two tabs of /transactionhistory/{tab}. */
export type PrepaidHistoryList = 'tokens' | 'transactions';
export const prepaidHistoryLists: readonly PrepaidHistoryList[] = ['tokens', 'transactions'];

export type PrepaidHistoryPage = Paged<TokenHistoryItem> | Paged<PrepaidTransaction>;

export interface PrepaidHistoryContext {
  accountNumber: string;
  list: PrepaidHistoryList;
  /** The page asked for (1-based). */
  page: number;
  data: PrepaidHistoryPage | null;
  failure: CallFailure | null;
}

export interface PrepaidHistoryInput {
  accountNumber: string;
  list: PrepaidHistoryList;
}

export type PrepaidHistoryEvent = { type: 'history.page'; page: number } | { type: 'history.retry' };

export interface PrepaidHistoryRequest {
  accountNumber: string;
  list: PrepaidHistoryList;
  page: number;
}

/** The state tags of the machine. */
export type PrepaidHistoryTag = 'busy';
