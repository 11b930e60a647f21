import { expect, test } from '@playwright/test';
import { usageCalls } from '../../src/domain/usage.ts';
import { expectAccessible, reviewShot, text } from './support.ts';
import { createPerson, signIn } from './people.ts';
import { openInApp } from './inApp.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

test('usage: a customer reads a month by the day with the temperature, moves through the bars by keyboard, reads the table, and sees solar export below zero', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/Usages');
  await expect(page.locator('main h1')).toHaveText(t('usage.title'));
  await expect(page.getByRole('tab', { name: t('usage.service.electric'), selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('usage.service.water') })).toBeVisible();
  const reader = page.getByRole('slider');
  await expect(reader).toBeVisible();
  await expect(page.locator('.usage-summary')).toContainText('kWh');
  await page.getByRole('checkbox', { name: t('usage.weather.show') }).check();
  await expect(page.locator('.usage-chart__temperature')).toBeVisible();
  await expectAccessible(page);
  await reviewShot(page, 'usage-electric-month-weather');
  // Keyboard: Home goes to the first bar and reads it out; the right arrow to the next.
  await reader.focus();
  await page.keyboard.press('Home');
  await expect(reader).toHaveAttribute('aria-valuenow', '1');
  await page.keyboard.press('ArrowRight');
  await expect(reader).toHaveAttribute('aria-valuenow', '2');
  await expect(reader).toHaveAttribute('aria-valuetext', /kWh.*BWP|kWh.*P/);
  await page.getByRole('button', { name: t('usage.unit.cost') }).click();
  await page.getByRole('button', { name: t('usage.display.table') }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: t('usage.table.temperature') })).toBeVisible();
  await expectAccessible(page);
  // The month shown as files, from the keyboard: CSV, .xlsx and Green Button.
  for (const [format, extension] of [['csv', 'csv'], ['xlsx', 'xlsx'], ['espi', 'xml']] as const) {
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: t(`usage.download.${format}`) }).focus();
    await page.keyboard.press('Enter');
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^usage-\\d+-electric-\\d{4}-\\d{2}-01-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`));
    const file = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (format === 'csv') expect(bytes.toString('utf8')).toMatch(/^start,start_utc,seconds,usage_kWh,cost_BWP,temperature_mean_C/);
    if (format === 'xlsx') expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    if (format === 'espi') expect(bytes.toString('utf8')).toContain('<IntervalBlock xmlns="http://naesb.org/espi">');
  }
  await page.getByRole('tab', { name: t('usage.service.solar') }).click();
  await page.getByRole('button', { name: t('usage.view.hour'), exact: true }).click();
  await page.getByRole('button', { name: t('usage.display.chart') }).click();
  await page.getByRole('button', { name: t('usage.unit.kWh') }).click();
  await expect(page.locator('.usage-chart__bar--export').first()).toBeVisible();
  await reviewShot(page, 'usage-solar-hour');
});

test('usage: a failed read says why and Try again reads again, keeping the choice; a daily alert set below yesterday arrives in the inbox', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/usages');
  await expect(page.getByRole('slider')).toBeVisible();
  await page.route(`**/api/usage${usageCalls.electric}`, (route) => route.fulfill({ status: 500, json: { status: { code: 500, message: 'Server error', msgcode: 'GEN500' }, data: null } }), { times: 1 });
  await page.getByRole('button', { name: t('usage.view.month'), exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('usage.view.month'), exact: true, pressed: true })).toBeVisible();
  await expect(page.getByRole('slider')).toHaveAttribute('aria-valuemax', /^(1[0-2]|[1-9])$/);

  // Usage alerts, below the chart (the same customer, to stay cheap): a daily threshold below
  // yesterday's use raises its alert at once, and the message is in the inbox.
  const alerts = page.getByRole('region', { name: t('usage.usageAlerts.title') });
  const threshold = alerts.getByRole('textbox', { name: t('usage.usageAlerts.field.dailyThreshold') });
  await expect(threshold).toHaveValue('');
  await expect(alerts).toContainText(t('usage.usageAlerts.latest.none'));
  await threshold.fill('1');
  await alerts.getByRole('button', { name: t('usage.usageAlerts.submit') }).click();
  await expect(alerts.getByRole('status')).toHaveText(`${t('usage.usageAlerts.saved')} Your latest usage is above them: 1 alert was sent.`);
  await expect(alerts).toContainText(/Latest alert: on .+ you used [\d.,]+ kWh, above your threshold of 1 kWh\./);
  await expectAccessible(page);
  await openInApp(page, '/Notifications');
  await expect(page.locator('main')).toContainText('High daily electricity use');
});
