import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, reviewShot, text, visit } from './support.ts';
import { adminHeaders as admin, createPerson, signIn as signInByApi } from './people.ts';

/**
 * Signing in and the session: the sign-in tests type into /login as a customer does; the session
 * tests sign in through the API. Every test signs in as a user of its own (a fresh copy of a demo
 * user), so locking an account or rotating a refresh token touches no other test.
 */

/** Types the user id and password into /login and presses Enter. */
async function signIn(page: Page, userName: string, secret = 'Portal#2026') {
  await page.getByLabel(text('EN_US', 'login.userId')).fill(userName);
  await page.getByLabel(text('EN_US', 'login.password'), { exact: true }).fill(secret);
  await page.getByLabel(text('EN_US', 'login.password'), { exact: true }).press('Enter');
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('main h1')).toBeVisible();
}

test.describe('sign-in of each demo user', () => {
  test('demo.customer lands on the dashboard with the default account', async ({ page, request }) => {
    const customer = await createPerson(request, 'demo.customer');
    await visit(page, '/login');
    await reviewShot(page, 'login');
    await signIn(page, customer.userName);
    await expectDashboard(page);
    await expect(page.getByRole('banner')).toContainText(/Molefe/);
    await expect(page.getByRole('main')).toContainText(customer.accounts[0]!);
    await expectAccessible(page);
    await reviewShot(page, 'dashboard');
  });

  test('demo.tfa goes to /authentication and signs in with the code from the outbox', async ({ page, request }) => {
    const user = await createPerson(request, 'demo.tfa');
    await visit(page, '/login');
    await signIn(page, user.userName);
    await expect(page).toHaveURL(/\/authentication$/);
    await expect(page.locator('main h1')).toHaveText(text('EN_US', 'tfa.title'));
    await expectAccessible(page);
    await page.getByRole('button', { name: text('EN_US', 'tfa.send') }).click();
    await expect(page.getByLabel(text('EN_US', 'tfa.code'))).toBeVisible();
    const outbox = await request.get(`/api/admin/outbox?user=${user.userName}&limit=1`, { headers: admin });
    const body = (await outbox.json()) as { data: { body: string; kind: string }[] };
    const code = /\b(\d{6})\b/.exec(body.data[0]?.body ?? '')?.[1];
    expect(code, 'six-digit code in the outbox').toBeTruthy();
    await page.getByLabel(text('EN_US', 'tfa.code')).fill('000000');
    await page.getByRole('button', { name: text('EN_US', 'tfa.verify') }).click();
    await expect(page.getByRole('alert')).toContainText(text('EN_US', 'login.error.TFA001'));
    await page.getByLabel(text('EN_US', 'tfa.code')).fill(code!);
    await page.getByRole('button', { name: text('EN_US', 'tfa.verify') }).click();
    await expectDashboard(page);
  });

  test('demo.enterprise is sent to the Enterprise site', { tag: '@release' }, async ({ page, request }) => {
    const user = await createPerson(request, 'demo.enterprise');
    await page.route('https://enterprise.utility.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<html lang="en"><title>Enterprise</title><h1>Enterprise portal</h1></html>' }),
    );
    await visit(page, '/login');
    await signIn(page, user.userName);
    await expect(page).toHaveURL(/^https:\/\/enterprise\.utility\.example\//);
  });

  test('demo.migrated must reset the password first', { tag: '@release' }, async ({ page, request }) => {
    const user = await createPerson(request, 'demo.migrated');
    await visit(page, '/login');
    await signIn(page, user.userName);
    await expect(page).toHaveURL(new RegExp(`/ForgotPasswordSuccess\\?user=${user.userName.replaceAll('.', '\\.')}$`));
    await expect(page.locator('main')).toContainText(user.userName);
    await expectAccessible(page);
  });

  test('demo.suspended sees the restricted account and cannot open other pages', { tag: '@release' }, async ({ page, request }) => {
    const user = await createPerson(request, 'demo.suspended');
    await visit(page, '/login');
    await signIn(page, user.userName);
    await expectDashboard(page);
    await expect(page.getByRole('main')).toContainText(text('EN_US', 'dashboard.restricted.title'));
    // A rights-gated page without the right sends the user to /.
    await page.goto('/Faq');
    await expect(page).toHaveURL(/\/(dashboard)?$/);
  });

  test('agent.csr signs in on a customer’s behalf: the session is flagged', { tag: '@release' }, async ({ page, request }) => {
    const agent = await createPerson(request, 'agent.csr');
    const customer = await createPerson(request, 'demo.customer');
    await visit(page, '/login');
    await signIn(page, agent.userName);
    await expectDashboard(page);
    await page.getByLabel(text('EN_US', 'dashboard.agent.accountNumber')).fill(customer.accounts[0]!);
    await page.getByRole('button', { name: text('EN_US', 'dashboard.agent.submit') }).click();
    await expectDashboard(page);
    await expect(page.getByRole('banner')).toContainText(text('EN_US', 'shell.agent.banner'));
  });
});

