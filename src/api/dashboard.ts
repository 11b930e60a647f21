/**
 * Calls of the signed-in shell and the dashboard (document 2 section 7): the account summary, the
 * top notification banner, the outage count, the inbox counts, the agents' support sign-on and the
 * public meta file with the deployed version.
 */
import { billingCalls, inboxCalls, outageCalls, sessionCommonCalls } from '../domain/calls.ts';
import type { VersionMeta } from '../domain/common.ts';
import type { DashboardSummary } from '../domain/dashboard.ts';
import type { DashboardNotificationData, UnreadBody, UnreadMessage, UnreadReply } from '../domain/inbox.ts';
import type { NotificationBannerData } from '../domain/notificationBanner.ts';
import type { OutageCountData } from '../domain/outage.ts';
import { metaFilePath } from '../domain/apiAreas.ts';
import { defaultLanguage, toStoredCode, type Language } from '../domain/language.ts';
import { apiGet, apiPost } from './client.ts';

export { requestSupportSignOn } from './session.ts';

/** GET {billing}/dashboard?accountNumber= */
export function getDashboardSummary(accountNumber: string) {
  return apiGet<DashboardSummary>('billing', billingCalls.dashboard, { accountNumber });
}

/** GET {common}/notification-banner?accountNumber=&language=: the notices in the reader's language. */
export function getNotificationBanner(accountNumber: string, language: Language = defaultLanguage) {
  return apiGet<NotificationBannerData>('common', sessionCommonCalls.notificationBanner, { accountNumber, language: toStoredCode(language) });
}

/** GET {outage}/count: every active outage, or those in the town of one account. */
export function getOutageCount(accountNumber?: string) {
  return apiGet<OutageCountData>('outage', outageCalls.count, accountNumber ? { accountNumber } : undefined);
}

/** The body the spec gives for the bell badge: every status and category, no search. */
const unreadCountBody: UnreadBody = { status: [], categories: [], searchString: '', mode: 1 };

/** POST {notificationInbox}/unread; the portal reads data.data.totalUnreadCount. */
export function getUnreadCount() {
  return apiPost<UnreadReply>('notificationInbox', inboxCalls.unread, unreadCountBody);
}

/** GET {notificationInbox}/unread-messages?language=: the user's unread messages, newest first, in the reader's language. */
export function getUnreadMessages(language: Language) {
  return apiGet<UnreadMessage[]>('notificationInbox', inboxCalls.unreadMessages, { language: toStoredCode(language) });
}

/** GET {notificationInbox}/dashboard-notification?accountNumber= */
export function getDashboardNotification(accountNumber: string) {
  return apiGet<DashboardNotificationData>('notificationInbox', inboxCalls.dashboardNotification, { accountNumber });
}

/**
 * The deployed version from the public meta file. It is served at the site root on every host
 * (server/areas/system.ts; under /Portal only the SPA's own files are), never from a cache: the
 * `t` query (digits, which the server accepts) defeats any proxy in between.
 */
export async function getDeployedVersion(origin: string = window.location.origin, now: number = Date.now()): Promise<string> {
  const response = await fetch(`${origin}${metaFilePath}?t=${now}`, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`meta.json answered ${response.status}`);
  const meta = (await response.json()) as Partial<VersionMeta>;
  if (typeof meta.version !== 'string' || !meta.version) throw new Error('meta.json has no version');
  return meta.version;
}
