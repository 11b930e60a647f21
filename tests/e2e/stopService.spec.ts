import { expect, test } from '@playwright/test';
import { serviceCalls } from '../../src/domain/serviceRequests.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const submitUrl = `**/api/service${serviceCalls.submit}`;

// cheap: two journeys of one customer each, no uploads.
test('stopService: a customer stops service in four steps and gets the request reference', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/StopService');
  await expect(page.locator('main h1')).toHaveText(t('service.stop.title'));
  await expect(page.getByRole('heading', { level: 2, name: t('service.stop.step.account'), exact: true })).toBeVisible();
  await expect(page.locator('main')).toContainText(customer.accountDetails[0]!.accountNumber);
  await expectAccessible(page);
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.stop.step.schedule'), exact: true })).toBeFocused();
  // ALLDAY is chosen by default (a move-out); the reason is the user's to give.
  await expect(page.getByRole('radio', { name: new RegExp(`^${t('service.slot.allDay').replace(/[()]/g, '\\$&')}`) })).toBeChecked();
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(page.getByText(t('service.code.SRV_REASON'))).toBeVisible();
  await page.getByRole('combobox', { name: t('service.stop.reason') }).selectOption('MOVING');
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.stop.step.mailing'), exact: true })).toBeFocused();
  await page.getByRole('radio', { name: t('service.address.type.1') }).check();
  await page.getByRole('textbox', { name: t('service.address.poBox') }).fill('4021');
  await page.getByRole('textbox', { name: t('service.address.city') }).fill('Gaborone');
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(page.getByText(t('service.stop.autopayNote'))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('service.stop.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.stop.doneTitle'), exact: true })).toBeFocused();
  await expect(page.locator('main')).toContainText(/SR-[0-9A-F]{8}/);
});

test('stopService: a time taken meanwhile brings the calendar back, and a failed submission keeps the review for Try again', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/StopService');
  await page.getByRole('button', { name: t('service.next') }).click();
  await page.getByRole('combobox', { name: t('service.stop.reason') }).selectOption('SELLING');
  await page.getByRole('button', { name: t('service.next') }).click();
  await page.getByRole('button', { name: t('service.next') }).click();
  await page.route(submitUrl, (route) => route.fulfill({ status: 409, json: { status: { code: 409, message: 'full', msgcode: 'SRV_SLOT_FULL' }, data: null } }), { times: 1 });
  await page.getByRole('button', { name: t('service.stop.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('service.code.SRV_SLOT_FULL'));
  await expect(page.getByRole('combobox', { name: t('service.stop.reason') })).toHaveValue('SELLING');
  await expectAccessible(page);
  await page.getByRole('button', { name: t('service.next') }).click();
  await page.getByRole('button', { name: t('service.next') }).click();
  await page.route(submitUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await page.getByRole('button', { name: t('service.stop.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('error.GEN500'));
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('service.stop.doneTitle'), exact: true })).toBeVisible();
});
