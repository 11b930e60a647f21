import type { SnapshotFrom } from 'xstate';
import { limits } from '../../../src/domain/constants.ts';
import type { BannerItem } from '../../../src/domain/notificationBanner.ts';
import type { NotificationBannerEvent, notificationBannerMachine } from './notificationBanner.machine.ts';

export interface NotificationBannerViewModel {
  banner: BannerItem | null;
  /** Numbered buttons: one per message, the current one pressed. */
  buttons: { number: number; current: boolean; select: () => void }[];
  affectedCount: number | null;
  /** Unread badge text, capped at 999. */
  unreadBadge: string | null;
  /** The first banner or outage count is still on its way: the frame keeps the page back (for a short while at most). */
  awaitingFirstLoad: boolean;
}

export function connectNotificationBanner(
  snapshot: SnapshotFrom<typeof notificationBannerMachine>,
  send: (event: NotificationBannerEvent) => void,
): NotificationBannerViewModel {
  const { items, index, affectedCount, unreadCount } = snapshot.context;
  const showing = snapshot.hasTag('banner');
  return {
    banner: showing ? (items[index] ?? null) : null,
    buttons: showing && items.length > 1
      ? items.map((_, i) => ({ number: i + 1, current: i === index, select: () => send({ type: 'banner.select', index: i }) }))
      : [],
    affectedCount,
    unreadBadge: unreadCount > 0 ? String(Math.min(unreadCount, limits.unreadBadgeMax)) : null,
    awaitingFirstLoad: snapshot.hasTag('firstLoad'),
  };
}
