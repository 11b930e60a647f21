import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { addMonthsIso } from '../../../src/domain/format.ts';
import type { UsageMeter, UsageMeters } from '../../../src/domain/usage.ts';
import { notProvided, toCallFailure, type FailureParams } from '../../common/effects.ts';
import { meterGuards, meterLoadingStates, meterUpdates } from '../meterLoading.ts';
import type { CompareFigures, LoadComparisonInput, UsageCompareContext, UsageCompareEvent, UsageCompareInput, UsageCompareTag } from './usageCompare.types.ts';

/** The meter of the chosen service. */
export function compareMeterOf(context: Pick<UsageCompareContext, 'meters' | 'service'>): UsageMeter | null {
  return context.meters?.meters.find((m) => m.service === context.service) ?? null;
}

/** A month (yyyy-mm) `step` months on (or back, below zero). */
export const stepMonth = (month: string, step: number) => addMonthsIso(`${month}-01`, step).slice(0, 7);

/** The month kept inside a meter's readings (a newly chosen service may have a shorter history). */
function monthWithin(month: string, meter: UsageMeter | null): string {
  if (!meter) return month;
  const first = meter.firstDay.slice(0, 7);
  const last = meter.lastDay.slice(0, 7);
  return month < first ? first : month > last ? last : month;
}

export function comparisonInput(context: UsageCompareContext): LoadComparisonInput {
  const service = context.service!;
  return { accountNumber: context.accountNumber, service, month: context.month, withNeighbours: service === 'electric' };
}

/**
 * Compare (/Compare): the account's meters, then one service's month against the month before and
 * the same month a year earlier (days, use a day, cost, weather), and for electric against similar
 * homes of the town. Month steps and service tabs read again; the unit only changes what is shown.
 * A failed read offers Try again and keeps every choice.
 */
export const usageCompareMachine = setup({
  types: {
    context: {} as UsageCompareContext,
    events: {} as UsageCompareEvent,
    input: {} as UsageCompareInput,
    tags: {} as UsageCompareTag,
  },
  actors: {
    loadMeters: fromPromise<UsageMeters, { accountNumber: string }>(notProvided('loadMeters')),
    loadComparison: fromPromise<CompareFigures, LoadComparisonInput>(notProvided('loadComparison')),
  },
  guards: {
    ...meterGuards,
    isOfferedService: ({ context, event }) => {
      assertEvent(event, 'compare.service');
      return context.meters?.meters.some((m) => m.service === event.service) ?? false;
    },
    canGoPrevious: ({ context }) => {
      const meter = compareMeterOf(context);
      return meter !== null && stepMonth(context.month, -1) >= meter.firstDay.slice(0, 7);
    },
    canGoNext: ({ context }) => {
      const meter = compareMeterOf(context);
      return meter !== null && stepMonth(context.month, 1) <= meter.lastDay.slice(0, 7);
    },
  },
  actions: {
    storeMeters: assign((_, { output }: { output: UsageMeters }) => {
      const first = output.meters[0] ?? null;
      return { meters: output, service: first?.service ?? null, month: first?.lastDay.slice(0, 7) ?? '' };
    }),
    chooseService: assign(({ context, event }) => {
      assertEvent(event, 'compare.service');
      return { service: event.service, month: monthWithin(context.month, compareMeterOf({ meters: context.meters, service: event.service })) };
    }),
    stepBack: assign(({ context }) => ({ month: stepMonth(context.month, -1) })),
    stepOn: assign(({ context }) => ({ month: stepMonth(context.month, 1) })),
    chooseUnit: assign(({ event }) => {
      assertEvent(event, 'compare.unit');
      return { unit: event.unit };
    }),
    storeMeterFailure: assign((_, params: FailureParams) => meterUpdates.storeMeterFailure(params)),
    clearFailure: assign(meterUpdates.clearFailure),
  },
}).createMachine({
  id: 'usageCompare',
  description: 'Compare: a month of one service against the month before, the same month last year and, for electric, similar homes.',
  context: ({ input }) => ({ ...input, meters: null, service: null, month: '', unit: 'quantity', figures: null, failure: null }),
  initial: 'loadingMeters',
  states: {
    ...meterLoadingStates({
      retry: 'compare.retry',
      opens: 'The first service opens at its latest month.',
      empty: 'Nothing to compare: the account has no meter whose usage the user may see.',
    }),
    figures: {
      description: 'The chosen service and month; a service tab or a month step reads the figures again.',
      initial: 'loading',
      on: {
        'compare.service': { guard: 'isOfferedService', target: '.loading', reenter: true, actions: 'chooseService', description: 'Another service tab.' },
        'compare.previous': { guard: 'canGoPrevious', target: '.loading', reenter: true, actions: 'stepBack', description: 'The month before.' },
        'compare.next': { guard: 'canGoNext', target: '.loading', reenter: true, actions: 'stepOn', description: 'The month after.' },
        'compare.unit': { actions: 'chooseUnit', description: 'kWh or m³, or cost: the same figures, another unit.' },
      },
      states: {
        loading: {
          description: 'Reading the month, the month before, the same month last year and the similar homes.',
          tags: ['busy'],
          invoke: {
            id: 'loadComparison',
            src: 'loadComparison',
            input: ({ context }) => comparisonInput(context),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ figures: event.output, failure: null })), description: 'The comparisons.' },
            onError: { target: 'failed', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })), description: 'The figures could not be read.' },
          },
        },
        shown: {
          description: 'The periods side by side and, for electric, the similar homes.',
          tags: ['ready'],
        },
        failed: {
          description: 'The message with Try again; the choices stay.',
          tags: ['failed'],
          on: { 'compare.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
        },
      },
    },
  },
});
