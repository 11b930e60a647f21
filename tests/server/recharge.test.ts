/**
 * Prepaid recharge: ValidateMeterForPayments before and after sign-in, a recharge for demo.prepaid
 * (signed in and as a guest) that vends a 20-digit token priced on the block tariff, the token in
 * token history and the transaction list, idempotency, declines, and the prepaid-only calls.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { testCardForCode } from '../../server/gateway/testCards.ts';
import { stsToken } from '../../server/payments/service.ts';
import { TokenSigner } from '../../server/auth/tokens.ts';
import { billingCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { convenienceFee, isoDay, toThebe, type Paged } from '../../src/domain/payment.ts';
import { formatStsToken, prepaidUnits, type MeterValidationData, type PrepaidTransaction, type RechargeReceipt, type TokenHistoryItem } from '../../src/domain/prepaid.ts';
import type { DashboardSummary } from '../../src/domain/dashboard.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { bank, billUrl, card, expectCode, home, payUrl, post, prepaidAccount, prepaidMeter } from './paymentHelpers.ts';

let server: TestServer;
let prepaid: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  prepaid = (await signIn(server, 'demo.prepaid')).headers;
});
afterAll(async () => {
  await server?.close();
});

let ipCounter = 0;
const newIp = () => `10.88.0.${++ipCounter}`;

const validateMeter = (body: Record<string, unknown>, headers: Record<string, string> = {}, ip = newIp()) => post(server, payUrl('validateMeter'), body, { headers, key: null, ip });

function rechargeBody(amount: number, method: { card: object } | { bank: object } | { saved: string; kind: 'card' | 'bank' }, extra: Record<string, unknown> = {}) {
  if ('saved' in method) return { meterNumber: prepaidMeter, amount, paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: method.saved, convenienceFee: convenienceFee(amount, method.kind), ...extra };
  if ('card' in method) return { meterNumber: prepaidMeter, amount, paymentMethod: 'NewCard', card: method.card, convenienceFee: convenienceFee(amount, 'card'), ...extra };
  return { meterNumber: prepaidMeter, amount, paymentMethod: 'NewBankAccount', bank: method.bank, convenienceFee: convenienceFee(amount, 'bank'), ...extra };
}

const tokenHistory = async (query = '') =>
  envelope<Paged<TokenHistoryItem>>(await server.request({ method: 'GET', url: billUrl('tokenHistory', `accountNumber=${prepaidAccount}${query}`), headers: prepaid })).data;

describe('ValidateMeterForPayments', () => {
  it('before sign-in: masked account and name, limits and tariff; the holder sees the account whole', async () => {
    const visitor = await validateMeter({ meterNumber: prepaidMeter });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(envelope<MeterValidationData>(visitor).data).toEqual({
      meterNumber: prepaidMeter, accountNumber: '********7104', maskedName: 'N***** K****', minimumAllowed: 10, maximumAllowed: 5000,
      tariff: 'Domestic Prepaid', unitsThisMonth: expect.any(Number),
    });
    const holder = envelope<MeterValidationData>(await validateMeter({ meterNumber: prepaidMeter, accountNumber: prepaidAccount }, prepaid)).data;
    expect(holder.accountNumber).toBe(prepaidAccount);
    const other = envelope<MeterValidationData>(await validateMeter({ meterNumber: prepaidMeter }, (await signIn(server, 'demo.customer')).headers)).data;
    expect(other.accountNumber).toBe('********7104');
  });

  it('refuses unknown meters, postpaid meters and a meter of another account (404), throttling guesses', async () => {
    const ip = newIp();
    expectCode(await validateMeter({ meterNumber: '04112873366' }, {}, ip), 404, 'PAY_METER_NOT_FOUND');
    expectCode(await validateMeter({ meterNumber: '21873305' }, {}, ip), 404, 'PAY_METER_NOT_FOUND');
    expectCode(await validateMeter({ meterNumber: prepaidMeter, accountNumber: home }, {}, ip), 404, 'PAY_METER_NOT_FOUND');
    const zeros = await validateMeter({ meterNumber: '00000000' }, {}, ip);
    expect(envelope(zeros).status.message).toContain('body.meterNumber: PAY_METER_ZEROS');
    for (let i = 0; i < 17; i++) await validateMeter({ meterNumber: '04112873366' }, {}, ip);
    expectCode(await validateMeter({ meterNumber: prepaidMeter }, {}, ip), 429, 'GEN015');
  });
});

describe('recharge', () => {
  it('signed in with a new card: a 20-digit token, units on the tariff, in token history, transactions and the dashboard', async () => {
    const before = envelope<MeterValidationData>(await validateMeter({ meterNumber: prepaidMeter }, prepaid)).data.unitsThisMonth;
    const reply = await post(server, payUrl('recharge'), rechargeBody(150, { card: card('4242424242424242') }, { accountNumber: prepaidAccount }), { headers: prepaid });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = envelope<RechargeReceipt>(reply).data;
    expect(receipt).toMatchObject({ meterNumber: prepaidMeter, accountNumber: prepaidAccount, amount: 150, convenienceFee: 5, totalCharged: 155, units: prepaidUnits(15_000, before), savedMethod: null });
    expect(receipt.token).toMatch(/^\d{20}$/);
    expect(receipt.tokenDisplay).toBe(formatStsToken(receipt.token));
    expect(receipt.tokenDisplay).toMatch(/^\d{4}( \d{4}){4}$/);
    expect(receipt.referenceId).toMatch(/^RCH837104\d{12}$/);

    const history = await tokenHistory('&pageSize=3');
    expect(history.items[0]).toEqual({ referenceId: receipt.referenceId, transactedAt: receipt.transactedAt, meterNumber: prepaidMeter, token: receipt.token, tokenDisplay: receipt.tokenDisplay, units: receipt.units, amount: 150 });
    expect(history.total).toBe(9);
    const transactions = envelope<Paged<PrepaidTransaction>>(await server.request({ method: 'GET', url: billUrl('transactions', `accountNumber=${prepaidAccount}`), headers: prepaid })).data;
    expect(transactions.items[0]).toMatchObject({ referenceId: receipt.referenceId, amount: 150, convenienceFee: 5, method: 'VISA ending 4242', confirmationNumber: receipt.confirmationNumber, status: 'completed' });
    expect(transactions.items[1]).toMatchObject({ method: null, convenienceFee: 0 });
    const dashboard = envelope<DashboardSummary>(await server.request({ method: 'GET', url: `${apiAreas.billing}${billingCalls.dashboard}?accountNumber=${prepaidAccount}`, headers: prepaid })).data;
    expect(dashboard).toMatchObject({ lastRechargeAmount: 150, lastToken: `****************${receipt.token.slice(-4)}` });
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({ actionSubject: 'Meter Recharge - Success', incidentServiceIssueCategoryId: 'BL_MP_12', moduleName: 'Recharge', screenName: 'Auth Make Payment', accountNumber: prepaidAccount });
  });

  it('the block tariff: a large recharge crosses into the second block', async () => {
    const before = envelope<MeterValidationData>(await validateMeter({ meterNumber: prepaidMeter }, prepaid)).data.unitsThisMonth;
    const reply = await post(server, payUrl('recharge'), rechargeBody(900, { bank: bank('62001234567') }, { saveMethod: true, nickName: 'Prepaid bank' }), { headers: prepaid });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = envelope<RechargeReceipt>(reply).data;
    expect(receipt.convenienceFee).toBe(0);
    expect(receipt.units).toBe(prepaidUnits(90_000, before));
    expect(receipt.units).toBeLessThan(90_000 / 1.14 / 118);
    expect(receipt.savedMethod).toMatchObject({ kind: 'bank', nickName: 'Prepaid bank', isDefault: true });
    // Paid again with the saved bank account.
    const again = await post(server, payUrl('recharge'), rechargeBody(20, { saved: receipt.savedMethod!.paymentTokenId, kind: 'bank' }), { headers: prepaid });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('as a guest, without signing in: the token lands in the holder\'s token history', async () => {
    const reply = await post(server, payUrl('guestRecharge'), rechargeBody(50, { card: card('5555555555554444') }), { ip: newIp() });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = envelope<RechargeReceipt>(reply).data;
    expect(receipt.accountNumber).toBe('********7104');
    expect((await tokenHistory()).items[0]).toMatchObject({ token: receipt.token, amount: 50 });
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({ actionSubject: 'Meter Recharge - Success', userId: null, screenName: 'UnAuth Make Payment', interactionRecordReasonId: 'A1-Z0000001-Z034', serviceIssueCategoryId: 'IR_01_14' });
    const [payment] = await server.db.select().from(t.payments).where(eq(t.payments.confirmationNumber, receipt.confirmationNumber));
    expect(payment).toMatchObject({ isGuest: true, userId: null });
  });

  it('is idempotent: the same key answers the same token and vends once', async () => {
    const key = randomUUID();
    const body = rechargeBody(30, { card: card('4242424242424242') });
    const first = await post(server, payUrl('recharge'), body, { headers: prepaid, key });
    const [second, third] = await Promise.all([post(server, payUrl('recharge'), body, { headers: prepaid, key }), post(server, payUrl('recharge'), body, { headers: prepaid, key })]);
    const token = envelope<RechargeReceipt>(first).data.token;
    expect([envelope<RechargeReceipt>(second).data.token, envelope<RechargeReceipt>(third).data.token]).toEqual([token, token]);
    expect((await server.db.select({ n: count() }).from(t.prepaidTransactions).where(eq(t.prepaidTransactions.token, token)))[0]!.n).toBe(1);
    expectCode(await post(server, payUrl('recharge'), rechargeBody(31, { card: card('4242424242424242') }), { headers: prepaid, key }), 409, 'PAY_IDEMPOTENCY_MISMATCH');
  });

  it('a declined card vends nothing and is recorded as a failed recharge', async () => {
    const before = (await tokenHistory()).total;
    expectCode(await post(server, payUrl('recharge'), rechargeBody(40, { card: card(testCardForCode.F306) }), { headers: prepaid }), 402, 'F306');
    expectCode(await post(server, payUrl('guestRecharge'), rechargeBody(40, { card: card(testCardForCode.F305) }), { ip: newIp() }), 402, 'F305');
    expect((await tokenHistory()).total).toBe(before);
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({ actionSubject: 'Meter Recharge - Failed', incidentServiceIssueCategoryId: 'BL_MP_13', messageNote: 'Your card is expired. Please update your card information.' });
  });

  it('refuses another holder\'s meter (403), amounts outside BWP 10 - 5,000, agents, and saved methods before sign-in', async () => {
    const customer = (await signIn(server, 'demo.customer')).headers;
    expectCode(await post(server, payUrl('recharge'), rechargeBody(50, { card: card('4242424242424242') }), { headers: customer }), 403, 'GEN403');
    const over = await post(server, payUrl('recharge'), rechargeBody(5000.01, { card: card('4242424242424242') }), { headers: prepaid });
    expect(envelope(over).status.message).toContain('body.amount: PAY_AMOUNT_MAX');
    const under = await post(server, payUrl('guestRecharge'), rechargeBody(9.5, { card: card('4242424242424242') }), { ip: newIp() });
    expect(envelope(under).status.message).toContain('body.amount: PAY_AMOUNT_MIN');
    const saved = await post(server, payUrl('guestRecharge'), rechargeBody(50, { saved: 'tok_4d74a61d67f0606249fd0cfe', kind: 'card' }), { ip: newIp() });
    expect(envelope(saved).status.message).toContain('body.paymentMethod: PAY_METHOD_TYPE');
    expectCode(await post(server, payUrl('recharge'), rechargeBody(50, { card: card('4242424242424242') }, { accountNumber: home }), { headers: prepaid }), 404, 'PAY_METER_NOT_FOUND');
  });
});

describe('prepaid-only calls and the token format', () => {
  it('token history and transactions are for prepaid accounts (409 otherwise), paged', async () => {
    const customer = (await signIn(server, 'demo.customer')).headers;
    expectCode(await server.request({ method: 'GET', url: billUrl('tokenHistory', `accountNumber=${home}`), headers: customer }), 409, 'PAY_NOT_PREPAID');
    expectCode(await server.request({ method: 'GET', url: billUrl('transactions', `accountNumber=${home}`), headers: customer }), 409, 'PAY_NOT_PREPAID');
    expectCode(await server.request({ method: 'GET', url: billUrl('tokenHistory', `accountNumber=${prepaidAccount}`), headers: customer }), 403, 'GEN403');
    const page2 = await tokenHistory('&page=2&pageSize=4');
    expect(page2).toMatchObject({ page: 2, pageSize: 4 });
    expect(page2.items).toHaveLength(4);
    const all = await tokenHistory('&pageSize=50');
    expect(all.items.map((i) => i.transactedAt)).toEqual([...all.items.map((i) => i.transactedAt)].sort().reverse());
    for (const item of all.items) expect(item.token).toMatch(/^\d{20}$/);
  });

  it('the token is a keyed hash of the vend: the same vend gives the same token, another key or vend another', () => {
    const ctx = { tokens: new TokenSigner('k'.repeat(32)) } as Parameters<typeof stsToken>[0];
    const token = stsToken(ctx, prepaidMeter, 'RCH8371042026010112', toThebe(150), 113.5);
    expect(token).toMatch(/^\d{20}$/);
    expect(stsToken(ctx, prepaidMeter, 'RCH8371042026010112', toThebe(150), 113.5)).toBe(token);
    expect(stsToken(ctx, prepaidMeter, 'RCH8371042026010113', toThebe(150), 113.5)).not.toBe(token);
    expect(stsToken({ tokens: new TokenSigner('j'.repeat(32)) } as Parameters<typeof stsToken>[0], prepaidMeter, 'RCH8371042026010112', toThebe(150), 113.5)).not.toBe(token);
  });
});

describe('recharge references', () => {
  it('never repeat one of the day, even when most of the day\'s references are taken', async () => {
    const own = await startTestServer();
    try {
      const headers = (await signIn(own, 'demo.prepaid')).headers;
      const [meter] = await own.db.select().from(t.meters).where(eq(t.meters.meterNumber, prepaidMeter));
      // 8,000 of the day's 10,000 references taken: a plain random draw would repeat one four times in five.
      const prefix = `RCH${prepaidAccount.slice(-6)}${isoDay(new Date()).replaceAll('-', '')}`;
      const taken = Array.from({ length: 10_000 }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`).filter((_, i) => i % 5 !== 3);
      const base = { accountId: meter!.accountId, meterId: meter!.id, amount: '10.00', units: '7.00', token: '1'.repeat(20), transactedAt: new Date(Date.now() - 60_000), channel: 'vendor' };
      for (let i = 0; i < taken.length; i += 1_000) await own.db.insert(t.prepaidTransactions).values(taken.slice(i, i + 1_000).map((reference) => ({ ...base, reference })));
      const takenSet = new Set(taken);
      for (let i = 0; i < 3; i++) {
        const reply = await post(own, payUrl('recharge'), rechargeBody(20, { card: card('4242424242424242') }, { accountNumber: prepaidAccount }), { headers });
        expect(reply.statusCode, reply.body).toBe(200);
        const { referenceId } = envelope<RechargeReceipt>(reply).data;
        expect(referenceId.startsWith(prefix)).toBe(true);
        expect(takenSet.has(referenceId)).toBe(false);
        takenSet.add(referenceId);
      }
    } finally {
      await own.close();
    }
  });
});
