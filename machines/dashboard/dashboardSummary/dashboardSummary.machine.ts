import { and, assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import type { DashboardSummary } from '../../../src/domain/dashboard.ts';
import type { OutageFeature } from '../../../src/domain/outage.ts';
import type {
  DashboardFailure,
  DashboardSummaryContext,
  DashboardSummaryEvent,
  DashboardSummaryInput,
  DashboardSummaryTag,
} from './dashboardSummary.types.ts';
import { notProvided } from '../../common/effects.ts';

/** What a rejected call carries (src/api/client.ts `unwrap`), reduced to what the view shows. */
function failureOf(error: unknown): DashboardFailure {
  const value = (error ?? {}) as Partial<DashboardFailure>;
  return {
    msgcode: typeof value.msgcode === 'string' && value.msgcode ? value.msgcode : 'GEN500',
    message: typeof value.message === 'string' ? value.message : '',
  };
}

/**
 * The dashboard of the selected account (document 1 sections 2 and 4): its summary (amount due,
 * due date, past due, last payment, or the last recharge of a prepaid account) with a retry when
 * it cannot be had, and the dashboard notification banner, shown when the account's notification
 * total is above 0. A user without a linked account gets the empty state and no call is made.
 */
export const dashboardSummaryMachine = setup({
  types: {
    context: {} as DashboardSummaryContext,
    events: {} as DashboardSummaryEvent,
    input: {} as DashboardSummaryInput,
    tags: {} as DashboardSummaryTag,
  },
  actors: {
    loadSummary: fromPromise<DashboardSummary, { accountNumber: string }>(notProvided('loadSummary')),
    loadDashboardNotification: fromPromise<number, { accountNumber: string }>(notProvided('loadDashboardNotification')),
    loadAccountOutages: fromPromise<OutageFeature[], { accountNumber: string }>(notProvided('loadAccountOutages')),
  },
  guards: {
    hasAccount: ({ context }) => context.accountNumber !== null && context.accountNumber !== '',
    hasNotifications: (_, params: { total: number }) => params.total > 0,
    outagesShown: ({ context }) => context.outagesShown === true,
    // The cards (and so the outage card's Retry) show once the summary answered, and the notification
    // total too unless the summary failed.
    areCardsShown: and([
      not(stateIn('#dashboardSummary.account.summary.loading')),
      or([stateIn('#dashboardSummary.account.summary.failed'), not(stateIn('#dashboardSummary.account.notification.loading'))]),
    ]),
  },
}).createMachine({
  id: 'dashboardSummary',
  description: 'The selected account\'s summary and its dashboard notification total.',
  context: ({ input }) => ({ accountNumber: input.accountNumber, outagesShown: input.outagesShown ?? false, summary: null, failure: null, totalNotification: 0, outages: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Is there an account to summarise?',
      always: [
        { guard: 'hasAccount', target: 'account', description: 'An account is selected.' },
        { target: 'noAccount', description: 'No account is linked to the user yet.' },
      ],
    },
    noAccount: {
      description: 'The friendly empty state: nothing to load.',
      tags: ['noAccount'],
    },
    account: {
      description: 'The summary, the notification total and the outage check load side by side (one round).',
      type: 'parallel',
      states: {
        summary: {
          initial: 'loading',
          states: {
            loading: {
              description: 'Reading the account summary.',
              tags: ['loading'],
              entry: assign({ failure: null }),
              invoke: {
                id: 'loadSummary',
                src: 'loadSummary',
                input: ({ context }) => ({ accountNumber: context.accountNumber ?? '' }),
                onDone: { target: 'loaded', actions: assign(({ event }) => ({ summary: event.output })) },
                onError: {
                  target: 'failed',
                  actions: assign(({ event }) => ({ failure: failureOf(event.error) })),
                  description: 'The summary could not be had: say so and offer a retry.',
                },
              },
            },
            loaded: { description: 'The summary is shown.', tags: ['loaded'] },
            failed: {
              description: 'The failure is shown with a Retry button.',
              tags: ['failed'],
              on: { 'summary.retry': { target: 'loading', description: 'The user pressed Retry.' } },
            },
          },
        },
        notification: {
          initial: 'loading',
          states: {
            loading: {
              description: 'Reading the dashboard notification total.',
              tags: ['notificationLoading'],
              invoke: {
                id: 'loadDashboardNotification',
                src: 'loadDashboardNotification',
                input: ({ context }) => ({ accountNumber: context.accountNumber ?? '' }),
                onDone: [
                  {
                    guard: { type: 'hasNotifications', params: ({ event }) => ({ total: event.output }) },
                    target: 'shown',
                    actions: assign(({ event }) => ({ totalNotification: event.output })),
                    description: 'Unread messages about this account: the banner shows.',
                  },
                  { target: 'hidden' },
                ],
                onError: { target: 'hidden', description: 'No banner when the total cannot be had.' },
              },
            },
            shown: { description: 'The dashboard notification banner is shown.', tags: ['notification'] },
            hidden: { description: 'Nothing to announce.' },
          },
        },
        outages: {
          initial: 'choosing',
          states: {
            choosing: {
              description: 'Does the user see outages?',
              always: [{ guard: 'outagesShown', target: 'loading', description: 'The outage right: the card checks the premise.' }, { target: 'skipped' }],
            },
            skipped: { description: 'No outage right: no card, no call.' },
            loading: {
              description: 'Reading the outages covering the account\'s premise.',
              tags: ['outagesLoading'],
              invoke: {
                id: 'loadAccountOutages',
                src: 'loadAccountOutages',
                input: ({ context }) => ({ accountNumber: context.accountNumber ?? '' }),
                onDone: { target: 'loaded', actions: assign(({ event }) => ({ outages: event.output })) },
                onError: { target: 'failed', description: 'The check could not be made: the card says so and offers a retry.' },
              },
            },
            loaded: { description: 'The card says whether an outage affects the premise.', tags: ['outagesLoaded'] },
            failed: {
              description: 'The card offers a retry.',
              tags: ['outagesFailed'],
              on: {
                'outages.retry': {
                  guard: 'areCardsShown',
                  target: 'loading',
                  description: 'The user pressed Retry on the outage card (shown with the other cards).',
                },
              },
            },
          },
        },
      },
    },
  },
});
