import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectBillingHistory } from '../../machines/billing/billingHistory/billingHistory.connect.ts';
import { emptyHistoryPage, sampleBillsPage1, sampleBillsPage2, sampleHistoryAccount } from '../../machines/billing/billingHistory/billingHistory.fixtures.ts';
import { billingHistoryMachine } from '../../machines/billing/billingHistory/billingHistory.machine.ts';
import type { HistoryPageRequest } from '../../machines/billing/billingHistory/billingHistory.types.ts';
import type { HistoryItem, Paged } from '../../src/domain/payment.ts';

type Load = (request: HistoryPageRequest) => Promise<Paged<HistoryItem>>;

function start(load: ReturnType<typeof vi.fn<Load>> = vi.fn<Load>((request) => Promise.resolve(request.page === 2 ? sampleBillsPage2 : sampleBillsPage1))) {
  const machine = billingHistoryMachine.provide({ actors: { loadHistory: fromPromise(({ input }: { input: HistoryPageRequest }) => load(input)) } });
  const actor = createActor(machine, { input: { accountNumber: sampleHistoryAccount, type: 'bill' } }).start();
  const view = () => connectBillingHistory(actor.getSnapshot(), actor.send);
  return { actor, view, load };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));

describe('billing history machine', () => {
  it('reads page 1 of the tab type for the account, then pages on', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ accountNumber: sampleHistoryAccount, type: 'bill', page: 1 });
    expect(view()).toMatchObject({ status: 'list', page: 1, totalPages: 2, canGoPrevious: false, canGoNext: true });
    expect(view().items).toEqual(sampleBillsPage1.items);
    view().goTo(2);
    expect(view()).toMatchObject({ status: 'loading', page: 2, items: [] });
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ accountNumber: sampleHistoryAccount, type: 'bill', page: 2 });
    expect(view()).toMatchObject({ status: 'list', page: 2, canGoPrevious: true, canGoNext: false });
  });

  it('refuses pages that do not exist or are already shown', async () => {
    const { actor, view, load } = start();
    await settled(actor);
    for (const page of [0, 1, 3, 1.5]) view().goTo(page);
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is empty when the account has nothing of the kind', async () => {
    const { actor, view } = start(vi.fn<Load>(() => Promise.resolve(emptyHistoryPage)));
    await settled(actor);
    expect(view()).toMatchObject({ status: 'empty', items: [], canGoNext: false });
  });

  it('a failure shows its code; Try again reads the same page', async () => {
    const load = vi.fn<Load>()
      .mockResolvedValueOnce(sampleBillsPage1)
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce(sampleBillsPage2);
    const { actor, view } = start(load);
    await settled(actor);
    view().goTo(2);
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' }, page: 2 });
    view().retry();
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(view()).toMatchObject({ status: 'list', page: 2 });
  });
});
