import { expect, test } from '@playwright/test';
import { newConnectionCalls } from '../../src/domain/newConnection.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const submitUrl = `**/api/*${newConnectionCalls.submit}`;

test('newConnection: a customer submits a reference and reads the confirmation; the form then starts from it', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/NewConnection');
  await expect(page.locator('main h1')).toHaveText(t('service.newConnection.title'));
  await expect(page.getByRole('listitem').filter({ hasText: t('service.newConnection.step.details') })).toHaveAttribute('aria-current', 'step');
  const field = page.getByRole('textbox', { name: t('service.newConnection.field.reference') });
  await expectAccessible(page);
  await field.fill('AB1234');
  await page.getByRole('button', { name: t('service.newConnection.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.newConnection.step.done') })).toBeFocused();
  // The confirmation number the server made (server/areas: the stub's SER-XXXXXXXX).
  await expect(page.locator('main')).toContainText(/SER-[0-9A-F]{8}/);
  await expectAccessible(page);
  await page.reload();
  await expect(field).toHaveValue('AB1234');
});

test('newConnection: a reference breaking the rule is refused beside the field, and a failed submission keeps it for Try again', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/NewConnection');
  const field = page.getByRole('textbox', { name: t('service.newConnection.field.reference') });
  await field.fill('x!');
  await page.getByRole('button', { name: t('service.newConnection.submit') }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('service.newConnection.code.SERVICE_NEW_CONNECTION_REFERENCE'))).toBeVisible();
  await expectAccessible(page);
  // The service fails once: the form keeps the reference and says why.
  await page.route(submitUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await field.fill('CD5678');
  await page.getByRole('button', { name: t('service.newConnection.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('error.GEN500'));
  await expect(field).toHaveValue('CD5678');
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.newConnection.step.done') })).toBeVisible();
});
