import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, text } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const pdf = (title: string) => Buffer.from(`%PDF-1.7\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(600, 0x20)]);
const documents = [
  { kind: 'proofOfOwnership', name: 'title-deed.pdf', mimeType: 'application/pdf', buffer: pdf('title deed') },
  { kind: 'idOrPassport', name: 'omang.png', mimeType: 'image/png', buffer: png },
  { kind: 'affidavit', name: 'affidavit.pdf', mimeType: 'application/pdf', buffer: pdf('affidavit') },
  { kind: 'sketchPlan', name: 'sketch-plan.pdf', mimeType: 'application/pdf', buffer: pdf('sketch plan') },
];

// One journey (issue 14's acceptance): a visitor starts service in the local market with four
// uploads, then tracks the request by its reference and email without signing in. The failure
// paths (refused files, ineligible premise, not found) are the view paths' and the server tests'.
test('preStartService: a visitor starts service with four documents in four steps, then tracks the request by reference without signing in', async ({ page }) => {
  await page.goto('/PreStartService');
  await expect(page.locator('main h1')).toHaveText(t('service.preStart.title'));
  await expect(page.getByRole('navigation', { name: t('steps.label') }).getByRole('listitem')).toHaveCount(4);
  // A free premise of Ghanzi, a town no other journey books in.
  await page.getByRole('textbox', { name: t('service.start.query') }).fill('PR-GHA-101');
  await page.getByRole('combobox', { name: t('service.start.town') }).selectOption('Ghanzi');
  await page.getByRole('button', { name: t('service.start.search') }).click();
  await page.getByRole('button', { name: /^Start service at / }).click();

  await expect(stepHeading(page, 'service.preStart.step.details')).toBeFocused();
  await expect(page.getByRole('radio', { name: t('service.preStart.customerType.DOMESTIC') })).toBeChecked();
  await expect(page.getByRole('textbox', { name: t('service.preStart.field.city') })).toHaveValue('Ghanzi');
  const fill = (id: string, value: string) => page.getByRole('textbox', { name: t(`service.preStart.field.${id}`), exact: true }).fill(value);
  await fill('fullName', 'Neo Kgosi');
  await fill('primaryPhone', '71234567');
  await fill('email', 'neo.kgosi@example.com');
  await fill('nationalId', '123415678');
  await fill('plotNumber', '2190');
  await fill('area', 'Old Town');
  await fill('district', 'Ghanzi');
  await page.getByRole('button', { name: t('service.next') }).click();

  // 8am-10am by default, on the next free day.
  await expect(stepHeading(page, 'service.preStart.step.appointment')).toBeFocused();
  await expect(page.getByRole('radio', { name: /^8:00 AM to 10:00 AM/ })).toBeChecked();
  await page.getByRole('button', { name: t('service.next') }).click();

  await expect(stepHeading(page, 'service.preStart.step.documents')).toBeFocused();
  for (const document of documents) {
    const field = page.getByRole('group', { name: t(`service.preStart.document.${document.kind}`) });
    await field.locator('input[type=file]').setInputFiles({ name: document.name, mimeType: document.mimeType, buffer: document.buffer });
    await expect(field.getByText(document.name, { exact: true })).toBeVisible();
  }
  await expect(page.locator('progress')).toHaveCount(0);
  await page.getByRole('checkbox', { name: t('service.preStart.terms') }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('service.stop.submit') }).click();

  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeFocused();
  const reference = (await page.locator('main').textContent())?.match(/SR-[0-9A-Z]{8}/)?.[0] ?? '';
  expect(reference).toMatch(/^SR-[0-9A-Z]{8}$/);
  await page.getByRole('link', { name: t('service.preStart.track') }).click();

  await expect(page).toHaveURL(new RegExp(`/ConnectMeTrackRequest/${reference}$`));
  await expect(page.getByRole('textbox', { name: t('service.trackRequest.reference') })).toHaveValue(reference);
  await page.getByRole('textbox', { name: t('service.trackRequest.contact') }).fill('NEO.KGOSI@example.com');
  await page.getByRole('button', { name: t('service.trackRequest.submit') }).click();
  const found = page.getByRole('article');
  await expect(found.getByRole('heading', { level: 2 })).toContainText(reference);
  await expect(found).toContainText(t('service.tracker.status.Open'));
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
});
