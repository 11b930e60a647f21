import { createHash, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { convenienceFee, type CurrentBill, type PaymentReceipt, type SavedPaymentMethod } from '../../src/domain/payment.ts';
import { addDaysIso, isoDay } from '../../src/domain/format.ts';
import { formatDate, formatDayMonthYear, formatMoney } from '../../src/domain/format.ts';
import { expectAccessible, text } from './support.ts';
import { bearerOf, createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

/** A payment call as the portal sends it: JSON, the checksum of the exact body, an Idempotency-Key. */
async function postPayment(request: APIRequestContext, authorization: string, path: 'pay' | 'schedule', body: object) {
  const payload = JSON.stringify(body);
  const reply = await request.post(`/api/payment/${path}`, {
    headers: {
      authorization,
      'content-type': 'application/json',
      'x-checksum': `sha256=${createHash('sha256').update(payload, 'utf8').digest('base64')}`,
      'idempotency-key': randomUUID(),
    },
    data: payload,
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: PaymentReceipt }).data;
}

const tab = (page: Page, id: string) => page.getByRole('navigation', { name: t('billing.tabs.label') }).getByRole('link', { name: t(id), exact: true });

test('demo.customer sees bills and a payment made a moment ago, and cancels a scheduled payment for good', async ({ page, request }) => {
  // A long walk through three tabs, with axe on each: more than the default 30 s on a busy machine.
  test.setTimeout(240_000);
  // A customer of this test's own (a copy of demo.customer): through the API, as another device
  // would, a payment now and one scheduled in 3 days, both with the saved card.
  const customer = await createPerson(request, 'demo.customer');
  const home = customer.accounts[0]!;
  const { authorization } = await bearerOf(request, customer);
  const methods = (await (await request.get(`/api/payment/methods?accountNumber=${home}`, { headers: { authorization } })).json()) as { data: SavedPaymentMethod[] };
  const card = methods.data.find((method) => method.kind === 'card')!;
  const bill = ((await (await request.get(`/api/billing/current-bill?accountNumber=${home}`, { headers: { authorization } })).json()) as { data: CurrentBill }).data;
  const payBody = (amount: number, extra: object = {}) => ({
    accountNumber: home, amount, paymentAmountType: 'OtherAmount', paymentDate: isoDay(new Date()),
    paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: card.paymentTokenId, convenienceFee: convenienceFee(amount, 'card'), ...extra,
  });
  const paid = await postPayment(request, authorization, 'pay', payBody(61.75));
  const scheduleDay = [addDaysIso(isoDay(new Date()), 3), bill.latestScheduleDate!].sort()[0]!;
  const scheduled = await postPayment(request, authorization, 'schedule', payBody(123.45, { paymentDate: scheduleDay, paymentDateType: 'scheduled' }));
  expect(scheduled.status).toBe('scheduled');

  // The menu lists the page under Billing.
  await signIn(page, customer);
  await page.getByRole('button', { name: t('shell.navGroup.billing') }).click();
  await page.getByRole('link', { name: t('nav.billingHistory') }).click();
  await expect(page).toHaveURL(/\/billinghistory$/);
  await expect(page.locator('main h1')).toHaveText(t('billing.title'));
  const bills = page.getByRole('table', { name: t('billing.bills.caption') });
  await expect(bills).toBeVisible();
  await expect(tab(page, 'billing.tab.bills')).toHaveAttribute('aria-current', 'page');
  // Dates DD/MM/yyyy; the pager (24 months of bills, 12 a page).
  await expect(bills.getByRole('rowheader').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('navigation', { name: t('billing.pager.label') })).toContainText('Page 1 of');
  await expectAccessible(page);
  await page.getByRole('button', { name: t('billing.pager.next') }).click();
  await expect(page.getByRole('navigation', { name: t('billing.pager.label') })).toContainText('Page 2 of');
  await expect(bills.getByRole('row')).not.toHaveCount(1);

  // Payments: the one made a moment ago heads the list.
  await tab(page, 'billing.tab.payments').click();
  await expect(page).toHaveURL(/\/billinghistory\/payments$/);
  const payments = page.getByRole('table', { name: t('billing.payments.caption') });
  const paidRow = payments.getByRole('row').filter({ hasText: paid.confirmationNumber });
  await expect(paidRow).toContainText(formatDayMonthYear(paid.paymentDate));
  await expect(paidRow).toContainText(t('billing.status.payment.completed'));
  expect(plain(await paidRow.innerText())).toContain(plain(formatMoney(61.75)));
  await expect(payments.getByRole('row').filter({ hasText: scheduled.confirmationNumber })).toContainText(t('billing.status.payment.scheduled'));
  await expectAccessible(page);

  // Scheduled payments: cancel the one just scheduled, behind the confirmation.
  await tab(page, 'billing.tab.scheduled').click();
  await expect(page).toHaveURL(/\/billinghistory\/scheduled$/);
  const list = page.getByRole('table', { name: t('billing.scheduled.caption') });
  const row = list.getByRole('row').filter({ hasText: scheduled.confirmationNumber });
  // The list's date is DD/MM/yyyy like every history table; the Cancel button and toast say 'MMM dd, yyyy'.
  await expect(row).toContainText(formatDayMonthYear(scheduleDay));
  await expectAccessible(page);
  await row.getByRole('button', { name: t('billing.scheduled.cancelLabel', { amount: formatMoney(123.45), date: formatDate(scheduleDay) }) }).click();
  const dialog = page.getByRole('alertdialog', { name: t('billing.scheduled.confirm.title') });
  await expect(dialog).toContainText(scheduled.confirmationNumber);
  await expect(dialog.getByRole('button', { name: t('billing.scheduled.confirm.no') })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t('billing.scheduled.confirm.yes') }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('status').filter({ hasText: 'has been cancelled.' });
  await expect(toast).toBeVisible();
  expect(plain(await toast.innerText())).toContain(plain(t('billing.scheduled.cancelled', { amount: formatMoney(123.45), date: formatDate(scheduleDay) })));
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: t('billing.tab.scheduled') })).toBeFocused();

  // Gone for good: after a reload it is not listed, and the payments tab says Cancelled.
  await page.reload();
  await expect(page.locator('main h1')).toHaveText(t('billing.title'));
  await expect(list.getByRole('row').first().or(page.getByText(t('billing.scheduled.empty')))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: scheduled.confirmationNumber })).toHaveCount(0);
  await tab(page, 'billing.tab.payments').click();
  await expect(page.getByRole('table', { name: t('billing.payments.caption') }).getByRole('row').filter({ hasText: scheduled.confirmationNumber })).toContainText(
    t('billing.status.payment.cancelled'),
  );
  await expectAccessible(page);
});

