import { expect, test } from '@playwright/test';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';
import { openInApp } from './inApp.ts';

// cheap: one customer of its own, one save, the inbox opened in the app. The rules and failures are in
// vitest (tests/machines, tests/component/paths/views/usageAlerts.view.test.tsx, tests/server/usage-alerts.test.ts).
const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

test('usage alerts: a customer sets a daily threshold below yesterday’s use on /usages, the alert is sent at once and is in the inbox', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/usages');
  const section = page.getByRole('region', { name: t('usage.usageAlerts.title') });
  const threshold = section.getByRole('textbox', { name: t('usage.usageAlerts.field.dailyThreshold') });
  await expect(threshold).toHaveValue('');
  await expect(section).toContainText(t('usage.usageAlerts.latest.none'));
  await threshold.fill('1');
  await section.getByRole('button', { name: t('usage.usageAlerts.submit') }).click();
  await expect(section.getByRole('status')).toContainText(t('usage.usageAlerts.saved'));
  await expect(section.getByRole('status')).toContainText('Your latest usage is above them: 1 alert was sent.');
  await expect(section).toContainText(/Latest alert: on .+ you used [\d.,]+ kWh, above your threshold of 1 kWh\./);
  await expectAccessible(page);
  await openInApp(page, '/Notifications');
  await expect(page.locator('main')).toContainText('High daily electricity use');
});
