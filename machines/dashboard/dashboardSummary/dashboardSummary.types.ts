import type { DashboardSummary } from '../../../src/domain/dashboard.ts';
import type { OutageFeature } from '../../../src/domain/outage.ts';

export interface DashboardSummaryInput {
  /** The selected account; null when the user has no account linked yet. */
  accountNumber: string | null;
  /** The user may see outages (the outage map or list right): the outage card checks the account's premise. */
  outagesShown?: boolean;
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
  /** The outages covering the account's premise (the outage card), once read. */
  outages: OutageFeature[] | null;
}

export type DashboardSummaryEvent = { type: 'summary.retry' } | { type: 'outages.retry' };

/** Tags the view model reads. */
/** 'notificationLoading': the notification total has not answered yet (the cards wait for it, so it never pushes them down). */
/** 'outagesLoading' / 'outagesLoaded' / 'outagesFailed': the outage card's check of the premise. */
export type DashboardSummaryTag = 'loading' | 'loaded' | 'failed' | 'noAccount' | 'notification' | 'notificationLoading' | 'outagesLoading' | 'outagesLoaded' | 'outagesFailed';
