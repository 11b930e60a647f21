/**
 * Billing & Payment History as a user meets it: who may open it (and whose menu lists it), the
 * bills and payments tabs (DD/MM/yyyy dates, CR for a credit, statuses, paging), the scheduled
 * payments with Cancel behind a confirmation, the toast, failures with Try again, and Spanish.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleBillsPage1, sampleBillsPage2, samplePaymentsPage } from '../../machines/billing/billingHistory/billingHistory.fixtures.ts';
import { sampleScheduledPayments } from '../../machines/payment/scheduledPayments/scheduledPayments.fixtures.ts';
import { sessionViewModel, demoAccount, homeAccount, prepaidAccount, restrictedAccount } from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import { storyBillingCalls } from '../../stories/billing/billingStory.tsx';
import { builtPaths, createPortalRouter } from '../../src/app/router.tsx';
import { mayOpenBillingHistory } from '../../src/features/billing/access.ts';
import { BillingHistoryPage } from '../../src/features/billing/billingHistory/BillingHistoryPage.tsx';
import type { BillingHistoryCalls } from '../../src/features/billing/billingHistory/billingHistoryCalls.ts';
import { ScheduledPayments } from '../../src/features/payment/scheduledPayments/ScheduledPayments.tsx';
import { ToastRegion } from '../../src/ui/toast.tsx';
import { isCurrentPath } from '../../src/features/session/hooks.ts';
import { defaultRoleRights, rights } from '../../src/domain/rights.ts';
import type { BillingHistoryTab } from '../../src/domain/billingHistory.ts';
import { renderPortal, text } from './support/render.tsx';

const account = demoAccount('1000234567', { isDefault: true });

async function renderPage(tab: BillingHistoryTab, calls: BillingHistoryCalls, options: { rights?: string[]; language?: 'EN_US' | 'ES' } = {}) {
  return renderSignedIn(
    <>
      <BillingHistoryPage tab={tab} calls={calls} />
      <ToastRegion />
    </>,
    { session: { accounts: [account], rights: options.rights }, route: `/billinghistory/${tab}`, language: options.language },
  );
}

describe('who may open Billing & Payment History', () => {
  it('postpaid accounts with the history right; not prepaid, status 2 or a role without the right', () => {
    expect(mayOpenBillingHistory(sessionViewModel({ accounts: [homeAccount] }))).toBe(true);
    expect(mayOpenBillingHistory(sessionViewModel({ accounts: [prepaidAccount] }))).toBe(false);
    expect(mayOpenBillingHistory(sessionViewModel({ accounts: [restrictedAccount] }))).toBe(false);
    const withoutHistory = defaultRoleRights[1]!.filter((right) => right !== rights.billPaymentHistory);
    expect(mayOpenBillingHistory(sessionViewModel({ accounts: [homeAccount], rights: withoutHistory }))).toBe(false);
    expect(mayOpenBillingHistory(sessionViewModel({ accountNumber: null }))).toBe(false);
  });

  it('the page counts as built at /billinghistory (the menu entry shows), tab or not', () => {
    const isBuilt = builtPaths(createPortalRouter({ basepath: '/' }));
    expect(isBuilt('/billinghistory')).toBe(true);
    expect(isBuilt('/BillingHistory')).toBe(true);
    expect(isBuilt('/billinghistory/{-$tab}')).toBe(true);
    expect(isBuilt('/TextToPay')).toBe(true);
    expect(isBuilt('/PaymentArrangements')).toBe(true);
    // A page nobody has built yet (the CARE programme) stays out of the menu.
    expect(isBuilt('/CareProgram')).toBe(false);
  });

  it("the menu entry is current on every tab of the page", () => {
    expect(isCurrentPath('/billinghistory', '/billinghistory')).toBe(true);
    expect(isCurrentPath('/billinghistory/scheduled', '/billinghistory')).toBe(true);
    expect(isCurrentPath('/BillingHistory/Payments/', '/billinghistory')).toBe(true);
    expect(isCurrentPath('/billinghistoryx', '/billinghistory')).toBe(false);
    expect(isCurrentPath('/', '/dashboard')).toBe(true);
  });
});

describe('bills and payments', () => {
  it('bills: DD/MM/yyyy dates, the period, usage, amounts and statuses; Next reads page 2 with a credit in CR', async () => {
    const history = vi.fn((request: { page: number }) => Promise.resolve(request.page === 2 ? sampleBillsPage2 : sampleBillsPage1));
    const { user } = await renderPage('bills', { ...storyBillingCalls(), history });
    expect(screen.getByRole('heading', { level: 1, name: text('billing.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('billing.tab.bills') })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: text('billing.tab.payments') })).not.toHaveAttribute('aria-current');
    const table = await screen.findByRole('table', { name: text('billing.bills.caption') });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('07/11/2026');
    expect(first).toHaveTextContent('BL-202611-11873');
    expect(first).toHaveTextContent('01/11/2026 to 28/11/2026');
    expect(first).toHaveTextContent('423 kWh');
    expect(first).toHaveTextContent(text('billing.status.bill.due'));
    expect(history).toHaveBeenCalledWith({ accountNumber: account.accountNumber, type: 'bill', page: 1 });
    expect(screen.getByRole('navigation', { name: text('billing.pager.label') })).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: text('billing.pager.previous') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: text('billing.pager.next') }));
    const second = await screen.findByText('Page 2 of 2');
    expect(second).toBeInTheDocument();
    // The keyboard focus lands on the new page's table, not on the top of the document.
    await waitFor(() => expect(screen.getByRole('region', { name: text('billing.bills.caption') })).toHaveFocus());
    const credit = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(credit.textContent?.replace(/\s+/g, ' ')).toContain('P 35.40 CR');
    expect(within(credit).getByText(/credit/i, { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('billing.pager.next') })).toBeDisabled();
  });

  it('payments: method, fee, confirmation number and each status', async () => {
    const history = vi.fn(() => Promise.resolve(samplePaymentsPage));
    await renderPage('payments', { ...storyBillingCalls(), history });
    const table = await screen.findByRole('table', { name: text('billing.payments.caption') });
    expect(history).toHaveBeenCalledWith({ accountNumber: account.accountNumber, type: 'payment', page: 1 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      text('billing.status.payment.scheduled'),
      text('billing.status.payment.completed'),
      text('billing.status.payment.cancelled'),
      text('billing.status.payment.failed'),
    ]);
    expect(rows[1]).toHaveTextContent('VISA ending 4242');
    expect(rows[1]).toHaveTextContent('PAY-20261121-4821');
    expect(rows[1]!.textContent?.replace(/\s+/g, ' ')).toContain('P 11.25');
    // No pager for one page.
    expect(screen.queryByRole('navigation', { name: text('billing.pager.label') })).toBeNull();
  });

  it('a failed read says so and Try again reads again; an empty history says so', async () => {
    const history = vi.fn()
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce({ items: [], page: 1, pageSize: 12, total: 0, totalPages: 1 });
    const { user } = await renderPage('payments', { ...storyBillingCalls(), history });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text('error.NETWORK'));
    await user.click(within(alert).getByRole('button', { name: text('common.retry') }));
    expect(await screen.findByText(text('billing.payments.empty'))).toBeInTheDocument();
    expect(history).toHaveBeenCalledTimes(2);
  });

  it('reads in Spanish', async () => {
    await renderPage('bills', storyBillingCalls(), { language: 'ES' });
    expect(screen.getByRole('heading', { level: 1, name: 'Historial de facturación y pagos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: text('billing.bills.caption', 'ES') });
    expect(table).toHaveTextContent('Pendiente');
    expect(screen.getByRole('link', { name: 'Pagos programados' })).toBeInTheDocument();
  });
});

describe('scheduled payments', () => {
  const ours = sampleScheduledPayments.filter((payment) => payment.accountNumber === account.accountNumber);

  it("lists only this account's payments; Cancel asks first, focus on 'No, keep it'; Escape keeps the payment", async () => {
    const calls = { ...storyBillingCalls(), cancelScheduled: vi.fn() };
    const { user } = await renderPage('scheduled', calls);
    const table = await screen.findByRole('table', { name: text('billing.scheduled.caption') });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(ours.map((p) => p.confirmationNumber));
    expect(table).not.toHaveTextContent('PAY-20261201-5560');
    await user.click(within(table).getAllByRole('button', { name: /^Cancel the payment of/ })[0]!);
    const dialog = screen.getByRole('alertdialog', { name: text('billing.scheduled.confirm.title') });
    expect(dialog).toHaveTextContent('Nov 28, 2026');
    expect(dialog).toHaveTextContent('VISA ending 4242');
    expect(dialog).toHaveTextContent(ours[0]!.confirmationNumber);
    expect(within(dialog).getByRole('button', { name: text('billing.scheduled.confirm.no') })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.cancelScheduled).not.toHaveBeenCalled();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('Yes cancels: the row goes, a toast says so; a failure stays in the dialog with Try again', async () => {
    const cancelScheduled = vi.fn()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce({ schedulePayUid: ours[0]!.schedulePayUid, status: 'cancelled' });
    const { user } = await renderPage('scheduled', { ...storyBillingCalls(), cancelScheduled });
    const table = await screen.findByRole('table', { name: text('billing.scheduled.caption') });
    await user.click(within(table).getAllByRole('button', { name: /^Cancel the payment of/ })[0]!);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: text('billing.scheduled.confirm.yes') }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text('error.GEN500'));
    expect(cancelScheduled).toHaveBeenLastCalledWith({ schedulePayUid: ours[0]!.schedulePayUid, accountNumber: account.accountNumber });
    await user.click(within(dialog).getByRole('button', { name: text('common.retry') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(table).queryByText(ours[0]!.confirmationNumber)).toBeNull();
    // Its Cancel button went with the row: the focus is on the list's heading.
    expect(screen.getByRole('heading', { level: 2, name: text('billing.tab.scheduled') })).toHaveFocus();
    expect(within(table).getByText(ours[1]!.confirmationNumber)).toBeInTheDocument();
    const toast = await screen.findByText(/has been cancelled\./);
    expect(toast.textContent?.replace(/\s+/g, ' ')).toBe('Your payment of P 450.00 planned for Nov 28, 2026 has been cancelled.');
  });

  it('a payment the scheduler already took: the list is read again and a warning says so', async () => {
    const scheduled = vi.fn().mockResolvedValueOnce(sampleScheduledPayments).mockResolvedValueOnce(sampleScheduledPayments.slice(1));
    const cancelScheduled = vi.fn().mockRejectedValue({ msgcode: 'PAY_SCHEDULE_NOT_CANCELLABLE', message: '' });
    const { user } = await renderPage('scheduled', { ...storyBillingCalls(), scheduled, cancelScheduled });
    const table = await screen.findByRole('table', { name: text('billing.scheduled.caption') });
    await user.click(within(table).getAllByRole('button', { name: /^Cancel the payment of/ })[0]!);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: text('billing.scheduled.confirm.yes') }));
    expect(await screen.findByText(/can no longer be cancelled\. The list has been updated\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table', { name: text('billing.scheduled.caption') })).not.toHaveTextContent(ours[0]!.confirmationNumber));
    expect(scheduled).toHaveBeenCalledTimes(2);
  });

  it('without the cancel right: no Cancel buttons', async () => {
    const withoutCancel = defaultRoleRights[1]!.filter((right) => right !== rights.cancelScheduledPayment);
    await renderPage('scheduled', storyBillingCalls(), { rights: withoutCancel });
    const table = await screen.findByRole('table', { name: text('billing.scheduled.caption') });
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: text('billing.column.actions') })).toBeNull();
  });

  it('stands alone (the payment page embeds it): asks with the uuid given', async () => {
    const scheduled = vi.fn(() => Promise.resolve([]));
    await renderPortal(<ScheduledPayments accountNumber="1000234567" uuid="6f1c2b9e-3d4a-4c7e-9a51-0b2d8e7f6a10" canCancel calls={{ scheduled, cancelScheduled: vi.fn() }} />);
    expect(await screen.findByText(text('billing.scheduled.empty'))).toBeInTheDocument();
    expect(scheduled).toHaveBeenCalledWith('6f1c2b9e-3d4a-4c7e-9a51-0b2d8e7f6a10');
    await act(async () => {});
  });
});
