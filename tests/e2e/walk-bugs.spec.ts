/**
 * The bugs of a walk through the portal (issue 19, points 7-16) as a customer meets them in the
 * browser. Points 7 (bills settled by payments, also tests/server/bill-settlement.test.ts) and 12
 * (prepaid seed priced on the live tariff) live on the server: tests/server/prepaid-seed-pricing.test.ts.
 * One test per kind of visitor, each a fresh copy of a demo user (tests/e2e/people.ts), with one
 * step per bug: a signed-in customer, a prepaid customer, a visitor.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { userCalls } from '../../src/domain/calls.ts';
import { createPerson, signIn } from './people.ts';
import { expectAccessible, text, visit } from './support.ts';
import { openInApp } from './inApp.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);

const badToken = 'x'.repeat(40);
/** The server's own message for a long but invalid sign-in link. */
async function badTokenMessage(page: Page) {
  const reply = await page.request.post(`${apiAreas.userManagement}${userCalls.authenticate}`, { data: { token: badToken } });
  expect(reply.status()).toBe(401);
  return ((await reply.json()) as { status: { message: string } }).status.message;
}

test('demo.customer: bugs 7-11 and 14-16', async ({ page }) => {
  test.setTimeout(150_000);
  const person = await createPerson(page.request, 'demo.customer');
  await signIn(page, person);

  await test.step('15. reloading a signed-in page never puts /login in the address bar', async () => {
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
    // A whole load with the session restored by the refresh cookie.
    await expect(page.locator('main h1')).toHaveText(t('billing.title'), { timeout: 20_000 });
    await expect(page).toHaveURL(/\/billinghistory\/payments$/);
    const seen = await page.evaluate(() => (window as unknown as { addressesSeen: string[] }).addressesSeen);
    expect(seen.filter((url) => /\/login/i.test(url))).toEqual([]);
  });

  await test.step('8. /PayBillSuccess and /PayScheduledSuccess opened by their address, with no payment just made: a neutral heading and the history', async () => {
    for (const path of ['/PayBillSuccess', '/PayScheduledSuccess']) {
      await visit(page, path);
      await expect(page.locator('main h1')).toHaveText(t('payment.receipt.missingTitle'));
      await expect(page.getByText(t('payment.success.page'), { exact: true })).toHaveCount(0);
      await expect(page.getByText(t('payment.scheduledSuccess.page'), { exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('payment.receipt.history') })).toBeVisible();
    }
  });

  await test.step('9. the bell is a link to the unread messages, listed by subject from the server', async () => {
    await openInApp(page, '/dashboard');
    const bell = page.getByRole('link', { name: /Notifications: 3 unread messages/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/Notifications$/);
    await expect(page.locator('main h1')).toHaveText(t('inbox.title'));
    await expect(page.locator('.inbox-list__subject')).toHaveText(['Power outage in Extension 12', 'Your bill is ready', 'Save energy this winter']);
    // The dashboard's unread notice leads there too.
    await openInApp(page, '/dashboard');
    await page.getByRole('link', { name: t('dashboard.notificationLink') }).click();
    await expect(page).toHaveURL(/\/Notifications$/);
  });

  await test.step('10. signed in, the footer and /Help lead to the signed-in help and FAQ', async () => {
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: t('nav.faq'), exact: true })).toHaveAttribute('href', '/Faq');
    await footer.getByRole('link', { name: t('footer.howCanWeHelp') }).click();
    await expect(page).toHaveURL(/\/HelpSupport$/);
    await expect(page.locator('main h1')).toHaveText(t('help.title'));
    await expect(page.getByRole('heading', { name: t('help.centresHeading') })).toBeVisible();
    await expect(page.locator('.centre-list__item')).toHaveCount(17);
    // A slow notice keeps the reloaded frame's <main> hidden (no layout shift) while the next page
    // opens, as from the navigation bar: that page's heading must still get the focus once shown
    // (it once never did).
    await page.route('**/notification-banner**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/Help');
    await expect(page).toHaveURL(/\/HelpSupport$/);
    await expect(page.locator('#main h1')).toHaveText(t('help.title'));
  });

  await test.step('14. Top 10 FAQs lists ten questions', async () => {
    await openInApp(page, '/Faq');
    await page.unroute('**/notification-banner**');
    await expectAccessible(page);
    await expect(page.getByRole('heading', { level: 2, name: t('faq.category.top10') })).toBeVisible();
    await expect(page.locator('main').getByRole('button', { expanded: false })).toHaveCount(10);
  });

  await test.step('16. /RechargeMeter signed in without a prepaid meter says why and leads to paying the bill', async () => {
    await openInApp(page, '/RechargeMeter');
    await expect(page).toHaveURL(/\/RechargeMeter$/);
    await expect(page.locator('main')).toContainText(t('recharge.notPrepaid.body', { accountNumber: person.accounts[0]! }));
    await page.getByRole('link', { name: t('recharge.notPrepaid.payBill') }).click();
    await expect(page).toHaveURL(/\/PayBill$/);
  });

  await test.step('7. paying the whole amount due with the saved card makes the latest bill Paid in the Bills tab', async () => {
    await openInApp(page, '/billinghistory');
    await expectAccessible(page);
    const latestBill = page.getByRole('table', { name: t('billing.bills.caption') }).getByRole('row').nth(1);
    await expect(latestBill).toContainText(t('billing.status.bill.due'));
    // The amount step offers the total due, now, and the method step the saved card: both by default.
    await openInApp(page, '/PayBill');
    await expect(page.getByRole('radio', { name: /Total amount due/ })).toBeChecked();
    await page.getByRole('button', { name: t('payment.continue') }).click();
    await expect(page.getByRole('heading', { level: 2, name: t('payment.step.method') })).toBeFocused();
    await expect(page.getByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
    await page.getByRole('button', { name: t('payment.continue') }).click();
    await page.getByRole('button', { name: /^Pay P/ }).click();
    await expect(page).toHaveURL(/\/PayBillSuccess$/);
    await openInApp(page, '/billinghistory');
    await expect(latestBill).toContainText(t('billing.status.bill.paid'));
    await expect(page.getByRole('table', { name: t('billing.bills.caption') }).getByText(t('billing.status.bill.due'), { exact: true })).toHaveCount(0);
  });

  await test.step('11. signed in, a long but invalid sign-in link shows the server message with a Login button', async () => {
    const message = await badTokenMessage(page);
    await page.goto(`/authenticate/${badToken}`);
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page).toHaveURL(new RegExp(`/authenticate/${badToken}$`));
    await page.getByRole('link', { name: t('authenticate.login') }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a visitor: bugs 8 and 11', async ({ page }) => {
  await test.step('8. /ResetPasswordFormSuccess opened by its address goes to sign in, with no "password changed"', async () => {
    await page.goto('/ResetPasswordFormSuccess?user=demo.customer');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t('recovery.resetSuccess.title'))).toHaveCount(0);
  });

  await test.step('11. a long but invalid sign-in link shows the server message with a Login button', async () => {
    const message = await badTokenMessage(page);
    await page.goto(`/authenticate/${badToken}`);
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('link', { name: t('authenticate.login') })).toBeVisible();
  });

  await test.step('11. a short sign-in link goes straight to /login', async () => {
    await page.goto('/authenticate/abc');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('13. a prepaid meter has no bills: its dashboard says nothing about paperless billing', async ({ page }) => {
  await signIn(page, await createPerson(page.request, 'demo.prepaid'));
  await expect(page.getByRole('region', { name: t('dashboard.prepaidTitle') })).toContainText(t('dashboard.lastRecharge'));
  await expect(page.getByText(t('dashboard.paperless'))).toHaveCount(0);
});
