/**
 * The outage map and list in Chromium (issue 18): a visitor on /PreOutages reads the summary and
 * the list, searches a town and sees its outage chosen (the map draws it from the offline base map,
 * with no request leaving the machine) and, after 300 s of the browser's clock, the list read again
 * without moving the map; a search that breaks a rule or fails keeps the words and says why.
 * Reads the seeded outages only (never changes them), so it runs beside any other spec.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, reviewShot, stayOnThisMachine, text } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

test('a visitor reads the outages, searches a town and sees its outage on the map, with no request leaving the machine; after 300 s of the browser clock the list is read again and the map stays', async ({ page }) => {
  const offsite = await stayOnThisMachine(page);
  await page.clock.install();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/PreOutages');
  await expect(page.getByRole('heading', { level: 1, name: t('outage.map.title') })).toBeVisible();
  // Text first: the summary and the list, whatever the map is doing.
  // The seeded outages (outage-alerts.spec.ts starts and restores a small one of its own, in
  // parallel: the summary and the list allow for it; the exact summary is tests/machines' business).
  await expect(page.locator('.outage-summary')).toContainText(/[45] outages affecting 1,8\d\d customers; largest in Gaborone-Main Mall/);
  const list = page.getByRole('region', { name: t('outage.list.title') });
  for (const area of ['Extension 12 and Village, Gaborone-Main Mall', 'Boseja and Disaneng wards, Maun', 'Unit 9 and Extension 4, Jwaneng', 'Kgalagadi Ward, Ghanzi', 'Peleng Central, Lobatse', 'Area W and Satellite, Francistown']) {
    await expect(list.getByRole('article', { name: area })).toHaveCount(1);
  }
  const map = page.getByTestId('outage-map');
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expectAccessible(page);
  await reviewShot(page, 'outages-375');

  await page.getByRole('searchbox', { name: t('outage.search.label') }).fill('Maun');
  await page.getByRole('button', { name: t('outage.search.submit') }).click();
  const found = page.getByRole('region', { name: t('outage.list.found') });
  await expect(found.getByRole('article')).toHaveCount(1);
  const maun = found.getByRole('article', { name: 'Boseja and Disaneng wards, Maun' });
  await expect(maun).toContainText(t('outage.cause.stormDamage'));
  await expect(maun).toContainText(t('outage.crew.enRoute'));
  // The history is a disclosure a keyboard opens.
  await maun.getByText(t('outage.item.history')).focus();
  await page.keyboard.press('Enter');
  await expect(maun.getByRole('listitem')).toHaveCount(3);
  // The search chose Maun's outage: the map went there.
  await expect(maun.getByRole('button', { name: /Show on map/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Number((await map.getAttribute('data-view'))?.split(',')[2] ?? 0)).toBeGreaterThan(10);

  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewShot(page, 'outages-1280');

  // The refresh (one journey with the search: one page and one map load less in CI): the list is
  // read again in place, the search result and the map's view stay.
  const view = await map.getAttribute('data-view');
  const refreshed = page.waitForRequest((request) => request.url().endsWith('/api/outage/all'));
  await page.clock.fastForward(300_000);
  await refreshed;
  await expect(page.getByRole('button', { name: t('outage.map.refresh') })).toBeEnabled();
  await expect(found.getByRole('article')).toHaveCount(1);
  expect(await map.getAttribute('data-view')).toBe(view);
  expect(offsite).toEqual([]);
});

test('a search that breaks a rule is not sent; a failed search keeps the words and says why', async ({ page }) => {
  await page.goto('/PreOutages');
  const box = page.getByRole('searchbox', { name: t('outage.search.label') });
  await box.fill('M');
  await page.getByRole('button', { name: t('outage.search.submit') }).click();
  await expect(box).toHaveAccessibleDescription(new RegExp(t('outage.code.OUT_PLACE_LENGTH')));
  await page.route('**/api/outage/by-place', (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }));
  await box.fill('Ghanzi');
  await page.getByRole('button', { name: t('outage.search.submit') }).click();
  await expect(page.getByRole('alert')).toContainText(t('error.GEN500'));
  await expect(box).toHaveValue('Ghanzi');
  await expectAccessible(page);
  await page.unroute('**/api/outage/by-place');
  await page.getByRole('button', { name: t('outage.search.submit') }).click();
  await expect(page.getByRole('region', { name: t('outage.list.found') }).getByRole('article', { name: 'Kgalagadi Ward, Ghanzi' })).toBeVisible();
});
