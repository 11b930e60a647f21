import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectViewBill } from '../../machines/billing/viewBill/viewBill.connect.ts';
import { sampleBill, sampleExplainer, sampleViewBillAccount } from '../../machines/billing/viewBill/viewBill.fixtures.ts';
import { viewBillMachine } from '../../machines/billing/viewBill/viewBill.machine.ts';
import type { ExplainerRequest, PdfRequest } from '../../machines/billing/viewBill/viewBill.types.ts';
import type { BillDetails, BillExplainerData } from '../../src/domain/bill.ts';

function start({
  details = vi.fn((_accountNumber: string): Promise<BillDetails> => Promise.resolve(sampleBill)),
  explainer = vi.fn((_request: ExplainerRequest): Promise<BillExplainerData> => Promise.resolve(sampleExplainer)),
  pdf = vi.fn((_request: PdfRequest): Promise<void> => Promise.resolve()),
} = {}) {
  const machine = viewBillMachine.provide({
    actors: {
      loadBill: fromPromise(({ input }: { input: { accountNumber: string } }) => details(input.accountNumber)),
      loadExplainer: fromPromise(({ input }: { input: ExplainerRequest }) => explainer(input)),
      downloadPdf: fromPromise(({ input }: { input: PdfRequest }) => pdf(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleViewBillAccount } }).start();
  const view = () => connectViewBill(actor.getSnapshot(), actor.send);
  return { actor, view, details, explainer, pdf };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('explainerBusy') && !s.hasTag('pdfBusy'));

describe('viewBill machine', () => {
  it('reads the selected account\'s bill and shows it with the explainer folded', async () => {
    const { actor, view, details } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(details).toHaveBeenCalledWith(sampleViewBillAccount);
    expect(view()).toMatchObject({ status: 'bill', bill: sampleBill, failure: null, explainer: { status: 'closed', change: null } });
  });

  it('no bill yet (GEN404) says so; another failure offers Try again, which reads again', async () => {
    const none = start({ details: vi.fn(() => Promise.reject({ msgcode: 'GEN404', message: '' })) });
    await settled(none.actor);
    expect(none.view().status).toBe('empty');
    const details = vi.fn<(accountNumber: string) => Promise<BillDetails>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(sampleBill);
    const { actor, view } = start({ details });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'bill', failure: null });
    expect(details).toHaveBeenCalledTimes(2);
  });

  it('the explainer reads the bill\'s explanation once, shows the previous bill first, and switches to last year', async () => {
    const { actor, view, explainer } = start();
    await settled(actor);
    view().openExplainer();
    expect(view().explainer.status).toBe('loading');
    await settled(actor);
    expect(explainer).toHaveBeenCalledWith({ accountNumber: sampleViewBillAccount, billNumber: sampleBill.billNumber });
    expect(view().explainer).toMatchObject({ status: 'shown', available: ['previous', 'lastYear'], against: 'previous', change: sampleExplainer.comparisons[0], projection: sampleExplainer.projection });
    view().compare('lastYear');
    expect(view().explainer.change).toEqual(sampleExplainer.comparisons[1]);
    view().closeExplainer();
    expect(view().explainer.status).toBe('closed');
    view().openExplainer();
    expect(view().explainer).toMatchObject({ status: 'shown', against: 'lastYear' });
    expect(explainer).toHaveBeenCalledTimes(1);
  });

  it('a comparison the explanation lacks is ignored', async () => {
    const onlyPrevious = { ...sampleExplainer, comparisons: sampleExplainer.comparisons.slice(0, 1) };
    const { actor, view } = start({ explainer: vi.fn(() => Promise.resolve(onlyPrevious)) });
    await settled(actor);
    view().openExplainer();
    await settled(actor);
    view().compare('lastYear');
    expect(view().explainer).toMatchObject({ against: 'previous', available: ['previous'] });
  });

  it('a failed explanation keeps the bill, says why, and Try again reads it again', async () => {
    const explainer = vi.fn<(request: ExplainerRequest) => Promise<BillExplainerData>>().mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' }).mockResolvedValueOnce(sampleExplainer);
    const { actor, view } = start({ explainer });
    await settled(actor);
    view().openExplainer();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'bill', failure: null, explainer: { status: 'failed', failure: { msgcode: 'GEN500' } } });
    view().retryExplainer();
    await settled(actor);
    expect(view().explainer).toMatchObject({ status: 'shown', failure: null });
  });

  it('Download PDF asks for the bill in the page\'s language, while the explainer stays as it was; a failure says why and Download tries again', async () => {
    const pdf = vi.fn<(request: PdfRequest) => Promise<void>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(undefined);
    const { actor, view } = start({ pdf });
    await settled(actor);
    view().openExplainer();
    await settled(actor);
    view().downloadPdf('FR');
    expect(view().pdf).toEqual({ busy: true, failure: null });
    expect(view().explainer.status).toBe('shown');
    await settled(actor);
    expect(pdf).toHaveBeenCalledWith({ accountNumber: sampleViewBillAccount, billNumber: sampleBill.billNumber, language: 'FR' });
    expect(view().pdf).toEqual({ busy: false, failure: { msgcode: 'NETWORK', message: '' } });
    view().downloadPdf('ES');
    expect(view().pdf.failure).toBeNull();
    await settled(actor);
    expect(pdf).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'ES' }));
    expect(view().pdf).toEqual({ busy: false, failure: null });
  });
});
