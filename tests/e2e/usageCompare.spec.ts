import { expect, test } from '@playwright/test';
import { usageCalls } from '../../src/domain/usage.ts';
import { expectAccessible, reviewShot, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

test('compare: a customer reads the month against the month before and last year, steps back a month, and sees similar homes', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/Compare');
  await expect(page.locator('main h1')).toHaveText(t('usage.compare.title'));
  const periods = page.getByRole('table', { name: t('usage.compare.periods.title') });
  await expect(periods).toBeVisible();
  // This month so far, the month before and the same month last year.
  await expect(periods.locator('tbody tr')).toHaveCount(3);
  await expect(page.locator('.usage-summary').first()).toContainText(/a day/);
  await expect(page.getByRole('heading', { name: t('usage.compare.neighbours.title') })).toBeVisible();
  await expect(page.locator('.usage-compare__facts')).toContainText(t('usage.compare.neighbours.efficient'));
  await expectAccessible(page);
  await reviewShot(page, 'usage-compare-electric');
  // Keyboard: the month before, then the periods chart read bar by bar.
  await page.getByRole('button', { name: t('usage.previous.day') }).focus();
  await page.keyboard.press('Enter');
  const reader = page.getByRole('slider').first();
  await expect(reader).toHaveAttribute('aria-valuemax', '3');
  await reader.focus();
  await page.keyboard.press('Home');
  await expect(reader).toHaveAttribute('aria-valuetext', /average a day.*kWh/);
  await page.getByRole('tab', { name: t('usage.service.water') }).click();
  await expect(page.getByRole('columnheader', { name: t('usage.table.volume') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('usage.compare.neighbours.title') })).toHaveCount(0);
});

test('compare: a failed read says why and Try again reads again, keeping the month', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/Compare');
  const month = page.locator('.usage-nav h2');
  await expect(page.getByRole('table')).toBeVisible();
  const shown = await month.textContent();
  await page.route(`**/api/usage${usageCalls.compare}`, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await page.getByRole('button', { name: t('usage.previous.day') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  const before = await month.textContent();
  expect(before).not.toBe(shown);
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(month).toHaveText(before ?? '');
});
