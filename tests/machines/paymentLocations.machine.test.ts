import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { connectPaymentLocations } from '../../machines/payment/paymentLocations/paymentLocations.connect.ts';
import { locationsPageSize, locationsTickMs, samplePaymentLocationsData } from '../../machines/payment/paymentLocations/paymentLocations.fixtures.ts';
import { paymentLocationsMachine } from '../../machines/payment/paymentLocations/paymentLocations.machine.ts';
import { openingState, type PaymentLocationsData } from '../../src/domain/paymentLocations.ts';

function start(list = vi.fn((): Promise<PaymentLocationsData> => Promise.resolve(samplePaymentLocationsData))) {
  const clock = new SimulatedClock();
  const machine = paymentLocationsMachine.provide({ actors: { loadPaymentLocations: fromPromise(() => list()) } });
  const actor = createActor(machine, { input: { tickMs: locationsTickMs, pageSize: locationsPageSize }, clock }).start();
  const view = () => connectPaymentLocations(actor.getSnapshot(), actor.send);
  return { actor, view, list, clock };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));
const names = (view: ReturnType<typeof start>['view']) => view().listed.map((l) => l.name);

describe('paymentLocations machine', () => {
  it('loads every location, open now on the territory clock of the server time', async () => {
    const { actor, view } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    // 16:29:30 on a Thursday in Gaborone: everything is open, the service centres close at 16:30.
    expect(view()).toMatchObject({ status: 'showing', total: 4, openNow: 4, filtered: false, timeZone: 'Africa/Gaborone' });
    expect(view().listed.find((l) => l.id === 'PL-MAU-SC')?.opening).toEqual({ open: true, closes: '16:30', next: null });
  });

  it('a minute later the service centres show closed until Friday 07:30; the shops stay open', async () => {
    const { actor, view, clock } = start();
    await settled(actor);
    clock.increment(locationsTickMs);
    expect(view().now).toBe('2026-11-26T14:30:30.000Z');
    expect(view().openNow).toBe(2);
    expect(view().listed.find((l) => l.id === 'PL-MAU-SC')?.opening).toEqual({ open: false, closes: null, next: { day: 5, opens: '07:30', today: false } });
    // The clock keeps going.
    clock.increment(locationsTickMs);
    expect(view().now).toBe('2026-11-26T14:31:30.000Z');
  });

  it('the search narrows the list by town, name or street as the user types, with a service choice on top; Clear shows all again', async () => {
    const { actor, view } = start();
    await settled(actor);
    view().change('maun');
    expect(names(view)).toEqual(['Maun Service Centre', 'Boseja Pay Point']);
    view().change('blue jacket');
    expect(names(view)).toEqual(['Francistown Service Centre']);
    view().change('');
    view().choose('mobileMoney');
    expect(names(view)).toEqual(['Galo Mall Pay Point']);
    expect(view().filtered).toBe(true);
    view().change('Tsabong');
    expect(view().listed).toEqual([]);
    view().clear();
    expect(view()).toMatchObject({ search: '', service: null, filtered: false });
    expect(view().listed).toHaveLength(4);
  });

  it('a location is chosen only while listed, and a search that hides it lets it go', async () => {
    const { actor, view } = start();
    await settled(actor);
    view().select('PL-MAU-A1');
    expect(view().selected).toBe('PL-MAU-A1');
    view().select('PL-NOWHERE');
    expect(view().selected).toBe('PL-MAU-A1');
    view().change('maun');
    expect(view().selected).toBe('PL-MAU-A1');
    view().change('francistown');
    expect(view().selected).toBeNull();
  });

  it('the list shows a page at a time and Show more adds the next; the map keeps every place listed', async () => {
    const { actor, view } = start();
    await settled(actor);
    const shownNames = () => view().shown.map((l) => l.name);
    expect(shownNames()).toEqual(['Francistown Service Centre', 'Galo Mall Pay Point', 'Maun Service Centre']);
    expect(view()).toMatchObject({ hidden: 1, nextPage: 1, paged: true });
    expect(view().listed).toHaveLength(4);
    view().showMore();
    expect(view().shown).toHaveLength(4);
    expect(view()).toMatchObject({ hidden: 0, paged: true });
    // Nothing more to show: the event changes nothing.
    view().showMore();
    expect(actor.getSnapshot().context.shown).toBe(2 * locationsPageSize);
    // New words start again at the first page; two places fit on it.
    view().change('maun');
    expect(view()).toMatchObject({ hidden: 0, paged: false });
    view().clear();
    expect(view().shown).toHaveLength(3);
    expect(view().hidden).toBe(1);
  });

  it('a place chosen on the map below the shown page grows the list to show its card', async () => {
    const { actor, view } = start();
    await settled(actor);
    view().select('PL-MAU-A1');
    expect(view().selected).toBe('PL-MAU-A1');
    expect(view().shown.map((l) => l.id)).toContain('PL-MAU-A1');
    expect(view().hidden).toBe(0);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const list = vi.fn<() => Promise<PaymentLocationsData>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(samplePaymentLocationsData);
    const { actor, view } = start(list);
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'showing', failure: null, total: 4 });
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('openingState', () => {
  const hours = [
    { day: 1, opens: '08:00', closes: '12:00' },
    { day: 1, opens: '13:00', closes: '17:00' },
    { day: 3, opens: '08:00', closes: '17:00' },
  ];
  it('reads the hours on the clock of the zone, not of the machine', () => {
    // Monday 2026-11-23 06:30 UTC is 08:30 in Gaborone (UTC+2) and 22:30 on Sunday in Los Angeles.
    expect(openingState(hours, '2026-11-23T06:30:00Z', 'Africa/Gaborone')).toEqual({ open: true, closes: '12:00', next: null });
    expect(openingState(hours, '2026-11-23T06:30:00Z', 'America/Los_Angeles')).toEqual({ open: false, closes: null, next: { day: 1, opens: '08:00', today: false } });
  });
  it('finds the next opening later today, later in the week, or none', () => {
    expect(openingState(hours, '2026-11-23T10:30:00Z', 'Africa/Gaborone')).toEqual({ open: false, closes: null, next: { day: 1, opens: '13:00', today: true } });
    expect(openingState(hours, '2026-11-23T15:00:00Z', 'Africa/Gaborone')).toEqual({ open: false, closes: null, next: { day: 3, opens: '08:00', today: false } });
    expect(openingState([], '2026-11-23T15:00:00Z', 'Africa/Gaborone')).toEqual({ open: false, closes: null, next: null });
  });
});
