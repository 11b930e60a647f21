/**
 * The automatic payment plan in Chromium (issue 16), one journey of a customer of the test's own (one
 * sign-in, for CI time): on /EnrollAutoPay the defaults, a fixed amount below the minimum refused
 * beside the field, the terms missing, a failed enrolment kept for Try again; then enrolled, the plan
 * read on /AutoPay after a reload, changed (the amount due, three days before), and cancelled behind a
 * confirmation.
 */
import { expect, test } from '@playwright/test';
import { autoPayCalls } from '../../src/domain/autoPay.ts';
import { formatMoney } from '../../src/domain/format.ts';
import { expectAccessible, reviewShot, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const enrollUrl = `**/api/*${autoPayCalls.enroll}`;

test('autoPay: enrol (a refused amount, the terms, a failed call and Try again), read the plan after a reload, change it, cancel it', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/EnrollAutoPay');
  await expect(page.locator('main h1')).toHaveText(t('payment.autoPay.title'));
  await expect(page.getByRole('heading', { level: 2, name: t('payment.autoPay.step.details') })).toBeFocused();
  // The defaults (document 1 section 3): the saved bank account, the amount due, on the due date.
  await expect(page.getByRole('radio', { name: /ending 6789/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: t('payment.autoPay.choice.AmountDue') })).toBeChecked();
  await expect(page.getByRole('radio', { name: t('payment.autoPay.choice.PayonDueDate') })).toBeChecked();
  await page.getByRole('radio', { name: t('payment.autoPay.choice.FixedAmount') }).check();
  const amount = page.getByRole('textbox', { name: t('payment.autoPay.field.fixedAmount') });
  await amount.fill('5');
  await page.getByRole('button', { name: t('payment.autoPay.continue') }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await amount.fill('150');
  await page.getByRole('button', { name: t('payment.autoPay.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('payment.autoPay.step.review') })).toBeFocused();
  await page.getByRole('button', { name: t('payment.autoPay.submit'), exact: true }).click();
  const terms = page.getByRole('checkbox', { name: t('payment.autoPay.terms') });
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await terms.check();
  // The service fails once: the review keeps everything and says why.
  await page.route(enrollUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await page.getByRole('button', { name: t('payment.autoPay.submit'), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(t('payment.code.GEN500'));
  await expect(terms).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('payment.autoPay.done.enrolled') })).toBeFocused();
  await expect(page.locator('main')).toContainText(t('payment.autoPay.amount.fixed', { amount: formatMoney(150) }));
  await reviewShot(page, 'autopay-enrolled');
  // The plan as the server holds it, on the status page.
  await page.goto('/AutoPay');
  await expect(page.getByText(t('payment.autoPay.status.enrolled'))).toBeVisible();
  await expect(page.locator('main')).toContainText(/ending 6789/);
  await expectAccessible(page);
  // Change it: the amount due, three days before the due date.
  await page.getByRole('button', { name: t('payment.autoPay.change') }).click();
  await expect(page.getByRole('radio', { name: t('payment.autoPay.choice.FixedAmount') })).toBeChecked();
  await page.getByRole('radio', { name: t('payment.autoPay.choice.AmountDue') }).check();
  await page.getByRole('radio', { name: t('payment.autoPay.choice.DaysBeforeDueDate') }).check();
  await page.getByRole('textbox', { name: t('payment.autoPay.field.daysBefore') }).fill('3');
  await page.getByRole('button', { name: t('payment.autoPay.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('payment.autoPay.step.review') })).toBeFocused();
  await page.getByRole('checkbox', { name: t('payment.autoPay.terms') }).check();
  await page.getByRole('button', { name: t('payment.autoPay.submitChange') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('payment.autoPay.done.updated') })).toBeFocused();
  await page.reload();
  await expect(page.getByText(t('payment.autoPay.status.enrolled'))).toBeVisible();
  await expect(page.locator('main')).toContainText(t('payment.autoPay.amount.AmountDue'));
  await expect(page.locator('main')).toContainText('3 days before the due date');
  await page.getByRole('button', { name: t('payment.autoPay.cancel') }).click();
  const dialog = page.getByRole('alertdialog', { name: t('payment.autoPay.cancelDialog.title') });
  await dialog.getByRole('button', { name: t('payment.autoPay.cancelDialog.confirm') }).click();
  await expect(page.getByText(t('payment.autoPay.status.notEnrolled'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('payment.autoPay.enrol') })).toBeVisible();
});
