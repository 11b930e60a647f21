/**
 * Message inbox counts (document 2 section 7, "Messages and inbox"): the unread count behind the
 * bell badge and the dashboard notification total.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { languageCodeSchema } from './common.ts';

/** Message categories of the inbox; 7 stands for all of them (its count is the total unread). */
export const inboxCategories = {
  billing: 1,
  payment: 2,
  outage: 3,
  service: 4,
  marketing: 5,
  dashboard: 6,
  all: 7,
} as const;

/** POST {notificationInbox}/unread with { status: [], categories: [], searchString: '', mode: 1 }. */
export const unreadBodySchema = v.strictObject({
  /** Message statuses of the list view; the unread count ignores them. */
  status: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))), v.maxLength(10)),
  /** Empty, or containing 7, counts every category. */
  categories: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))), v.maxLength(20)),
  searchString: v.pipe(v.string(), v.maxLength(100)),
  mode: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
});
export type UnreadBody = v.InferOutput<typeof unreadBodySchema>;

/** The portal reads data.data.totalUnreadCount. */
export interface UnreadReply {
  data: { totalUnreadCount: number };
}

/** GET {notificationInbox}/dashboard-notification?accountNumber= */
export const dashboardNotificationQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });
export interface DashboardNotificationData {
  /** Unread messages about this account or about no account in particular. */
  totalNotification: number;
}

/** GET {notificationInbox}/unread-messages?language=: the user's unread messages, newest first, subjects in the reader's language. */
export const unreadMessagesQuerySchema = v.strictObject({ language: v.optional(languageCodeSchema) });
export const unreadMessagesLimit = 50;

/** One unread message as the bell's list shows it: its subject, when it came, what it is about. */
export interface UnreadMessage {
  messageId: number;
  subject: string;
  /** One of inboxCategories. */
  category: number;
  /** ISO date-time it was sent. */
  receivedAt: string;
  /** The account it is about; null for the user in general. */
  accountNumber: string | null;
}
