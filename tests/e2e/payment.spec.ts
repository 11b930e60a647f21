/**
 * Make a Payment in Chromium against the real server (issue 4 acceptance): a customer pays the
 * current bill with the saved card, with a new card and with a new bank account, and schedules a
 * payment; a guest pays a customer's account from /MakePayment; card refusals (F-codes) show their
 * catalogue messages (every code: tests/component/paymentPages.test.tsx); a wrong Luhn number is
 * refused before any call; a double click on Pay and a retry after a dropped connection charge once.
 * Balances and history are read back from the server. Each test pays an account of its own (a fresh
 * copy of demo.customer), so the tests run in parallel and count exactly.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cardErrorCodes, type HistoryItem, type Paged, type CurrentBill } from '../../src/domain/payment.ts';
import { testCardForCode } from '../../server/gateway/testCards.ts';
import { expectAccessible, reviewShot, text, visit } from './support.ts';
import { bearerOf, createPerson, signIn, type Person } from './people.ts';

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
// axe: each page whole once (per distinct state, tests/e2e/support.ts); the later steps of the flow on
// the same page change its content only: those checks are scoped to <main> (or the dialog).

// ---------------------------------------------------------------- server read-back

/** The newest payments of the customer's default account (the history's first page of 50). */
async function payments(request: APIRequestContext, customer: Person): Promise<HistoryItem[]> {
  const headers = await bearerOf(request, customer);
  const reply = await request.get(`/api/billing/history?accountNumber=${customer.accounts[0]}&pageSize=50`, { headers });
  const body = (await reply.json()) as { data: Paged<HistoryItem> };
  return body.data.items.filter((item) => item.type === 'payment');
}

async function currentBill(request: APIRequestContext, customer: Person): Promise<CurrentBill> {
  const headers = await bearerOf(request, customer);
  const reply = await request.get(`/api/billing/current-bill?accountNumber=${customer.accounts[0]}`, { headers });
  return ((await reply.json()) as { data: CurrentBill }).data;
}

/** A customer of the test's own: a fresh copy of demo.customer (saved card and bank account, bills due). */
const newCustomer = (request: APIRequestContext) => createPerson(request, 'demo.customer');

const stepHeading = (page: Page, id: string) => page.getByRole('heading', { level: 2, name: t(id) });
const continueButton = (page: Page) => page.getByRole('button', { name: t('payment.continue') });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay P/ });

async function expectAmountStep(page: Page) {
  await expect(stepHeading(page, 'payment.step.amount')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Total amount due/ })).toBeVisible();
}

async function openPayBill(page: Page) {
  await page.goto('/PayBill');
  await expectAmountStep(page);
}

/** Signs in straight onto /PayBill (no dashboard load first: these tests are about paying). */
async function signInToPayBill(page: Page, customer: Person) {
  await signIn(page, customer, '/PayBill');
  await expectAmountStep(page);
}

async function otherAmount(page: Page, amount: string) {
  await page.getByRole('radio', { name: t('payment.amount.other') }).check();
  await page.getByLabel(t('payment.amount.otherLabel')).fill(amount);
  await continueButton(page).click();
  await expect(stepHeading(page, 'payment.step.method')).toBeFocused();
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('radio', { name: t('payment.method.choice.NewCard') }).check();
  await page.getByLabel(t('payment.method.card.name')).fill('Kagiso Molefe');
  await page.getByLabel(t('payment.method.card.number')).fill(number);
  await page.getByLabel(t('payment.method.card.expiryMonth')).selectOption('12');
  await page.getByLabel(t('payment.method.card.expiryYear')).selectOption(String(new Date().getUTCFullYear() + 2));
  await page.getByLabel(t('payment.method.card.cvv')).fill('123');
}

async function toReview(page: Page) {
  await continueButton(page).click();
  await expect(stepHeading(page, 'payment.step.review')).toBeFocused();
}

async function expectPaid(page: Page) {
  await expect(page).toHaveURL(/\/PayBillSuccess$/);
  await expect(page.getByRole('heading', { name: t('payment.success.title') })).toBeVisible();
  await expectAccessible(page);
}

// ---------------------------------------------------------------- signed in