// One visitor on /login (one page load): the form's own checks, then the server's refusals.
test('empty fields show VLD001; a bad user id shows its rule; a wrong password shows the message, and repeated failures lock the account', async ({ page, request }) => {
  const user = await createPerson(request, 'demo.landlord');
  await visit(page, '/login');
  await page.getByRole('button', { name: text('EN_US', 'login.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(text('EN_US', 'error.VLD001'));
  await page.getByLabel(text('EN_US', 'login.userId')).fill('abc');
  await page.getByLabel(text('EN_US', 'login.password'), { exact: true }).fill('x');
  await page.getByRole('button', { name: text('EN_US', 'login.submit') }).click();
  await expect(page.getByText(text('EN_US', 'login.validation.LOG_USERID_LENGTH'))).toBeVisible();
  await page.getByLabel(text('EN_US', 'login.userId')).fill('demo customer');
  await page.getByRole('button', { name: text('EN_US', 'login.submit') }).click();
  await expect(page.getByText(text('EN_US', 'login.validation.LOG_USERID_CHARACTERS'))).toBeVisible();

  await signIn(page, user.userName, 'Wrong#2026');
  await expect(page.getByRole('alert')).toHaveText(text('EN_US', 'login.error.LOG001'));
  // What the user typed stays.
  await expect(page.getByLabel(text('EN_US', 'login.userId'))).toHaveValue(user.userName);
  await expectAccessible(page, { include: 'main' });
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await page.getByRole('button', { name: text('EN_US', 'login.submit') }).click();
    await expect(page.getByRole('button', { name: text('EN_US', 'login.submit') })).toBeEnabled();
  }
  await page.getByLabel(text('EN_US', 'login.password'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: text('EN_US', 'login.submit') }).click();
  // LOG010: the server's own text, shown as is.
  await expect(page.getByRole('alert')).toContainText('locked');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening /PreFaq lands on /Faq, and /login goes home', { tag: '@release' }, async ({ page, request }) => {
  await signInByApi(page, await createPerson(request, 'demo.customer'));
  await page.goto('/PreFaq');
  await expect(page).toHaveURL(/\/Faq$/);
  await expect(page.locator('main h1')).toHaveText(text('EN_US', 'faq.title'));
  await expectAccessible(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/(dashboard)?$/);
});

test('a signed-out visitor opening a signed-in page goes to /login and comes back after signing in', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await page.goto('/Faq?category=usage');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, customer.userName);
  await expect(page).toHaveURL(/\/Faq\?category=usage$/);
});

test('idle: the expiry dialog at 29 minutes, Continue keeps the session, logout at 30 with the expired popup', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  await page.clock.install();
  await signInByApi(page, customer);
  // The clock still flows in real time between steps: leave a margin for a loaded machine.
  await page.clock.fastForward('28:30');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward('00:45');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text('EN_US', 'error.GEN017'));
  await expectAccessible(page, { include: '[role="alertdialog"]' });
  await dialog.getByRole('button', { name: text('EN_US', 'shell.idle.continue') }).click();
  await expect(dialog).toHaveCount(0);
  await expectDashboard(page);
  await page.clock.fastForward('29:01');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login\?session=expired$/);
  await expect(page.getByRole('alertdialog')).toContainText(text('EN_US', 'login.expiredBody'));
  await expectAccessible(page, { include: '[role="alertdialog"]' });
});

