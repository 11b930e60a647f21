import { expect, test, type Page } from '@playwright/test';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { serviceCalls } from '../../src/domain/serviceRequests.ts';
import { createPeople } from './people.ts';
import { expectAccessible, text } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const next = (page: Page) => page.getByRole('button', { name: t('service.next') }).click();

// cheap: one journey against the server. A visitor proves the account by the holder's last name,
// goes through the 8 steps, and the first submission is answered "the move-in time was taken" (faked
// with page.route, the real race is tests/server/pre-transfer-service.test.ts): the schedule failure
// page offers the other free times from the real calendar, picking one sends the request for real;
// the Success page names both references and one is tracked without signing in. The other paths are
// view paths in jsdom.
test('transferServicePre: a visitor transfers in eight steps, the move-in time taken meanwhile is booked again from the schedule failure page, and the request is tracked by reference', async ({ page, request }) => {
  const { accounts } = await createPeople(request, { accounts: ['customer-home'] });
  const account = accounts[0]!;
  await page.goto('/TransferServicePrelogin');
  await expect(page.locator('main h1')).toHaveText(t('service.transfer.title'));
  await expect(page.locator('.step-tracker__step')).toHaveCount(8);

  await expect(stepHeading(page, 'service.transfer.step.identify')).toBeVisible();
  await page.getByRole('textbox', { name: t('service.transfer.accountNumber') }).fill(account.accountNumber);
  await page.getByRole('textbox', { name: t('service.transfer.lastName') }).fill('Nobody');
  await next(page);
  await expect(page.getByRole('alert')).toContainText(t('service.code.SRV_TRANSFER_IDENTITY'));
  await expectAccessible(page);
  await page.getByRole('textbox', { name: t('service.transfer.lastName') }).fill(account.holderLastName.toUpperCase());
  await next(page);

  await expect(stepHeading(page, 'service.transfer.step.moveOut')).toBeFocused();
  await expect(page.locator('main')).toContainText(account.accountNumber);
  await next(page);
  await expect(stepHeading(page, 'service.transfer.step.moveOutDate')).toBeFocused();
  await next(page);

  await expect(stepHeading(page, 'service.transfer.step.moveIn')).toBeFocused();
  await page.getByRole('textbox', { name: t('service.start.query') }).fill('Plot');
  await page.getByRole('combobox', { name: t('service.start.town') }).selectOption('Palapye');
  await page.getByRole('button', { name: t('service.start.search') }).click();
  await page.getByRole('button', { name: /^Start service at / }).first().click();
  await expect(stepHeading(page, 'service.transfer.step.moveInDate')).toBeFocused();
  await next(page);

  await expect(stepHeading(page, 'service.transfer.step.contact')).toBeFocused();
  await page.getByRole('textbox', { name: t('service.transfer.email') }).fill('mover@example.com');
  await page.getByRole('textbox', { name: t('service.transfer.phone') }).fill('71234567');
  await next(page);
  await expect(stepHeading(page, 'service.transfer.step.mailing')).toBeFocused();
  await next(page);
  await expect(stepHeading(page, 'service.transfer.step.review')).toBeFocused();
  await expect(page.locator('.summary-list')).toContainText('mover@example.com');

  // The first submission finds the move-in time taken meanwhile.
  let faked = false;
  await page.route(`**${apiAreas.service}${serviceCalls.preTransfer}`, async (route) => {
    if (faked) return route.continue();
    faked = true;
    await route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: { code: 409, msgcode: 'SRV_MOVE_IN_SLOT_FULL', message: '' }, data: null }) });
  });
  await page.getByRole('button', { name: t('service.transfer.submit') }).click();
  await expect(stepHeading(page, 'service.transfer.scheduleFailure.title')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText(t('service.code.SRV_MOVE_IN_SLOT_FULL'));
  await expectAccessible(page);
  // The offered times are a row of buttons, not a bulleted list.
  await expect(page.locator('.slot-offers').first()).toHaveCSS('list-style-type', 'none');
  await page.locator('.slot-offers button').nth(2).click();

  // The transfer travels in the address (each tab its own): a reload keeps both references.
  await expect(page).toHaveURL(/\/TransferServiceSuccessPre\?out=SR-/);
  await expect(page.locator('main h1')).toHaveText(t('service.stop.doneTitle'));
  const references = (await page.locator('main').textContent())!.match(/SR-[0-9A-F]{8}/g) ?? [];
  expect(new Set(references).size).toBe(2);
  await expectAccessible(page);
  await page.reload();
  for (const reference of references) await expect(page.locator('main')).toContainText(reference);

  await page.getByRole('link', { name: t('service.transfer.trackReference', { reference: references[1]! }) }).click();
  await expect(page).toHaveURL(new RegExp(`/ConnectMeTrackRequest/${references[1]}$`));
  await page.getByRole('textbox', { name: t('service.trackRequest.contact') }).fill('71234567');
  await page.getByRole('button', { name: t('service.trackRequest.submit') }).click();
  await expect(page.locator('main')).toContainText(t('service.tracker.status.Open'));
});
