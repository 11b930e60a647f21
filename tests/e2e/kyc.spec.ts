import { expect, test, type Page } from '@playwright/test';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { documentCalls, type UploadedDocument } from '../../src/domain/documents.ts';
import { kycCalls, type KycReceipt } from '../../src/domain/kyc.ts';
import { bearerOf, createPerson, signIn } from './people.ts';
import { expectAccessible, text } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const api = (path: string) => `${apiAreas.service}${path}`;
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const pdf = (title: string) => Buffer.from(`%PDF-1.7\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const referenceOn = async (page: Page) => (await page.locator('main').textContent())?.match(/SR-[0-9A-Z]{8}/)?.[0] ?? '';

/** The applicant step as a person types it (everything typed, whatever was filled in). */
async function fillApplicant(page: Page) {
  const fill = (id: string, value: string) => page.getByRole('textbox', { name: t(`service.kyc.field.${id}`), exact: true }).fill(value);
  for (const [id, value] of Object.entries({ fullName: 'Neo Kgosi', idNumber: '123415678', dateOfBirth: '14/03/1988', primaryPhone: '71234567', email: 'neo.kgosi@example.com', plotNumber: '1454', street: 'Boseja Road', area: 'Boseja', city: 'Maun' })) {
    await fill(id, value);
  }
}

/** The documents step: one PDF per field shown. */
async function uploadAll(page: Page, kinds: string[]) {
  await expect(stepHeading(page, 'service.kyc.step.documents')).toBeFocused();
  for (const kind of kinds) {
    const field = page.getByRole('group', { name: t(`service.kyc.document.${kind}`) });
    await field.locator('input[type=file]').setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf(kind) });
    await expect(field.getByText(`${kind}.pdf`, { exact: true })).toBeVisible();
  }
  await expect(page.locator('progress')).toHaveCount(0);
}

// Issue 15's acceptance: demo.customer's company KYC with two shareholders through the page (its
// residential one through the API), both in the tracker after a reload; a visitor's KYC without
// signing in, tracked by its reference. The refusals are the view paths' and the server tests'.
test('kyc: demo.customer submits a company KYC with two shareholders (and a residential one by the API); both show in the service tracker after a reload', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  const accountNumber = customer.accountDetails[0]!.accountNumber;

  // The residential request through the API: three uploads, then the request.
  const headers = await bearerOf(request, customer);
  const documents: Record<string, string> = {};
  for (const kind of ['identification', 'proofOfResidence', 'proofOfIncome']) {
    const uploaded = await request.post(api(documentCalls.upload), { headers, multipart: { files: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf(kind) } } });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    documents[kind] = ((await uploaded.json()) as { data: UploadedDocument[] }).data[0]!.documentId;
  }
  const residential = await request.post(api(kycCalls.submit), {
    headers,
    data: { kycType: 'Residential', accountNumber, applicantType: 'Tenant', fullName: 'Neo Kgosi', identityType: 'Passport', idNumber: 'BP1234567', dateOfBirth: '14/03/1988', landOwner: false, primaryPhone: '71234567', email: 'neo.kgosi@example.com', plotNumber: '1454', street: 'Boseja Road', area: 'Boseja', city: 'Maun', documents },
  });
  expect(residential.ok(), await residential.text()).toBe(true);
  const home = ((await residential.json()) as { data: KycReceipt }).data.reference;

  await signIn(page, customer, '/KYCRequest');
  await expect(page.locator('main h1')).toHaveText(t('service.kyc.title'));
  await expect(page.getByRole('radio', { name: t('service.kyc.kycType.Residential') })).toBeChecked();
  await expect(page.getByRole('combobox', { name: t('service.kyc.applicantType') })).toHaveValue('Owner');
  // The customer's known details are filled in (the profile's name and email).
  await expect(page.getByRole('textbox', { name: t('service.kyc.field.fullName'), exact: true })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: t('service.kyc.field.email'), exact: true })).toHaveValue(/@/);
  await page.getByRole('radio', { name: t('service.kyc.kycType.Company') }).check();
  await expect(page.getByRole('navigation', { name: t('steps.label') }).getByRole('listitem')).toHaveCount(4);
  await fillApplicant(page);
  await page.getByRole('button', { name: t('service.next') }).click();

  await expect(stepHeading(page, 'service.kyc.step.company')).toBeFocused();
  const fill = (id: string, value: string) => page.getByRole('textbox', { name: t(`service.kyc.field.${id}`), exact: true }).fill(value);
  await fill('companyName', 'Boseja Traders');
  await page.getByRole('combobox', { name: t('service.kyc.field.industryType') }).selectOption('Retail');
  await fill('registrationNumber', 'BW00001234');
  await fill('taxNumber', '123456789');
  await fill('contactPerson', 'Mpho Kgosi');
  await page.getByRole('button', { name: t('service.kyc.addShareholder') }).click();
  const holder = (field: string, number: number, value: string) => page.getByRole('textbox', { name: t(`service.kyc.shareholder.${field}`, { number: String(number) }), exact: true }).fill(value);
  for (const [number, name, id, share] of [[1, 'Neo Kgosi', '123415678', '60'], [2, 'Mpho Kgosi', '223415679', '50']] as const) {
    await holder('name', number, name);
    await holder('idNumber', number, id);
    await holder('share', number, share);
  }
  // 60% + 50% and a tax number failing its check: each says so.
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(page.getByText(t('service.kyc.code.KYC_SHARES_TOTAL'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('service.kyc.field.taxNumber') })).toHaveAccessibleDescription(t('service.kyc.code.KYC_TAX_CHECK'));
  await expectAccessible(page);
  await holder('share', 2, '40');
  await fill('taxNumber', '123456780');
  await page.getByRole('button', { name: t('service.next') }).click();

  await uploadAll(page, ['identification', 'proofOfResidence', 'proofOfIncome', 'registrationCertificate']);
  await page.getByRole('button', { name: t('service.next') }).click();
  await expect(stepHeading(page, 'service.kyc.step.review')).toBeFocused();
  await expect(page.locator('dl')).toContainText('Neo Kgosi (60%); Mpho Kgosi (40%)');
  await expectAccessible(page);
  await page.getByRole('button', { name: t('service.kyc.submit') }).click();

  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeFocused();
  const company = await referenceOn(page);
  expect(company).toMatch(/^SR-[0-9A-Z]{8}$/);

  // After a reload, the tracker lists both.
  await page.goto('/serviceTracker');
  await page.reload();
  for (const reference of [company, home]) {
    await expect(page.getByRole('article', { name: t('service.tracker.requestName', { type: t('service.tracker.type.KYC'), reference }) })).toBeVisible({ timeout: 20_000 });
  }
});

test('kyc: a visitor submits a KYC request without signing in, then tracks it by its reference and email', async ({ page }) => {
  await page.goto('/KYCPrelogin');
  await expect(page.locator('main h1')).toHaveText(t('service.kyc.title'));
  await expect(page.getByRole('textbox', { name: t('service.kyc.field.fullName'), exact: true })).toHaveValue('');
  await expect(page.getByRole('navigation', { name: t('steps.label') }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
  await fillApplicant(page);
  await page.getByRole('checkbox', { name: t('service.kyc.landOwner') }).check();
  await page.getByRole('button', { name: t('service.next') }).click();
  await uploadAll(page, ['identification', 'proofOfResidence', 'proofOfIncome']);
  await expectAccessible(page);
  await page.getByRole('button', { name: t('service.next') }).click();
  await page.getByRole('button', { name: t('service.kyc.submit') }).click();

  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeFocused();
  const reference = await referenceOn(page);
  expect(reference).toMatch(/^SR-[0-9A-Z]{8}$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: t('service.preStart.track') }).click();
  await expect(page).toHaveURL(new RegExp(`/ConnectMeTrackRequest/${reference}$`));
  await page.getByRole('textbox', { name: t('service.trackRequest.contact') }).fill('neo.kgosi@example.com');
  await page.getByRole('button', { name: t('service.trackRequest.submit') }).click();
  const found = page.getByRole('article');
  await expect(found.getByRole('heading', { level: 2 })).toContainText(reference);
  await expect(found).toContainText(t('service.tracker.note.kycRequested'));
});
