/**
 * Wallets (PayPal, Google Pay, Apple Pay, Venmo) on the reference server: the wallets offered
 * (PAYMENT_WALLETS), the customer's approval (a one-time token good for 15 minutes, the payer
 * masked), paying now, as a guest and recharging with it; the wallet check (unknown, other wallet,
 * expired or used: 422 PAY_WALLET_EXPIRED, nothing charged); single use even for two payments at
 * once; the Idempotency-Key; pay now only, never saved; the card fee; the interaction records; who
 * may approve; the pre-login throttle.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { paymentWallets } from '../../server/config.ts';
import { GatewaySimulator } from '../../server/gateway/simulator.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { convenienceFee, isoDay, walletApprovalSeconds, walletTypes, type ConvenienceFeeData, type DuplicateCheckData, type GuestAccountData, type HistoryItem, type Paged, type PaymentReceipt, type WalletApproval, type WalletType, type WalletsData } from '../../src/domain/payment.ts';
import { type RechargeReceipt } from '../../src/domain/prepaid.ts';
import { envelope, minutes, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';
import { billUrl, card, currentBill, expectCode, flat, home, payUrl, post, prepaidAccount, prepaidMeter, supportSession, suspended } from './paymentHelpers.ts';

const clock = new TestClock();
let server: TestServer;
let customer: Record<string, string>;
let prepaid: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, paymentSchedulerMs: 0 });
  customer = (await signIn(server, 'demo.customer')).headers;
  prepaid = (await signIn(server, 'demo.prepaid')).headers;
});
afterAll(async () => {
  await server?.close();
});

let ipCounter = 0;
/** A fresh client address (the pre-login throttles count per IP). */
const newIp = () => `10.66.0.${++ipCounter}`;
const today = () => isoDay(clock.now());

const records = async (n: number) => server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(n);
const rows = async (table: typeof t.payments | typeof t.gatewayCharges | typeof t.gatewayTokens | typeof t.interactionRecords | typeof t.paymentRequests) =>
  (await server.db.select({ n: count() }).from(table))[0]!.n;
const moneyState = async () => [await rows(t.payments), await rows(t.gatewayCharges)];

function approveRequest(walletType: unknown, headers: Record<string, string> = {}, ip = newIp()) {
  return post(server, payUrl('walletApprove'), { walletType }, { headers, key: null, ip });
}

async function approve(walletType: WalletType, headers: Record<string, string> = {}): Promise<WalletApproval> {
  const reply = await approveRequest(walletType, headers);
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<WalletApproval>(reply).data;
}

const walletOf = (approval: WalletApproval) => ({ walletType: approval.walletType, walletToken: approval.walletToken });

/** A pay-now body with a wallet approval and the wallet (card) fee. */
function walletPayBody(accountNumber: string, amount: number, approval: WalletApproval, extra: Record<string, unknown> = {}) {
  return {
    accountNumber, amount, paymentAmountType: 'OtherAmount', paymentDate: today(), paymentMethod: 'Wallet', wallet: walletOf(approval),
    convenienceFee: convenienceFee(amount, 'wallet'), ...extra,
  };
}

function walletRechargeBody(amount: number, approval: WalletApproval, extra: Record<string, unknown> = {}) {
  return { meterNumber: prepaidMeter, amount, paymentMethod: 'Wallet', wallet: walletOf(approval), convenienceFee: convenienceFee(amount, 'wallet'), ...extra };
}

const receiptOf = (reply: Awaited<ReturnType<typeof post>>) => envelope<PaymentReceipt>(reply).data;

