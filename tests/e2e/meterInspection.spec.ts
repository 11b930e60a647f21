import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, text } from './support.ts';
import { createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id), exact: true });
const pdf = (title: string) => Buffer.from(`%PDF-1.7\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const fieldOf = (page: Page, name: string) => page.getByRole('textbox', { name: t(`service.meterInspection.field.${name}`), exact: true });
const next = (page: Page) => page.getByRole('button', { name: t('service.next') }).click();

/** Steps 2 to 6 as both journeys take them: the address in `town` (a town no other journey books in), the contractors, 8-10 on the first free day, both documents, the terms, Submit; returns the reference. */
async function fromAddressToReference(page: Page, town: string, { checkAccessible }: { checkAccessible: boolean }) {
  await expect(stepHeading(page, 'service.meterInspection.step.premise')).toBeFocused();
  await fieldOf(page, 'plotNumber').fill('2231');
  await fieldOf(page, 'street').fill('Moremi Road');
  await fieldOf(page, 'area').fill('Extension 12');
  await fieldOf(page, 'district').fill('Central');
  await fieldOf(page, 'city').fill(town);
  await page.getByRole('combobox', { name: t('service.meterInspection.field.town') }).selectOption(town);
  await next(page);

  await expect(stepHeading(page, 'service.meterInspection.step.contractors')).toBeFocused();
  await fieldOf(page, 'electricianName').fill('Kabelo Sebina');
  await fieldOf(page, 'electricianPhone').fill('72345678');
  await fieldOf(page, 'technicianName').fill('Mpho Dintwe');
  await fieldOf(page, 'technicianPhone').fill('73456789');
  await next(page);

  await expect(stepHeading(page, 'service.meterInspection.step.appointment')).toBeFocused();
  await expect(page.getByRole('radio', { name: /^8:00 AM to 10:00 AM/ })).toBeChecked();
  await next(page);

  await expect(stepHeading(page, 'service.meterInspection.step.documents')).toBeFocused();
  for (const kind of ['inspectionCertificate', 'taxInvoice']) {
    const field = page.getByRole('group', { name: t(`service.meterInspection.document.${kind}`) });
    await field.locator('input[type=file]').setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf(kind) });
    await expect(field.getByText(`${kind}.pdf`, { exact: true })).toBeVisible();
  }
  await expect(page.locator('progress')).toHaveCount(0);
  await page.getByRole('checkbox', { name: t('service.meterInspection.terms') }).check();
  await next(page);

  await expect(stepHeading(page, 'service.meterInspection.step.review')).toBeFocused();
  await expect(page.locator('main dl')).toContainText('Kabelo Sebina, 72345678');
  if (checkAccessible) await expectAccessible(page);
  await page.getByRole('button', { name: t('service.stop.submit') }).click();

  await expect(stepHeading(page, 'service.stop.doneTitle')).toBeFocused();
  const reference = (await page.locator('main').textContent())?.match(/SR-[0-9A-Z]{8}/)?.[0] ?? '';
  expect(reference).toMatch(/^SR-[0-9A-Z]{8}$/);
  if (checkAccessible) await expectAccessible(page);
  return reference;
}

// Issue 15's acceptance: demo.customer submits a meter inspection with both documents and sees it in
// the tracker after a reload; a visitor submits one without signing in. The refusals (each field's
// rule, an unknown account, a slot taken, a failed call) are the view paths' and the server tests'.
test('meterInspection: demo.customer requests a meter inspection with both documents, and the request is in the tracker after a reload', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await signIn(page, customer, '/MeterInspection');
  await expect(page.locator('main h1')).toHaveText(t('service.meterInspection.title'));
  await expect(page.getByRole('navigation', { name: t('steps.label') }).getByRole('listitem')).toHaveCount(6);
  await expect(stepHeading(page, 'service.meterInspection.step.customer')).toBeVisible();
  // Signed in: the name and the account come from the session.
  await expect(fieldOf(page, 'fullName')).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: t('service.meterInspection.field.accountNumber') })).toHaveValue(customer.accountDetails[0]!.accountNumber);
  await fieldOf(page, 'primaryPhone').fill('71234567');
  await expectAccessible(page);
  await next(page);
  const reference = await fromAddressToReference(page, 'Letlhakane', { checkAccessible: true });

  await page.getByRole('link', { name: t('service.tracker.open') }).click();
  await page.reload();
  await expect(page.locator('main')).toContainText(reference, { timeout: 30_000 });
});

test('meterInspection: a visitor requests a meter inspection for an account without signing in', async ({ page, request }) => {
  const holder = await createPerson(request, 'demo.customer');
  await page.goto('/meterinspectionPrelogin');
  await expect(page.locator('main h1')).toHaveText(t('service.meterInspection.title'));
  await expect(stepHeading(page, 'service.meterInspection.step.customer')).toBeVisible();
  await next(page);
  await expect(page.getByText(t('service.code.SRV_FULL_NAME'))).toBeVisible();
  await expectAccessible(page);
  await fieldOf(page, 'fullName').fill('Neo Kgosi');
  await fieldOf(page, 'primaryPhone').fill('71234567');
  await fieldOf(page, 'email').fill('neo.kgosi@example.com');
  await fieldOf(page, 'accountNumber').fill(holder.accountDetails[0]!.accountNumber);
  await next(page);
  const reference = await fromAddressToReference(page, 'Mochudi', { checkAccessible: false });
  await expect(page.getByRole('link', { name: t('service.preStart.track') })).toHaveAttribute('href', `/ConnectMeTrackRequest/${reference}`);
});