test('a customer pays the current bill with the saved card; the balance and history show it after a reload', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const due = (await currentBill(request, customer)).amountDue;
  expect(due).toBeGreaterThan(0);
  await signIn(page, customer);
  await page.getByRole('link', { name: t('dashboard.payNow') }).first().click();
  await expect(page).toHaveURL(/\/PayBill$/);
  await expect(stepHeading(page, 'payment.step.amount')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Total amount due/ })).toBeChecked();
  await expectAccessible(page);
  await continueButton(page).click();
  await expect(stepHeading(page, 'payment.step.method')).toBeFocused();
  await expect(page.getByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
  await expectAccessible(page, { include: 'main' });
  await toReview(page);
  await expect(page.getByText(t('payment.review.fee'))).toBeVisible();
  await expectAccessible(page, { include: 'main' });
  await reviewShot(page, 'payment-review');
  await payButton(page).click();
  await expectPaid(page);
  await reviewShot(page, 'payment-success');
  const confirmation = await page.getByRole('definition').filter({ hasText: /^PMT\d+$/ }).textContent();

  await page.reload();
  await expect(page.getByText(t('payment.receipt.missing'))).toBeVisible();
  expect((await currentBill(request, customer)).amountDue).toBe(0);
  const after = await payments(request, customer);
  expect(after.filter((item) => item.reference === confirmation)).toHaveLength(1);
  expect(after.find((item) => item.reference === confirmation)).toMatchObject({ amount: due, status: 'completed', method: 'VISA ending 4242' });
});

test('a new card and a new bank account (its bank looked up) pay other amounts', { tag: '@release' }, async ({ page, request }) => {
  const customer = await newCustomer(request);
  const before = await payments(request, customer);
  await signInToPayBill(page, customer);
  await otherAmount(page, '25.00');
  await fillCard(page, '5555 5555 5555 4444');
  await expect(page.getByLabel(t('payment.method.card.number'))).toHaveAccessibleDescription(t('payment.method.card.brand', { brand: 'Mastercard' }));
  await page.getByRole('checkbox', { name: t('payment.method.save') }).check();
  await page.getByLabel(t('payment.method.nickname')).fill('Travel card');
  await toReview(page);
  await expect(page.getByText('Mastercard ending 4444')).toBeVisible();
  await payButton(page).click();
  await expectPaid(page);

  await openPayBill(page);
  await otherAmount(page, '30.00');
  await page.getByRole('radio', { name: t('payment.method.choice.NewBankAccount') }).check();
  await page.getByLabel(t('payment.method.bank.holder')).fill('Kagiso Molefe');
  await page.getByLabel(t('payment.method.bank.routing'), { exact: true }).fill('281467902');
  await page.getByLabel(t('payment.method.bank.confirmRouting')).click();
  await expect(page.getByText('Bank: First National Bank Botswana')).toBeVisible();
  await page.getByLabel(t('payment.method.bank.confirmRouting')).fill('281467902');
  await page.getByLabel(t('payment.method.bank.accountNumber'), { exact: true }).fill('62001234');
  await page.getByLabel(t('payment.method.bank.confirmAccount')).fill('62001234');
  await expectAccessible(page, { include: 'main' });
  await toReview(page);
  await expect(page.getByText('First National Bank Botswana account ending 1234')).toBeVisible();
  await payButton(page).click();
  await expectPaid(page);

  await page.reload();
  const after = await payments(request, customer);
  const count = (list: HistoryItem[], amount: number) => list.filter((item) => item.amount === amount).length;
  expect([count(after, 25), count(after, 30)]).toEqual([count(before, 25) + 1, count(before, 30) + 1]);
  expect(after.map((item) => item.method)).toEqual(expect.arrayContaining(['Mastercard ending 4444', 'Bank account ending 1234']));
});

