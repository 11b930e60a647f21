import { expect, test, type Page } from '@playwright/test';
import { formatDate, timeZoneFor } from '../../src/domain/format.ts';
import { demoPassword, expectAccessible, reviewShot, signInWithForm, text, useLanguage, visit } from './support.ts';
import { adminHeaders as admin, createPerson, signIn } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const guestEmail = 'boitumelo.friend@example.com';
const guestUser = 'boitumelo.f';
const guestPassword = 'Kgale#Hill2031';

/** Opens Account in the navigation (again if a re-render closed it while the rights arrived). */
async function openAccountMenu(page: Page) {
  const toggle = page.getByRole('button', { name: t('shell.navGroup.account'), exact: true });
  const menu = page.locator('#' + ((await toggle.getAttribute('aria-controls')) ?? 'none'));
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** The last day of access, 30 days ahead (yyyy-mm-dd). */
const accessUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const laterAccessUntil = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

test('demo.customer invites a guest, who registers from the e-mailed link and signs in with the guest role; the link works once; the customer changes the end date and removes the guest', async ({ page, browser, request }) => {
  // Two people, a dozen pages, axe on each.
  test.setTimeout(240_000);
  // ---- the customer (a fresh copy of demo.customer) invites
  const customer = await createPerson(request, 'demo.customer');
  const home = customer.accounts[0]!;
  await signIn(page, customer);
  // Account > Guest User in the navigation (ViewManageUsers).
  // Opening and choosing are retried together: on a busy machine the menu can close again when the
  // account's rights arrive after it opened.
  await expect(async () => {
    await openAccountMenu(page);
    await page.getByRole('link', { name: t('nav.guestUser') }).click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/GuestUser$/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('main h1')).toHaveText(t('guest.users.title'));
  const list = page.getByRole('table');
  await expectAccessible(page);

  await page.getByRole('button', { name: t('guest.invite.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('register.code.VLD001'));
  await page.getByLabel(t('guest.invite.firstName'), { exact: true }).fill('Boitumelo');
  await page.getByLabel(t('guest.invite.lastName'), { exact: true }).fill('Friend');
  await page.getByLabel(t('guest.invite.email'), { exact: true }).fill('boitumelo@');
  await page.getByLabel(t('guest.invite.accessUntil'), { exact: true }).fill(accessUntil);
  await page.getByRole('button', { name: t('guest.invite.submit') }).click();
  await expect(page.getByText(t('register.code.REG_EMAIL_FORMAT'))).toBeVisible();
  await expect(page.getByLabel(t('guest.invite.firstName'), { exact: true })).toHaveValue('Boitumelo');
  // The page was checked whole above: the form with its messages now.
  await expectAccessible(page, { include: 'main form' });
  await page.getByLabel(t('guest.invite.email'), { exact: true }).fill(guestEmail);
  await page.getByRole('button', { name: t('guest.invite.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('guest.notice.invited', { email: guestEmail }) })).toBeVisible();
  await expect(list.getByRole('row', { name: /Boitumelo Friend/ })).toContainText(t('guest.status.pending'));
  await expect(page.getByLabel(t('guest.invite.firstName'), { exact: true })).toHaveValue('');
  await expectAccessible(page);

  // ---- the invitation e-mail
  const outbox = await request.get(`/api/admin/outbox/by-address?address=${encodeURIComponent(guestEmail)}`, { headers: admin });
  const mails = (await outbox.json()) as { data: { body: string }[] };
  const link = mails.data.map((mail) => /\/GuestRegister\?key=[^\s]+/.exec(mail.body)?.[0]).find(Boolean);
  expect(link, 'guest invitation link in the outbox').toBeTruthy();

  // ---- the guest registers, in a browser of their own
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await visit(guest, link!);
  await expect(guest.locator('main h1')).toHaveText(t('guest.invitation.title'));
  await expect(guest.getByText(t('guest.invitation.lead', { inviterName: 'Kagiso Thabo Molefe', accountNumber: `********${home.slice(-4)}` }))).toBeVisible();
  await expect(guest.locator('main')).toContainText(guestEmail);
  await guest.getByRole('link', { name: t('guest.invitation.start') }).click();
  await expect(guest).toHaveURL(/\/GuestRegistration\?key=/);
  await expect(guest.getByRole('heading', { level: 2, name: t('guest.register.step.credentials') })).toBeVisible();
  await expectAccessible(guest);

  const next = () => guest.getByRole('button', { name: t('guest.continue') }).click();
  await next();
  await expect(guest.getByRole('alert')).toHaveText(t('register.code.VLD001'));
  await guest.getByLabel(t('guest.field.userName'), { exact: true }).fill(guestUser);
  await guest.getByLabel(t('guest.field.password'), { exact: true }).fill('kgale');
  await expect(guest.getByRole('listitem', { name: t('register.rules.notMet', { rule: t('register.rules.upper') }) })).toBeVisible();
  await expect(guest.getByRole('listitem', { name: t('register.rules.met', { rule: t('register.rules.lower') }) })).toBeVisible();
  await guest.getByLabel(t('guest.field.password'), { exact: true }).fill(guestPassword);
  await guest.getByLabel(t('guest.field.confirmPassword'), { exact: true }).fill('Kgale#Hill2032');
  await next();
  await expect(guest.getByText(t('register.code.PWD_MISMATCH'))).toBeVisible();
  await guest.getByLabel(t('guest.field.confirmPassword'), { exact: true }).fill(guestPassword);
  // The registration page was checked whole on its first step: each later state, its content.
  await expectAccessible(guest, { include: 'main' });
  await next();

  await expect(guest.getByRole('heading', { level: 2, name: t('guest.register.step.contact') })).toBeFocused();
  await expect(guest.getByLabel(t('guest.field.primaryEmail'), { exact: true })).toHaveValue(guestEmail);
  await guest.getByLabel(t('guest.field.primaryPhone'), { exact: true }).fill('3951234');
  await next();
  await expect(guest.getByText(t('register.code.REG_PHONE_LENGTH'))).toBeVisible();
  // A landline: 7 digits are enough.
  await guest.getByRole('group', { name: t('guest.field.primaryPhoneType') }).getByLabel(t('guest.contactType.landline'), { exact: true }).check();
  await expectAccessible(guest, { include: 'main' });
  await next();

  await expect(guest.getByRole('heading', { level: 2, name: t('guest.register.step.terms') })).toBeFocused();
  await guest.getByRole('button', { name: t('guest.submit') }).click();
  await expect(guest.getByText(t('register.code.REG_TERMS_REQUIRED'))).toBeVisible();
  await guest.getByRole('checkbox', { name: new RegExp(t('guest.terms.link')) }).check();
  await expectAccessible(guest, { include: 'main' });
  await guest.getByRole('button', { name: t('guest.submit') }).click();

  await expect(guest).toHaveURL(/\/GuestRegistrationSuccess/);
  await expect(guest.locator('main h1')).toHaveText(t('guest.success.title'));
  await expect(guest.getByRole('status')).toHaveText(t('guest.success.text', { userName: guestUser }));
  await expectAccessible(guest);
  await reviewShot(guest, 'guest-registration-success');

  // ---- the guest signs in with role 8: the account, but no payment and no guest management
  await signInWithForm(guest, guestUser, guestPassword);
  await expect(guest.locator('main')).toContainText(home.slice(-4));
  await expect(guest.getByRole('link', { name: t('nav.payBill') })).toHaveCount(0);
  // The guest's Account menu (if it has any entry) has no Guest User.
  if ((await guest.getByRole('button', { name: t('shell.navGroup.account'), exact: true }).count()) > 0) await openAccountMenu(guest);
  await expect(guest.getByRole('link', { name: t('nav.guestUser') })).toHaveCount(0);
  await expectAccessible(guest);
  // Opened directly, the page needs ViewManageUsers: the guest (session restored) goes to / and the dashboard.
  await guest.goto('/GuestUser');
  await expect(guest).toHaveURL(/:\d+\/(dashboard)?$/, { timeout: 15_000 });
  await expect(guest.locator('main')).not.toContainText(t('guest.users.title'));

  // ---- the same link again: used
  await guestContext.clearCookies();
  const again = await guestContext.newPage();
  await again.goto(link!);
  await expect(again).toHaveURL(/\/GuestInviteError/);
  await expect(again.locator('main h1')).toHaveText(t('guest.inviteError.title'));
  await expect(again.getByRole('alert')).toContainText(t('guest.code.GINV001'));
  await expectAccessible(again);

  // ---- the customer sees the guest active, and removes them after confirming
  await page.reload();
  const row = page.getByRole('table').getByRole('row', { name: /Boitumelo Friend/ });
  // A full load that restores the session (on the busy 2-core machine it has taken more than 10 s).
  await expect(row).toContainText(t('guest.status.active'), { timeout: 30_000 });
  await expect(row).toContainText(guestUser);
  // A later last day of access.
  await row.getByRole('button', { name: t('guest.users.editAccessLabel', { name: 'Boitumelo Friend' }) }).click();
  const accessDialog = page.getByRole('dialog', { name: t('guest.access.title') });
  await expect(accessDialog.getByLabel(t('guest.access.field'))).toHaveValue(accessUntil);
  await accessDialog.getByLabel(t('guest.access.field')).fill(laterAccessUntil);
  // A modal dialog (the page behind inert): the dialog.
  await expectAccessible(page, { include: '[role="dialog"]' });
  await accessDialog.getByRole('button', { name: t('guest.access.save') }).click();
  const shownDate = formatDate(`${laterAccessUntil}T23:59:59.999Z`, 'en-US', timeZoneFor('GA'));
  await expect(page.getByRole('status').filter({ hasText: t('guest.notice.updated', { email: guestEmail, date: shownDate }) })).toBeVisible();
  await expect(row).toContainText(shownDate);
  await expect(accessDialog).toHaveCount(0);
  await row.getByRole('button', { name: t('guest.users.removeLabel', { name: 'Boitumelo Friend' }) }).click();
  const dialog = page.getByRole('alertdialog', { name: t('guest.remove.title') });
  await expect(dialog).toContainText(t('guest.remove.textGuest', { name: 'Boitumelo Friend', email: guestEmail }));
  await expectAccessible(page, { include: '[role="alertdialog"]' });
  await dialog.getByRole('button', { name: t('guest.remove.confirm') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('guest.notice.removedGuest', { email: guestEmail }) })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /Boitumelo Friend/ })).toHaveCount(0);
  await guestContext.close();
});

test('a link without a key, or with an unknown one, shows /GuestInviteError', async ({ page }) => {
  await page.goto('/GuestRegister');
  await expect(page).toHaveURL(/\/GuestInviteError/);
  await expect(page.getByRole('alert')).toContainText(t('guest.code.REG_KEY_FORMAT'));
  await expectAccessible(page);
  await page.goto('/GuestRegistration?key=no-such-invitation-key-0123456789');
  await expect(page).toHaveURL(/\/GuestInviteError/);
  await expect(page.getByRole('alert')).toContainText(t('guest.code.GINV001'));
  await expectAccessible(page);
});

test('in French, the seeded invitation opens with its inviter and the form speaks French', async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL!, 'FR');
  await visit(page, '/GuestRegister?key=demo-guest-register-molefe-home-2026');
  await expect(page.locator('main h1')).toHaveText(text('FR', 'guest.invitation.title'));
  await expect(page.getByText(text('FR', 'guest.invitation.lead', { inviterName: 'Kagiso Thabo Molefe', accountNumber: '********6371' }))).toBeVisible();
  await page.getByRole('link', { name: text('FR', 'guest.invitation.start') }).click();
  await expect(page.getByRole('heading', { level: 2, name: text('FR', 'guest.register.step.credentials') })).toBeVisible();
  await expectAccessible(page);
});

test('an existing user accepts a guest invitation by signing in at /login/{key}: the account is added', async ({ page }) => {
  // The seeded invitation from demo.landlord to demo.guest's e-mail, for the Tlokweng rental.
  await visit(page, '/login/demo-guest-invitation-tlokweng-2026');
  await expect(page.getByRole('heading', { name: t('login.guestInvite.title') })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(t('login.userId')).fill('demo.guest');
  await page.getByLabel(t('login.password'), { exact: true }).fill(demoPassword);
  await page.getByLabel(t('login.password'), { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  // demo.guest had one account (demo.customer's flat): now the selector offers the rental too.
  await page.getByRole('button', { name: /Change account/ }).click();
  await expect(page.getByRole('menuitem').filter({ hasText: '300074059334' }).or(page.getByRole('menuitemradio').filter({ hasText: '300074059334' }))).toBeVisible();
});
