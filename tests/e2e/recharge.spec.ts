import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/format.ts';
import { expectAccessible, reviewShot, text, visit } from './support.ts';
import { createPeople, createPerson, signIn } from './people.ts';

/**
 * Recharge Meter end to end against the real server: demo.prepaid recharges its meter from
 * /Recharge and finds the token in /transactionhistory after a reload; a visitor recharges the demo
 * meter from /RechargeMeter; bad meter numbers and a declined card show their messages; a double
 * click and a retry after a dropped response charge once.
 */
// Whole flows with an accessibility scan at every step: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
// axe: each page whole once (per distinct state, tests/e2e/support.ts); the later steps of a flow on the
// same page change its content only: those checks are scoped to <main> (or the dialog).

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const money = (value: number) => formatMoney(value, 'en-US');
const tokenPattern = /^\d{4} \d{4} \d{4} \d{4} \d{4}$/;

const stepHeading = (page: Page, step: string) => page.getByRole('heading', { level: 2, name: t(`recharge.step.${step}`) });
const button = (page: Page, id: string) => page.getByRole('button', { name: t(id) });

/** The meter of a prepaid account of this test's own (a copy of demo.prepaid's, with no user: a visitor's). */
async function visitorMeter(request: APIRequestContext): Promise<string> {
  const { accounts } = await createPeople(request, { accounts: ['prepaid'] });
  return accounts[0]!.meters[0]!.meterNumber;
}

/** The shared payment-method step: a new card. */
async function fillCard(page: Page, cardNumber = '4242 4242 4242 4242') {
  await page.getByLabel(t('payment.method.card.name')).fill('Naledi Kgosi');
  await page.getByLabel(t('payment.method.card.number')).fill(cardNumber);
  await page.getByLabel(t('payment.method.card.expiryMonth')).selectOption('12');
  await page.getByLabel(t('payment.method.card.expiryYear')).selectOption(String(new Date().getUTCFullYear() + 3));
  await page.getByLabel(t('payment.method.card.cvv')).fill('123');
}

/** The shared payment-method step: a new bank account (its bank is looked up on Continue). */
async function fillBank(page: Page) {
  await page.getByRole('radio', { name: t('payment.method.choice.NewBankAccount') }).check();
  await page.getByLabel(t('payment.method.bank.holder')).fill('Naledi Kgosi');
  await page.getByLabel(t('payment.method.bank.routing'), { exact: true }).fill('281467902');
  // Leaving the routing number looks its bank up (the step takes no typing meanwhile).
  await page.getByLabel(t('payment.method.bank.routing'), { exact: true }).blur();
  await expect(page.getByText('First National Bank Botswana')).toBeVisible();
  await page.getByLabel(t('payment.method.bank.confirmRouting')).fill('281467902');
  await page.getByLabel(t('payment.method.bank.accountNumber'), { exact: true }).fill('62001234');
  await page.getByLabel(t('payment.method.bank.confirmAccount')).fill('62001234');
}

/** The success page: a 20-digit token in groups of 4 and its reference; answers both. */
async function expectToken(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: t('recharge.success.title') })).toBeVisible();
  const token = (await page.getByTestId('recharge-token').textContent())?.trim() ?? '';
  expect(token).toMatch(tokenPattern);
  const reference = (await page.locator('.recharge-summary dt', { hasText: t('recharge.success.reference') }).locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\S{6,}$/);
  return { token, reference };
}

