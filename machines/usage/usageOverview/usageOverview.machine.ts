import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  canStepUsageView,
  usageQuantityUnit,
  usageViewRange,
  usageViewStep,
  yearEarlier,
  type UsageDownloadRequest,
  type UsageMeter,
  type UsageMeters,
  type UsageRequest,
} from '../../../src/domain/usage.ts';
import { notProvided, toCallFailure, type FailureParams } from '../../common/effects.ts';
import { meterGuards, meterLoadingStates, meterUpdates } from '../meterLoading.ts';
import type { LoadFiguresInput, UsageFigures, UsageOverviewContext, UsageOverviewEvent, UsageOverviewInput, UsageOverviewTag } from './usageOverview.types.ts';

/** The meter of the chosen service. */
export function meterOf(context: Pick<UsageOverviewContext, 'meters' | 'service'>): UsageMeter | null {
  return context.meters?.meters.find((m) => m.service === context.service) ?? null;
}

/** The request for the chosen service, view and anchor, and the same range a year earlier. */
export function figuresInput(context: UsageOverviewContext): LoadFiguresInput {
  const meter = meterOf(context)!;
  const range = usageViewRange(context.view, context.anchor, meter.firstDay, meter.lastDay);
  const request: UsageRequest = {
    accountNumber: context.accountNumber,
    from: range.from,
    to: range.to,
    uom: usageQuantityUnit[meter.service],
    periodicity: range.periodicity,
    ...(context.weather ? { weather: true } : {}),
  };
  const earlier = yearEarlier(range);
  const previous: UsageRequest | null =
    context.view !== 'year' && earlier.from >= meter.firstDay
      ? { accountNumber: context.accountNumber, from: earlier.from, to: earlier.to, uom: request.uom, periodicity: range.periodicity }
      : null;
  return { service: meter.service, request, previous, withProjection: meter.service === 'electric' && range.to === meter.lastDay && context.view !== 'year' };
}

/** The download of the range shown: the same request as the figures (the meter's unit), as a file. */
export function downloadInput(context: UsageOverviewContext): UsageDownloadRequest {
  const { service, request } = figuresInput(context);
  return { ...request, service, format: context.downloadFormat ?? 'csv' };
}

/** The anchor kept inside a meter's days (a newly chosen service may have a shorter history). */
const anchorWithin = (anchor: string, meter: UsageMeter | null) => (!meter ? anchor : anchor < meter.firstDay ? meter.firstDay : anchor > meter.lastDay ? meter.lastDay : anchor);

/**
 * Usage overview (/usages): the account's meters, then a chart of the chosen service's usage in
 * the chosen view (a day by the hour, a month by the day, a year by the month, every year), moved a
 * step back or on, with the same range a year earlier and the current period's projection. Unit and
 * chart/table switches change only what is shown; the other choices read the figures again. A
 * failed read offers Try again and keeps every choice.
 */
