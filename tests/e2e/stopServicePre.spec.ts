import { expect, test, type Page } from '@playwright/test';
import { createPeople } from './people.ts';
import { expectAccessible, text } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const next = (page: Page) => page.getByRole('button', { name: t('service.next') }).click();

// cheap: one journey against the server. A visitor proves the account by the holder's last name (a
// wrong one first), stops service in the spec's 4 steps, gets the reference and tracks the request
// by it without signing in. The other paths are view paths in jsdom and server tests.
test('stopServicePre: a visitor proves the account, stops service in four steps and tracks the request by reference', async ({ page, request }) => {
  const { accounts } = await createPeople(request, { accounts: ['customer-home'] });
  const account = accounts[0]!;
  await page.goto('/PreStopService');
  await expect(page.locator('main h1')).toHaveText(t('service.stop.title'));
  await expect(page.locator('.step-tracker__step')).toHaveCount(4);

  await expect(stepHeading(page, 'service.stop.step.account')).toBeVisible();
  await page.getByRole('textbox', { name: t('service.transfer.accountNumber') }).fill(account.accountNumber);
  await page.getByRole('textbox', { name: t('service.transfer.lastName') }).fill('Nobody');
  await page.getByRole('textbox', { name: t('service.transfer.email') }).fill('leaver@example.com');
  await page.getByRole('textbox', { name: t('service.transfer.phone') }).fill('71234567');
  await next(page);
  await expect(page.getByRole('alert')).toContainText(t('service.code.SRV_TRANSFER_IDENTITY'));
  await expectAccessible(page);
  await page.getByRole('textbox', { name: t('service.transfer.lastName') }).fill(account.holderLastName.toUpperCase());
  await next(page);

  // Still step 1 of 4: the account proven, its meter and balance.
  await expect(page.locator('main dl')).toContainText(account.accountNumber);
  await expect(page.getByRole('button', { name: t('service.back') })).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'service.stop.step.schedule')).toBeFocused();
  await page.getByRole('combobox', { name: t('service.stop.reason') }).selectOption('MOVING');
  await next(page);
  await expect(stepHeading(page, 'service.stop.step.mailing')).toBeFocused();
  await next(page);
  await expect(stepHeading(page, 'service.stop.step.review')).toBeFocused();
  await page.getByRole('button', { name: t('service.stop.submit') }).click();

  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeFocused();
  const reference = (await page.locator('main').textContent())!.match(/SR-[0-9A-F]{8}/)![0];
  await expectAccessible(page);
  await page.getByRole('link', { name: t('service.transfer.trackReference', { reference }) }).click();
  await expect(page).toHaveURL(new RegExp(`/ConnectMeTrackRequest/${reference}$`));
  await page.getByRole('textbox', { name: t('service.trackRequest.contact') }).fill('leaver@example.com');
  await page.getByRole('button', { name: t('service.trackRequest.submit') }).click();
  await expect(page.locator('main')).toContainText(t('service.tracker.status.Open'));
});
