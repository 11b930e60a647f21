import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, text, visit } from './support.ts';
import { adminHeaders as admin, createPerson } from './people.ts';

/**
 * Account recovery as a customer goes through it against the real server: forgot password sends a
 * reset link (outbox) that works once (/ResetError the second time) and the new password signs in;
 * forgot user id e-mails the user id; demo.migrated resets through the migrated-user path
 * (/ForgotPasswordSuccess, the mailed link, its details, the new password) and signs in; problem
 * sign-in answers a reference. Each test recovers a user of its own (a fresh copy of a demo user).
 */
const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const literally = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// axe: each page whole once (per distinct state, tests/e2e/support.ts); a message or the next step on
// the same page changes its content only: those checks are scoped to <main>.

interface Mail {
  kind: string;
  body: string;
}

async function outbox(request: APIRequestContext, userName: string): Promise<Mail[]> {
  const reply = await request.get(`/api/admin/outbox?user=${userName}&limit=20`, { headers: admin });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: Mail[] }).data;
}

async function resetLink(request: APIRequestContext, userName: string): Promise<string> {
  const mail = (await outbox(request, userName)).find((m) => m.kind === 'password-reset');
  const link = mail && /\/ResetPasswordForm\?key=[\w-]+/.exec(mail.body)?.[0];
  expect(link, `reset link for ${userName} in the outbox`).toBeTruthy();
  return link!;
}

async function signIn(page: Page, userName: string, password: string) {
  await visit(page, '/login');
  await page.getByLabel(t('login.userId')).fill(userName);
  await page.getByLabel(t('login.password'), { exact: true }).fill(password);
  await page.getByLabel(t('login.password'), { exact: true }).press('Enter');
}

async function setNewPassword(page: Page, password: string, confirm = password) {
  await page.getByLabel(t('recovery.field.password'), { exact: true }).fill(password);
  await page.getByLabel(t('recovery.field.confirmPassword')).fill(confirm);
}

