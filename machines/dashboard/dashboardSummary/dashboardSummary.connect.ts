import type { SnapshotFrom } from 'xstate';
import type { DashboardSummary } from '../../../src/domain/dashboard.ts';
import type { dashboardSummaryMachine } from './dashboardSummary.machine.ts';
import type { DashboardFailure, DashboardSummaryEvent } from './dashboardSummary.types.ts';

type DashboardSummaryStatus = 'noAccount' | 'loading' | 'loaded' | 'failed';

export interface DashboardSummaryViewModel {
  status: DashboardSummaryStatus;
  summary: DashboardSummary | null;
  failure: DashboardFailure | null;
  /** The dashboard notification banner: the unread total when above 0, else null. */
  notificationCount: number | null;
  /** The summary or the notification total is still on its way: the page shows them together, so neither moves the other. */
  settling: boolean;
  retry: () => void;
}

export function connectDashboardSummary(
  snapshot: SnapshotFrom<typeof dashboardSummaryMachine>,
  send: (event: DashboardSummaryEvent) => void,
): DashboardSummaryViewModel {
  const status: DashboardSummaryStatus = snapshot.hasTag('noAccount')
    ? 'noAccount'
    : snapshot.hasTag('failed')
      ? 'failed'
      : snapshot.hasTag('loaded')
        ? 'loaded'
        : 'loading';
  return {
    status,
    summary: status === 'loaded' ? snapshot.context.summary : null,
    failure: status === 'failed' ? snapshot.context.failure : null,
    notificationCount: snapshot.hasTag('notification') ? snapshot.context.totalNotification : null,
    settling: status === 'loading' || snapshot.hasTag('notificationLoading'),
    retry: () => send({ type: 'summary.retry' }),
  };
}
