import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { billingHistoryMachine } from '../../../../machines/billing/billingHistory/billingHistory.machine.ts';
import type { BillingHistoryContext, BillingHistoryInput, HistoryExportRequest, HistoryPageRequest } from '../../../../machines/billing/billingHistory/billingHistory.types.ts';
import { formatDayMonthYear } from '../../../../src/domain/format.ts';
import type { HistoryItem, Paged } from '../../../../src/domain/payment.ts';
import { BillingHistoryPage } from '../../../../src/features/billing/billingHistory/BillingHistoryPage.tsx';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { demoAccount } from '../../../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../../../stories/support/sessionRender.tsx';
import { text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const panel = () => screen.getByRole('region', { name: text('billing.tab.bills') });
const failureText = (msgcode: string) => catalogueFor('EN_US')[`error.${msgcode}`] ?? text('error.loadFailed');
const never = () => new Promise<never>(() => {});

/**
 * Billing history paths on BillingHistoryPage (src/features/billing), bills tab: each page is a
 * call the path settles; the user pages with Previous / Next and presses Try again after a failure.
 */
const adapter = defineViewAdapter(billingHistoryMachine, {
  machine: 'billingHistory',
  async render(path) {
    const input = path.input as BillingHistoryInput;
    const exact = replay(path);
    const pages = pendingCalls<[HistoryPageRequest], Paged<HistoryItem>>();
    const exports = pendingCalls<[HistoryExportRequest], void>();
    const { user } = await renderSignedIn(<BillingHistoryPage tab="bills" calls={{ history: pages.fn, exportHistory: exports.fn, scheduled: never, cancelScheduled: never }} />, {
      session: { accounts: [demoAccount(input.accountNumber, { isDefault: true })] },
      route: '/billinghistory/bills',
    });
    return {
      async perform({ event, before }) {
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          if (id !== 'loadHistory' && id !== 'exportHistory') throw new Error(`billingHistory adapter: no call for ${event.type}`);
          await settle(id === 'loadHistory' ? pages : exports, event);
        } else if (event.type === 'history.range') {
          const range = event as unknown as { from: string; to: string };
          const from = within(panel()).getByRole('textbox', { name: text('billing.range.from') });
          const to = within(panel()).getByRole('textbox', { name: text('billing.range.to') });
          await user.clear(from);
          await user.type(from, range.from);
          await user.clear(to);
          await user.type(to, range.to);
          await user.click(within(panel()).getByRole('button', { name: text('billing.range.apply') }));
        } else if (event.type === 'history.export') {
          await user.click(within(panel()).getByRole('button', { name: text('billing.export.csv') }));
        } else if (event.type === 'history.retry') {
          await user.click(within(panel()).getByRole('button', { name: text('common.retry') }));
        } else if (event.type === 'history.page') {
          const shown = before.context.page;
          const name = event.page === shown + 1 ? text('billing.pager.next') : event.page === shown - 1 ? text('billing.pager.previous') : null;
          const button = name ? within(panel()).queryByRole('button', { name }) : null;
          if (button && !(button as HTMLButtonElement).disabled) await user.click(button);
          // Otherwise the page offers no way there: no pager button for it (a page that does not
          // exist, the page shown) or no pager at all.
          else if (before.matches('list') && event.page >= 1 && event.page <= (before.context.result?.totalPages ?? 1) && event.page !== shown && Math.abs(event.page - shown) === 1) {
            throw new Error('billingHistory adapter: the pager button to an existing page is missing');
          }
        } else {
          throw new Error(`billingHistory adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        const section = panel();
        expect(section).toHaveAttribute('aria-busy', String(snapshot.matches('loading')));
        if (snapshot.matches('loading')) {
          expect(within(section).getByRole('status')).toHaveTextContent(text('common.loading'));
          const context = snapshot.context as BillingHistoryContext;
          const range = { ...(context.from ? { from: context.from } : {}), ...(context.to ? { to: context.to } : {}) };
          expect(pages.waiting.map((call) => call.args)).toEqual([[{ accountNumber: input.accountNumber, type: input.type, page: snapshot.context.page, ...range }]]);
          expect(within(section).queryByRole('table')).toBeNull();
        }
        const history = snapshot.context as BillingHistoryContext;
        if (snapshot.matches('failed')) {
          const alert = within(section).getByRole('alert');
          expect(alert).toHaveTextContent(failureText(snapshot.context.failure?.msgcode ?? ''));
          expect(within(alert).getByRole('button', { name: text('common.retry') })).toBeEnabled();
        } else if (history.exportFailure && (snapshot.matches('list') || snapshot.matches('exporting'))) {
          expect(within(section).getByRole('alert')).toHaveTextContent(failureText(history.exportFailure.msgcode).replace(text('error.loadFailed'), text('billing.export.failed')));
        } else {
          expect(within(section).queryByRole('alert')).toBeNull();
        }
        // The range's refusal beside the fields; the downloads with a list, waiting while a file is made.
        if (!snapshot.matches('failed')) {
          const from = within(section).getByRole('textbox', { name: text('billing.range.from') });
          if (history.rangeError) expect(from).toHaveAccessibleDescription(text(`error.${history.rangeError}`));
          else expect(from).not.toHaveAttribute('aria-invalid');
        }
        const csv = within(section).queryByRole('button', { name: text('billing.export.csv') });
        if (snapshot.hasTag('list')) expect(csv).toHaveProperty('disabled', snapshot.hasTag('exportBusy'));
        else expect(csv).toBeNull();
        expect(exports.waiting.length).toBe(snapshot.matches('exporting') ? 1 : 0);
        if (snapshot.matches('empty')) expect(within(section).getByText(text('billing.bills.empty'))).toBeInTheDocument();
        else expect(within(section).queryByText(text('billing.bills.empty'))).toBeNull();
        if (snapshot.hasTag('list')) {
          const result = snapshot.context.result!;
          const table = within(section).getByRole('table', { name: text('billing.bills.caption') });
          const rows = within(table).getAllByRole('row').slice(1);
          expect(rows).toHaveLength(result.items.length);
          result.items.forEach((item, index) => {
            // Dates DD/MM/yyyy; the bill number; the amount (a credit with CR).
            expect(within(rows[index]!).getByRole('rowheader')).toHaveTextContent(formatDayMonthYear(item.date));
            expect(rows[index]).toHaveTextContent(item.reference);
            if (item.amount < 0) expect(rows[index]).toHaveTextContent(/CR/);
          });
          const pager = within(section).queryByRole('navigation', { name: text('billing.pager.label') });
          if (result.totalPages > 1) {
            expect(pager).toHaveTextContent(formatCatalogueText('billing.pager.status', { page: snapshot.context.page, pages: result.totalPages }));
            expect(within(pager!).getByRole('button', { name: text('billing.pager.previous') })).toHaveProperty('disabled', snapshot.context.page === 1 || snapshot.hasTag('exportBusy'));
            expect(within(pager!).getByRole('button', { name: text('billing.pager.next') })).toHaveProperty('disabled', snapshot.context.page === result.totalPages || snapshot.hasTag('exportBusy'));
          } else {
            expect(pager).toBeNull();
          }
        } else {
          expect(within(section).queryByRole('table')).toBeNull();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
