import { expect, test, type Page } from '@playwright/test';
import { adminToken } from '../../playwright.config.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { expectAccessible, text, visit } from './support.ts';

const admin = { 'x-admin-token': adminToken };
const userName = 'keabetswe.modise';
const password = 'Sunrise#2026k';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const continueButton = (page: Page) => page.getByRole('button', { name: t('register.continue') });

async function fillAccount(page: Page) {
  await page.getByLabel(t('register.field.accountNumber')).fill('300028493760');
  await page.getByLabel(t('register.field.firstName')).fill('Keabetswe');
  await page.getByLabel(t('register.field.lastName')).fill('Modise');
  await page.getByLabel(t('register.field.dateOfBirth')).fill('1988-03-14');
  await page.getByLabel(t('register.field.idNumber')).fill('438521907');
  await page.getByLabel(t('register.field.postCode')).fill('59001');
}

async function setPassword(page: Page, value: string) {
  await page.getByLabel(t('register.field.password'), { exact: true }).fill(value);
  await page.getByLabel(t('register.field.confirmPassword')).fill(value);
}

async function signIn(page: Page) {
  await page.getByLabel(t('login.userId')).fill(userName);
  await page.getByLabel(t('login.password'), { exact: true }).fill(password);
  await page.getByLabel(t('login.password'), { exact: true }).press('Enter');
}

test.describe.configure({ mode: 'serial' });

test('a new user registers, activates the account from the e-mail and signs in', async ({ page, request }) => {
  // A long walk (four steps, a refusal, activation, two sign-ins) with axe on each page: about a
  // minute on a busy 2-core machine.
  test.setTimeout(240_000);
  await visit(page, '/login');
  await page.getByRole('link', { name: t('register.loginLink') }).click();
  await expect(page).toHaveURL(/\/Register$/);
  await expect(page.getByRole('heading', { level: 2, name: t('register.step.account') })).toBeVisible();
  await expectAccessible(page);

  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(t('register.code.VLD001'));
  await fillAccount(page);
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 2, name: t('register.step.credentials') })).toBeFocused();
  await page.getByLabel(t('register.field.userName')).fill(userName);
  await page.getByLabel(t('register.field.password'), { exact: true }).fill('sunrise');
  await expect(page.getByRole('listitem', { name: t('register.rules.notMet', { rule: t('register.rules.upper') }) })).toBeVisible();
  await expect(page.getByRole('listitem', { name: t('register.rules.met', { rule: t('register.rules.lower') }) })).toBeVisible();
  await expectAccessible(page);
  // A common password passes the rules but the server refuses it.
  await setPassword(page, 'Password#123');
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 2, name: t('register.step.contact') })).toBeFocused();
  await page.getByLabel(t('register.field.primaryEmail')).fill('keabetswe.modise@example.com');
  await page.getByLabel(t('register.field.primaryPhone')).fill('71234567');
  await expectAccessible(page);
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 2, name: t('register.step.terms') })).toBeFocused();
  await page.getByRole('button', { name: t('register.submit') }).click();
  await expect(page.getByText(t('register.code.REG_TERMS_REQUIRED'))).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(t('register.terms.link')) }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('register.submit') }).click();

  // Refused as too common: back on the password, with the reason beside it.
  await expect(page.getByRole('heading', { level: 2, name: t('register.step.credentials') })).toBeVisible();
  await expect(page.getByText(t('register.code.PWD_COMMON'))).toBeVisible();
  await setPassword(page, password);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { level: 2, name: t('register.step.contact') })).toBeVisible();
  await continueButton(page).click();
  await page.getByRole('button', { name: t('register.submit') }).click();

  await expect(page).toHaveURL(/\/RegisterSuccess/);
  await expect(page.locator('main h1')).toHaveText(t('registerSuccess.title'));
  await expect(page.getByRole('status').filter({ hasText: /@/ })).toContainText('***');
  await expectAccessible(page);

  // Not active yet: the server's LOG012 text as it is.
  await visit(page, '/login');
  await signIn(page);
  await expect(page.getByRole('alert')).toHaveText(errorCatalogue.LOG012);

  const outbox = await request.get(`/api/admin/outbox?user=${userName}`, { headers: admin });
  const mails = (await outbox.json()) as { data: { body: string }[] };
  const link = mails.data.map((mail) => /\/UserAccountActivation\?key=[^\s]+/.exec(mail.body)?.[0]).find(Boolean);
  expect(link, 'activation link in the outbox').toBeTruthy();

  await visit(page, link!);
  await expect(page.getByText(t('activation.done'))).toBeVisible();
  await expectAccessible(page);

  // The link is single use.
  await visit(page, link!);
  await expect(page.getByRole('alert')).toContainText(t('register.code.ACT001'));
  await expect(page.getByRole('alert').getByRole('link', { name: t('activation.registerAgain') })).toHaveAttribute('href', '/Register');
  await expectAccessible(page);

  await visit(page, '/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('main')).toContainText('3760');
});

test('registering the same account again is refused with VA001', async ({ page }) => {
  await visit(page, '/Register');
  await fillAccount(page);
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(t('register.code.VA001'));
  await expect(page.getByLabel(t('register.field.accountNumber'))).toHaveValue('300028493760');
  await expectAccessible(page);
});
