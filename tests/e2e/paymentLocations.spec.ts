/**
 * Payment locations in Chromium (issue 18): a visitor on /PrePaymentLocation reads the list before
 * the map, searches a town, narrows by service and shows a place on the map drawn offline (no
 * request leaves the machine); a customer on /PaymentLocation whose first load fails tries again.
 * Reads the seeded locations only, so it runs beside any other spec.
 */
// cheap: one page for the visitor, one customer of its own for the failure journey; no map wait in the second.
import { expect, test } from '@playwright/test';
import { paymentLocationsCalls } from '../../src/domain/paymentLocations.ts';
import { expectAccessible, reviewShot, stayOnThisMachine, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

test('a visitor searches a town, narrows by service and shows a place on the offline map', async ({ page }) => {
  const offsite = await stayOnThisMachine(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/PrePaymentLocation');
  await expect(page.getByRole('heading', { level: 1, name: t('payment.locations.title') })).toBeVisible();
  const list = page.getByRole('region', { name: t('payment.locations.list.title') });
  // Text first: 17 service centres and the agent shops, whatever the map is doing, a page at a time.
  await expect(list.getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('status')).toContainText('31 places to pay');
  await expect(page.getByRole('status')).toContainText('Showing 8 of 31.');
  await list.getByRole('button', { name: 'Show 8 more places' }).click();
  await expect(list.getByRole('article')).toHaveCount(16);
  await expect(list.getByRole('article').nth(8).getByRole('heading', { level: 3 })).toBeFocused();
  await expect(page.getByRole('status')).toContainText('Showing 16 of 31.');

  // (axe and the screenshots on the searched list: the same page state, a fraction of the work.)
  await page.getByRole('searchbox', { name: t('payment.locations.search.label') }).fill('Maun');
  await expect(list.getByRole('article')).toHaveCount(3);
  const centre = list.getByRole('article', { name: 'Maun Service Centre' });
  await expect(centre).toContainText('Plot 241, Sir Seretse Khama Road, Maun');
  await expect(centre).toContainText(/Open now, closes at|Closed, opens/);
  // The week's hours are a disclosure a keyboard opens.
  await centre.getByText(t('payment.locations.hours')).focus();
  await page.keyboard.press('Enter');
  await expect(centre.getByRole('row', { name: /Saturday/ })).toContainText('8:00 AM to 12:00 PM');

  await page.getByRole('combobox', { name: t('payment.locations.service.label') }).selectOption('mobileMoney');
  await expect(list.getByRole('article')).toHaveCount(1);
  const shop = list.getByRole('article', { name: 'Old Mall General Dealer' });
  const map = page.getByTestId('payment-locations-map');
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await shop.getByRole('button', { name: /Show on map/ }).click();
  await expect(shop.getByRole('button', { name: /Show on map/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Number((await map.getAttribute('data-view'))?.split(',')[2] ?? 0)).toBeGreaterThan(10);
  await expectAccessible(page);
  await reviewShot(page, 'payment-locations-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewShot(page, 'payment-locations-1280');
  expect(offsite).toEqual([]);
});

test('a customer whose first load fails reads the message and tries again', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await page.route(`**/api/payment${paymentLocationsCalls.list}`, (route) => route.fulfill({ status: 503, json: { status: { code: 503, message: 'Unavailable', msgcode: 'GEN503' }, data: null } }), { times: 1 });
  await signIn(page, customer, '/PaymentLocation');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('region', { name: t('payment.locations.list.title') }).getByRole('article')).toHaveCount(8);
});
