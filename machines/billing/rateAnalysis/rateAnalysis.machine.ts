import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { RateAnalysis } from '../../../src/domain/rateAnalysis.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import type { RateAnalysisContext, RateAnalysisEvent, RateAnalysisInput, RateAnalysisTag } from './rateAnalysis.types.ts';

/**
 * Rate analysis (/RateAnalysis): loads the account's last 12 billed months priced under every tariff
 * (cheapest first), shows them with the month-by-month prices of one tariff beside the current one
 * (the cheapest at first), and lets the customer choose another tariff to compare. An account with
 * no bill yet has nothing to compare; a failed load offers Try again.
 */
export const rateAnalysisMachine = setup({
  types: {
    context: {} as RateAnalysisContext,
    events: {} as RateAnalysisEvent,
    input: {} as RateAnalysisInput,
    tags: {} as RateAnalysisTag,
  },
  actors: {
    loadRateAnalysis: fromPromise<RateAnalysis, { accountNumber: string }>(notProvided('loadRateAnalysis')),
  },
  guards: {
    hasMonths: (_, params: { analysis: RateAnalysis }) => params.analysis.months.length > 0 && params.analysis.options.length > 0,
    isOfferedTariff: ({ context, event }) => {
      assertEvent(event, 'rateAnalysis.choose');
      return context.analysis?.options.some((option) => option.tariffCode === event.tariffCode) ?? false;
    },
  },
  actions: {
    chooseTariff: assign(({ event }) => {
      assertEvent(event, 'rateAnalysis.choose');
      return { chosenTariff: event.tariffCode };
    }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'rateAnalysis',
  description: 'Rate analysis: the last 12 billed months priced under every tariff, cheapest first, with the difference per year.',
  context: ({ input }) => ({ ...input, analysis: null, chosenTariff: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Pricing the last 12 billed months under every tariff.',
      tags: ['loading'],
      invoke: {
        id: 'loadRateAnalysis',
        src: 'loadRateAnalysis',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: [
          {
            guard: { type: 'hasMonths', params: ({ event }) => ({ analysis: event.output }) },
            target: 'list',
            actions: assign(({ event }) => ({ analysis: event.output, chosenTariff: event.output.options[0]!.tariffCode })),
            description: 'Months to compare: the tariffs, cheapest first, with the cheapest month by month.',
          },
          {
            target: 'empty',
            actions: assign(({ event }) => ({ analysis: event.output })),
            description: 'No bill yet: nothing to compare.',
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'The analysis could not be loaded: the message and Try again.',
        },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'rateAnalysis.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    list: {
      description: 'The tariffs with their price of the months and the difference per year, and one tariff month by month beside the current one.',
      tags: ['list'],
      on: {
        'rateAnalysis.choose': { guard: 'isOfferedTariff', actions: 'chooseTariff', description: 'The customer chose a tariff to see month by month.' },
      },
    },
    empty: {
      description: 'The account has no bill yet, so there is no usage to price.',
      tags: ['empty'],
    },
  },
});
