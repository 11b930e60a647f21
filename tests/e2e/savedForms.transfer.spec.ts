import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';
import { chooseNewPremise } from './transfer.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const next = (page: Page) => page.getByRole('button', { name: t('service.next') }).click();

// One journey (issues 14 and 15) for Transfer service: saved on the mailing address, resumed on
// another device from the tracker's Saved forms with what was typed, submitted there; the tracker
// then lists both requests and no saved form any more.
test('savedForms.transfer: a customer saves a transfer on the mailing address, resumes it on another device, submits it, and the saved form is gone', async ({ page, browser, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/TransferService');
  await expect(stepHeading(page, 'service.transfer.step.moveOut')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'service.transfer.step.moveOutDate')).toBeFocused();
  // A calendar step is not saved (the calendar is read again whenever the step is entered).
  await expect(page.getByRole('button', { name: t('service.savedForms.save') })).toHaveCount(0);
  await next(page);
  await expect(stepHeading(page, 'service.transfer.step.moveIn')).toBeFocused();
  await chooseNewPremise(page, 'PR-KAS-101', 'Kasane');
  await expect(stepHeading(page, 'service.transfer.step.moveInDate')).toBeFocused();
  await next(page);
  await expect(stepHeading(page, 'service.transfer.step.mailing')).toBeFocused();
  const street = 'Plot 77, Tsholofelo Close';
  await page.getByRole('textbox', { name: t('service.address.address1'), exact: true }).fill(street);
  await page.getByRole('button', { name: t('service.savedForms.save') }).click();
  await expect(page.getByText(t('service.savedForms.saved'))).toBeVisible();

  // Another device: a browser of its own, signed in again.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, customer, '/serviceTracker');
  const title = t('service.savedForms.title', { flow: t('service.transfer.title'), step: t('service.transfer.step.mailing') });
  const list = other.getByRole('list', { name: t('service.savedForms.listLabel') });
  await list.getByRole('link', { name: t('service.savedForms.resumeLabel', { title }) }).click();
  await expect(other).toHaveURL(/\/TransferService\?savedForm=[0-9a-f-]{36}$/);
  await expect(stepHeading(other, 'service.transfer.step.mailing')).toBeVisible();
  await expect(other.getByRole('textbox', { name: t('service.address.address1'), exact: true })).toHaveValue(street);
  await expectAccessible(other);
  await next(other);
  await expect(stepHeading(other, 'service.transfer.step.review')).toBeFocused();
  await expect(other.locator('.summary-list')).toContainText(street);
  await expect(other.locator('.summary-list')).toContainText('Kasane');
  await other.getByRole('button', { name: t('service.transfer.submit') }).click();
  await expect(stepHeading(other, 'service.stop.doneTitle')).toBeFocused();
  const references = (await other.locator('main').textContent())!.match(/SR-[0-9A-F]{8}/g) ?? [];
  expect(new Set(references).size).toBe(2);

  // The tracker, reloaded: both requests listed, the saved form gone.
  await other.goto('/serviceTracker');
  await other.reload();
  for (const reference of references) await expect(other.locator('main')).toContainText(reference);
  await expect(other.getByText(t('service.savedForms.empty'))).toBeVisible();
  await expect(other.getByRole('heading', { name: title })).toHaveCount(0);
  await elsewhere.close();
});
