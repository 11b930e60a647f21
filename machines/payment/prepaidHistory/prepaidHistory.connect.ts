import type { SnapshotFrom } from 'xstate';
import type { Paged } from '../../../src/domain/payment.ts';
import type { PrepaidTransaction, TokenHistoryItem } from '../../../src/domain/prepaid.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { prepaidHistoryMachine } from './prepaidHistory.machine.ts';
import type { PrepaidHistoryEvent, PrepaidHistoryList } from './prepaidHistory.types.ts';

type PrepaidHistoryStatus = 'loading' | 'loaded' | 'empty' | 'failed';

export interface PrepaidHistoryViewModel {
  list: PrepaidHistoryList;
  status: PrepaidHistoryStatus;
  /** Shown while the next page loads too. */
  tokens: Paged<TokenHistoryItem> | null;
  transactions: Paged<PrepaidTransaction> | null;
  page: number;
  totalPages: number;
  failure: CallFailure | null;
  canGoPrevious: boolean;
  canGoNext: boolean;
  previous: () => void;
  next: () => void;
  retry: () => void;
}

export function connectPrepaidHistory(
  snapshot: SnapshotFrom<typeof prepaidHistoryMachine>,
  send: (event: PrepaidHistoryEvent) => void,
): PrepaidHistoryViewModel {
  const { context } = snapshot;
  const status: PrepaidHistoryStatus = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('empty')
        ? 'empty'
        : 'loaded';
  const page = context.data?.page ?? context.page;
  return {
    list: context.list,
    status,
    tokens: context.list === 'tokens' ? (context.data as Paged<TokenHistoryItem> | null) : null,
    transactions: context.list === 'transactions' ? (context.data as Paged<PrepaidTransaction> | null) : null,
    page,
    totalPages: context.data?.totalPages ?? 1,
    failure: context.failure,
    canGoPrevious: snapshot.can({ type: 'history.page', page: page - 1 }),
    canGoNext: snapshot.can({ type: 'history.page', page: page + 1 }),
    previous: () => send({ type: 'history.page', page: page - 1 }),
    next: () => send({ type: 'history.page', page: page + 1 }),
    retry: () => send({ type: 'history.retry' }),
  };
}