test('an unknown tab opens the bills; a prepaid account has no billing history', async ({ page, browser, request }) => {
  await signIn(page, await createPerson(request, 'demo.customer'));
  await page.goto('/billinghistory/nonsense');
  await expect(page).toHaveURL(/\/billinghistory$/);
  await expect(page.getByRole('table', { name: t('billing.bills.caption') })).toBeVisible();

  const prepaidContext = await browser.newContext();
  const prepaid = await prepaidContext.newPage();
  await signIn(prepaid, await createPerson(request, 'demo.prepaid'));
  await prepaid.goto('/billinghistory');
  await expect(prepaid).not.toHaveURL(/billinghistory/);
  await prepaidContext.close();
});

// A further variant of the history journey (release tier): the downloads' contents are read back in tests/server/history-export.test.ts.
test('history downloads: a date range, then the bills as .xlsx and the payments as CSV', { tag: '@release' }, async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/billinghistory/bills');
  const panel = page.getByRole('region', { name: t('billing.tab.bills') });
  const rows = panel.getByRole('table', { name: t('billing.bills.caption') }).getByRole('row');
  await expect(rows).toHaveCount(13);
  // The last six months of bills: the newest bill's day back 5 months.
  const newest = await rows.nth(1).getByRole('rowheader').textContent();
  const [day, month, year] = (newest ?? '').trim().split('/').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(year, month - 1 - 5, 1));
  await panel.getByRole('textbox', { name: t('billing.range.from') }).fill(formatDayMonthYear(isoDay(from)));
  await panel.getByRole('button', { name: t('billing.range.apply') }).click();
  await expect(rows).toHaveCount(1 + 6);
  expect(day).toBeGreaterThan(0);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: t('billing.export.xlsx') }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`billing-history-bills-${customer.accounts[0]}.xlsx`);
  await expectAccessible(page);
  await tab(page, 'billing.tab.payments').click();
  const payments = page.getByRole('region', { name: t('billing.tab.payments') });
  const [csv] = await Promise.all([page.waitForEvent('download'), payments.getByRole('button', { name: t('billing.export.csv') }).click()]);
  expect(csv.suggestedFilename()).toBe(`billing-history-payments-${customer.accounts[0]}.csv`);
  const content = await new Promise<string>((resolve) => {
    void csv.createReadStream().then((stream) => {
      let text = '';
      stream.on('data', (chunk: Buffer | string) => (text += chunk.toString()));
      stream.on('end', () => resolve(text));
    });
  });
  expect(content.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Payment date,Confirmation number,Amount (BWP),Convenience fee (BWP),Paid with,Method nickname,Channel,Status');
});
