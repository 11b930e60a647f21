import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectRateAnalysis } from '../../machines/billing/rateAnalysis/rateAnalysis.connect.ts';
import { sampleRateAnalysis, sampleRateAnalysisAccount, sampleRateAnalysisDearer, sampleRateAnalysisEmpty } from '../../machines/billing/rateAnalysis/rateAnalysis.fixtures.ts';
import { rateAnalysisMachine } from '../../machines/billing/rateAnalysis/rateAnalysis.machine.ts';
import type { RateAnalysis } from '../../src/domain/rateAnalysis.ts';

function start(load = vi.fn((_accountNumber: string): Promise<RateAnalysis> => Promise.resolve(sampleRateAnalysis))) {
  const machine = rateAnalysisMachine.provide({
    actors: { loadRateAnalysis: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)) },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleRateAnalysisAccount } }).start();
  const view = () => connectRateAnalysis(actor.getSnapshot(), actor.send);
  return { actor, view, load };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));

describe('rateAnalysis machine', () => {
  it('loads the account’s analysis: the tariffs cheapest first, the cheapest shown month by month', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleRateAnalysisAccount);
    expect(view()).toMatchObject({ status: 'list', currentOption: { tariffCode: 'Domestic' }, chosenOption: { tariffCode: 'Domestic' }, best: { savingPerYear: 0 }, hasEstimates: true });
    expect(view().options.map((option) => option.tariffCode)).toEqual(['Domestic', 'Small Business', 'Medium Business']);
    expect(view().months).toHaveLength(12);
    expect(view().months[0]).toMatchObject({ current: sampleRateAnalysis.options[0]!.monthly[0], chosen: sampleRateAnalysis.options[0]!.monthly[0] });
  });

  it('on a dearer tariff, the summary names the cheaper one and what it saves a year', async () => {
    const { actor, view } = start(vi.fn(() => Promise.resolve(sampleRateAnalysisDearer)));
    await settled(actor);
    expect(view()).toMatchObject({ currentOption: { tariffCode: 'Small Business' }, chosenOption: { tariffCode: 'Domestic' }, best: { option: { tariffCode: 'Domestic' } } });
    expect(view().best!.savingPerYear).toBeCloseTo(sampleRateAnalysisDearer.options.find((o) => o.current)!.total - sampleRateAnalysisDearer.options[0]!.total, 2);
  });

  it('choosing a tariff shows its months beside the current ones; an unknown tariff changes nothing', async () => {
    const { actor, view } = start();
    await settled(actor);
    view().choose('Medium Business');
    const medium = sampleRateAnalysis.options.find((o) => o.tariffCode === 'Medium Business')!;
    expect(view().chosenOption).toBe(medium);
    expect(view().months.map((month) => month.chosen)).toEqual(medium.monthly);
    view().choose('Nonexistent');
    expect(view().chosenOption).toBe(medium);
  });

  it('an account with no bill yet has nothing to compare', async () => {
    const { actor, view } = start(vi.fn(() => Promise.resolve(sampleRateAnalysisEmpty)));
    await settled(actor);
    expect(view()).toMatchObject({ status: 'empty', options: [], months: [], best: null });
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<RateAnalysis>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(sampleRateAnalysis);
    const { actor, view } = start(load);
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    expect(view()).toMatchObject({ status: 'loading', failure: null });
    await settled(actor);
    expect(view().status).toBe('list');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