test('forgot password: the e-mailed link works once, the new password signs in', async ({ page, request }) => {
  const user = await createPerson(request, 'demo.prepaid');
  const password = 'Kgale#Hill2026';
  await visit(page, '/login');
  await page.getByRole('link', { name: t('recovery.link.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/ForgotPassword$/);
  await expect(page.locator('main h1')).toHaveText(t('recovery.forgotPassword.title'));
  await expectAccessible(page);

  // Nothing typed: the field's own message beside it.
  await page.getByRole('button', { name: t('recovery.submit') }).click();
  await expect(page.getByLabel(t('recovery.field.userName'))).toHaveAccessibleDescription(t('register.code.LOG_USERID_REQUIRED'));
  await expectAccessible(page, { include: 'main' });

  await page.getByLabel(t('recovery.field.userName')).fill(user.userName);
  await page.getByLabel(t('recovery.field.userName')).press('Enter');
  await expect(page).toHaveURL(/\/ForgotPasswordSuccess$/);
  await expect(page.locator('main h1')).toHaveText(t('forgotPasswordSuccess.title'));
  await expectAccessible(page);

  const link = await resetLink(request, user.userName);
  await visit(page, link);
  await expect(page.getByRole('heading', { level: 2, name: t('recovery.reset.step.password') })).toBeVisible();
  await expect(page.getByText(t('recovery.reset.forUser', { user: user.userName }))).toBeVisible();

  // The rules popup, live.
  await page.getByLabel(t('recovery.field.password'), { exact: true }).fill('kgale');
  await expect(page.getByRole('listitem', { name: t('register.rules.notMet', { rule: t('register.rules.upper') }) })).toBeVisible();
  await expect(page.getByRole('listitem', { name: t('register.rules.met', { rule: t('register.rules.lower') }) })).toBeVisible();
  await setNewPassword(page, password, 'Kgale#Hill2027');
  await page.getByRole('button', { name: t('recovery.reset.submit') }).click();
  await expect(page.getByLabel(t('recovery.field.confirmPassword'))).toHaveAccessibleDescription(t('recovery.code.PWD_MISMATCH'));
  await expectAccessible(page, { include: 'main' });

  // A common password passes the rules; the server refuses it and the link stays good.
  await setNewPassword(page, 'Password@123');
  await page.getByRole('button', { name: t('recovery.reset.submit') }).click();
  await expect(page.getByLabel(t('recovery.field.password'), { exact: true })).toHaveAccessibleDescription(t('recovery.code.PWD_COMMON'));
  await expect(page.getByLabel(t('recovery.field.password'), { exact: true })).toHaveValue('Password@123');

  await setNewPassword(page, password);
  await page.getByLabel(t('recovery.field.confirmPassword')).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ResetPasswordFormSuccess\\?user=${literally(user.userName)}$`));
  await expect(page.locator('main h1')).toHaveText(t('recovery.resetSuccess.title'));
  await expectAccessible(page);

  // Single use: the same link again ends on /ResetError.
  await page.goto(link);
  await expect(page).toHaveURL(/\/ResetError$/);
  await expect(page.locator('main h1')).toHaveText(t('recovery.resetError.title'));
  // The message and its ways on are one alert (src/ui/StatusPage.tsx): read together.
  const resetAlert = page.getByRole('alert');
  await expect(resetAlert.locator('p').first()).toHaveText(t('recovery.resetError.body'));
  await expect(resetAlert.getByRole('link', { name: t('recovery.resetError.again') })).toBeVisible();
  await expectAccessible(page);

  await signIn(page, user.userName, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('forgot user id: the user id is e-mailed to the registered address', async ({ page, request }) => {
  const user = await createPerson(request, 'demo.prepaid');
  await visit(page, '/login');
  await page.getByRole('link', { name: t('recovery.link.forgotUserId') }).click();
  await expect(page).toHaveURL(/\/ForgotUserID$/);
  await expectAccessible(page);
  await page.getByLabel(t('recovery.field.email')).fill('naledi.kgosi@');
  await page.getByRole('button', { name: t('recovery.submit') }).click();
  await expect(page.getByLabel(t('recovery.field.email'))).toHaveAccessibleDescription(t('register.code.REG_EMAIL_FORMAT'));
  await expect(page.getByLabel(t('recovery.field.email'))).toHaveValue('naledi.kgosi@');

  // The other way keeps what was typed here.
  await page.getByRole('radio', { name: t('recovery.method.account') }).check();
  await expect(page.getByLabel(t('recovery.field.accountNumber'))).toBeVisible();
  await expectAccessible(page, { include: 'main' });
  await page.getByRole('radio', { name: t('recovery.method.email') }).check();
  await page.getByLabel(t('recovery.field.email')).fill(user.email);
  await page.getByRole('button', { name: t('recovery.submit') }).click();

  await expect(page).toHaveURL(/\/ForgotUserIDSuccess$/);
  await expect(page.locator('main h1')).toHaveText(t('recovery.forgotUserIdSuccess.title'));
  await expectAccessible(page);
  const reminder = (await outbox(request, user.userName)).find((m) => m.kind === 'user-id-reminder');
  expect(reminder?.body).toContain(`your customer portal user ID is ${user.userName}`);
});

test('demo.migrated sets new details and a new password through the migrated-user path, then signs in', async ({ page, request }) => {
  const user = await createPerson(request, 'demo.migrated');
  const password = 'Serowe#Khama1875';
  await signIn(page, user.userName, user.password);
  await expect(page).toHaveURL(new RegExp(`/ForgotPasswordSuccess\\?user=${literally(user.userName)}$`));
  await expectAccessible(page);

  const link = await resetLink(request, user.userName);
  await visit(page, link);
  await expect(page.getByRole('heading', { level: 2, name: t('recovery.reset.step.details') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('steps.label') })).toContainText(t('recovery.reset.step.password'));
  await expect(page.getByLabel(t('recovery.field.userName'))).toHaveValue(user.userName);
  await page.getByRole('button', { name: t('recovery.reset.continue') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('recovery.code.VLD001'));
  await expectAccessible(page, { include: 'main' });

  await page.getByLabel(t('recovery.field.email')).fill('mpho.ntsima@example.org');
  await page.getByLabel(t('recovery.field.phone')).fill('76000111');
  await page.getByRole('button', { name: t('recovery.reset.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('recovery.reset.step.password') })).toBeFocused();
  await expectAccessible(page, { include: 'main' });
  await setNewPassword(page, password);
  await page.getByRole('button', { name: t('recovery.reset.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/ResetPasswordFormSuccess\\?user=${literally(user.userName)}$`));
  await expectAccessible(page);

  await signIn(page, user.userName, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('problem sign-in: the request reaches customer care with a reference', async ({ page, request }) => {
  const user = await createPerson(request, 'demo.tfa');
  await visit(page, '/login');
  await page.getByRole('link', { name: t('recovery.link.problemSignIn') }).click();
  await expect(page).toHaveURL(/\/ProblemSignIn$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: t('recovery.problem.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('recovery.code.VLD001'));
  await page.getByLabel(t('recovery.field.userName')).fill(user.userName);
  await page.getByLabel(t('recovery.problem.issue')).selectOption('noEmail');
  await page.getByLabel(t('recovery.problem.message')).fill('I changed jobs and no longer have that e-mail address.');
  await expectAccessible(page, { include: 'main' });
  await page.getByRole('button', { name: t('recovery.problem.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('recovery.problem.sent.title') })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /PSI-\d{6}/ })).toBeVisible();
  await expectAccessible(page, { include: 'main' });
});
