/**
 * The acceptance journey of outage alerts (issue 18), in Chromium against the real server: a
 * customer (a fresh copy of demo.customer, on the Francistown flat, where no other spec reports)
 * reports an outage at their premise; the utility confirms it there (the admin call starts an
 * outage at the reported point) and the amber outage banner shows; the admin call restores it and
 * the customer's inbox has the message. The outage is small and lives a few seconds, at a premise
 * of this test's own account.
 */
import { expect, test } from '@playwright/test';
import { adminBasePath } from '../../src/domain/admin.ts';
import { devAdminCalls } from '../../src/domain/devAdmin.ts';
import type { OutageFeature } from '../../src/domain/outage.ts';
import { adminHeaders, createPerson, signIn } from './people.ts';
import { openInApp } from './inApp.ts';
import { expectAccessible, reviewShot, text } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

test('a customer reports an outage at their premise, sees the amber banner, and the inbox tells them when it is restored', async ({ page, request }) => {
  const person = await createPerson(request, 'demo.customer');
  const flat = person.accountDetails.find((account) => account.like === 'customer-flat')!.accountNumber;
  await signIn(page, person, '/dashboard');
  // The Francistown flat: chosen in the account menu.
  await page.getByRole('button', { name: new RegExp(person.accounts[0]!) }).first().click();
  await page.getByRole('menuitemradio').filter({ hasText: flat }).click();
  await expect(page.getByRole('main')).toContainText(flat);

  // The report is made at the premise's own point, which the page reads with the lookup by account.
  const premise = page.waitForResponse((response) => response.url().endsWith('/api/outage/by-account'));
  await openInApp(page, '/ReportOutage');
  const place = ((await (await premise).json()) as { data: { place: { latitude: number; longitude: number } } }).data.place;
  await expect(page.locator('.report-outage__place')).toContainText('Francistown');
  await page.getByRole('combobox', { name: t('outage.report.type.label') }).selectOption('noPower');
  await page.getByRole('button', { name: t('outage.report.details.continue') }).click();
  await page.getByRole('button', { name: t('outage.report.review.submit') }).click();
  await expect(page.locator('.report-outage__receipt')).toContainText(/RPT-[A-Z2-9]{8}/);

  // The utility confirms the outage where it was reported.
  const started = await request.post(`${adminBasePath}${devAdminCalls.outages}`, {
    headers: adminHeaders,
    data: { action: 'start', town: 'Francistown', area: 'Haskins Street', cause: 'underInvestigation', affectedCustomers: 3, latitude: place.latitude, longitude: place.longitude, radiusKm: 0.1 },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const outage = ((await started.json()) as { data: OutageFeature }).data;
  try {
    // The top notification banner (amber) of the account says so on the next load.
    await page.goto('/dashboard');
    const banner = page.locator('.notification-banner--outage');
    await expect(banner).toContainText('Power outage at your address', { timeout: 20_000 });
    await expect(banner).toContainText('Francistown: crews are assessing the outage.');
    await expectAccessible(page);
    await reviewShot(page, 'outage-banner-1280');
  } finally {
    const restored = await request.post(`${adminBasePath}${devAdminCalls.outages}`, { headers: adminHeaders, data: { action: 'restore', reference: outage.id } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
  await openInApp(page, '/Notifications');
  await expect(page.locator('main')).toContainText('Power restored');
});
