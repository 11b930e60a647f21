import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectBillingHistory } from '../../machines/billing/billingHistory/billingHistory.connect.ts';
import { emptyHistoryPage, sampleBillsPage1, sampleBillsPage2, sampleHistoryAccount } from '../../machines/billing/billingHistory/billingHistory.fixtures.ts';
import { billingHistoryMachine } from '../../machines/billing/billingHistory/billingHistory.machine.ts';
import type { HistoryExportRequest, HistoryPageRequest } from '../../machines/billing/billingHistory/billingHistory.types.ts';
import type { HistoryItem, Paged } from '../../src/domain/payment.ts';

type Load = (request: HistoryPageRequest) => Promise<Paged<HistoryItem>>;

type Export = (request: HistoryExportRequest) => Promise<void>;

function start(
  load: ReturnType<typeof vi.fn<Load>> = vi.fn<Load>((request) => Promise.resolve(request.page === 2 ? sampleBillsPage2 : sampleBillsPage1)),
  exportHistory: ReturnType<typeof vi.fn<Export>> = vi.fn<Export>(() => Promise.resolve()),
) {
  const machine = billingHistoryMachine.provide({
    actors: {
      loadHistory: fromPromise(({ input }: { input: HistoryPageRequest }) => load(input)),
      exportHistory: fromPromise(({ input }: { input: HistoryExportRequest }) => exportHistory(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleHistoryAccount, type: 'bill' } }).start();
  const view = () => connectBillingHistory(actor.getSnapshot(), actor.send);
  return { actor, view, load };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('exportBusy'));

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

  it('a date range typed DD/MM/YYYY reads its first page; a bad day or a reversed range is refused and the list stays', async () => {
    const { actor, view, load } = start();
    await settled(actor);
    view().goTo(2);
    await settled(actor);
    view().applyRange('31/12/2025', '1/1/2025');
    expect(view()).toMatchObject({ status: 'list', page: 2, range: { from: '', to: '', error: 'VLD_HISTORY_RANGE' } });
    view().applyRange('2025-01-01', '');
    expect(view().range.error).toBe('VLD_HISTORY_DATE');
    view().applyRange('1/1/2025', '31/12/2025');
    expect(view()).toMatchObject({ status: 'loading', page: 1, range: { from: '01/01/2025', to: '31/12/2025', error: null } });
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ accountNumber: sampleHistoryAccount, type: 'bill', page: 1, from: '2025-01-01', to: '2025-12-31' });
    view().applyRange('', '');
    await settled(actor);
    expect(load).toHaveBeenLastCalledWith({ accountNumber: sampleHistoryAccount, type: 'bill', page: 1 });
  });

  it('downloads the range as a file while the list stays; a failure says why and the next download clears it', async () => {
    const exportHistory = vi.fn<Export>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(undefined);
    const { actor, view } = start(undefined, exportHistory);
    await settled(actor);
    view().applyRange('01/03/2025', '');
    await settled(actor);
    view().download('xlsx', 'FR');
    expect(view()).toMatchObject({ status: 'list', exports: { available: true, busy: true, failure: null }, canGoNext: false });
    await settled(actor);
    expect(exportHistory).toHaveBeenCalledWith({ accountNumber: sampleHistoryAccount, type: 'bill', format: 'xlsx', language: 'FR', from: '2025-03-01' });
    expect(view().exports).toEqual({ available: true, busy: false, failure: { msgcode: 'NETWORK', message: '' } });
    view().download('csv', 'EN_US');
    expect(view().exports.failure).toBeNull();
    await settled(actor);
    expect(exportHistory).toHaveBeenLastCalledWith(expect.objectContaining({ format: 'csv' }));
    expect(view().exports).toEqual({ available: true, busy: false, failure: null });
  });
});
