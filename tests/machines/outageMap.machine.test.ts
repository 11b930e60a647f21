import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { connectOutageMap } from '../../machines/outage/outageMap/outageMap.connect.ts';
import { outageRefreshMs, refreshedOutageList, sampleLookup, sampleOutageList } from '../../machines/outage/outageMap/outageMap.fixtures.ts';
import { outageMapMachine } from '../../machines/outage/outageMap/outageMap.machine.ts';
import type { OutageListData, OutageLookupData, OutageSearch } from '../../src/domain/outage.ts';

function start({
  list = vi.fn((): Promise<OutageListData> => Promise.resolve(sampleOutageList)),
  lookup = vi.fn((_search: OutageSearch): Promise<OutageLookupData> => Promise.resolve(sampleLookup)),
  signedIn = false,
} = {}) {
  const clock = new SimulatedClock();
  const machine = outageMapMachine.provide({
    actors: {
      loadOutages: fromPromise(() => list()),
      lookupOutages: fromPromise(({ input }: { input: OutageSearch }) => lookup(input)),
    },
  });
  const actor = createActor(machine, { input: { signedIn, refreshMs: outageRefreshMs }, clock }).start();
  const view = () => connectOutageMap(actor.getSnapshot(), actor.send);
  return { actor, view, list, lookup, clock };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy') && !s.hasTag('refreshing'));

describe('outage map machine', () => {
  it('shows the list with its summary: active outages, customers, the largest town and its ETR', async () => {
    const { actor, view } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(view()).toMatchObject({ status: 'showing', asOf: sampleOutageList.asOf, selected: null, result: null });
    expect(view().listed.map((o) => o.id)).toEqual(['OUT-GAB-0417', 'OUT-MAU-0203', 'OUT-GHA-0112', 'OUT-LOB-0091']);
    expect(view().summary).toEqual({ count: 3, customers: 1240 + 385 + 42, largestTown: 'Gaborone-Main Mall', restorationBy: sampleOutageList.features[0]!.properties.estimatedRestorationAt, planned: 1 });
  });

  it('a failed first load says why, and Try again reads the list again', async () => {
    const list = vi.fn<() => Promise<OutageListData>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(sampleOutageList);
    const { actor, view } = start({ list });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'showing', failure: null });
  });

  it('reads the list again after 300 s, in place: the chosen outage and the search stay', async () => {
    const list = vi.fn<() => Promise<OutageListData>>().mockResolvedValueOnce(sampleOutageList).mockResolvedValueOnce(refreshedOutageList).mockRejectedValueOnce({ msgcode: 'GEN503', message: '' });
    const { actor, view, clock } = start({ list });
    await settled(actor);
    view().select('OUT-MAU-0203');
    view().change('Maun');
    clock.increment(outageRefreshMs - 1);
    expect(list).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(view()).toMatchObject({ status: 'showing', refreshing: true });
    await settled(actor);
    expect(list).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ selected: 'OUT-MAU-0203', search: 'Maun', asOf: refreshedOutageList.asOf, refreshFailed: false });
    expect(view().outages.find((o) => o.id === 'OUT-MAU-0203')?.properties.crewStatus).toBe('onSite');
    // A failed refresh keeps the list shown, marked as older; the next period tries again.
    clock.increment(outageRefreshMs);
    await settled(actor);
    expect(view()).toMatchObject({ status: 'showing', refreshFailed: true, asOf: refreshedOutageList.asOf });
  });

  it('words that break a rule are not sent: the box says why', async () => {
    const { actor, view, lookup } = start();
    await settled(actor);
    view().submit();
    expect(view().searchError).toBe('OUT_SEARCH_REQUIRED');
    view().change('M');
    expect(view().searchError).toBeNull();
    view().submit();
    expect(view().searchError).toBe('OUT_PLACE_LENGTH');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('a search becomes the lookup its words name, narrows the list and chooses the first outage; Show all goes back', async () => {
    const { actor, view, lookup } = start({ signedIn: true });
    await settled(actor);
    view().change(' maun ');
    view().submit();
    expect(view().searching).toBe(true);
    await settled(actor);
    expect(lookup).toHaveBeenLastCalledWith({ kind: 'place', body: { place: 'maun' } });
    expect(view().listed.map((o) => o.id)).toEqual(['OUT-MAU-0203']);
    expect(view()).toMatchObject({ selected: 'OUT-MAU-0203', result: { found: 1, place: { town: 'Maun' } } });
    for (const [words, search] of [
      ['out-gab-0417', { kind: 'incident', body: { incidentId: 'OUT-GAB-0417' } }],
      ['68001', { kind: 'zip', body: { zipCode: '68001' } }],
      ['300041526371', { kind: 'account', body: { accountNumber: '300041526371' } }],
    ] as const) {
      view().change(words);
      view().submit();
      await settled(actor);
      expect(lookup).toHaveBeenLastCalledWith(search);
    }
    view().clear();
    expect(view()).toMatchObject({ search: '', result: null });
    expect(view().listed).toHaveLength(4);
  });

  it('a visitor\'s digits are a premise number; a failed search keeps the words and says why', async () => {
    const lookup = vi.fn<(s: OutageSearch) => Promise<OutageLookupData>>().mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' });
    const { actor, view } = start({ lookup });
    await settled(actor);
    view().change('4041526371');
    view().submit();
    await settled(actor);
    expect(lookup).toHaveBeenCalledWith({ kind: 'premise', body: { premiseId: '4041526371' } });
    expect(view()).toMatchObject({ search: '4041526371', failure: { msgcode: 'GEN500' }, result: null });
  });

  it('only an outage of the list can be chosen', async () => {
    const { actor, view } = start();
    await settled(actor);
    view().select('OUT-NOT-0000');
    expect(view().selected).toBeNull();
    view().select('OUT-GHA-0112');
    expect(view().selected).toBe('OUT-GHA-0112');
    view().select(null);
    expect(view().selected).toBeNull();
  });
});