export const usageOverviewMachine = setup({
  types: {
    context: {} as UsageOverviewContext,
    events: {} as UsageOverviewEvent,
    input: {} as UsageOverviewInput,
    tags: {} as UsageOverviewTag,
  },
  actors: {
    loadMeters: fromPromise<UsageMeters, { accountNumber: string }>(notProvided('loadMeters')),
    loadFigures: fromPromise<UsageFigures, LoadFiguresInput>(notProvided('loadFigures')),
    downloadUsage: fromPromise<void, UsageDownloadRequest>(notProvided('downloadUsage')),
  },
  guards: {
    ...meterGuards,
    isOfferedService: ({ context, event }) => {
      assertEvent(event, 'usage.service');
      return context.meters?.meters.some((m) => m.service === event.service) ?? false;
    },
    canGoPrevious: ({ context }) => {
      const meter = meterOf(context);
      return meter !== null && canStepUsageView(context.view, context.anchor, -1, meter.firstDay, meter.lastDay);
    },
    canGoNext: ({ context }) => {
      const meter = meterOf(context);
      return meter !== null && canStepUsageView(context.view, context.anchor, 1, meter.firstDay, meter.lastDay);
    },
    canOverlayWeather: ({ context }) => context.canOverlayWeather,
    canDownload: ({ context }) => context.canDownload,
    isWeatherOn: ({ event }) => {
      assertEvent(event, 'usage.weather');
      return event.on;
    },
  },
  actions: {
    storeMeters: assign((_, { output }: { output: UsageMeters }) => {
      const first = output.meters[0] ?? null;
      return { meters: output, service: first?.service ?? null, anchor: first?.lastDay ?? '' };
    }),
    chooseService: assign(({ context, event }) => {
      assertEvent(event, 'usage.service');
      const meter = meterOf({ meters: context.meters, service: event.service });
      return { service: event.service, anchor: anchorWithin(context.anchor, meter) };
    }),
    chooseView: assign(({ event }) => {
      assertEvent(event, 'usage.view');
      return { view: event.view };
    }),
    stepBack: assign(({ context }) => ({ anchor: usageViewStep(context.view, context.anchor, -1) })),
    stepOn: assign(({ context }) => ({ anchor: anchorWithin(usageViewStep(context.view, context.anchor, 1), meterOf(context)) })),
    chooseUnit: assign(({ event }) => {
      assertEvent(event, 'usage.unit');
      return { unit: event.unit };
    }),
    switchWeather: assign(({ event }) => {
      assertEvent(event, 'usage.weather');
      return { weather: event.on };
    }),
    chooseDisplay: assign(({ event }) => {
      assertEvent(event, 'usage.display');
      return { display: event.display };
    }),
    storeMeterFailure: assign((_, params: FailureParams) => meterUpdates.storeMeterFailure(params)),
    clearFailure: assign(meterUpdates.clearFailure),
    chooseDownload: assign(({ event }) => {
      assertEvent(event, 'usage.download');
      return { downloadFormat: event.format, downloadFailure: null };
    }),
  },
}).createMachine({
  id: 'usageOverview',
  description: 'Usage overview: meters, then the chosen service in the chosen view, with the year before and the projection.',
  context: ({ input }) => ({ ...input, meters: null, service: null, view: 'day', anchor: '', unit: 'quantity', weather: false, display: 'chart', figures: null, failure: null, downloadFormat: null, downloadFailure: null }),
  initial: 'loadingMeters',
  states: {
    ...meterLoadingStates({
      retry: 'usage.retry',
      opens: 'The first service opens at its last month, by the day.',
      empty: 'Nothing to show: the account has no meter whose usage the user may see.',
    }),
    figures: {
      description: 'The chosen service, view and range; every choice that changes the figures reads them again.',
      initial: 'loading',
      on: {
        'usage.service': { guard: 'isOfferedService', target: '.loading', reenter: true, actions: 'chooseService', description: 'Another service tab.' },
        'usage.view': { target: '.loading', reenter: true, actions: 'chooseView', description: 'Another periodicity: hour, day, month or year.' },
        'usage.previous': { guard: 'canGoPrevious', target: '.loading', reenter: true, actions: 'stepBack', description: 'A day, month or year back.' },
        'usage.next': { guard: 'canGoNext', target: '.loading', reenter: true, actions: 'stepOn', description: 'A day, month or year on.' },
        'usage.weather': [
          { guard: and(['canOverlayWeather', 'isWeatherOn']), target: '.loading', reenter: true, actions: 'switchWeather', description: 'Temperature on: read again with the weather.' },
          { guard: 'canOverlayWeather', actions: 'switchWeather', description: 'Temperature off: the figures stay.' },
        ],
        'usage.unit': { actions: 'chooseUnit', description: 'kWh or m³, or cost: the same figures, another unit.' },
        'usage.display': { actions: 'chooseDisplay', description: 'Chart or table of the same figures.' },
      },
      states: {
        loading: {
          description: 'Reading the figures of the choice.',
          tags: ['busy'],
          invoke: {
            id: 'loadFigures',
            src: 'loadFigures',
            input: ({ context }) => figuresInput(context),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ figures: event.output, failure: null })), description: 'The chart, table and summary.' },
            onError: { target: 'failed', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })), description: 'The figures could not be read.' },
          },
        },
        shown: {
          description: 'The chart (or table) and the summary sentence, with the downloads of the range shown.',
          tags: ['ready'],
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing being downloaded.',
              on: { 'usage.download': { guard: 'canDownload', target: 'downloading', actions: 'chooseDownload', description: 'CSV, .xlsx or Green Button of the range shown.' } },
            },
            downloading: {
              description: 'The server makes the file; the browser saves it. The chart stays.',
              tags: ['downloading'],
              invoke: {
                id: 'downloadUsage',
                src: 'downloadUsage',
                input: ({ context }) => downloadInput(context),
                onDone: { target: 'idle', description: 'The file was handed to the browser.' },
                onError: { target: 'downloadFailed', actions: assign(({ event }) => ({ downloadFailure: toCallFailure(event.error) })), description: 'No file: the message beside the downloads.' },
              },
            },
            downloadFailed: {
              description: 'The message beside the downloads; any of them tries again.',
              on: { 'usage.download': { guard: 'canDownload', target: 'downloading', actions: 'chooseDownload', description: 'Try again (or another format).' } },
            },
          },
        },
        failed: {
          description: 'The message with Try again; the choices stay.',
          tags: ['failed'],
          on: { 'usage.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
        },
      },
    },
  },
});
