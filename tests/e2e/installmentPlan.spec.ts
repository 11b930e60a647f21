import { expect, test } from '@playwright/test';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { budgetBillingCalls, type BudgetBillingStatus } from '../../src/domain/budgetBilling.ts';
import { addDaysIso, formatDate } from '../../src/domain/format.ts';
import { paymentArrangementsCalls, type PaymentArrangements } from '../../src/domain/paymentArrangements.ts';
import { expectAccessible, text } from './support.ts';
import { bearerOf, createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

test('payment arrangements: a customer asks for a later due date, sets up an installment plan, and after a reload sees both with budget billing', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  const account = customer.accountDetails[0]!.accountNumber;
  const headers = await bearerOf(request, customer);
  // Budget billing joined beforehand through the API (its own journey is budgetBilling.spec.ts).
  const offer = (await (await request.get(`${apiAreas.billing}${budgetBillingCalls.status}?accountNumber=${account}`, { headers })).json()) as { data: BudgetBillingStatus };
  const joined = await request.post(`${apiAreas.billing}${budgetBillingCalls.enrol}`, { headers, data: { accountNumber: account, monthlyAmount: offer.data.monthlyAmount, termsAccepted: true } });
  expect(joined.ok(), await joined.text()).toBe(true);
  const before = (await (await request.get(`${apiAreas.billing}${paymentArrangementsCalls.arrangements}?accountNumber=${account}`, { headers })).json()) as { data: PaymentArrangements };
  const dueDate = before.data.extension.dueDate!;
  const newDueDate = addDaysIso(dueDate, 10);

  await signIn(page, customer, '/PaymentArrangements');
  await expect(page.locator('main h1')).toHaveText(t('billing.paymentArrangements.title'));
  await expectAccessible(page);

  // A later due date: the form opens, the date typed as DD/MM/YYYY, granted.
  await page.getByRole('button', { name: t('billing.paymentArrangements.extension.start') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('billing.paymentArrangements.extension.form.title') })).toBeFocused();
  const [y, m, d] = newDueDate.split('-');
  await page.getByRole('textbox', { name: t('billing.paymentArrangements.extension.form.date') }).fill(`${d}/${m}/${y}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: t('billing.paymentArrangements.extension.form.submit') }).click();
  await expect(page.getByText(t('billing.paymentArrangements.notice.extended'))).toBeVisible();
  const granted = t('billing.paymentArrangements.extension.granted', { from: formatDate(dueDate), to: formatDate(newDueDate) });
  await expect(page.getByText(granted)).toBeVisible();

  // The installment plan: from the arrangements, 4 monthly installments of the total balance.
  await page.getByRole('link', { name: t('billing.paymentArrangements.installment.create') }).click();
  await expect(page).toHaveURL(/\/CreatePaymentPlan$/);
  await expect(page.getByRole('heading', { level: 2, name: t('billing.installmentPlan.step.plan') })).toBeVisible();
  await page.getByRole('combobox', { name: t('billing.installmentPlan.count.label') }).selectOption('4');
  const preview = page.getByRole('table', { name: t('billing.installmentPlan.schedule.preview') });
  await expect(preview.getByRole('row')).toHaveCount(6);
  await expectAccessible(page);
  await page.getByRole('button', { name: t('billing.installmentPlan.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('billing.installmentPlan.step.review') })).toBeFocused();
  await page.getByRole('button', { name: t('billing.installmentPlan.enrol') }).click();
  await expect(page).toHaveURL(/\/CreatePaymentPlanSuccess$/);
  await expect(page.getByRole('heading', { level: 2, name: t('billing.installmentPlan.done.title') })).toBeVisible();
  await expect(page.getByRole('table', { name: t('billing.installmentPlan.schedule.plan') }).getByRole('row')).toHaveCount(6);
  await expectAccessible(page);

  // All three after a reload of the arrangements.
  await page.getByRole('link', { name: t('billing.installmentPlan.arrangements') }).click();
  await expect(page).toHaveURL(/\/PaymentArrangements$/);
  await page.reload();
  await expect(page.getByText(granted)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t('billing.paymentArrangements.extension.reason.EXT_INSTALLMENT_PLAN'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('billing.paymentArrangements.installment.view') })).toBeVisible();
  await expect(page.locator('main')).toContainText(/Next installment: P\s?[\d,]+\.\d{2} on /);
  await expect(page.getByRole('link', { name: t('billing.paymentArrangements.budget.change') })).toBeVisible();
  await expect(page.locator('main')).toContainText(/a month since/);
  await expectAccessible(page);
});
