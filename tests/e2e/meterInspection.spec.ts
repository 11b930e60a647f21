import { expect, test } from '@playwright/test';
import { meterInspectionCalls } from '../../src/domain/meterInspection.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const submitUrl = `**/api/*${meterInspectionCalls.submit}`;

test('meterInspection: a customer submits a reference and reads the confirmation; the form then starts from it', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/MeterInspection');
  await expect(page.locator('main h1')).toHaveText(t('service.meterInspection.title'));
  await expect(page.getByRole('listitem').filter({ hasText: t('service.meterInspection.step.details') })).toHaveAttribute('aria-current', 'step');
  const field = page.getByRole('textbox', { name: t('service.meterInspection.field.reference') });
  await expectAccessible(page);
  await field.fill('AB1234');
  await page.getByRole('button', { name: t('service.meterInspection.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.meterInspection.step.done') })).toBeFocused();
  // The confirmation number the server made (server/areas: the stub's SER-XXXXXXXX).
  await expect(page.locator('main')).toContainText(/SER-[0-9A-F]{8}/);
  await expectAccessible(page);
  await page.reload();
  await expect(field).toHaveValue('AB1234');
});

test('meterInspection: a reference breaking the rule is refused beside the field, and a failed submission keeps it for Try again', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/MeterInspection');
  const field = page.getByRole('textbox', { name: t('service.meterInspection.field.reference') });
  await field.fill('x!');
  await page.getByRole('button', { name: t('service.meterInspection.submit') }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('service.meterInspection.code.SERVICE_METER_INSPECTION_REFERENCE'))).toBeVisible();
  await expectAccessible(page);
  // The service fails once: the form keeps the reference and says why.
  await page.route(submitUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await field.fill('CD5678');
  await page.getByRole('button', { name: t('service.meterInspection.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('error.GEN500'));
  await expect(field).toHaveValue('CD5678');
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.meterInspection.step.done') })).toBeVisible();
});
