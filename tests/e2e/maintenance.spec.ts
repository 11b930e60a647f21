import { expect, test } from '@playwright/test';
import { adminToken } from '../../playwright.config.ts';
import { appVersion } from '../../src/domain/constants.ts';
import { expectAccessible, languages, text, useLanguage, visit } from './support.ts';

const admin = { 'x-admin-token': adminToken };

test.describe.configure({ mode: 'serial' });

test('/Maintenance shows the server message while maintenance is on, in every language', async ({ browser, request, baseURL }) => {
  const message = 'The portal is being upgraded until 14:00. Prepaid tokens can still be bought at service centres.';
  const on = await request.post('/api/admin/maintenance', { headers: admin, data: { active: true, message } });
  expect(on.status()).toBe(200);
  try {
    for (const language of languages) {
      const context = await browser.newContext();
      await useLanguage(context, baseURL!, language);
      const page = await context.newPage();
      await visit(page, '/Maintenance');
      await expect(page.locator('main h1')).toHaveText(text(language, 'maintenance.title'));
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(text(language, 'footer.version', { version: appVersion }));
      await context.close();
    }
  } finally {
    await request.post('/api/admin/maintenance', { headers: admin, data: { active: false } });
  }
});

test('the maintenance switch refuses a wrong admin token', async ({ request }) => {
  const reply = await request.post('/api/admin/maintenance', {
    headers: { 'x-admin-token': 'wrong' },
    data: { active: true, message: 'x' },
  });
  expect(reply.status()).toBeGreaterThanOrEqual(400);
  expect(reply.status()).toBeLessThan(500);
});

test('maintenance switched on sends a signed-out visitor to /Maintenance, and off back to /login', async ({ page, request }) => {
  test.slow();
  await visit(page, '/login');
  const message = 'Planned maintenance: the portal is back at 14:00.';
  await request.post('/api/admin/maintenance', { headers: admin, data: { active: true, message } });
  try {
    await expect(page).toHaveURL(/\/Maintenance$/, { timeout: 15_000 });
    await expect(page.getByText(message)).toBeVisible();
    await expectAccessible(page);
  } finally {
    await request.post('/api/admin/maintenance', { headers: admin, data: { active: false } });
  }
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
});
