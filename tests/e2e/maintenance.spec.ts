import { expect, test } from '@playwright/test';
import { adminToken } from '../../playwright.config.ts';
import { text, visit } from './support.ts';

test.describe.configure({ mode: 'serial' });

test('/Maintenance shows the server message while maintenance is on', async ({ page, request }) => {
  const message = 'The portal is being upgraded until 14:00. Prepaid tokens can still be bought at service centres.';
  const on = await request.post('/api/admin/maintenance', {
    headers: { 'x-admin-token': adminToken },
    data: { active: true, message },
  });
  expect(on.status()).toBe(200);
  try {
    await visit(page, '/Maintenance');
    await expect(page.getByText(message)).toBeVisible();
  } finally {
    await request.post('/api/admin/maintenance', { headers: { 'x-admin-token': adminToken }, data: { active: false } });
  }
  await visit(page, '/Maintenance');
  await expect(page.getByText(text('EN_US', 'maintenance.over'))).toBeVisible();
});

test('the maintenance switch refuses a wrong admin token', async ({ request }) => {
  const reply = await request.post('/api/admin/maintenance', {
    headers: { 'x-admin-token': 'wrong' },
    data: { active: true, message: 'x' },
  });
  expect(reply.status()).toBeGreaterThanOrEqual(400);
  expect(reply.status()).toBeLessThan(500);
});
