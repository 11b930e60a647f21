/**
 * Catalogue entry of the header notifications (banner, outage count, unread badge).
 */
import { entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { notificationBannerMachine } from './notificationBanner.machine.ts';

const bannerData = {
  outageTitle: 'Planned outage in Maun',
  outageDetail: 'Sunday 08:00-12:00',
  serviceTitle: 'Move-in confirmed',
  serviceDetail: 'Your service starts on 1 Dec.',
};

export const notificationBannerEntry = entry({
  id: 'notificationBanner',
  title: 'Notification banner',
  description:
    'Header notifications in three parallel regions: the banner with numbered buttons, the outage count ' +
    '(asked again after 10 s) and the unread inbox badge.',
  machine: notificationBannerMachine,
  kind: 'session',
  view: 'src/features/session/notificationBanner/NotificationBanner.tsx',
  scenarios: [{ label: '22 Nov 2026', input: { now: new Date('2026-11-22T10:00:00Z'), unreadCount: 0, inboxPollMs: 300_000 } }],
  events: [
    { type: 'banner.select', index: 1 },
    { type: 'banner.select', index: 9 },
  ],
  outcomes: {
    loadBannerData: [
      resolves('loadBannerData', bannerData, 'resolve: two messages'),
      resolves('loadBannerData', {}, 'resolve: nothing to announce'),
      rejects('loadBannerData', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    loadOutageCount: [
      resolves('loadOutageCount', 120, 'resolve: 120 affected'),
      rejects('loadOutageCount', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    repeatOutageCount: [
      resolves('repeatOutageCount', 95, 'resolve: 95 affected'),
      rejects('repeatOutageCount', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    loadUnreadCount: [
      resolves('loadUnreadCount', 4, 'resolve: 4 unread'),
      resolves('loadUnreadCount', 0, 'resolve: none unread'),
      rejects('loadUnreadCount', new Error('service unavailable'), 'reject: service unavailable'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.items.length > 0]),
});
