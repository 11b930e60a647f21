import type { DashboardSummary } from '../../../src/domain/dashboard.ts';

export interface DashboardSummaryInput {
  /** The selected account; null when the user has no account linked yet. */
  accountNumber: string | null;
}

/** A call that failed: its message code (catalogue error.<msgcode>) and the server's text. */
export interface DashboardFailure {
  msgcode: string;
  message: string;
}

export interface DashboardSummaryContext extends DashboardSummaryInput {
  summary: DashboardSummary | null;
  failure: DashboardFailure | null;
  /** Unread messages about this account (the dashboard notification banner shows above 0). */
  totalNotification: number;
}

export type DashboardSummaryEvent = { type: 'summary.retry' };

/** Tags the view model reads. */
/** 'notificationLoading': the notification total has not answered yet (the cards wait for it, so it never pushes them down). */
export type DashboardSummaryTag = 'loading' | 'loaded' | 'failed' | 'noAccount' | 'notification' | 'notificationLoading';
