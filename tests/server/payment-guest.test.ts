/**
 * Pre-login guest payment (/MakePayment): ValidateAccountForPayments with the account number and the
 * post code or last name, then a payment with a new card or bank account and the guest payment
 * token; recorded with the guest payment reason (A1-Z0000001-Z034) and category (IR_01_14);
 * throttled per IP.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { testCardForCode } from '../../server/gateway/testCards.ts';
import { TokenSigner } from '../../server/auth/tokens.ts';
import type { GuestAccountData, HistoryItem, Paged, PaymentReceipt } from '../../src/domain/payment.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { bank, billUrl, card, currentBill, day, expectCode, flat, home, payBody, payUrl, post, prepaidAccount } from './paymentHelpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let ipCounter = 0;
/** A fresh client address per test (the throttles count per IP). */
const newIp = () => `10.77.0.${++ipCounter}`;

async function validateAccount(body: Record<string, unknown>, ip = newIp()) {
  return post(server, payUrl('guestValidateAccount'), body, { key: null, ip });
}

async function guestToken(accountNumber = home, proof: Record<string, string> = { lastName: 'Molefe' }) {
  const reply = await validateAccount({ accountNumber, ...proof });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<GuestAccountData>(reply).data;
}

function guestBody(accountNumber: string, amount: number, method: { card: object } | { bank: object }, token: string, extra: Record<string, unknown> = {}) {
  const { paymentDateType: _type, ...body } = payBody(accountNumber, amount, method, { guestPaymentToken: token, ...extra }) as Record<string, unknown>;
  return body;
}

const newestRecord = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;

describe('ValidateAccountForPayments', () => {
  it('answers the amounts, limits and a masked name, never more, for the post code or the last name', async () => {
    const byName = await guestToken(home, { lastName: 'molefe' });
    const customer = (await signIn(server, 'demo.customer')).headers;
    const bill = await currentBill(server, customer, home);
    expect(byName).toEqual({
      accountNumber: '********6371', maskedName: 'K***** M*****', isPrepaid: false, amountDue: bill.amountDue, pastDueAmount: bill.pastDueAmount,
      dueDate: bill.dueDate, minimumAllowed: 10, maximumAllowed: 50_000, guestPaymentToken: expect.stringMatching(/^gp\./), expiresIn: 1800,
    });
    const byPostCode = await guestToken(home, { postCode: '10001' });
    expect(byPostCode.maskedName).toBe('K***** M*****');
    expect(await newestRecord()).toMatchObject({
      actionSubject: 'Guest Payment Account Validation - Eligible', screenName: 'PreLogin Payment', userId: null,
      interactionRecordReasonId: 'A1-Z0000001-Z034', serviceIssueCategoryId: 'IR_01_14', incidentServiceIssueCategoryId: 'BL_MP_15',
    });
    const prepaid = await guestToken(prepaidAccount, { lastName: 'Kgosi' });
    expect(prepaid).toMatchObject({ isPrepaid: true, minimumAllowed: 10, maximumAllowed: 5000 });
  });

  it('refuses wrong details alike (GEN014), logs them, and blocks an address after 10 failures', async () => {
    const ip = newIp();
    for (const body of [{ accountNumber: home, lastName: 'Smith' }, { accountNumber: home, postCode: '21001' }, { accountNumber: '399999999999', lastName: 'Molefe' }, { accountNumber: home, lastName: 'Molefe', postCode: '21001' }]) {
      expectCode(await validateAccount(body, ip), 400, 'GEN014');
    }
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Guest Payment Account Validation - Ineligible', registrationStatus: 'Failed', incidentServiceIssueCategoryId: 'BL_MP_16' });
    for (let i = 0; i < 6; i++) expectCode(await validateAccount({ accountNumber: home, lastName: 'Smith' }, ip), 400, 'GEN014');
    expectCode(await validateAccount({ accountNumber: home, lastName: 'Molefe' }, ip), 429, 'GEN015');
    expect((await validateAccount({ accountNumber: home, lastName: 'Molefe' })).statusCode).toBe(200);
    // A proof is required; bad input is not counted.
    const none = await validateAccount({ accountNumber: home });
    expectCode(none, 400, 'VLD002');
    expect(envelope(none).status.message).toContain('body.postCode: PAY_GUEST_PROOF');
  });
});

