import { expect, test } from '@playwright/test';
import { rateAnalysisCalls } from '../../src/domain/rateAnalysis.ts';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const loadUrl = `**/api/*${rateAnalysisCalls.load}?*`;

test('rateAnalysis: a customer compares the tariffs on their last 12 bills, cheapest first, and one month by month; a failed load is tried again', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  // The first load fails: the message and Try again.
  await page.route(loadUrl, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await signIn(page, customer, '/RateAnalysis');
  await expect(page.locator('main h1')).toHaveText(t('billing.rateAnalysis.title'));
  await expect(page.getByRole('alert')).toContainText(t('error.GEN500'));
  await page.getByRole('button', { name: t('common.retry') }).click();

  await expect(page.getByRole('heading', { level: 2, name: t('billing.rateAnalysis.result.title') })).toBeFocused();
  const options = page.getByRole('table', { name: t('billing.rateAnalysis.options.caption', { months: '12' }) });
  const rows = options.getByRole('row');
  await expect(rows).toHaveCount(3);
  // The tariffs a home may take (not the business ones), each with a price, the customer's own marked.
  await expect(options.getByRole('rowheader')).toHaveText([/^Domestic( Flat Rate)?$/, /^Domestic( Flat Rate)?$/]);
  await expect(options.getByRole('row').filter({ hasText: t('billing.rateAnalysis.yourTariff') })).toHaveCount(1);
  await expect(page.locator('main')).toContainText(/kWh/);
  await expectAccessible(page);

  const chooser = page.getByRole('combobox', { name: t('billing.rateAnalysis.months.choose') });
  await chooser.selectOption({ label: 'Domestic Flat Rate' });
  const months = page.getByRole('table', { name: t('billing.rateAnalysis.months.caption', { tariff: 'Domestic Flat Rate' }) });
  await expect(months.getByRole('row')).toHaveCount(13);
  await expect(months.getByRole('columnheader', { name: 'Domestic Flat Rate' })).toBeVisible();
});