describe('wallets offered', () => {
  it('the four wallets by default, signed in or not, never cached', async () => {
    for (const headers of [{}, customer]) {
      const reply = await server.request({ method: 'GET', url: payUrl('wallets'), headers });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(envelope<WalletsData>(reply).data).toEqual({ wallets: ['PayPal', 'GooglePay', 'ApplePay', 'Venmo'] });
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    expectCode(await server.request({ method: 'GET', url: `${payUrl('wallets')}?walletType=PayPal` }), 400, 'VLD003');
  });

  it('PAYMENT_WALLETS: unset all four, empty none, a list those, an unknown name stops the start', () => {
    expect(paymentWallets(undefined)).toEqual([...walletTypes]);
    expect(paymentWallets('')).toEqual([]);
    expect(paymentWallets(' , ')).toEqual([]);
    expect(paymentWallets('Venmo, PayPal')).toEqual(['PayPal', 'Venmo']);
    expect(() => paymentWallets('PayPal,Cash')).toThrow(/PAYMENT_WALLETS.*Cash/);
    expect(() => paymentWallets('paypal')).toThrow(/paypal/);
  });

  it('none offered: the list is empty and an approval is refused with 422 PAY_WALLET_NOT_OFFERED', async () => {
    const none = await startTestServer({ paymentWallets: [], paymentSchedulerMs: 0 });
    try {
      expect(envelope<WalletsData>(await none.request({ method: 'GET', url: payUrl('wallets') })).data).toEqual({ wallets: [] });
      const reply = await post(none, payUrl('walletApprove'), { walletType: 'PayPal' }, { key: null, ip: newIp() });
      expectCode(reply, 422, 'PAY_WALLET_NOT_OFFERED');
      expect(envelope(reply).status.message).toBe(errorCatalogue.PAY_WALLET_NOT_OFFERED);
      const [record] = await none.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
      expect(record).toMatchObject({ actionSubject: 'Wallet Check - Ineligible', incidentServiceIssueCategoryId: 'BL_MP_18', registrationStatus: 'Failed', userId: null });
      expect((await none.db.select({ n: count() }).from(t.gatewayTokens).where(eq(t.gatewayTokens.kind, 'wallet')))[0]!.n).toBe(0);
    } finally {
      await none.close();
    }
  });
});

describe('approving a wallet', () => {
  it('signed in: a one-time token for 15 minutes, the payer masked; recorded as Wallet Check - Eligible', async () => {
    const approval = await approve('PayPal', customer);
    expect(approval).toEqual({
      walletType: 'PayPal', walletToken: expect.stringMatching(/^wal_[0-9a-f]{24}$/), payer: 'k***@example.com',
      expiresAt: expect.any(String),
    });
    expect(Date.parse(approval.expiresAt) - clock.now().getTime()).toBeGreaterThan(walletApprovalSeconds * 1000 - 5_000);
    expect(Date.parse(approval.expiresAt) - clock.now().getTime()).toBeLessThanOrEqual(walletApprovalSeconds * 1000);
    const [vaulted] = await server.db.select().from(t.gatewayTokens).where(eq(t.gatewayTokens.token, approval.walletToken));
    expect(vaulted).toMatchObject({ kind: 'wallet', walletType: 'PayPal', payer: 'k***@example.com', last4: null, brand: null, usedAt: null, usedByCharge: null });
    expect(vaulted!.expiresAt!.toISOString()).toBe(approval.expiresAt);
    const [record] = await records(1);
    expect(record).toMatchObject({
      actionSubject: 'Wallet Check - Eligible', incidentServiceIssueCategoryId: 'BL_MP_17', interactionRecordReasonId: 'A1-Z0000001-Z011',
      screenName: 'Auth Make Payment', registrationStatus: 'Success', actionRequired: 'Add', actionPriority: 5, actionStatus: 1, userId: expect.any(String),
    });
    expect(record!.actionNotes).toContain('PayPal (k***@example.com) approved');
    expect(record!.actionNotes).not.toContain(approval.walletToken);
  });

  it('as a guest: no payer; recorded with the guest reason and category', async () => {
    const approval = await approve('ApplePay');
    expect(approval).toMatchObject({ walletType: 'ApplePay', payer: null });
    expect(await records(1)).toEqual([
      expect.objectContaining({
        actionSubject: 'Wallet Check - Eligible', screenName: 'UnAuth Make Payment', userId: null,
        interactionRecordReasonId: 'A1-Z0000001-Z034', serviceIssueCategoryId: 'IR_01_14', incidentServiceIssueCategoryId: 'BL_MP_17',
      }),
    ]);
  });

  it('bad bodies get 400 and store nothing', async () => {
    const before = [await rows(t.gatewayTokens), await rows(t.interactionRecords)];
    for (const walletType of ['paypal', 'Cash', 5, null, '']) {
      const reply = await approveRequest(walletType, customer);
      expectCode(reply, 400, 'VLD002');
      expect(envelope(reply).status.message).toContain('body.walletType');
    }
    expectCode(await post(server, payUrl('walletApprove'), {}, { headers: customer, key: null }), 400, 'VLD002');
    expectCode(await post(server, payUrl('walletApprove'), { walletType: 'PayPal', payer: 'x@example.com' }, { headers: customer, key: null }), 400, 'VLD003');
    expectCode(await post(server, payUrl('walletApprove'), { walletType: 'PayPal' }, { headers: { ...customer, 'x-checksum': 'sha256=nope' }, key: null, signed: false }), 400, 'PAY_CHECKSUM');
    expect([await rows(t.gatewayTokens), await rows(t.interactionRecords)]).toEqual(before);
  });

  it('agents, role 7 and a guest user (role 8) cannot approve; nothing is stored', async () => {
    const agent = (await signIn(server, 'agent.csr')).headers;
    const support = await supportSession(server, home);
    const guestUser = (await signIn(server, 'demo.guest')).headers;
    const role7 = await signIn(server, 'demo.suspended');
    await server.db.update(t.userAccounts).set({ roleId: 7 }).where(eq(t.userAccounts.userId, role7.uuid));
    const before = [await rows(t.gatewayTokens), await rows(t.interactionRecords)];
    for (const headers of [agent, support, guestUser, role7.headers]) expectCode(await approveRequest('PayPal', headers), 403, 'GEN403');
    expect([await rows(t.gatewayTokens), await rows(t.interactionRecords)]).toEqual(before);
    // A role 7 user paying with a guest's approval is refused by the PayBill rule and nothing is charged.
    const approval = await approve('Venmo');
    const money = await moneyState();
    expectCode(await post(server, payUrl('pay'), walletPayBody(suspended, 50, approval), { headers: role7.headers }), 403, 'GEN403');
    expect(await moneyState()).toEqual(money);
    await server.db.update(t.userAccounts).set({ roleId: 1 }).where(eq(t.userAccounts.userId, role7.uuid));
  });

  it('before sign-in, approvals are throttled per IP (20 in 15 minutes, then 429 GEN015)', async () => {
    const ip = newIp();
    for (let n = 0; n < 20; n++) expect((await approveRequest('Venmo', {}, ip)).statusCode).toBe(200);
    expectCode(await approveRequest('Venmo', {}, ip), 429, 'GEN015');
    expect((await approveRequest('Venmo', {}, newIp())).statusCode).toBe(200);
    // Signed-in approvals are not counted.
    expect((await approveRequest('Venmo', customer, ip)).statusCode).toBe(200);
  });
});

describe('paying now with a wallet', () => {
  it('receipt, balance, history and the duplicate check show the wallet and masked payer; the card fee applies', async () => {
    const before = await currentBill(server, customer, home);
    const approval = await approve('PayPal', customer);
    const reply = await post(server, payUrl('pay'), walletPayBody(home, 400, approval), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = receiptOf(reply);
    expect(receipt).toMatchObject({
      status: 'completed', accountNumber: home, amount: 400, convenienceFee: 10, totalCharged: 410, paymentDate: today(), savedMethod: null,
      method: { kind: 'wallet', brand: null, last4: '', summary: 'PayPal (k***@example.com)', nickName: '', bankName: null },
    });
    expect(convenienceFee(400, 'wallet')).toBe(convenienceFee(400, 'card'));
    expect(receipt.newBalance).toBeCloseTo(before.balance - 400, 2);
    expect((await currentBill(server, customer, home)).balance).toBeCloseTo(before.balance - 400, 2);
    const history = envelope<Paged<HistoryItem>>(await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${home}&pageSize=3`), headers: customer })).data;
    expect(history.items[0]).toMatchObject({ type: 'payment', amount: 400, convenienceFee: 10, status: 'completed', reference: receipt.confirmationNumber, method: 'PayPal (k***@example.com)' });
    const duplicate = await post(server, payUrl('duplicateCheck'), { accountNumber: home, amount: 400 }, { headers: customer, key: null });
    expect(envelope<DuplicateCheckData>(duplicate).data).toMatchObject({ duplicate: true, previous: { confirmationNumber: receipt.confirmationNumber, method: 'PayPal (k***@example.com)' } });
    const [payment] = await server.db.select().from(t.payments).where(eq(t.payments.confirmationNumber, receipt.confirmationNumber));
    expect(payment).toMatchObject({ methodKind: 'wallet', methodRef: 'PayPal (k***@example.com)', gatewayToken: approval.walletToken, paymentMethodId: null, convenienceFee: '10.00' });
    const [vaulted] = await server.db.select().from(t.gatewayTokens).where(eq(t.gatewayTokens.token, approval.walletToken));
    expect(vaulted).toMatchObject({ usedByCharge: payment!.gatewayReference, usedAt: expect.any(Date) });
    const [charge] = await server.db.select().from(t.gatewayCharges).where(eq(t.gatewayCharges.id, payment!.gatewayReference!));
    expect(charge).toMatchObject({ status: 'approved', amount: '410.00', token: approval.walletToken });
    expect((await records(2)).map((r) => [r.actionSubject, r.incidentServiceIssueCategoryId, r.interactionRecordReasonId])).toEqual([
      ['Payment Made - Success', 'BL_MP_06', 'A1-Z0000001-Z011'],
      ['Wallet Check - Eligible', 'BL_MP_17', 'A1-Z0000001-Z011'],
    ]);
  });

  it('the same token again is refused with 422 PAY_WALLET_EXPIRED; nothing is charged', async () => {
    const approval = await approve('GooglePay', customer);
    expect((await post(server, payUrl('pay'), walletPayBody(home, 30, approval), { headers: customer })).statusCode).toBe(200);
    const before = [await moneyState(), (await currentBill(server, customer, home)).balance];
    const again = await post(server, payUrl('pay'), walletPayBody(flat, 30, approval), { headers: customer });
    expectCode(again, 422, 'PAY_WALLET_EXPIRED');
    expect(envelope(again).status.message).toBe(errorCatalogue.PAY_WALLET_EXPIRED);
    expect([await moneyState(), (await currentBill(server, customer, home)).balance]).toEqual(before);
    const [failed, check] = await records(2);
    expect(failed).toMatchObject({ actionSubject: 'Payment Made - Failed', incidentServiceIssueCategoryId: 'BL_MP_07', registrationStatus: 'Failed', messageNote: errorCatalogue.PAY_WALLET_EXPIRED, accountNumber: flat });
    expect(check).toMatchObject({ actionSubject: 'Wallet Check - Ineligible', incidentServiceIssueCategoryId: 'BL_MP_18', registrationStatus: 'Failed' });
  });

  it('an expired approval (after 15 minutes) is refused; one still within them pays', async () => {
    const early = await approve('Venmo', customer);
    const late = await approve('Venmo', customer);
    clock.advance(minutes(14));
    expect((await post(server, payUrl('pay'), walletPayBody(home, 25, early), { headers: customer })).statusCode).toBe(200);
    clock.advance(minutes(1) + 1_000);
    const money = await moneyState();
    expectCode(await post(server, payUrl('pay'), walletPayBody(home, 25, late), { headers: customer }), 422, 'PAY_WALLET_EXPIRED');
    expect(await moneyState()).toEqual(money);
    // The clock moved 15 minutes: fresh sessions for the tests that follow.
    customer = (await signIn(server, 'demo.customer')).headers;
    prepaid = (await signIn(server, 'demo.prepaid')).headers;
  });

  it('a token of another wallet, or an unknown one, is refused and stays unused', async () => {
    const approval = await approve('Venmo', customer);
    const money = await moneyState();
    expectCode(await post(server, payUrl('pay'), walletPayBody(home, 26, { ...approval, walletType: 'PayPal' }), { headers: customer }), 422, 'PAY_WALLET_EXPIRED');
    expectCode(await post(server, payUrl('pay'), walletPayBody(home, 26, { ...approval, walletToken: `wal_${'0'.repeat(24)}` }), { headers: customer }), 422, 'PAY_WALLET_EXPIRED');
    // A saved card's token is not a wallet token (the format is refused before the gateway).
    const tokenFormat = await post(server, payUrl('pay'), walletPayBody(home, 26, { ...approval, walletToken: 'tok_0123456789abcdef01234567' }), { headers: customer });
    expectCode(tokenFormat, 400, 'VLD002');
    expect(envelope(tokenFormat).status.message).toContain('body.wallet.walletToken: PAY_WALLET_TOKEN');
    expect(await moneyState()).toEqual(money);
    expect((await post(server, payUrl('pay'), walletPayBody(home, 26, approval), { headers: customer })).statusCode).toBe(200);
  });

  it('a retry with the same Idempotency-Key answers the first receipt and charges once', async () => {
    const approval = await approve('PayPal', customer);
    const key = randomUUID();
    const body = walletPayBody(home, 27.5, approval);
    const money = await moneyState();
    const first = await post(server, payUrl('pay'), body, { headers: customer, key });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(server, payUrl('pay'), body, { headers: customer, key });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await moneyState()).toEqual([money[0]! + 1, money[1]! + 1]);
  });

  it('two payments with one token at the same moment: one is made, the other refused', async () => {
    const approval = await approve('ApplePay', customer);
    const money = await moneyState();
    const replies = await Promise.all([31, 32].map((amount) => post(server, payUrl('pay'), walletPayBody(home, amount, approval), { headers: customer })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 422]);
    const approved = await server.db.select({ n: count() }).from(t.gatewayCharges).where(eq(t.gatewayCharges.token, approval.walletToken));
    expect(approved[0]!.n).toBe(1);
    expect((await moneyState())[0]).toBe(money[0]! + 1);
  });

  it('a wallet is never saved (400 PAY_WALLET_NOT_SAVED) and never scheduled (400 PAY_WALLET_NOT_SCHEDULED)', async () => {
    const approval = await approve('PayPal', customer);
    const before = [await moneyState(), await rows(t.paymentRequests), await rows(t.interactionRecords)];
    const saved = await post(server, payUrl('pay'), walletPayBody(home, 40, approval, { saveMethod: true }), { headers: customer });
    expectCode(saved, 400, 'VLD002');
    expect(envelope(saved).status.message).toContain('body.saveMethod: PAY_WALLET_NOT_SAVED');
    const scheduled = await post(server, payUrl('schedule'), walletPayBody(home, 40, approval, { paymentDate: isoDay(new Date(clock.now().getTime() + 3 * 86_400_000)), paymentDateType: 'scheduled' }), { headers: customer });
    expectCode(scheduled, 400, 'VLD002');
    expect(envelope(scheduled).status.message).toContain('body.paymentMethod: PAY_WALLET_NOT_SCHEDULED');
    const missing = await post(server, payUrl('pay'), { ...walletPayBody(home, 40, approval), wallet: undefined }, { headers: customer });
    expect(envelope(missing).status.message).toContain('body.wallet: PAY_WALLET_DETAILS_REQUIRED');
    const extra = await post(server, payUrl('pay'), walletPayBody(home, 40, approval, { card: card('4242424242424242') }), { headers: customer });
    expect(envelope(extra).status.message).toContain('PAY_METHOD_DETAILS_EXTRA');
    const cardFee = await post(server, payUrl('pay'), walletPayBody(home, 40, approval, { convenienceFee: 0 }), { headers: customer });
    expectCode(cardFee, 409, 'PAY_FEE_CHANGED');
    expect([await moneyState(), await rows(t.paymentRequests) - 1, await rows(t.interactionRecords) - 1]).toEqual(before);
    // The refused requests left the approval unused.
    expect((await post(server, payUrl('pay'), walletPayBody(home, 40, approval), { headers: customer })).statusCode).toBe(200);
  });

  it('the fee lookup for a wallet is the card fee', async () => {
    for (const amount of [40, 1234.56]) {
      const wallet = envelope<ConvenienceFeeData>(await post(server, payUrl('convenienceFee'), { accountNumber: home, amount, methodType: 'wallet' }, { headers: customer, key: null })).data;
      const cardFee = envelope<ConvenienceFeeData>(await post(server, payUrl('convenienceFee'), { accountNumber: home, amount, methodType: 'card' }, { headers: customer, key: null })).data;
      expect(wallet).toEqual({ ...cardFee, methodType: 'wallet' });
      expect(wallet.rule).toEqual({ percent: 2.5, minimum: 5 });
    }
    const guest = await post(server, payUrl('convenienceFee'), { accountNumber: home, amount: 300, methodType: 'wallet' }, { key: null, ip: newIp() });
    expect(envelope<ConvenienceFeeData>(guest).data).toMatchObject({ convenienceFee: 7.5, total: 307.5 });
  });
});

describe('guest payment with a wallet', () => {
  async function guestToken() {
    const reply = await post(server, payUrl('guestValidateAccount'), { accountNumber: home, lastName: 'Molefe' }, { key: null, ip: newIp() });
    expect(reply.statusCode, reply.body).toBe(200);
    return envelope<GuestAccountData>(reply).data.guestPaymentToken;
  }

  it('pays with the wallet shown without a payer; the token is then used up', async () => {
    const token = await guestToken();
    const approval = await approve('PayPal');
    const reply = await post(server, payUrl('guestPay'), walletPayBody(home, 60, approval, { guestPaymentToken: token }), { ip: newIp() });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(receiptOf(reply)).toMatchObject({ accountNumber: '********6371', amount: 60, convenienceFee: 5, method: { kind: 'wallet', summary: 'PayPal', last4: '' } });
    const guestRecords = (await records(2)).map((r) => [r.actionSubject, r.interactionRecordReasonId, r.serviceIssueCategoryId]);
    expect(guestRecords).toEqual([
      ['Guest Payment Made - Success', 'A1-Z0000001-Z034', 'IR_01_14'],
      ['Wallet Check - Eligible', 'A1-Z0000001-Z034', 'IR_01_14'],
    ]);
    const money = await moneyState();
    expectCode(await post(server, payUrl('guestPay'), walletPayBody(home, 61, approval, { guestPaymentToken: token }), { ip: newIp() }), 422, 'PAY_WALLET_EXPIRED');
    expect(await moneyState()).toEqual(money);
    expect((await records(2)).map((r) => [r.actionSubject, r.incidentServiceIssueCategoryId])).toEqual([
      ['Guest Payment Made - Failed', 'BL_MP_09'],
      ['Wallet Check - Ineligible', 'BL_MP_18'],
    ]);
  });

  it('a signed-in approval pays a guest payment too (the token is the approval, not the session)', async () => {
    const approval = await approve('Venmo', customer);
    const reply = await post(server, payUrl('guestPay'), walletPayBody(home, 62, approval, { guestPaymentToken: await guestToken() }), { ip: newIp() });
    expect(receiptOf(reply).method.summary).toBe('Venmo (k***@example.com)');
  });
});

describe('recharging with a wallet', () => {
  it('signed in (demo.prepaid) and as a guest: a 20-digit token; the token is used once', async () => {
    const approval = await approve('GooglePay', prepaid);
    const reply = await post(server, payUrl('recharge'), walletRechargeBody(100, approval, { accountNumber: prepaidAccount }), { headers: prepaid });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = envelope<RechargeReceipt>(reply).data;
    expect(receipt).toMatchObject({ amount: 100, convenienceFee: 5, totalCharged: 105, method: { kind: 'wallet', summary: 'Google Pay (n***@example.com)' }, savedMethod: null });
    expect(receipt.token).toMatch(/^\d{20}$/);
    expect((await records(2)).map((r) => r.actionSubject)).toEqual(['Meter Recharge - Success', 'Wallet Check - Eligible']);
    const saved = await post(server, payUrl('recharge'), walletRechargeBody(100, approval, { saveMethod: true }), { headers: prepaid });
    expect(envelope(saved).status.message).toContain('body.saveMethod: PAY_WALLET_NOT_SAVED');
    expectCode(await post(server, payUrl('recharge'), walletRechargeBody(100, approval), { headers: prepaid }), 422, 'PAY_WALLET_EXPIRED');
    expect((await records(2)).map((r) => r.actionSubject)).toEqual(['Meter Recharge - Failed', 'Wallet Check - Ineligible']);

    const guestApproval = await approve('ApplePay');
    const guest = await post(server, payUrl('guestRecharge'), walletRechargeBody(50, guestApproval), { ip: newIp() });
    expect(guest.statusCode, guest.body).toBe(200);
    const guestReceipt = envelope<RechargeReceipt>(guest).data;
    expect(guestReceipt).toMatchObject({ accountNumber: '********7104', convenienceFee: 5, method: { kind: 'wallet', summary: 'Apple Pay' } });
    expect(guestReceipt.token).toMatch(/^\d{20}$/);
    expectCode(await post(server, payUrl('guestRecharge'), walletRechargeBody(50, guestApproval), { ip: newIp() }), 422, 'PAY_WALLET_EXPIRED');
  });
});

describe('the simulator', () => {
  it('a used token passes the wallet check only for the charge that used it (a retry), and is charged once', async () => {
    const simulator = new GatewaySimulator(server.db, clock.now);
    const approval = (await simulator.approveWallet({ walletType: 'PayPal', payerEmail: 'kagiso.molefe@example.com' }))!;
    expect(approval.payer).toBe('k***@example.com');
    const request = { token: approval.walletToken, walletType: 'PayPal' as const, amountThebe: 1000, currency: 'BWP', description: 'test' };
    expect(await simulator.checkWallet({ walletType: 'Venmo', walletToken: approval.walletToken, chargeKey: 'k1' })).toBeNull();
    const first = await simulator.charge({ ...request, idempotencyKey: 'sim:k1' });
    expect(first.ok).toBe(true);
    expect(await simulator.checkWallet({ walletType: 'PayPal', walletToken: approval.walletToken, chargeKey: 'sim:k1' })).toMatchObject({ walletType: 'PayPal', payer: 'k***@example.com' });
    expect(await simulator.checkWallet({ walletType: 'PayPal', walletToken: approval.walletToken, chargeKey: 'sim:k2' })).toBeNull();
    expect(await simulator.charge({ ...request, idempotencyKey: 'sim:k1' })).toEqual(first);
    expect(await simulator.charge({ ...request, idempotencyKey: 'sim:k2' })).toEqual({ ok: false, code: 'PAY_WALLET_EXPIRED' });
    expect(await simulator.charge({ ...request, walletType: undefined, idempotencyKey: 'sim:k3' })).toEqual({ ok: false, code: 'PAY_WALLET_EXPIRED' });
    expect(await new GatewaySimulator(server.db, clock.now, ['Venmo']).approveWallet({ walletType: 'PayPal', payerEmail: null })).toBeNull();
  });

  it('stores the payer masked only, and no wallet token in any interaction record', async () => {
    const vault = JSON.stringify(await server.db.select().from(t.gatewayTokens).where(eq(t.gatewayTokens.kind, 'wallet')));
    expect(vault).toContain('k***@example.com');
    for (const email of ['kagiso.molefe@example.com', 'naledi.kgosi@example.com']) expect(vault).not.toContain(email);
    const notes = JSON.stringify(await server.db.select({ notes: t.interactionRecords.actionNotes, message: t.interactionRecords.messageNote }).from(t.interactionRecords));
    expect(notes).not.toMatch(/wal_[0-9a-f]{24}/);
    expect(notes).not.toContain('kagiso.molefe@example.com');
    const payments = JSON.stringify(await server.db.select({ ref: t.payments.methodRef }).from(t.payments).where(eq(t.payments.methodKind, 'wallet')));
    expect(payments).not.toContain('kagiso.molefe');
  });
});