test('a payment scheduled for tomorrow goes to /PayScheduledSuccess, and is cancelled from Scheduled payments', async ({ page, request }) => {
  const customer = await newCustomer(request);
  await signInToPayBill(page, customer);
  await page.getByRole('radio', { name: t('payment.amount.other') }).check();
  await page.getByLabel(t('payment.amount.otherLabel')).fill('40');
  await page.getByRole('radio', { name: t('payment.date.scheduled') }).check();
  const dateField = page.getByLabel(t('payment.date.label'));
  await dateField.fill('31/02/2026');
  await continueButton(page).click();
  await expect(dateField).toHaveAccessibleDescription(new RegExp(t('payment.code.PAY_DATE_DISPLAY_FORMAT')));
  await expect(dateField).toHaveValue('31/02/2026');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await dateField.fill(`${tomorrow.slice(8, 10)}/${tomorrow.slice(5, 7)}/${tomorrow.slice(0, 4)}`);
  await continueButton(page).click();
  await expect(stepHeading(page, 'payment.step.method')).toBeFocused();
  await toReview(page);
  await page.getByRole('button', { name: t('payment.schedule') }).click();
  await expect(page).toHaveURL(/\/PayScheduledSuccess$/);
  await expect(page.getByRole('heading', { name: t('payment.scheduledSuccess.title') })).toBeVisible();
  await expectAccessible(page);
  expect((await currentBill(request, customer)).scheduledPayments.map((payment) => payment.paymentDate)).toContain(tomorrow);

  // The customer changes their mind: the receipt leads to the scheduled payments, where it is cancelled.
  const confirmation = (await page.locator('.payment-receipt .payment-summary strong').first().innerText()).trim();
  await page.getByRole('link', { name: t('payment.receipt.scheduled') }).click();
  await expect(page).toHaveURL(/\/billinghistory\/scheduled$/);
  const row = page.getByRole('table', { name: t('billing.scheduled.caption') }).getByRole('row').filter({ hasText: confirmation });
  await row.getByRole('button').click();
  const dialog = page.getByRole('alertdialog', { name: t('billing.scheduled.confirm.title') });
  await dialog.getByRole('button', { name: t('billing.scheduled.confirm.yes') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.reload();
  // Loaded again (the list, or its empty notice when nothing else is scheduled), without that payment.
  await expect(page.getByRole('table', { name: t('billing.scheduled.caption') }).or(page.getByText(t('billing.scheduled.empty')))).toBeVisible();
  await expect(page.getByText(confirmation)).toHaveCount(0);
  await expectAccessible(page);
});

test('card refusals show their catalogue messages; a wrong Luhn number is refused before any call', async ({ page, request }) => {
  await signInToPayBill(page, await newCustomer(request));
  await otherAmount(page, '11.00');

  const paymentCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/payment/')) paymentCalls.push(request.url());
  });
  await fillCard(page, '4242 4242 4242 4241');
  await continueButton(page).click();
  await expect(page.getByLabel(t('payment.method.card.number'))).toHaveAccessibleDescription(new RegExp(t('payment.code.PAY_CARD_LUHN')));
  expect(paymentCalls).toEqual([]);

  // A sample of the gateway's refusals made for real (every code's message: the component tests).
  for (const code of (['F300', 'F304', cardErrorCodes.at(-1)!] as const)) {
    await page.getByLabel(t('payment.method.card.number')).fill(testCardForCode[code]);
    await toReview(page);
    await payButton(page).click();
    await expect(stepHeading(page, 'payment.step.method')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(t(`payment.code.${code}`));
  }
});

test('a double click on Pay charges once', { tag: '@release' }, async ({ page, request }) => {
  const customer = await newCustomer(request);
  const paidTwelve = async () => (await payments(request, customer)).filter((item) => item.amount === 12).length;
  const before = await paidTwelve();
  await signInToPayBill(page, customer);
  await otherAmount(page, '12.00');
  await toReview(page);
  // The payment call is held until both clicks are done, as on a slow connection: the second click
  // lands while the first payment is still on its way.
  const pays: string[] = [];
  let releasePayment = () => {};
  const clicked = new Promise<void>((resolve) => (releasePayment = resolve));
  await page.route('**/api/payment/pay', async (route) => {
    pays.push((await route.request().allHeaders())['idempotency-key'] ?? '');
    await clicked;
    await route.continue();
  });
  await payButton(page).dblclick();
  releasePayment();
  await expectPaid(page);
  expect(pays).toHaveLength(1);
  expect(await paidTwelve()).toBe(before + 1);
});

test('a retry after a dropped connection charges once (same Idempotency-Key)', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const before = await payments(request, customer);
  await signInToPayBill(page, customer);
  await otherAmount(page, '13.00');
  await toReview(page);
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/api/payment/pay', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropped) return route.continue();
    dropped = true;
    // The request reaches the server (the payment is made), then the answer is lost.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await payButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(t('payment.code.NETWORK'));
  await expect(stepHeading(page, 'payment.step.review')).toBeVisible();
  const thirteens = async () => (await payments(request, customer)).filter((item) => item.amount === 13).length;
  expect(await thirteens()).toBe(before.filter((item) => item.amount === 13).length + 1);
  await payButton(page).click();
  await expectPaid(page);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(await thirteens()).toBe(before.filter((item) => item.amount === 13).length + 1);
});

