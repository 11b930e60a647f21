import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectUsageCompare } from '../../machines/usage/usageCompare/usageCompare.connect.ts';
import { sampleCompareFigures, sampleNoMeters, sampleUsageAccount, sampleUsageMeters } from '../../machines/usage/usageCompare/usageCompare.fixtures.ts';
import { usageCompareMachine } from '../../machines/usage/usageCompare/usageCompare.machine.ts';
import type { CompareFigures, LoadComparisonInput } from '../../machines/usage/usageCompare/usageCompare.types.ts';
import type { UsageMeters } from '../../src/domain/usage.ts';
import { expectMeterLoading } from './usageMeters.ts';

function start({
  meters = vi.fn((_accountNumber: string): Promise<UsageMeters> => Promise.resolve(sampleUsageMeters)),
  comparison = vi.fn((input: LoadComparisonInput): Promise<CompareFigures> => Promise.resolve(sampleCompareFigures(input))),
} = {}) {
  const machine = usageCompareMachine.provide({
    actors: {
      loadMeters: fromPromise(({ input }: { input: { accountNumber: string } }) => meters(input.accountNumber)),
      loadComparison: fromPromise(({ input }: { input: LoadComparisonInput }) => comparison(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleUsageAccount } }).start();
  const view = () => connectUsageCompare(actor.getSnapshot(), actor.send);
  return { actor, view, meters, comparison };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

describe('usageCompare machine', () => {
  it('opens electric at the latest month: the month before by the average a day, the weather difference and similar homes', async () => {
    const { actor, view, comparison } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(comparison.mock.calls[0]![0]).toEqual({ accountNumber: sampleUsageAccount, service: 'electric', month: '2026-11', withNeighbours: true });
    expect(view().status).toBe('ready');
    expect(view().periods.map((p) => [p.key, p.month, p.days])).toEqual([['previous', '2026-10', 31], ['current', '2026-11', 24]]);
    // 14.2 against 12.9 kWh a day: 10% more; 26.4 against 23.1 °C: 3.3 °C warmer.
    expect(view().changes).toEqual([{ key: 'previous', percent: 10, warmer: 3.3 }]);
    expect(view().neighbours).toMatchObject({ homes: 112, you: 340.8, similar: 318.2, efficient: 214.5, percent: 7 });
    expect(view().canNext).toBe(false);
    expect(view().canPrevious).toBe(true);
  });

  it('in cost the average a day is the cost over the days; the unit reads nothing again', async () => {
    const { actor, view, comparison } = start();
    await settled(actor);
    view().chooseUnit('cost');
    const current = view().periods.find((p) => p.key === 'current')!;
    expect(current.perDay).toBeCloseTo(current.cost / current.days, 2);
    expect(comparison).toHaveBeenCalledTimes(1);
  });

  it('steps back to the first month, where there is nothing earlier; solar has no similar homes', async () => {
    const { actor, view, comparison } = start();
    await settled(actor);
    view().previous();
    await settled(actor);
    view().previous();
    await settled(actor);
    expect(comparison.mock.calls.at(-1)![0].month).toBe('2026-09');
    expect(view().canPrevious).toBe(false);
    expect(view().changes).toEqual([]);
    view().previous();
    expect(comparison).toHaveBeenCalledTimes(3);
    view().chooseService('solar');
    await settled(actor);
    expect(comparison.mock.calls.at(-1)![0]).toMatchObject({ service: 'solar', month: '2026-09', withNeighbours: false });
    expect(view().neighbours).toBeNull();
    view().chooseService('water');
    expect(view().service).toBe('solar');
  });

  it('a failed read keeps the choices and the last figures; Try again reads again', async () => {
    const comparison = vi.fn((input: LoadComparisonInput): Promise<CompareFigures> => Promise.resolve(sampleCompareFigures(input)));
    const { actor, view } = start({ comparison });
    await settled(actor);
    comparison.mockRejectedValueOnce(Object.assign(new Error('down'), { msgcode: 'GEN500', message: 'down' }));
    view().previous();
    await settled(actor);
    expect(view().status).toBe('failed');
    expect(view().month).toBe('2026-10');
    expect(view().periods.length).toBeGreaterThan(0);
    view().retry();
    await settled(actor);
    expect(view().status).toBe('ready');
    expect(comparison.mock.calls.at(-1)![0].month).toBe('2026-10');
  });

  it('no meter to compare, and a failed meters read with Try again', () => expectMeterLoading(start, sampleUsageMeters, sampleNoMeters));
});