describe('guest payment', () => {
  it("pays demo.customer's account without signing in: masked receipt, no user, recorded as a guest payment", async () => {
    const customer = (await signIn(server, 'demo.customer')).headers;
    const before = await currentBill(server, customer, flat);
    const { guestPaymentToken } = await guestToken(flat, { postCode: '21001' });
    const reply = await post(server, payUrl('guestPay'), guestBody(flat, 250, { card: card('4242424242424242') }, guestPaymentToken), { ip: newIp() });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = envelope<PaymentReceipt>(reply).data;
    expect(receipt).toMatchObject({ status: 'completed', accountNumber: '********6389', amount: 250, convenienceFee: 6.25, totalCharged: 256.25, savedMethod: null, method: { summary: 'VISA ending 4242' } });
    const [row] = await server.db.select().from(t.payments).where(eq(t.payments.confirmationNumber, receipt.confirmationNumber));
    expect(row).toMatchObject({ isGuest: true, userId: null, status: 'completed', channel: 'web' });
    expect(await newestRecord()).toMatchObject({
      actionSubject: 'Guest Payment Made - Success', screenName: 'UnAuth Make Payment', interactionRecordReasonId: 'A1-Z0000001-Z034',
      serviceIssueCategoryId: 'IR_01_14', incidentServiceIssueCategoryId: 'BL_MP_08', userId: null, accountNumber: flat,
    });
    // The customer sees it.
    expect((await currentBill(server, customer, flat)).balance).toBeCloseTo(before.balance - 250, 2);
    const history = envelope<Paged<HistoryItem>>(await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${flat}&pageSize=3`), headers: customer })).data;
    // Newest first: the seeded scheduled payment (a later day) comes before it; 250 of the bill is paid.
    expect(history.items.map((item) => item.status)).toEqual(['scheduled', 'completed', 'partial']);
    expect(history.items[1]).toMatchObject({ reference: receipt.confirmationNumber, amount: 250, type: 'payment' });
  });

  it('with a new bank account; a declined card is recorded as "Guest Payment Made - Failed"', async () => {
    const { guestPaymentToken } = await guestToken(home);
    const ok = await post(server, payUrl('guestPay'), guestBody(home, 100, { bank: bank('62007654321') }, guestPaymentToken), { ip: newIp() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(envelope<PaymentReceipt>(ok).data).toMatchObject({ convenienceFee: 0, method: { kind: 'bank' } });
    const declined = await post(server, payUrl('guestPay'), guestBody(home, 100, { card: card(testCardForCode.F302) }, guestPaymentToken), { ip: newIp() });
    expectCode(declined, 402, 'F302');
    expect(await newestRecord()).toMatchObject({
      actionSubject: 'Guest Payment Made - Failed', interactionRecordReasonId: 'A1-Z0000001-Z034', serviceIssueCategoryId: 'IR_01_14',
      incidentServiceIssueCategoryId: 'BL_MP_09', screenName: 'UnAuth Make Payment', registrationStatus: 'Failed',
      messageNote: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
    });
    const checkFailed = await post(server, payUrl('guestPay'), guestBody(home, 100, { card: card(testCardForCode.F310) }, guestPaymentToken), { ip: newIp() });
    expectCode(checkFailed, 402, 'F310');
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Guest Payment Made - Failed', messageNote: 'Your card details are not valid. Please update your card details.' });
  });

  it('refuses a missing, forged, expired or other-account token (410), saved methods, and a prepaid account', async () => {
    const { guestPaymentToken } = await guestToken(home);
    const ip = newIp();
    expectCode(await post(server, payUrl('guestPay'), guestBody(flat, 100, { card: card('4242424242424242') }, guestPaymentToken), { ip }), 410, 'PAY_GUEST_EXPIRED');
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Guest Payment Made - Failed', messageNote: expect.stringContaining('expired') });
    const forged = new TokenSigner('another-server-key-0123456789-abcdef').issueGuestPayment({ accountId: 1, accountNumber: home }, new Date(), 1800);
    expectCode(await post(server, payUrl('guestPay'), guestBody(home, 100, { card: card('4242424242424242') }, forged), { ip }), 410, 'PAY_GUEST_EXPIRED');
    const saved = await post(server, payUrl('guestPay'), { ...guestBody(home, 100, { card: card('4242424242424242') }, guestPaymentToken), paymentMethod: 'SavedPaymentMethod' }, { ip });
    expect(envelope(saved).status.message).toContain('body.paymentMethod: PAY_METHOD_TYPE');
    const prepaid = await guestToken(prepaidAccount, { lastName: 'Kgosi' });
    expectCode(await post(server, payUrl('guestPay'), guestBody(prepaidAccount, 100, { card: card('4242424242424242') }, prepaid.guestPaymentToken), { ip }), 409, 'PAY_PREPAID_ACCOUNT');
    expectCode(await post(server, payUrl('guestPay'), guestBody(home, 100, { card: card('4242424242424242') }, guestPaymentToken), { ip, key: null }), 400, 'VLD002');
  });

  it('is idempotent per key, and throttled per address (10 in 15 minutes)', async () => {
    const { guestPaymentToken } = await guestToken(home);
    const ip = newIp();
    const body = guestBody(home, 33, { card: card('4242424242424242') }, guestPaymentToken);
    const key = randomUUID();
    const first = await post(server, payUrl('guestPay'), body, { ip, key });
    const again = await post(server, payUrl('guestPay'), body, { ip, key });
    expect(envelope<PaymentReceipt>(again).data.confirmationNumber).toBe(envelope<PaymentReceipt>(first).data.confirmationNumber);
    expect(again.headers['idempotent-replayed']).toBe('true');
    for (let i = 0; i < 8; i++) expect((await post(server, payUrl('guestPay'), body, { ip })).statusCode).toBe(200);
    expectCode(await post(server, payUrl('guestPay'), body, { ip }), 429, 'GEN015');
    expect(day()).toBe(body.paymentDate);
  });
});
