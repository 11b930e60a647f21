import { expect, test } from '@playwright/test';
import { budgetBillingCalls } from '../../src/domain/budgetBilling.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const enrolUrl = `**/api/*${budgetBillingCalls.enrol}`;

test('budget billing: from the Billing menu a customer enrols (after a failed try), finds the plan after a reload, and leaves it', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer);
  const nav = page.getByRole('navigation', { name: t('layout.mainNavigation') });
  await nav.getByRole('button', { name: t('shell.navGroup.billing') }).click();
  await nav.getByRole('link', { name: t('nav.budgetBilling') }).click();
  await expect(page).toHaveURL(/\/Epp$/);
  await expect(page.getByRole('heading', { level: 2, name: t('billing.budgetBilling.step.amount') })).toBeVisible();
  // The amount offered and the 12 bills it is the mean of (the server's figures: tests/server/budgetBilling.test.ts).
  await expect(page.locator('.budget-amount')).toContainText(/P\s?[\d,]+\.00/);
  await expect(page.getByRole('table', { name: t('billing.budgetBilling.months.caption', { count: '12' }) }).getByRole('row')).toHaveCount(13);
  await expectAccessible(page);

  await page.getByRole('button', { name: t('billing.budgetBilling.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('billing.budgetBilling.step.review') })).toBeFocused();
  await page.getByRole('checkbox', { name: t('billing.budgetBilling.terms') }).check();
  // The service fails once: the review keeps the terms and says why; Try again enrols.
  await page.route(enrolUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await page.getByRole('button', { name: t('billing.budgetBilling.enrol') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('error.GEN500'));
  await expect(page.getByRole('checkbox', { name: t('billing.budgetBilling.terms') })).toBeChecked();
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('billing.budgetBilling.enrolled.title') })).toBeFocused();
  await expect(page.getByText(t('billing.budgetBilling.notice.enrolled'))).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: t('billing.budgetBilling.enrolled.title') })).toBeVisible();
  await page.getByRole('button', { name: t('billing.budgetBilling.unenrol') }).click();
  const dialog = page.getByRole('alertdialog', { name: t('billing.budgetBilling.unenrolDialog.title') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t('billing.budgetBilling.unenrolDialog.confirm') }).click();
  await expect(page.getByText(t('billing.budgetBilling.notice.unenrolled'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('billing.budgetBilling.step.amount') })).toBeVisible();
});
