import { expect, test } from '@playwright/test';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

// One journey (issues 14 and 15): Other service saved part-way, resumed on another device from the
// tracker's Saved forms with what was typed, then deleted (gone after a reload).
test('savedForms: a customer saves Other service part-way, resumes it on another device with what was typed, and deletes it', async ({ page, browser, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/OtherService');
  await page.getByRole('combobox', { name: t('service.otherService.field.orderType') }).selectOption({ label: t('service.otherService.kind.METER') });
  await page.getByRole('combobox', { name: t('service.otherService.field.taskType') }).selectOption({ label: t('service.otherService.task.TEST_METER') });
  const message = 'The meter runs fast since the storm; the gate is open from 8.';
  await page.getByRole('textbox', { name: t('service.otherService.field.message') }).fill(message);
  await page.getByRole('button', { name: t('service.savedForms.save') }).click();
  await expect(page.getByText(t('service.savedForms.saved'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('service.savedForms.open') })).toBeVisible();

  // Another device: a browser of its own, signed in again.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, customer, '/serviceTracker');
  const title = t('service.savedForms.title', { flow: t('service.otherService.title'), step: t('service.otherService.step.details') });
  const list = other.getByRole('list', { name: t('service.savedForms.listLabel') });
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(other);
  await list.getByRole('link', { name: t('service.savedForms.resumeLabel', { title }) }).click();
  await expect(other).toHaveURL(/\/OtherService\?savedForm=[0-9a-f-]{36}$/);
  await expect(other.getByRole('combobox', { name: t('service.otherService.field.orderType') })).toHaveValue('METER');
  await expect(other.getByRole('combobox', { name: t('service.otherService.field.taskType') })).toHaveValue('TEST_METER');
  await expect(other.getByRole('textbox', { name: t('service.otherService.field.message') })).toHaveValue(message);

  // Deleted there, behind the confirmation: gone after a reload.
  await other.goto('/serviceTracker');
  await list.getByRole('button', { name: t('service.savedForms.deleteLabel', { title }) }).click();
  await other.getByRole('alertdialog', { name: t('service.savedForms.confirm.title') }).getByRole('button', { name: t('service.savedForms.confirm.yes') }).click();
  await expect(other.getByText(t('service.savedForms.empty'))).toBeVisible();
  await other.reload();
  await expect(other.getByText(t('service.savedForms.empty'))).toBeVisible();
  await expect(other.getByRole('heading', { name: title })).toHaveCount(0);
  await elsewhere.close();
});
