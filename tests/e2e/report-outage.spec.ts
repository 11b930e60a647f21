/**
 * Report an outage in Chromium (issue 18): a visitor on /PreReportOutages picks the point on the
 * offline map (no request leaves the machine), says what is wrong, attaches a photo and gets the
 * reference on the Success page; a signed-in customer's report at their premise fails once, keeps
 * the review and goes through on Try again. Each report is new data of its own; nothing seeded changes.
 */
import { expect, test } from '@playwright/test';
import { createPerson, signIn } from './people.ts';
import { expectAccessible, reviewShot, stayOnThisMachine, text } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

/** A PNG's first bytes, padded: what the upload's content check wants. */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(600, 0x20)]);

test('a visitor picks the place on the map, attaches a photo and gets a reference', async ({ page }) => {
  const offsite = await stayOnThisMachine(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/PreReportOutages');
  await expect(page.getByRole('heading', { level: 1, name: t('outage.report.titleVisitor') })).toBeVisible();
  const map = page.getByTestId('pick-map');
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expectAccessible(page);
  // The map opens on Botswana: its middle is in the Kalahari, served and with no outage known.
  await map.click();
  await expect(page.getByRole('heading', { level: 2, name: t('outage.report.details.title') })).toBeFocused();
  await page.getByRole('combobox', { name: t('outage.report.type.label') }).selectOption('wireDown');
  await expect(page.getByRole('note')).toContainText(t('outage.report.type.wireDownWarning'));
  await page.locator('input[type="file"]').setInputFiles({ name: 'pole.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(t('upload.status.done'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t('outage.report.details.continue') }).click();
  // Name and mobile are missing: each field says so, nothing is sent.
  await expect(page.getByText(t('outage.code.OUT_NAME_REQUIRED'))).toBeVisible();
  await page.getByRole('textbox', { name: t('outage.report.details.name') }).fill('Kago Molefe');
  await page.getByRole('textbox', { name: new RegExp(`^${t('outage.report.details.phone')}`) }).fill('71234567');
  await expectAccessible(page);
  await reviewShot(page, 'report-outage-375');
  await page.getByRole('button', { name: t('outage.report.details.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('outage.report.review.title') })).toBeFocused();
  await expect(page.getByText('pole.png')).toBeVisible();
  await page.getByRole('button', { name: t('outage.report.review.submit') }).click();
  await expect(page).toHaveURL(/\/PreReportOutagesSuccess$/);
  await expect(page.locator('.report-outage__receipt')).toContainText(/RPT-[A-Z2-9]{8}/);
  await expectAccessible(page);
  expect(offsite).toEqual([]);
});

test('a customer’s report at their premise fails once, keeps the review and goes through on Try again', async ({ page }) => {
  const person = await createPerson(page.request, 'demo.customer');
  await signIn(page, person, '/ReportOutage');
  await expect(page.getByRole('heading', { level: 1, name: t('outage.report.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('outage.report.details.title') })).toBeVisible();
  await expect(page.locator('.report-outage__place')).toContainText('Gaborone');
  await page.getByRole('combobox', { name: t('outage.report.type.label') }).selectOption('noPower');
  await page.getByRole('button', { name: t('outage.report.details.continue') }).click();
  await page.route('**/api/outage/report', (route) => route.fulfill({ status: 503, json: { status: { code: 503, message: 'Unavailable', msgcode: 'GEN503' }, data: null } }));
  await page.getByRole('button', { name: t('outage.report.review.submit') }).click();
  await expect(page.getByRole('alert')).toContainText(t('outage.report.review.failed'));
  await expectAccessible(page);
  await page.unroute('**/api/outage/report');
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page).toHaveURL(/\/ReportOutageSuccess$/);
  await expect(page.locator('.report-outage__receipt')).toContainText(/RPT-[A-Z2-9]{8}/);
});
