import { expect, test, type Page } from '@playwright/test';
import { formatMoney, fromThebe } from '../../src/domain/format.ts';
import { priceNewConnection } from '../../src/domain/newConnection.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const sketch = { name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% site plan\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };
const textbox = (page: Page, field: string) => page.getByRole('textbox', { name: t(`service.newConnection.field.${field}`), exact: true });
const choice = (page: Page, field: string) => page.getByRole('combobox', { name: t(`service.newConnection.field.${field}`), exact: true });

/** The site step: the address, the distance class, the sketch; then the quotation, read and accepted; then the review. */
async function siteQuoteAndReview(page: Page, distanceClass: string, basis: Parameters<typeof priceNewConnection>[0]) {
  await expect(stepHeading(page, 'service.newConnection.step.site')).toBeFocused();
  await textbox(page, 'plotNumber').fill('2231');
  await textbox(page, 'street').fill('Tsheko Road');
  await textbox(page, 'area').fill('Block 8');
  await textbox(page, 'city').fill('Gaborone');
  await choice(page, 'distanceClass').selectOption(distanceClass);
  const upload = page.getByRole('group', { name: t('service.newConnection.field.sketchPlan') });
  await upload.locator('input[type=file]').setInputFiles(sketch);
  await expect(upload.getByText(sketch.name, { exact: true })).toBeVisible();
  await expect(page.locator('progress')).toHaveCount(0);
  await page.getByRole('button', { name: t('service.next') }).click();

  // The server's quotation: the price table's lines and total.
  await expect(stepHeading(page, 'service.newConnection.step.quote')).toBeFocused();
  const total = formatMoney(fromThebe(priceNewConnection(basis).totalThebe));
  await expect(page.getByRole('table').locator('tfoot')).toContainText(total);
  // The amounts' heading stands over the amounts (right-aligned like them).
  await expect(page.getByRole('columnheader', { name: t('service.newConnection.quoteAmount') })).toHaveCSS('text-align', 'right');
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(page.getByText(t('service.newConnection.code.NC_QUOTE_ACCEPT'))).toBeVisible();
  await page.getByRole('checkbox', { name: t('service.newConnection.accept') }).check();
  return total;
}

// Issue 15's acceptance: demo.customer submits a new connection after accepting its quote and
// finds it in the tracker after a reload; a visitor submits one without signing in. The refusals
// (stale or expired quotation, bad input) are the server test's and the view paths'.
test('newConnection: demo.customer accepts the quotation, submits, and finds the request in the tracker after a reload', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/newConnection');
  await expect(page.locator('main h1')).toHaveText(t('service.newConnection.title'));
  await expect(page.getByRole('navigation', { name: t('steps.label') }).getByRole('listitem')).toHaveCount(4);
  // The spec's defaults, and the owner from the profile.
  await expect(choice(page, 'incomeCategory')).toHaveValue('High');
  await expect(choice(page, 'capacity')).toHaveValue('SinglePhase');
  await expect(choice(page, 'serviceType')).toHaveValue('Overhead');
  await expect(textbox(page, 'fullName')).not.toHaveValue('');
  await expectAccessible(page);
  await choice(page, 'capacity').selectOption('ThreePhase');
  await choice(page, 'serviceType').selectOption('Underground');
  await textbox(page, 'nationalId').fill('123415678');
  await textbox(page, 'primaryPhone').fill('71234567');
  await page.getByRole('button', { name: t('service.next') }).click();

  await siteQuoteAndReview(page, 'From30To100', { capacity: 'ThreePhase', serviceType: 'Underground', distanceClass: 'From30To100' });
  await expectAccessible(page);
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(stepHeading(page, 'service.newConnection.step.review')).toBeFocused();
  await page.getByRole('button', { name: t('service.stop.submit') }).click();

  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeFocused();
  const reference = (await page.locator('main').textContent())?.match(/SR-[0-9A-Z]{8}/)?.[0] ?? '';
  expect(reference).toMatch(/^SR-[0-9A-Z]{8}$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: t('service.tracker.open') }).click();
  await page.reload();
  const name = t('service.tracker.requestName', { type: t('service.tracker.type.NEW_CONNECTION'), reference });
  const card = page.getByRole('article', { name });
  await expect(card.locator('.service-request__status')).toHaveText(t('service.tracker.status.Open'));
  await expect(card.getByRole('listitem').filter({ hasText: t('service.tracker.note.newConnectionRequested') })).toBeVisible();
});

test('newConnection: a visitor submits a new connection without signing in and is given its reference', async ({ page }) => {
  await page.goto('/newConnectionPrelogin');
  await expect(page.locator('main h1')).toHaveText(t('service.newConnection.title'));
  await expect(textbox(page, 'fullName')).toHaveValue('');
  await textbox(page, 'fullName').fill('Mpho Dube');
  await textbox(page, 'nationalId').fill('123415678');
  await textbox(page, 'primaryPhone').fill('72345678');
  await textbox(page, 'email').fill('mpho.dube@example.com');
  await page.getByRole('button', { name: t('service.next') }).click();

  await siteQuoteAndReview(page, 'UpTo30', { capacity: 'SinglePhase', serviceType: 'Overhead', distanceClass: 'UpTo30' });
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(stepHeading(page, 'service.newConnection.step.review')).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('service.stop.submit') }).click();

  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeFocused();
  await expect(page.locator('main')).toContainText(/SR-[0-9A-Z]{8}/);
  await expect(page.getByRole('link', { name: t('service.preStart.track') })).toBeVisible();
});
