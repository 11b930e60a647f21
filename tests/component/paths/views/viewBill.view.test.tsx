import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { viewBillMachine } from '../../../../machines/billing/viewBill/viewBill.machine.ts';
import type { ExplainerRequest, PdfRequest, ViewBillContext, ViewBillEvent, ViewBillInput } from '../../../../machines/billing/viewBill/viewBill.types.ts';
import type { BillDetails, BillExplainerData } from '../../../../src/domain/bill.ts';
import { ViewBillPage } from '../../../../src/features/billing/viewBill/ViewBillPage.tsx';
import { catalogueFor } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The text a failure code is shown with: the error catalogue's, else the general load failure. */
const failureShown = (code: string) => text(`error.${code}` in catalogueFor('EN_US') ? `error.${code}` : 'error.loadFailed');

/** A failed download: the error catalogue's text of its code, else the PDF's own failure text. */
const pdfFailureShown = (code: string) => text(`error.${code}` in catalogueFor('EN_US') ? `error.${code}` : 'billing.viewBill.pdf.failed');

const explainerRegion = () => screen.getByRole('region', { name: text('billing.viewBill.explainer.heading') });
const comparisonLabels = { previous: 'billing.viewBill.explainer.previous', lastYear: 'billing.viewBill.explainer.lastYear' } as const;

/** The current bill's paths on its page: the user presses the buttons and picks the comparison; each call is settled by the path. */
const adapter = defineViewAdapter(viewBillMachine, {
  machine: 'viewBill',
  async render(path) {
    const input = path.input as ViewBillInput;
    const exact = replay(path);
    const bills = pendingCalls<[string], BillDetails>();
    const explainers = pendingCalls<[ExplainerRequest], BillExplainerData>();
    const pdfs = pendingCalls<[PdfRequest], void>();
    const { user } = await renderPortal(<ViewBillPage accountNumber={input.accountNumber} calls={{ details: bills.fn, explainer: explainers.fn, pdf: pdfs.fn }} />, {
      route: '/ViewBill',
    });
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as ViewBillEvent;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'loadBill' ? bills : id === 'downloadPdf' ? pdfs : explainers, event);
        } else if (flow.type === 'pdf.download') {
          await user.click(screen.getByRole('button', { name: text('billing.viewBill.pdf.download') }));
        } else if (flow.type === 'bill.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'explainer.retry') {
          await user.click(within(explainerRegion()).getByRole('button', { name: text('common.retry') }));
        } else if (flow.type === 'explainer.open') {
          await user.click(screen.getByRole('button', { name: text('billing.viewBill.explainer.open') }));
        } else if (flow.type === 'explainer.close') {
          await user.click(screen.getByRole('button', { name: text('billing.viewBill.explainer.close') }));
          // Folded away while reading: the answer is no longer awaited (it is read again next time).
          if (exact.before(step).matches({ showing: { explainer: 'loadingExplainer' } })) explainers.waiting.shift();
        } else if (flow.type === 'explainer.compare') {
          await user.click(screen.getByRole('radio', { name: text(comparisonLabels[flow.against]) }));
        } else {
          throw new Error(`viewBill adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as ViewBillContext;
        expect(screen.getByRole('heading', { level: 1, name: text('billing.viewBill.title') })).toBeInTheDocument();
        expect(bills.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        const inExplainer = (state: string) => snapshot.matches({ showing: { explainer: state } });
        const inPdf = (state: string) => snapshot.matches({ showing: { pdf: state } });
        expect(explainers.waiting.length).toBe(inExplainer('loadingExplainer') ? 1 : 0);
        expect(pdfs.waiting.length).toBe(inPdf('downloadingPdf') ? 1 : 0);
        if (snapshot.matches('loading')) {
          expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('failed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(failureShown(context.failure!.msgcode));
          return;
        }
        if (snapshot.matches('noBill')) {
          expect(screen.getByText(text('billing.viewBill.noBill'))).toBeInTheDocument();
          return;
        }
        // The charges scroll sideways on a phone: a focusable region, so the keyboard scrolls them too.
        const charges = screen.getByRole('table', { name: /^Charges for / });
        expect(charges.parentElement).toHaveAttribute('tabindex', '0');
        expect(charges.parentElement).toHaveAccessibleName((charges as HTMLTableElement).caption!.textContent!);
        // The bill: its number, Pay this bill and Download PDF; the explainer folded or open.
        expect(screen.getByText(context.bill!.billNumber)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: text('billing.viewBill.pay') })).toHaveAttribute('href', '/PayBill');
        const pdfButton = screen.getByRole('button', { name: text(inPdf('downloadingPdf') ? 'billing.viewBill.pdf.busy' : 'billing.viewBill.pdf.download') });
        expect(pdfButton).toHaveProperty('disabled', inPdf('downloadingPdf'));
        const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
        const expectedAlerts = [
          ...(inPdf('pdfFailed') ? [pdfFailureShown(context.pdfFailure!.msgcode)] : []),
          ...(inExplainer('explainerFailed') ? [expect.stringContaining(failureShown(context.failure!.msgcode))] : []),
        ];
        expect(alerts).toEqual(expectedAlerts);
        const open = !inExplainer('explainerClosed');
        const toggle = screen.getByRole('button', { name: text(open ? 'billing.viewBill.explainer.close' : 'billing.viewBill.explainer.open') });
        expect(toggle).toHaveAttribute('aria-expanded', String(open));
        const region = explainerRegion();
        if (inExplainer('loadingExplainer')) expect(within(region).getByText(text('common.loading'))).toBeInTheDocument();
        if (inExplainer('explainerShown')) {
          expect(within(region).getByRole('radio', { name: text(comparisonLabels[context.against]) })).toBeChecked();
          const table = within(region).getByRole('table', { name: text('billing.viewBill.explainer.caption') });
          const change = context.explainer!.comparisons.find((c) => c.against === context.against)!;
          expect(within(table).getAllByRole('row')).toHaveLength(change.parts.length + 2);
        } else {
          expect(within(region).queryByRole('table')).toBeNull();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
