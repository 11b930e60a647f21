import type { SnapshotFrom } from 'xstate';
import type { HistoryItem } from '../../../src/domain/payment.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { billingHistoryMachine } from './billingHistory.machine.ts';
import type { HistoryExportFormat } from '../../../src/domain/billingHistory.ts';
import { formatDisplayDate } from '../../../src/domain/format.ts';
import type { Language } from '../../../src/domain/language.ts';
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
  /** The date range applied, as DD/MM/YYYY ('' for no limit), and why the last one typed was refused. */
  range: { from: string; to: string; error: string | null };
  /** Downloads: offered with a list; busy while a file is made; why the last failed. */
  exports: { available: boolean; busy: boolean; failure: CallFailure | null };
  goTo: (page: number) => void;
  retry: () => void;
  applyRange: (from: string, to: string) => void;
  download: (format: HistoryExportFormat, language: Language) => void;
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
    range: { from: formatDisplayDate(context.from), to: formatDisplayDate(context.to), error: context.rangeError },
    exports: { available: status === 'list', busy: snapshot.hasTag('exportBusy'), failure: context.exportFailure },
    goTo: (target) => send({ type: 'history.page', page: target }),
    retry: () => send({ type: 'history.retry' }),
    applyRange: (from, to) => send({ type: 'history.range', from, to }),
    download: (format, language) => send({ type: 'history.export', format, language }),
  };
}
