import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const next = (page: Page) => page.getByRole('button', { name: t('service.next') }).click();

// One journey (issues 14 and 15): start service saved part-way on the appointment step, resumed on
// another device from the tracker's Saved forms with what was typed, finished and submitted there;
// after a reload the tracker lists the request and the saved form is gone.
test('savedForms: a customer saves start service part-way, resumes it on another device, submits it, and the saved form is gone', async ({ page, browser, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/StartService');
  await page.getByRole('textbox', { name: t('service.start.query') }).fill('PR-MAU-101');
  await page.getByRole('combobox', { name: t('service.start.town') }).selectOption('Maun');
  await page.getByRole('button', { name: t('service.start.search') }).click();
  await page.getByRole('button', { name: /^Start service at / }).click();
  await expect(stepHeading(page, 'service.start.step.customer')).toBeFocused();
  await page.getByRole('radio', { name: t('service.start.customerType.BUSINESS') }).check();
  await page.getByRole('textbox', { name: t('service.start.businessName') }).fill('Maun Bakery');
  await next(page);
  await expect(stepHeading(page, 'service.start.step.mailing')).toBeFocused();
  await next(page);
  await expect(stepHeading(page, 'service.start.step.appointment')).toBeFocused();
  await page.getByRole('textbox', { name: t('service.start.gateCode') }).fill('#12');
  await page.getByRole('button', { name: t('service.savedForms.save') }).click();
  await expect(page.getByText(t('service.savedForms.saved'))).toBeVisible();

  // Another device: a browser of its own, signed in again.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, customer, '/serviceTracker');
  const title = t('service.savedForms.title', { flow: t('service.start.title'), step: t('service.start.step.appointment') });
  const list = other.getByRole('list', { name: t('service.savedForms.listLabel') });
  await list.getByRole('link', { name: t('service.savedForms.resumeLabel', { title }) }).click();
  await expect(other).toHaveURL(/\/StartService\?savedForm=[0-9a-f-]{36}$/);
  await expect(stepHeading(other, 'service.start.step.appointment')).toBeVisible();
  await expect(other.getByRole('textbox', { name: t('service.start.gateCode') })).toHaveValue('#12');
  await expect(other.getByRole('button', { name: t('service.savedForms.save') })).toBeVisible();
  await expectAccessible(other);
  await next(other);
  await other.getByRole('radio', { name: t('service.start.yes') }).check();
  await other.getByRole('radio', { name: t('service.start.deposit.DEPOSIT') }).check();
  await next(other);
  await expect(stepHeading(other, 'service.start.step.preferences')).toBeFocused();
  await next(other);
  await expect(other.locator('.summary-list')).toContainText('Maun Bakery');
  await other.getByRole('button', { name: t('service.stop.submit') }).click();
  await expect(stepHeading(other, 'service.stop.doneTitle')).toBeFocused();
  await expect(other.getByRole('button', { name: t('service.savedForms.save') })).toHaveCount(0);
  const reference = (await other.locator('main').textContent())?.match(/SR-[0-9A-F]{8}/)?.[0] ?? '';
  expect(reference).toMatch(/^SR-/);

  // The tracker after a reload: the request, and no saved form left.
  await other.goto('/serviceTracker');
  await other.reload();
  await expect(other.getByRole('heading', { level: 2, name: t('service.tracker.requestName', { type: t('service.tracker.type.START'), reference }) })).toBeVisible();
  await expect(other.getByText(t('service.savedForms.empty'))).toBeVisible();
  await expect(other.getByRole('heading', { name: title })).toHaveCount(0);
  await elsewhere.close();
});
