import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectUsageOverview } from '../../machines/usage/usageOverview/usageOverview.connect.ts';
import { sampleFirstDay, sampleLastDay, sampleNoMeters, sampleProjection, sampleSeries, sampleUsageAccount, sampleUsageMeters } from '../../machines/usage/usageOverview/usageOverview.fixtures.ts';
import { usageOverviewMachine } from '../../machines/usage/usageOverview/usageOverview.machine.ts';
import type { LoadFiguresInput, UsageFigures } from '../../machines/usage/usageOverview/usageOverview.types.ts';
import type { UsageDownloadRequest, UsageMeters } from '../../src/domain/usage.ts';
import { expectMeterLoading } from './usageMeters.ts';

const figuresOf = (input: LoadFiguresInput, projection = input.withProjection): UsageFigures => ({
  series: sampleSeries(input.service, input.request),
  previous: input.previous ? { ...sampleSeries(input.service, input.previous), totals: { ...sampleSeries(input.service, input.previous).totals, quantity: sampleSeries(input.service, input.request).totals.quantity / 1.25 } } : null,
  projection: projection ? sampleProjection : null,
});

function start({
  meters = vi.fn((_accountNumber: string): Promise<UsageMeters> => Promise.resolve(sampleUsageMeters)),
  figures = vi.fn((input: LoadFiguresInput): Promise<UsageFigures> => Promise.resolve(figuresOf(input))),
  canOverlayWeather = true,
  canDownload = true,
  download = vi.fn((_request: UsageDownloadRequest): Promise<void> => Promise.resolve()),
} = {}) {
  const machine = usageOverviewMachine.provide({
    actors: {
      loadMeters: fromPromise(({ input }: { input: { accountNumber: string } }) => meters(input.accountNumber)),
      loadFigures: fromPromise(({ input }: { input: LoadFiguresInput }) => figures(input)),
      downloadUsage: fromPromise(({ input }: { input: UsageDownloadRequest }) => download(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleUsageAccount, canOverlayWeather, canDownload } }).start();
  const view = () => connectUsageOverview(actor.getSnapshot(), actor.send);
  return { actor, view, meters, figures, download };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

describe('usageOverview machine', () => {
  it('opens the first service at its last month by the day, with the projected days of the period', async () => {
    const { actor, view, figures } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(view().status).toBe('ready');
    expect(view().services.map((s) => [s.service, s.selected])).toEqual([['electric', true], ['solar', false]]);
    const input = figures.mock.calls[0]![0];
    expect(input.request).toEqual({ accountNumber: sampleUsageAccount, from: '2026-11-01', to: sampleLastDay, uom: 'kWh', periodicity: 'day' });
    // A year earlier is before the first reading: nothing to compare with.
    expect(input.previous).toBeNull();
    expect(input.withProjection).toBe(true);
    const projected = view().bars.filter((bar) => bar.projected);
    expect(projected.map((bar) => bar.start)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(projected[0]!.quantity).toBeCloseTo((540.5 - 71.2) / 26, 3);
    expect(view().summary?.projection).toEqual(sampleProjection);
    expect(view().canNext).toBe(false);
    expect(view().canPrevious).toBe(true);
  });

  it('steps back month by month to the first reading, and on again', async () => {
    const { actor, view, figures } = start();
    await settled(actor);
    view().previous();
    await settled(actor);
    expect(figures.mock.calls.at(-1)![0].request).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(view().bars.some((bar) => bar.projected)).toBe(false);
    view().previous();
    await settled(actor);
    expect(figures.mock.calls.at(-1)![0].request).toMatchObject({ from: sampleFirstDay, to: '2026-09-30' });
    expect(view().canPrevious).toBe(false);
    view().previous();
    expect(figures).toHaveBeenCalledTimes(3);
    view().next();
    await settled(actor);
    expect(figures.mock.calls.at(-1)![0].request).toMatchObject({ from: '2026-10-01' });
  });

  it('by the hour, month and year; the unit and the table change only what is shown', async () => {
    const { actor, view, figures } = start();
    await settled(actor);
    view().chooseView('hour');
    await settled(actor);
    expect(figures.mock.calls.at(-1)![0].request).toMatchObject({ from: sampleLastDay, to: sampleLastDay, periodicity: 'hour' });
    expect(view().bars).toHaveLength(24);
    view().chooseView('year');
    await settled(actor);
    expect(figures.mock.calls.at(-1)![0]).toMatchObject({ request: { from: sampleFirstDay, to: sampleLastDay, periodicity: 'year' }, previous: null, withProjection: false });
    const calls = figures.mock.calls.length;
    const kwh = view().bars[0]!.value;
    view().chooseUnit('cost');
    view().chooseDisplay('table');
    expect(figures).toHaveBeenCalledTimes(calls);
    expect(view().bars[0]!.value).toBe(view().bars[0]!.cost);
    expect(view().bars[0]!.value).not.toBe(kwh);
    expect(view().display).toBe('table');
  });

  it('compares with the same range a year earlier when there are readings then', async () => {
    const meters: UsageMeters = { ...sampleUsageMeters, meters: sampleUsageMeters.meters.map((m) => ({ ...m, firstDay: '2024-10-25' })) };
    const { actor, view, figures } = start({ meters: vi.fn(() => Promise.resolve(meters)) });
    await settled(actor);
    expect(figures.mock.calls[0]![0].previous).toMatchObject({ from: '2025-11-01', to: '2025-11-24', periodicity: 'day' });
    expect(view().summary?.change).toBe(25);
  });

  it('switches service and temperature; without the weather right the temperature stays off', async () => {
    const { actor, view, figures } = start();
    await settled(actor);
    view().switchWeather(true);
    await settled(actor);
    expect(figures.mock.calls.at(-1)![0].request.weather).toBe(true);
    expect(view().bars[0]!.weather).toBeDefined();
    view().chooseService('solar');
    await settled(actor);
    expect(figures.mock.calls.at(-1)![0]).toMatchObject({ service: 'solar', withProjection: false });
    expect(view().bars.some((bar) => (bar.net ?? 0) !== 0)).toBe(true);
    view().chooseService('water');
    expect(view().service).toBe('solar');

    const without = start({ canOverlayWeather: false });
    await settled(without.actor);
    without.view().switchWeather(true);
    expect(without.view().weather).toBe(false);
    expect(without.figures).toHaveBeenCalledTimes(1);
  });

  it('a failed read keeps the choices and the last figures; Try again reads again', async () => {
    const figures = vi.fn((input: LoadFiguresInput): Promise<UsageFigures> => Promise.resolve(figuresOf(input)));
    const { actor, view } = start({ figures });
    await settled(actor);
    figures.mockRejectedValueOnce(Object.assign(new Error('down'), { msgcode: 'GEN500', message: 'down' }));
    view().chooseView('month');
    await settled(actor);
    expect(view().status).toBe('failed');
    expect(view().view).toBe('month');
    expect(view().failure?.msgcode).toBe('GEN500');
    expect(view().bars.length).toBeGreaterThan(0);
    view().retry();
    await settled(actor);
    expect(view().status).toBe('ready');
    expect(figures.mock.calls.at(-1)![0].request).toMatchObject({ from: '2026-09-01', to: sampleLastDay, periodicity: 'month' });
  });

  it('no meter to show, and a failed meters read with Try again', () => expectMeterLoading(start, sampleUsageMeters, sampleNoMeters));

  it('downloads the range shown in the chosen format; a failure says so and any format tries again', async () => {
    const download = vi.fn((_request: UsageDownloadRequest): Promise<void> => Promise.resolve());
    const { actor, view } = start({ download });
    await settled(actor);
    view().chooseView('hour');
    await settled(actor);
    view().switchWeather(true);
    await settled(actor);
    expect(view().downloads).toEqual({ offered: true, busy: false, format: null, failure: null });
    view().download('espi');
    expect(view().downloads.busy).toBe(true);
    // A second press while the file is made is ignored.
    view().download('csv');
    await waitFor(actor, (s) => !s.hasTag('downloading'));
    expect(download).toHaveBeenCalledTimes(1);
    expect(download.mock.calls[0]![0]).toEqual({ accountNumber: sampleUsageAccount, from: sampleLastDay, to: sampleLastDay, uom: 'kWh', periodicity: 'hour', weather: true, service: 'electric', format: 'espi' });

    download.mockRejectedValueOnce(Object.assign(new Error('x'), { msgcode: 'NETWORK', message: '' }));
    view().download('xlsx');
    await waitFor(actor, (s) => !s.hasTag('downloading'));
    expect(view().downloads).toMatchObject({ busy: false, format: 'xlsx', failure: { msgcode: 'NETWORK' } });
    // The chart stays through a failed download.
    expect(view().status).toBe('ready');
    view().download('xlsx');
    await waitFor(actor, (s) => !s.hasTag('downloading'));
    expect(view().downloads.failure).toBeNull();
    expect(download).toHaveBeenCalledTimes(3);

    const without = start({ canDownload: false });
    await settled(without.actor);
    expect(without.view().downloads.offered).toBe(false);
    without.view().download('csv');
    expect(without.download).not.toHaveBeenCalled();
  });
});
