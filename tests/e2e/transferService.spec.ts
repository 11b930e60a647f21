import { expect, test, type Page } from '@playwright/test';
import { createPerson, signIn } from './people.ts';
import { expectAccessible, text } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const next = (page: Page) => page.getByRole('button', { name: t('service.next') }).click();
const allDay = new RegExp(`^${t('service.slot.allDay').replace(/[()]/g, '\\$&')}`);

// cheap: one journey against the server (the move-out check, the move-in check naming the account
// left, one submission making both requests, both in the tracker); the other paths are view paths in jsdom.
test('transferService: a customer moves from the selected account to a free premise in six steps and finds both requests in the tracker', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/TransferService');
  await expect(page.locator('main h1')).toHaveText(t('service.transfer.title'));
  await expect(stepHeading(page, 'service.transfer.step.moveOut')).toBeVisible();
  await expect(page.locator('main')).toContainText(customer.accountDetails[0]!.accountNumber);
  await next(page);

  // ALLDAY on the first free day by default: a move.
  await expect(stepHeading(page, 'service.transfer.step.moveOutDate')).toBeFocused();
  await expect(page.getByRole('radio', { name: allDay })).toBeChecked();
  await next(page);

  await expect(stepHeading(page, 'service.transfer.step.moveIn')).toBeFocused();
  await page.getByRole('textbox', { name: t('service.start.query') }).fill('PR-KAS-101');
  await page.getByRole('combobox', { name: t('service.start.town') }).selectOption('Kasane');
  await page.getByRole('button', { name: t('service.start.search') }).click();
  await page.getByRole('button', { name: /^Start service at / }).click();

  await expect(stepHeading(page, 'service.transfer.step.moveInDate')).toBeFocused();
  await expect(page.getByRole('radio', { name: allDay })).toBeChecked();
  await next(page);
  // The mailing address on file.
  await expect(stepHeading(page, 'service.transfer.step.mailing')).toBeFocused();
  await next(page);

  await expect(stepHeading(page, 'service.transfer.step.review')).toBeFocused();
  await expect(page.locator('.summary-list')).toContainText('Kasane');
  await expectAccessible(page);
  await page.getByRole('button', { name: t('service.transfer.submit') }).click();
  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeFocused();
  const references = (await page.locator('main').textContent())!.match(/SR-[0-9A-F]{8}/g) ?? [];
  expect(new Set(references).size).toBe(2);

  await page.getByRole('link', { name: t('service.tracker.open') }).click();
  for (const reference of references) await expect(page.locator('main')).toContainText(reference);
  await expect(page.locator('main')).toContainText(`${t('service.tracker.type.STOP')} ${references[0]}`);
  await expect(page.locator('main')).toContainText(`${t('service.tracker.type.TRANSFER')} ${references[1]}`);
});
