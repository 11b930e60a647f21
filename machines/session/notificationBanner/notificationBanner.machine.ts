import { assign, fromPromise, setup } from 'xstate';
import { sessionTimes } from '../../../src/domain/constants.ts';
import { bannerItems, type BannerItem, type NotificationBannerData } from '../../../src/domain/notificationBanner.ts';
import { notProvided, outputParams } from '../../common/effects.ts';

/** The state tags of the machine. */
export type NotificationBannerTag =
  | 'banner'
  /** A first answer the signed-in page waits for (the banner above it, the outage count beside it), so neither moves it on arrival. */
  | 'firstLoad';

export type NotificationBannerEvent = { type: 'banner.select'; index: number };

export interface NotificationBannerContext {
  now: Date;
  items: BannerItem[];
  index: number;
  affectedCount: number | null;
  unreadCount: number;
  /** Inbox-unread polling interval (document 2 section 9: a configured setting). */
  inboxPollMs: number;
}

/**
 * Notification banner, outage count and inbox badge of the signed-in header (document 1 section 4):
 * the banner offers DNP (if updated within 5 days), outage, CSP, service and preference messages
 * with numbered buttons; the outage count is asked again 10 seconds after the first answer; the
 * unread count only ever updates to a value above 0.
 */
export const notificationBannerMachine = setup({
  types: {
    context: {} as NotificationBannerContext,
    events: {} as NotificationBannerEvent,
    input: {} as { now: Date; unreadCount: number; inboxPollMs: number },
    tags: {} as NotificationBannerTag,
  },
  actors: {
    loadBannerData: fromPromise<NotificationBannerData>(notProvided('loadBannerData')),
    loadOutageCount: fromPromise<number>(notProvided('loadOutageCount')),
    loadUnreadCount: fromPromise<number>(notProvided('loadUnreadCount')),
  },
  delays: {
    outageCountRetry: sessionTimes.outageCountRetryMs,
    inboxPoll: ({ context }) => context.inboxPollMs,
  },
  guards: {
    isBannerIndex: ({ context, event }) => Number.isInteger(event.index) && event.index >= 0 && event.index < context.items.length,
    hasBannerItems: ({ context }, { output }: { output: NotificationBannerData }) => bannerItems(output, context.now).length > 0,
    hasUnread: (_, { output }: { output: number }) => output > 0,
  },
}).createMachine({
  id: 'notificationBanner',
  description: 'Header notifications: the rotating banner, the outage count and the unread badge.',
  context: ({ input }) => ({
    now: input.now,
    items: [],
    index: 0,
    affectedCount: null,
    unreadCount: input.unreadCount,
    inboxPollMs: input.inboxPollMs,
  }),
  type: 'parallel',
  states: {
    banner: {
      description: 'The top notification banner.',
      initial: 'loading',
      states: {
        loading: {
          tags: ['firstLoad'],
          invoke: {
            id: 'loadBannerData',
            src: 'loadBannerData',
            onDone: [
              {
                guard: { type: 'hasBannerItems', params: outputParams },
                target: 'showing',
                actions: assign(({ context, event }) => ({ items: bannerItems(event.output, context.now), index: 0 })),
              },
              { target: 'hidden' },
            ],
            onError: { target: 'hidden', description: 'No banner when the data cannot be had.' },
          },
        },
        showing: {
          description: 'One banner message shown, with a numbered button for each.',
          tags: ['banner'],
          on: {
            'banner.select': {
              guard: 'isBannerIndex',
              actions: assign(({ event }) => ({ index: event.index })),
              description: 'The user pressed a numbered button.',
            },
          },
        },
        hidden: { description: 'Nothing to announce.' },
      },
    },
    outageCount: {
      description: 'Customers affected by outages, asked twice: at first and 10 seconds later.',
      initial: 'requesting',
      states: {
        requesting: {
          tags: ['firstLoad'],
          invoke: {
            id: 'loadOutageCount',
            src: 'loadOutageCount',
            onDone: { target: 'waitingToRepeat', actions: assign(({ event }) => ({ affectedCount: event.output })) },
            onError: { target: 'waitingToRepeat' },
          },
        },
        waitingToRepeat: { after: { outageCountRetry: { target: 'repeating' } } },
        repeating: {
          invoke: {
            id: 'repeatOutageCount',
            src: 'loadOutageCount',
            onDone: { target: 'settled', actions: assign(({ event }) => ({ affectedCount: event.output })) },
            onError: { target: 'settled' },
          },
        },
        settled: { type: 'final' },
      },
    },
    inbox: {
      description: 'Unread messages for the bell badge, asked again at the configured interval.',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadUnreadCount',
            src: 'loadUnreadCount',
            onDone: [
              {
                guard: { type: 'hasUnread', params: outputParams },
                target: 'waiting',
                actions: assign(({ event }) => ({ unreadCount: event.output })),
                description: 'Only a count above 0 replaces the stored one.',
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          description: 'Until the next unread-count check.',
          after: { inboxPoll: { target: 'loading' } },
        },
      },
    },
  },
});
