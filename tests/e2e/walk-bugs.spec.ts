/**
 * The bugs of a walk through the portal (issue 19, points 7-16) as a customer meets them in the
 * browser. Points 7 (bills settled by payments, also tests/server/bill-settlement.test.ts) and 12
 * (prepaid seed priced on the live tariff) live on the server: tests/server/prepaid-seed-pricing.test.ts.
 * Each test signs in as a fresh copy of a demo user (tests/e2e/people.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { userCalls } from '../../src/domain/calls.ts';
import { createPerson, signIn } from './people.ts';
import { text, visit } from './support.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

test('7. paying the whole amount due with the saved card makes the latest bill Paid in the Bills tab', async ({ page }) => {
  await signIn(page, await createPerson(page.request, 'demo.customer'));
  await visit(page, '/billinghistory');
  const latestBill = page.getByRole('table', { name: t('billing.bills.caption') }).getByRole('row').nth(1);
  await expect(latestBill).toContainText(t('billing.status.bill.due'));
  // The amount step offers the total due, now, and the method step the saved card: both by default.
  await page.goto('/PayBill');
  await expect(page.getByRole('radio', { name: /Total amount due/ })).toBeChecked();
  await page.getByRole('button', { name: t('payment.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('payment.step.method') })).toBeFocused();
  await expect(page.getByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
  await page.getByRole('button', { name: t('payment.continue') }).click();
  await page.getByRole('button', { name: /^Pay P/ }).click();
  await expect(page).toHaveURL(/\/PayBillSuccess$/);
  await visit(page, '/billinghistory');
  await expect(latestBill).toContainText(t('billing.status.bill.paid'));
  await expect(page.getByRole('table', { name: t('billing.bills.caption') }).getByText(t('billing.status.bill.due'), { exact: true })).toHaveCount(0);
});

test.describe('8. success pages opened by their address claim no success', () => {
  test('/PayBillSuccess and /PayScheduledSuccess without a payment just made: a neutral heading and the history', async ({ page }) => {
    await signIn(page, await createPerson(page.request, 'demo.customer'));
    for (const path of ['/PayBillSuccess', '/PayScheduledSuccess']) {
      await visit(page, path);
      await expect(page.locator('main h1')).toHaveText(t('payment.receipt.missingTitle'));
      await expect(page.getByText(t('payment.success.page'), { exact: true })).toHaveCount(0);
      await expect(page.getByText(t('payment.scheduledSuccess.page'), { exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('payment.receipt.history') })).toBeVisible();
    }
  });

  test('/ResetPasswordFormSuccess opened by its address goes to sign in, with no "password changed"', async ({ page }) => {
    await page.goto('/ResetPasswordFormSuccess?user=demo.customer');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t('recovery.resetSuccess.title'))).toHaveCount(0);
  });
});

test('9. the bell is a link to the unread messages, listed by subject from the server', async ({ page }) => {
  await signIn(page, await createPerson(page.request, 'demo.customer'));
  const bell = page.getByRole('link', { name: /Notifications: 3 unread messages/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/Notifications$/);
  await expect(page.locator('main h1')).toHaveText(t('inbox.title'));
  const subjects = page.locator('.inbox-list__subject');
  await expect(subjects).toHaveText(['Power outage in Extension 12', 'Your bill is ready', 'Save energy this winter']);
  // The dashboard's unread notice leads there too.
  await visit(page, '/dashboard');
  await page.getByRole('link', { name: t('dashboard.notificationLink') }).click();
  await expect(page).toHaveURL(/\/Notifications$/);
});

test('10. signed in, the footer and /Help lead to the signed-in help and FAQ', async ({ page }) => {
  await signIn(page, await createPerson(page.request, 'demo.customer'));
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: t('nav.faq'), exact: true })).toHaveAttribute('href', '/Faq');
  await footer.getByRole('link', { name: t('footer.howCanWeHelp') }).click();
  await expect(page).toHaveURL(/\/HelpSupport$/);
  await expect(page.locator('main h1')).toHaveText(t('help.title'));
  await expect(page.getByRole('heading', { name: t('help.centresHeading') })).toBeVisible();
  await expect(page.locator('.centre-list__item')).toHaveCount(17);
  await page.goto('/Help');
  await expect(page).toHaveURL(/\/HelpSupport$/);
});

test.describe('11. /authenticate with a bad token', () => {
  const badToken = 'x'.repeat(40);
  const serverMessage = async (page: Page) => {
    const reply = await page.request.post(`${apiAreas.userManagement}${userCalls.authenticate}`, { data: { token: badToken } });
    expect(reply.status()).toBe(401);
    return ((await reply.json()) as { status: { message: string } }).status.message;
  };

  test('a long but invalid token shows the server message with a Login button, signed out or signed in', async ({ page }) => {
    const message = await serverMessage(page);
    await page.goto(`/authenticate/${badToken}`);
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('link', { name: t('authenticate.login') })).toBeVisible();

    await signIn(page, await createPerson(page.request, 'demo.customer'));
    await page.goto(`/authenticate/${badToken}`);
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page).toHaveURL(new RegExp(`/authenticate/${badToken}$`));
    await page.getByRole('link', { name: t('authenticate.login') }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a short token goes straight to /login', async ({ page }) => {
    await page.goto('/authenticate/abc');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('13. a prepaid meter has no bills: its dashboard says nothing about paperless billing', async ({ page }) => {
  await signIn(page, await createPerson(page.request, 'demo.prepaid'));
  await expect(page.getByRole('region', { name: t('dashboard.prepaidTitle') })).toContainText(t('dashboard.lastRecharge'));
  await expect(page.getByText(t('dashboard.paperless'))).toHaveCount(0);
});

test('14. Top 10 FAQs lists ten questions', async ({ page }) => {
  await signIn(page, await createPerson(page.request, 'demo.customer'));
  await visit(page, '/Faq');
  await expect(page.getByRole('heading', { level: 2, name: t('faq.category.top10') })).toBeVisible();
  await expect(page.locator('main').getByRole('button', { expanded: false })).toHaveCount(10);
});

test('15. reloading a signed-in page never puts /login in the address bar', async ({ page }) => {
  await signIn(page, await createPerson(page.request, 'demo.customer'));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { addressesSeen: string[] }).addressesSeen = seen;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null) seen.push(String(url));
        original(state, unused, url);
      };
    }
  });
  await page.goto('/billinghistory/payments');
  await expect(page.locator('main h1')).toHaveText(t('billing.title'));
  await expect(page).toHaveURL(/\/billinghistory\/payments$/);
  const seen = await page.evaluate(() => (window as unknown as { addressesSeen: string[] }).addressesSeen);
  expect(seen.filter((url) => /\/login/i.test(url))).toEqual([]);
});

test('16. /RechargeMeter signed in without a prepaid meter says why and leads to paying the bill', async ({ page }) => {
  const person = await createPerson(page.request, 'demo.customer');
  await signIn(page, person);
  await page.goto('/RechargeMeter');
  await expect(page).toHaveURL(/\/RechargeMeter$/);
  await expect(page.locator('main')).toContainText(t('recharge.notPrepaid.body', { accountNumber: person.accounts[0]! }));
  await page.getByRole('link', { name: t('recharge.notPrepaid.payBill') }).click();
  await expect(page).toHaveURL(/\/PayBill$/);
});
