import { expect, test } from '@playwright/test';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string) => text('EN_US', id);

test('paperless: a customer turns paperless billing off and on again, and saves the summary bill format on Account Information', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/AccountInformation');
  await expect(page.locator('main h1')).toHaveText(t('account.paperless.title'));
  // The demo customer gets bills by email: off, then on again.
  await expect(page.getByText(/Paperless billing is on/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('account.paperless.paperless.turnOff') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('account.paperless.notice.paperlessOff') })).toBeVisible();
  await expect(page.getByText(t('account.paperless.paperless.off'))).toBeVisible();

  await page.getByRole('button', { name: t('account.paperless.paperless.turnOn') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('account.paperless.notice.paperlessOn') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('account.paperless.paperless.turnOff') })).toBeEnabled();

  const save = page.getByRole('button', { name: t('account.paperless.format.save') });
  await expect(save).toBeDisabled();
  await page.getByRole('radio', { name: t('account.paperless.format.summary') }).check();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: t('account.paperless.notice.formatSaved') })).toBeVisible();
  await expectAccessible(page);

  // Both changes are the account's now.
  await page.reload();
  await expect(page.getByRole('button', { name: t('account.paperless.paperless.turnOff') })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: t('account.paperless.format.summary') })).toBeChecked();
});