test('demo.prepaid recharges from /Recharge, then finds the token in Token & Transaction History after a reload', async ({ page, request }) => {
  const customer = await createPerson(request, 'demo.prepaid');
  const meter = customer.accountDetails[0]!.meters[0]!.meterNumber;
  await signIn(page, customer);
  // The Billing menu offers Recharge Meter and Token & Transaction History (prepaid), not Make a Payment.
  const nav = page.getByRole('navigation', { name: t('layout.mainNavigation') });
  const billing = nav.getByRole('button', { name: t('shell.navGroup.billing') });
  await billing.click();
  await expect(billing).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: t('nav.transactionHistory') })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('nav.payBill') })).toHaveCount(0);
  await nav.getByRole('link', { name: t('nav.recharge') }).click();
  await expect(page).toHaveURL(/\/Recharge$/);

  // The account's meter is validated at once: the amount step, with the masked holder.
  await expect(stepHeading(page, 'amount')).toBeVisible();
  await expect(page.getByText(meter)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(t('recharge.field.amount')).fill('5');
  await button(page, 'recharge.continue').click();
  await expect(page.getByText(t('recharge.code.PAY_AMOUNT_MIN', { minimum: money(10) }))).toBeVisible();
  await page.getByLabel(t('recharge.field.amount')).fill('150');
  await expect(page.getByText(/kWh/)).toBeVisible();
  await button(page, 'recharge.continue').click();

  await expect(stepHeading(page, 'method')).toBeFocused();
  await fillCard(page);
  await expectAccessible(page, { include: 'main' });
  await button(page, 'recharge.continue').click();

  await expect(stepHeading(page, 'review')).toBeFocused();
  await expect(page.getByText(money(155), { exact: true })).toBeVisible();
  await expect(page.getByText('VISA ending 4242')).toBeVisible();
  await expectAccessible(page, { include: 'main' });
  await button(page, 'recharge.pay').click();

  const { token, reference } = await expectToken(page);
  await expectAccessible(page, { include: 'main' });
  await reviewShot(page, 'recharge-success');

  await page.reload();
  await visit(page, '/transactionhistory');
  // Still signed in after the reload (a refresh cut short by the navigation must not end the session).
  await expect(page).toHaveURL(/\/transactionhistory/);
  const tokenRow = page.locator('.history-table tbody tr', { hasText: token });
  await expect(tokenRow).toHaveCount(1);
  await expect(tokenRow).toContainText(reference);
  await page.getByRole('link', { name: t('history.tab.transactions') }).click();
  await expect(page).toHaveURL(/\/transactionhistory\/transactions$/);
  const transactionRow = page.locator('.history-table tbody tr', { hasText: reference });
  await expect(transactionRow).toHaveCount(1);
  await expect(transactionRow).toContainText('VISA ending 4242');
  await expectAccessible(page);
  await reviewShot(page, 'recharge-history');
});

test('a visitor recharges a meter from /RechargeMeter; bad meter numbers and a declined card say why', async ({ page, request }) => {
  const meter = await visitorMeter(request);
  await visit(page, '/RechargeMeter');
  await expect(stepHeading(page, 'meter')).toBeVisible();
  await expectAccessible(page);

  // Too short: refused beside the field, before any call.
  await page.getByLabel(t('recharge.field.meterNumber')).fill('0411');
  await button(page, 'recharge.continue').click();
  await expect(page.getByLabel(t('recharge.field.meterNumber'))).toHaveAccessibleDescription(new RegExp(t('recharge.code.PAY_METER_LENGTH')));
  // Well formed but no such prepaid meter: the server's answer, beside the field, the number kept.
  await page.getByLabel(t('recharge.field.meterNumber')).fill('04112873366');
  await button(page, 'recharge.continue').click();
  await expect(page.getByText(t('recharge.code.PAY_METER_NOT_FOUND'))).toBeVisible();
  await expect(page.getByLabel(t('recharge.field.meterNumber'))).toHaveValue('04112873366');
  await expectAccessible(page, { include: 'main' });

  await page.getByLabel(t('recharge.field.meterNumber')).fill(meter);
  await button(page, 'recharge.continue').click();
  await expect(stepHeading(page, 'amount')).toBeFocused();
  await expect(page.getByText('N***** K****')).toBeVisible();
  await page.getByLabel(t('recharge.field.amount')).fill('100');
  await button(page, 'recharge.continue').click();

  // A wrong card number (Luhn) never reaches the server.
  await expect(stepHeading(page, 'method')).toBeFocused();
  await fillCard(page, '4242 4242 4242 4241');
  await button(page, 'recharge.continue').click();
  await expect(page.getByText(t('payment.code.PAY_CARD_LUHN'))).toBeVisible();
  // F301 (insufficient funds): the catalogue message on the card step, the details kept.
  await page.getByLabel(t('payment.method.card.number')).fill('4000 0000 0000 3014');
  await button(page, 'recharge.continue').click();
  await button(page, 'recharge.pay').click();
  await expect(stepHeading(page, 'method')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(t('payment.code.F301'));
  await expect(page.getByLabel(t('payment.method.card.number'))).toHaveValue(/^4000 ?0000 ?0000 ?3014$/);
  await expectAccessible(page, { include: 'main' });

  await page.getByLabel(t('payment.method.card.number')).fill('5555 5555 5555 4444');
  await button(page, 'recharge.continue').click();
  await expect(page.getByText(money(105), { exact: true })).toBeVisible();

  // A double click on Pay sends one recharge.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/prepaid/guest-recharge')) sent.push(request.headers()['idempotency-key'] ?? '');
  });
  await button(page, 'recharge.pay').dblclick();
  await expectToken(page);
  expect(sent).toHaveLength(1);
  await expectAccessible(page, { include: 'main' });
});

