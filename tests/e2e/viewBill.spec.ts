import { expect, test } from '@playwright/test';
import { billingCalls } from '../../src/domain/calls.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const explainerUrl = `**/api/*${billingCalls.explainer}?*`;
/** "+P 12.50" / "−P 12.50" as thebe. */
const thebeOf = (cell: string) => Math.round(Number(cell.replace(/[^\d.]/g, '')) * 100) * (cell.trim().startsWith('\u2212') ? -1 : 1);

test('viewBill: a customer reads the bill, downloads its PDF, opens the explainer whose parts add up to the difference, and goes to pay it', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/ViewBill');
  await expect(page.locator('main h1')).toHaveText(t('billing.viewBill.title'));
  const charges = page.getByRole('table', { name: /Charges for/ });
  await expect(charges.getByRole('rowheader', { name: t('billing.viewBill.line.block1') })).toBeVisible();
  await expect(charges.getByRole('rowheader', { name: t('billing.viewBill.line.meterTestFee') })).toBeVisible();
  await expectAccessible(page);

  // The PDF of the bill, made by the server, saved by the browser.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('billing.viewBill.pdf.download') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bill-\d{14}\.pdf$/);
  const saved = await download.createReadStream();
  const head = await new Promise<string>((resolve) => saved.once('data', (chunk: Buffer | string) => resolve(chunk.toString().slice(0, 5))));
  expect(head).toBe('%PDF-');

  await page.getByRole('button', { name: t('billing.viewBill.explainer.open') }).click();
  const parts = page.getByRole('table', { name: t('billing.viewBill.explainer.caption') });
  for (const against of ['previous', 'lastYear'] as const) {
    await page.getByRole('radio', { name: t(`billing.viewBill.explainer.${against}`) }).check();
    const amounts = await parts.locator('tbody td.num').allTextContents();
    expect(amounts).toHaveLength(5);
    const difference = await parts.locator('tfoot td.num').textContent();
    expect(amounts.reduce((sum, cell) => sum + thebeOf(cell), 0)).toBe(thebeOf(difference ?? ''));
  }
  await expect(page.getByRole('heading', { level: 3, name: t('billing.viewBill.projection.heading') })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: t('billing.viewBill.pay') }).click();
  await expect(page).toHaveURL(/\/PayBill$/);
});

test('viewBill: a failed explanation says why and Try again reads it; the bill stays', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await page.route(explainerUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await signIn(page, customer, '/ViewBill');
  await page.getByRole('button', { name: t('billing.viewBill.explainer.open') }).click();
  await expect(page.getByRole('alert')).toHaveText(new RegExp(t('error.GEN500')));
  await expect(page.getByRole('link', { name: t('billing.viewBill.pay') })).toBeVisible();
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('table', { name: t('billing.viewBill.explainer.caption') })).toBeVisible();
});