test('a duplicate payment is warned about before it is made', { tag: '@release' }, async ({ page, request }) => {
  const customer = await newCustomer(request);
  // A first payment of 13.00 today...
  await signInToPayBill(page, customer);
  await otherAmount(page, '13.00');
  await toReview(page);
  await payButton(page).click();
  await expectPaid(page);
  // ...and a second one of the same amount is warned about.
  await openPayBill(page);
  await page.getByRole('radio', { name: t('payment.amount.other') }).check();
  await page.getByLabel(t('payment.amount.otherLabel')).fill('13.00');
  await continueButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: t('payment.duplicate.title') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, { include: '[role="alertdialog"]' });
  await dialog.getByRole('button', { name: t('payment.duplicate.cancel') }).click();
  await expect(stepHeading(page, 'payment.step.amount')).toBeVisible();
  await expect(page.getByLabel(t('payment.amount.otherLabel'))).toHaveValue('13.00');
});

// ---------------------------------------------------------------- who may pay (document 2 section 6)

test('a status-2 account pays from its restricted notice; an agent’s session offers no payment and /PayBill sends it home', { tag: '@release' }, async ({ page, request }) => {
  await signIn(page, await createPerson(request, 'demo.suspended'));
  const notice = page.getByRole('region', { name: t('dashboard.restricted.title') });
  await notice.getByRole('link', { name: t('dashboard.payNow') }).click();
  await expect(page).toHaveURL(/\/PayBill$/);
  await expect(stepHeading(page, 'payment.step.amount')).toBeVisible();
  await continueButton(page).click();
  await expect(stepHeading(page, 'payment.step.method')).toBeFocused();
  await fillCard(page, '4242 4242 4242 4242');
  await toReview(page);
  await payButton(page).click();
  await expectPaid(page);

  await page.context().clearCookies();
  const customer = await newCustomer(request);
  await signIn(page, await createPerson(request, 'agent.csr'));
  await page.getByLabel(t('dashboard.agent.accountNumber')).fill(customer.accounts[0]!);
  await page.getByRole('button', { name: t('dashboard.agent.submit') }).click();
  await expect(page.getByRole('banner')).toContainText(t('shell.agent.banner'));
  await expect(page.getByRole('link', { name: t('dashboard.payNow') })).toHaveCount(0);
  await page.goto('/PayBill');
  await expect(page).not.toHaveURL(/\/PayBill$/);
});

// ---------------------------------------------------------------- guest

test('a guest pays a customer’s account from /MakePayment without signing in', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const home = customer.accounts[0]!;
  const before = await payments(request, customer);
  await visit(page, '/login');
  await page.getByRole('link', { name: t('payment.landing.link') }).click();
  await expect(page).toHaveURL(/\/MakePayment$/);
  await expect(stepHeading(page, 'payment.step.account')).toBeVisible();
  await expectAccessible(page);
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(t('payment.code.VLD001'));
  await page.getByLabel(t('payment.account.number')).fill(home);
  await page.getByRole('radio', { name: t('payment.account.proof.lastName') }).check();
  await page.getByLabel(t('payment.account.lastName')).fill('Nobody');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(t('payment.code.GEN014'));
  await page.getByLabel(t('payment.account.lastName')).fill('Molefe');
  await continueButton(page).click();
  await expect(stepHeading(page, 'payment.step.amount')).toBeFocused();
  await expect(page.getByText('K***** M*****', { exact: false })).toBeVisible();
  await otherAmount(page, '20.00');
  await expect(page.getByRole('radio', { name: t('payment.method.choice.SavedPaymentMethod') })).toHaveCount(0);
  await fillCard(page, '4111 1111 1111 1111');
  await toReview(page);
  await expectAccessible(page, { include: 'main' });
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: t('payment.success.title') })).toBeVisible();
  await expectAccessible(page);
  const after = await payments(request, customer);
  expect(after.filter((item) => item.amount === 20).length).toBe(before.filter((item) => item.amount === 20).length + 1);
  expect(after.some((item) => item.amount === 20 && item.method === 'VISA ending 1111')).toBe(true);
});

// ---------------------------------------------------------------- wallets

/** Chooses a wallet on the method step and approves the payment in its window. */
async function approveWallet(page: Page, wallet: string) {
  await page.getByRole('radio', { name: t('payment.method.choice.Wallet') }).check();
  await page.getByRole('radio', { name: wallet, exact: true }).check();
  await continueButton(page).click();
  const window = page.getByRole('dialog', { name: t('payment.method.wallet.window.title', { wallet }) });
  await expect(window).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });
  return window;
}

