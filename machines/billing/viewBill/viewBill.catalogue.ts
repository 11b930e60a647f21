/** Catalogue entry of the current bill: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleBill, sampleExplainer, sampleViewBillAccount } from './viewBill.fixtures.ts';
import { viewBillMachine } from './viewBill.machine.ts';

export const viewBillEntry = entry({
  id: 'viewBill',
  title: 'Current bill',
  description: 'Current bill (/ViewBill): the latest bill with its charges, statement and usage; its explainer on demand (against the previous bill or the same month last year) with the projected next bill; its PDF; failures offer Try again.',
  machine: viewBillMachine,
  kind: 'flow',
  view: 'src/features/billing/viewBill/ViewBillPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleViewBillAccount } }],
  events: [
    { type: 'bill.retry' },
    { type: 'explainer.open' },
    { type: 'explainer.close' },
    { type: 'explainer.retry' },
    { type: 'explainer.compare', against: 'lastYear' },
    { type: 'explainer.compare', against: 'previous' },
    { type: 'pdf.download', language: 'EN_US' },
  ],
  outcomes: {
    loadBill: [resolves('loadBill', sampleBill, 'resolve: the bill'), rejects('loadBill', callFailure('GEN404'), 'reject: no bill yet'), rejects('loadBill', callFailure('NETWORK'), 'reject: network down')],
    loadExplainer: [resolves('loadExplainer', sampleExplainer, 'resolve: the explanation'), rejects('loadExplainer', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    downloadPdf: [resolves('downloadPdf', undefined, 'resolve: saved'), rejects('downloadPdf', callFailure('NETWORK'), 'reject: network down')],
  },
  // Guards read whether the explanation is there and which comparison is shown.
  serializeState: (s) => JSON.stringify([s.value, s.context.explainer !== null, s.context.against, s.context.failure?.msgcode ?? null, s.context.pdfFailure?.msgcode ?? null]),
});
