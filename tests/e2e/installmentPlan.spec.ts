import { expect, test } from '@playwright/test';
import { installmentPlanCalls } from '../../src/domain/installmentPlan.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const submitUrl = `**/api/*${installmentPlanCalls.submit}`;

test('installmentPlan: a customer submits a reference and reads the confirmation; the form then starts from it', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/InstallmentPlan');
  await expect(page.locator('main h1')).toHaveText(t('billing.installmentPlan.title'));
  await expect(page.getByRole('listitem').filter({ hasText: t('billing.installmentPlan.step.details') })).toHaveAttribute('aria-current', 'step');
  const field = page.getByRole('textbox', { name: t('billing.installmentPlan.field.reference') });
  await expectAccessible(page);
  await field.fill('AB1234');
  await page.getByRole('button', { name: t('billing.installmentPlan.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('billing.installmentPlan.step.done') })).toBeFocused();
  // The confirmation number the server made (server/areas: the stub's BIL-XXXXXXXX).
  await expect(page.locator('main')).toContainText(/BIL-[0-9A-F]{8}/);
  await expectAccessible(page);
  await page.reload();
  await expect(field).toHaveValue('AB1234');
});

test('installmentPlan: a reference breaking the rule is refused beside the field, and a failed submission keeps it for Try again', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/InstallmentPlan');
  const field = page.getByRole('textbox', { name: t('billing.installmentPlan.field.reference') });
  await field.fill('x!');
  await page.getByRole('button', { name: t('billing.installmentPlan.submit') }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('billing.installmentPlan.code.BILLING_INSTALLMENT_PLAN_REFERENCE'))).toBeVisible();
  await expectAccessible(page);
  // The service fails once: the form keeps the reference and says why.
  await page.route(submitUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await field.fill('CD5678');
  await page.getByRole('button', { name: t('billing.installmentPlan.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('error.GEN500'));
  await expect(field).toHaveValue('CD5678');
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('billing.installmentPlan.step.done') })).toBeVisible();
});