test('a customer pays with PayPal: approved in the wallet window, shown on review, in history after a reload; the approval pays once', { tag: '@release' }, async ({ page, request }) => {
  const customer = await newCustomer(request);
  const before = await payments(request, customer);
  await signInToPayBill(page, customer);
  await otherAmount(page, '41.00');
  // Closing the window without approving keeps PayPal chosen and says so.
  let window = await approveWallet(page, 'PayPal');
  await window.getByRole('button', { name: t('payment.method.wallet.cancel') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('payment.code.PAY_WALLET_CANCELLED'));
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeChecked();
  window = await approveWallet(page, 'PayPal');
  // The approval's one-time token (what the payment sends): read from the wallet's answer.
  const approved = page.waitForResponse((reply) => reply.url().endsWith('/api/payment/wallet/approve'));
  await window.getByRole('button', { name: t('payment.method.wallet.approve') }).click();
  const walletToken = ((await (await approved).json()) as { data: { walletToken: string } }).data.walletToken;
  expect(walletToken).toMatch(/^wal_[0-9a-f]{24}$/);
  await expect(stepHeading(page, 'payment.step.review')).toBeFocused();
  await expect(page.getByText(/^PayPal \(.+@.+\)$/)).toBeVisible();
  // Wallets pay the card fee: 2.5%, at least P 5.00.
  await expect(payButton(page)).toHaveAccessibleName(/^Pay P\s?46\.00$/);
  await expectAccessible(page, { include: 'main' });
  await payButton(page).click();
  await expectPaid(page);

  await page.reload();
  const after = await payments(request, customer);
  expect(after.filter((item) => item.amount === 41).length).toBe(before.filter((item) => item.amount === 41).length + 1);
  expect(after.find((item) => item.amount === 41 && item.method?.startsWith('PayPal'))).toMatchObject({ status: 'completed' });

  // The same approval cannot pay a second time (another submission: a new Idempotency-Key).
  const headers = await bearerOf(request, customer);
  const again = await request.post('/api/payment/pay', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      accountNumber: customer.accounts[0],
      amount: 41,
      paymentAmountType: 'OtherAmount',
      paymentMethod: 'Wallet',
      wallet: { walletType: 'PayPal', walletToken },
      paymentDate: new Date().toISOString().slice(0, 10),
      paymentDateType: 'payNow',
      convenienceFee: 5,
    },
  });
  expect(again.status()).toBe(422);
  expect(((await again.json()) as { status: { msgcode: string } }).status.msgcode).toBe('PAY_WALLET_EXPIRED');
});

test('a scheduled payment offers no wallet', { tag: '@release' }, async ({ page, request }) => {
  await signInToPayBill(page, await newCustomer(request));
  await page.getByRole('radio', { name: t('payment.amount.other') }).check();
  await page.getByLabel(t('payment.amount.otherLabel')).fill('35.00');
  await page.getByRole('radio', { name: t('payment.date.scheduled') }).check();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${String(tomorrow.getUTCDate()).padStart(2, '0')}/${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}/${tomorrow.getUTCFullYear()}`;
  await page.getByLabel(t('payment.date.label')).fill(day);
  await continueButton(page).click();
  await expect(stepHeading(page, 'payment.step.method')).toBeFocused();
  await expect(page.getByRole('radio', { name: t('payment.method.choice.NewCard') })).toBeVisible();
  await expect(page.getByRole('radio', { name: t('payment.method.choice.Wallet') })).toHaveCount(0);
});

test('a guest pays with Google Pay from /MakePayment', { tag: '@release' }, async ({ page, request }) => {
  const customer = await newCustomer(request);
  const before = await payments(request, customer);
  await visit(page, '/MakePayment');
  await page.getByLabel(t('payment.account.number')).fill(customer.accounts[0]!);
  await page.getByRole('radio', { name: t('payment.account.proof.lastName') }).check();
  await page.getByLabel(t('payment.account.lastName')).fill('Molefe');
  await continueButton(page).click();
  await expect(stepHeading(page, 'payment.step.amount')).toBeFocused();
  await otherAmount(page, '43.00');
  const window = await approveWallet(page, 'Google Pay');
  await window.getByRole('button', { name: t('payment.method.wallet.approve') }).click();
  await expect(stepHeading(page, 'payment.step.review')).toBeFocused();
  await expect(page.getByText('Google Pay', { exact: true })).toBeVisible();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: t('payment.success.title') })).toBeVisible();
  await expectAccessible(page);
  const after = await payments(request, customer);
  expect(after.filter((item) => item.amount === 43 && item.method?.startsWith('Google Pay')).length).toBe(before.filter((item) => item.amount === 43 && item.method?.startsWith('Google Pay')).length + 1);
});
