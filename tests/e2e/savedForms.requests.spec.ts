import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const pdf = (title: string) => Buffer.from(`%PDF-1.7\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const kinds = ['identification', 'proofOfResidence', 'proofOfIncome'];

// One journey (issues 14 and 15, the KYC request; meter inspection and new connection save the same
// way, tested on their pages): saved on the documents step with the three uploads, resumed on another
// device from the tracker's Saved forms with the uploads and what was typed, submitted with those
// uploads; after a reload the tracker lists the request and the saved form is gone.
test('savedForms: a KYC request saved with its documents is resumed on another device, submitted with those documents, and its saved form is gone', async ({ page, browser, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/KYCRequest');
  const field = (p: Page, id: string) => p.getByRole('textbox', { name: t(`service.kyc.field.${id}`), exact: true });
  await field(page, 'idNumber').fill('123415678');
  await field(page, 'dateOfBirth').fill('14/03/1988');
  for (const [id, value] of Object.entries({ fullName: 'Neo Kgosi', primaryPhone: '71234567', email: 'neo.kgosi@example.com', plotNumber: '1454', street: 'Boseja Road', area: 'Boseja', city: 'Maun' })) await field(page, id).fill(value);
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(stepHeading(page, 'service.kyc.step.documents')).toBeFocused();
  for (const kind of kinds) {
    const upload = page.getByRole('group', { name: t(`service.kyc.document.${kind}`) });
    await upload.locator('input[type=file]').setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf(kind) });
    await expect(upload.getByText(`${kind}.pdf`, { exact: true })).toBeVisible();
  }
  await expect(page.locator('progress')).toHaveCount(0);
  await page.getByRole('button', { name: t('service.savedForms.save') }).click();
  await expect(page.getByText(t('service.savedForms.saved'))).toBeVisible();
  await expectAccessible(page);

  // Another device: a browser of its own, signed in again.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, customer, '/serviceTracker');
  const title = t('service.savedForms.title', { flow: t('service.kyc.title'), step: t('service.kyc.step.documents') });
  const list = other.getByRole('list', { name: t('service.savedForms.listLabel') });
  await list.getByRole('link', { name: t('service.savedForms.resumeLabel', { title }) }).click();
  await expect(other).toHaveURL(/\/KYCRequest\?savedForm=[0-9a-f-]{36}$/);
  await expect(stepHeading(other, 'service.kyc.step.documents')).toBeVisible();
  for (const kind of kinds) await expect(other.getByRole('group', { name: t(`service.kyc.document.${kind}`) }).getByText(`${kind}.pdf`, { exact: true })).toBeVisible();
  await other.getByRole('button', { name: t('service.back') }).click();
  await expect(field(other, 'idNumber')).toHaveValue('123415678');
  await expect(field(other, 'dateOfBirth')).toHaveValue('14/03/1988');
  await other.getByRole('button', { name: t('service.next') }).click();
  await other.getByRole('button', { name: t('service.next') }).click();
  await expect(stepHeading(other, 'service.kyc.step.review')).toBeFocused();
  await other.getByRole('button', { name: t('service.kyc.submit') }).click();
  await expect(stepHeading(other, 'service.stop.doneTitle')).toBeFocused();
  const reference = (await other.locator('main').textContent())?.match(/SR-[0-9A-Z]{8}/)?.[0] ?? '';
  expect(reference).toMatch(/^SR-[0-9A-Z]{8}$/);

  // The tracker loaded afresh (as after a reload): the request is listed, the saved form is gone.
  await other.goto('/serviceTracker');
  await expect(other.getByRole('article', { name: t('service.tracker.requestName', { type: t('service.tracker.type.KYC'), reference }) })).toBeVisible();
  await expect(other.getByText(t('service.savedForms.empty'))).toBeVisible();
  await expect(other.getByRole('heading', { name: title })).toHaveCount(0);
  await elsewhere.close();
});