test('requests failing with 401 together cause exactly one refresh, then all succeed', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.customer');
  const home = customer.accounts[0]!;
  await signInByApi(page, customer);
  await page.waitForLoadState('networkidle');
  let refreshes = 0;
  let refused = 0;
  let failing = true;
  await page.route('**/api/**', async (route) => {
    const url = route.request().url();
    if (url.includes('/api/user/token/refresh')) {
      refreshes += 1;
      failing = false;
      return route.continue();
    }
    if (failing && (await route.request().allHeaders()).authorization) {
      refused += 1;
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: { code: 401, message: 'Token expired', msgcode: 'GEN401' }, data: null }) });
    }
    return route.continue();
  });
  // Choosing the other account fires its calls together (meter, rights, summary, banner).
  await page.getByRole('button', { name: new RegExp(home) }).first().click();
  const other = page.getByRole('menuitemradio').filter({ hasNotText: home }).first();
  const otherNumber = (await other.innerText()).match(/\d{12}/)?.[0];
  const refreshed = page.waitForResponse((response) => response.url().includes('/api/user/token/refresh'));
  await other.click();
  // The account's number shows at once; its calls are refused, refreshed and replayed meanwhile.
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('main')).toContainText(otherNumber!);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  // Every call of that wave was refused once (the ten-at-once case is tests/component/apiClient.test.ts).
  expect(refused).toBeGreaterThanOrEqual(2);
  expect(refreshes).toBe(1);
});

test('a reused refresh token is refused and ends the session', async ({ page, context, request }) => {
  await signInByApi(page, await createPerson(request, 'demo.customer'));
  const original = (await context.cookies()).find((cookie) => cookie.name === '__Host-portal_rt');
  expect(original, 'refresh cookie is set').toBeDefined();
  expect(original!.httpOnly).toBe(true);
  expect(original!.sameSite).toBe('Strict');
  // Another party rotates the token first, and goes on with the new one (a lost reply of the browser
  // would be forgiven for a few seconds, a chain that has moved on is not)...
  const rotated = await page.request.post('/api/user/token/refresh', { data: {} });
  expect(rotated.status()).toBe(200);
  const movedOn = await page.request.post('/api/user/token/refresh', { data: {} });
  expect(movedOn.status()).toBe(200);
  // ...then the browser presents the old one again.
  await context.addCookies([original!]);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('UserID'))).toBeNull();
});

test('a refresh whose reply was lost (the page reloaded meanwhile) keeps the session', async ({ page, context, request }) => {
  await signInByApi(page, await createPerson(request, 'demo.customer'));
  const original = (await context.cookies()).find((cookie) => cookie.name === '__Host-portal_rt');
  // The server rotates the token, but its reply never reaches the browser, which keeps the old one.
  const rotated = await page.request.post('/api/user/token/refresh', { data: {} });
  expect(rotated.status()).toBe(200);
  await context.addCookies([original!]);
  await page.reload();
  await expectDashboard(page);
  await visit(page, '/billinghistory');
  await expect(page).toHaveURL(/\/billinghistory/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('UserID'))).not.toBeNull();
});

test('logout in one tab logs out a second tab', async ({ context, request }) => {
  const first = await context.newPage();
  await signInByApi(first, await createPerson(request, 'demo.customer'));
  const second = await context.newPage();
  await second.goto('/Faq');
  await expect(second.locator('main h1')).toHaveText(text('EN_US', 'faq.title'));
  await first.getByRole('button', { name: /Kagiso|Molefe/ }).first().click();
  await first.getByRole('menuitem', { name: text('EN_US', 'shell.user.signOut') }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login/);
});
