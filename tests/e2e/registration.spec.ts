import { expect, test, type Page } from '@playwright/test';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { expectAccessible, reviewShot, text, visit } from './support.ts';
import { adminHeaders as admin, createPeople, createPerson, type TestAccount } from './people.ts';

/** Registration of a service account's holder: each test registers an account of its own (a fresh copy). */
const password = 'Sunrise#2026k';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const continueButton = (page: Page) => page.getByRole('button', { name: t('register.continue') });

/** The account step as the holder types it (date of birth in the date field's yyyy-mm-dd). */
async function fillAccount(page: Page, account: TestAccount) {
  await page.getByLabel(t('register.field.accountNumber')).fill(account.accountNumber);
  await page.getByLabel(t('register.field.firstName')).fill(account.holderFirstName);
  await page.getByLabel(t('register.field.lastName')).fill(account.holderLastName);
  await page.getByLabel(t('register.field.dateOfBirth')).fill(account.holderDateOfBirth);
  await page.getByLabel(t('register.field.idNumber')).fill(account.holderIdNumber);
  await page.getByLabel(t('register.field.postCode')).fill(account.postalCode);
}

async function setPassword(page: Page, value: string) {
  await page.getByLabel(t('register.field.password'), { exact: true }).fill(value);
  await page.getByLabel(t('register.field.confirmPassword')).fill(value);
}

async function signIn(page: Page, userName: string) {
  await page.getByLabel(t('login.userId')).fill(userName);
  await page.getByLabel(t('login.password'), { exact: true }).fill(password);
  await page.getByLabel(t('login.password'), { exact: true }).press('Enter');
}

test('a new user registers, activates the account from the e-mail and signs in', async ({ page, request }) => {
  // A long walk (four steps, a refusal, activation, two sign-ins) with axe on each page: about a
  // minute on a busy 2-core machine.
  test.setTimeout(240_000);
  const account = (await createPeople(request, { accounts: ['open-molepolole'] })).accounts[0]!;
  const userName = `keabetswe.${account.accountNumber.slice(-6)}`;
  await visit(page, '/login');
  await page.getByRole('link', { name: t('register.loginLink') }).click();
  await expect(page).toHaveURL(/\/Register$/);
  await expect(page.getByRole('heading', { level: 2, name: t('register.step.account') })).toBeVisible();
  await expectAccessible(page);

  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(t('register.code.VLD001'));
  await fillAccount(page, account);
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
  await page.getByLabel(t('register.field.primaryEmail')).fill(`${userName}@example.com`);
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
  await reviewShot(page, 'register-success');

  // Not active yet: the server's LOG012 text as it is.
  await visit(page, '/login');
  await signIn(page, userName);
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
  await signIn(page, userName);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('main')).toContainText(account.accountNumber.slice(-4));
});

test('registering an account that already has a user is refused with VA001', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  const account = customer.accountDetails[0]!;
  await visit(page, '/Register');
  await fillAccount(page, account);
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(t('register.code.VA001'));
  await expect(page.getByLabel(t('register.field.accountNumber'))).toHaveValue(account.accountNumber);
  await expectAccessible(page);
});