test('a retry after a dropped response (bank account) sends the same key and charges once', async ({ page, request }) => {
  await signIn(page, await createPerson(request, 'demo.prepaid'), '/Recharge');
  await expectAccessible(page);
  const amount = 61.37;
  await page.getByLabel(t('recharge.field.amount')).fill(String(amount));
  await button(page, 'recharge.continue').click();
  await fillBank(page);
  await button(page, 'recharge.continue').click();
  // A bank account pays no convenience fee.
  await expect(stepHeading(page, 'review')).toBeVisible();
  await expect(page.getByText(money(amount), { exact: true })).toHaveCount(2);
  await expect(page.getByText('First National Bank Botswana', { exact: false })).toBeVisible();

  // The first recharge reaches the server and is charged, but its answer never comes back.
  const keys: string[] = [];
  const replayed: string[] = [];
  await page.route('**/api/payment/prepaid/recharge', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch();
    if (keys.length === 1) {
      await route.abort('connectionreset');
      return;
    }
    replayed.push(response.headers()['idempotent-replayed'] ?? '');
    await route.fulfill({ response });
  });
  await button(page, 'recharge.pay').click();
  await expect(page.getByRole('alert')).toHaveText(t('recharge.code.NETWORK'));
  await expect(stepHeading(page, 'review')).toBeVisible();
  await button(page, 'recharge.retry').click();
  const { reference } = await expectToken(page);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toEqual(['true']);

  // Charged once: one transaction of this amount (the seeded history has none), the retried one.
  await page.unroute('**/api/payment/prepaid/recharge');
  await visit(page, '/transactionhistory/transactions');
  const ours = page.locator('.history-table tbody tr').filter({ hasText: money(amount) });
  await expect(ours).toHaveCount(1);
  await expect(ours.locator('td').nth(1)).toHaveText(reference);
});

test('a visitor recharges a meter with Apple Pay: approved in the wallet window, the card fee, a token', async ({ page, request }) => {
  const meter = await visitorMeter(request);
  await visit(page, '/RechargeMeter');
  await page.getByLabel(t('recharge.field.meterNumber')).fill(meter);
  await button(page, 'recharge.continue').click();
  await expect(stepHeading(page, 'amount')).toBeFocused();
  await page.getByLabel(t('recharge.field.amount')).fill('60');
  await button(page, 'recharge.continue').click();
  await expect(stepHeading(page, 'method')).toBeFocused();
  await page.getByRole('radio', { name: t('payment.method.choice.Wallet') }).check();
  await page.getByRole('radio', { name: 'Apple Pay', exact: true }).check();
  await button(page, 'recharge.continue').click();
  const window = page.getByRole('dialog', { name: t('payment.method.wallet.window.title', { wallet: 'Apple Pay' }) });
  await expect(window).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });
  await window.getByRole('button', { name: t('payment.method.wallet.approve') }).click();
  await expect(stepHeading(page, 'review')).toBeVisible();
  await expect(page.getByText('Apple Pay', { exact: true })).toBeVisible();
  await expect(page.getByText(money(65), { exact: true })).toBeVisible();
  await expectAccessible(page, { include: 'main' });
  await button(page, 'recharge.pay').click();
  await expectToken(page);
});
