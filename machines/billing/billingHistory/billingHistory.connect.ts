import type { SnapshotFrom } from 'xstate';
import type { HistoryItem } from '../../../src/domain/payment.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { billingHistoryMachine } from './billingHistory.machine.ts';
import type { BillingHistoryEvent } from './billingHistory.types.ts';

type BillingHistoryStatus = 'loading' | 'failed' | 'empty' | 'list';

export interface BillingHistoryViewModel {
  status: BillingHistoryStatus;
  items: HistoryItem[];
  page: number;
  totalPages: number;
  total: number;
  failure: CallFailure | null;
  canGoPrevious: boolean;
  canGoNext: boolean;
  goTo: (page: number) => void;
  retry: () => void;
}

export function connectBillingHistory(
  snapshot: SnapshotFrom<typeof billingHistoryMachine>,
  send: (event: BillingHistoryEvent) => void,
): BillingHistoryViewModel {
  const { context } = snapshot;
  const status: BillingHistoryStatus = snapshot.hasTag('failed')
    ? 'failed'
    : snapshot.hasTag('empty')
      ? 'empty'
      : snapshot.hasTag('list')
        ? 'list'
        : 'loading';
  const page = context.page;
  return {
    status,
    items: status === 'list' ? (context.result?.items ?? []) : [],
    page,
    totalPages: context.result?.totalPages ?? 1,
    total: context.result?.total ?? 0,
    failure: status === 'failed' ? context.failure : null,
    canGoPrevious: snapshot.can({ type: 'history.page', page: page - 1 }),
    canGoNext: snapshot.can({ type: 'history.page', page: page + 1 }),
    goTo: (target) => send({ type: 'history.page', page: target }),
    retry: () => send({ type: 'history.retry' }),
  };
}
