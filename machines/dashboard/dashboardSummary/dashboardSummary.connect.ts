import type { SnapshotFrom } from 'xstate';
import type { DashboardSummary } from '../../../src/domain/dashboard.ts';
import type { OutageFeature } from '../../../src/domain/outage.ts';
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
  /** The outage card: hidden without the outage right; else checking, failed, or the outages covering the premise (not restored ones). */
  outageCard: { status: 'hidden' | 'loading' | 'failed' } | { status: 'loaded'; outages: OutageFeature[] };
  retryOutages: () => void;
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
    outageCard: snapshot.hasTag('outagesLoaded')
      ? { status: 'loaded', outages: (snapshot.context.outages ?? []).filter((outage) => outage.properties.status !== 'restored') }
      : snapshot.hasTag('outagesFailed')
        ? { status: 'failed' }
        : snapshot.hasTag('outagesLoading')
          ? { status: 'loading' }
          : { status: 'hidden' },
    retryOutages: () => send({ type: 'outages.retry' }),
  };
}
