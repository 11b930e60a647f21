/**
 * Make a Payment on the reference server: the current bill, paying with the saved card and bank
 * account, with a new card (saved and not saved) and a new bank account; balances, history and the
 * dashboard after a payment; amount, fee and date rules; the checksum; the PayBill rule (role 7,
 * guests and agents' sessions refused); saved methods; the convenience fee and duplicate checks;
 * and no card number, account number or CVV in any table or log line.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { billingCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { convenienceFee, type ConvenienceFeeData, type DuplicateCheckData, type HistoryItem, type Paged, type PaymentReceipt, type SavedPaymentMethod } from '../../src/domain/payment.ts';
import { addDaysIso } from '../../src/domain/format.ts';
import type { DashboardSummary } from '../../src/domain/dashboard.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import {
  bank,
  billUrl,
  card,
  checksum,
  currentBill,
  customerTokens,
  day,
  everyTableAsText,
  expectCode,
  flat,
  home,
  nextYear,
  payBody,
  payUrl,
  post,
  prepaidAccount,
  savedMethods,
  supportSession,
  suspended,
} from './paymentHelpers.ts';

const logLines: string[] = [];
let server: TestServer;
let customer: Record<string, string>;
let tokens: { card: string; bank: string };

beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } });
  customer = (await signIn(server, 'demo.customer')).headers;
  tokens = await customerTokens(server, customer);
});
afterAll(async () => {
  await server?.close();
});

const newestInteraction = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;
const paymentRows = async () => (await server.db.select({ n: count() }).from(t.payments))[0]!.n;
const receiptOf = (reply: Awaited<ReturnType<typeof post>>) => envelope<PaymentReceipt>(reply).data;

describe('current bill', () => {
  it('answers amounts, bill dates, net due date, limits and the pay and schedule flags', async () => {
    const bill = await currentBill(server, customer, home);
    const [latest] = await server.db.select().from(t.bills).innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.bills.accountId)).where(eq(t.serviceAccounts.accountNumber, home)).orderBy(desc(t.bills.billDate)).limit(1);
    expect(bill).toMatchObject({
      accountNumber: home, isPrepaid: false, currency: 'BWP', amountDue: Number(latest!.bills.amountDue), billNumber: latest!.bills.billNumber,
      dueDate: latest!.bills.dueDate, billPeriodStart: latest!.bills.periodStart, billPeriodEnd: latest!.bills.periodEnd,
      netDueDate: addDaysIso(latest!.bills.dueDate, 5), minimumAllowed: 10, maximumAllowed: 50_000,
      oneTimePaymentAllowed: true, scheduledPaymentAllowed: true, latestScheduleDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      scheduledPayments: [], paperless: true,
    });
    expect(bill.amountDue).toBeGreaterThan(100);
    // The flat has the seeded scheduled payment.
    const flatBill = await currentBill(server, customer, flat);
    expect(flatBill.scheduledPayments).toEqual([expect.objectContaining({ accountNumber: flat, status: 'scheduled', method: 'VISA ending 4242', amount: flatBill.amountDue })]);
  });

  it('status 2: pay now only; a guest (role 8): neither; prepaid: no bill payment; not held: 403', async () => {
    const restricted = await currentBill(server, (await signIn(server, 'demo.suspended')).headers, suspended);
    expect(restricted).toMatchObject({ oneTimePaymentAllowed: true, scheduledPaymentAllowed: false, latestScheduleDate: null });
    expect(restricted.pastDueAmount).toBeGreaterThan(0);
    const guest = await currentBill(server, (await signIn(server, 'demo.guest')).headers, flat);
    expect(guest).toMatchObject({ oneTimePaymentAllowed: false, scheduledPaymentAllowed: false });
    const prepaid = await currentBill(server, (await signIn(server, 'demo.prepaid')).headers, prepaidAccount);
    expect(prepaid).toMatchObject({ isPrepaid: true, oneTimePaymentAllowed: false, scheduledPaymentAllowed: false, minimumAllowed: 10, maximumAllowed: 5000, dueDate: null });
    expectCode(await server.request({ method: 'GET', url: billUrl('currentBill', `accountNumber=${prepaidAccount}`), headers: customer }), 403, 'GEN403');
  });
});

describe('paying', () => {
  it('with the saved card: receipt, fee, balance, dashboard, history and the success record', async () => {
    const before = await currentBill(server, customer, home);
    const reply = await post(server, payUrl('pay'), payBody(home, 200, { saved: tokens.card, kind: 'card' }), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = receiptOf(reply);
    expect(receipt).toMatchObject({
      status: 'completed', accountNumber: home, amount: 200, convenienceFee: 5, totalCharged: 205, paymentDate: day(),
      method: { kind: 'card', brand: 'visa', last4: '4242', summary: 'VISA ending 4242', nickName: 'Personal Visa' }, savedMethod: null,
    });
    expect(receipt.confirmationNumber).toMatch(/^PMT\d{16}$/);
    expect(receipt.newBalance).toBeCloseTo(before.balance - 200, 2);
    const after = await currentBill(server, customer, home);
    expect(after.amountDue).toBeCloseTo(before.amountDue - 200, 2);
    const dashboard = envelope<DashboardSummary>(await server.request({ method: 'GET', url: `${apiAreas.billing}${billingCalls.dashboard}?accountNumber=${home}`, headers: customer })).data;
    expect(dashboard).toMatchObject({ lastPaymentAmount: 200, amountDue: after.amountDue });
    const history = envelope<Paged<HistoryItem>>(await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${home}&pageSize=3`), headers: customer })).data;
    expect(history.items[0]).toMatchObject({ type: 'payment', amount: 200, convenienceFee: 5, status: 'completed', reference: receipt.confirmationNumber, method: 'VISA ending 4242', date: day() });
    const [row] = await server.db.select().from(t.payments).where(eq(t.payments.confirmationNumber, receipt.confirmationNumber));
    expect(row).toMatchObject({ amount: '200.00', convenienceFee: '5.00', status: 'completed', methodKind: 'card', amountType: 'OtherAmount', isGuest: false, uid: receipt.schedulePayUid });
    expect(row!.gatewayReference).toMatch(/^ch_/);
    expect(await newestInteraction()).toMatchObject({
      actionSubject: 'Payment Made - Success', incidentServiceIssueCategoryId: 'BL_MP_06', interactionRecordReasonId: 'A1-Z0000001-Z011',
      screenName: 'Auth Make Payment', accountNumber: home, actionRequired: 'Add', actionPriority: 5, actionStatus: 1, trigger: 'X', updatedBy: 2,
    });
  });

  it('the total due with the saved bank account (no fee) leaves nothing due', async () => {
    const { amountDue } = await currentBill(server, customer, home);
    const reply = await post(server, payUrl('pay'), payBody(home, amountDue, { saved: tokens.bank, kind: 'bank' }, { paymentAmountType: 'TotalDueAmount' }), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(receiptOf(reply)).toMatchObject({ convenienceFee: 0, totalCharged: amountDue, amountDue: 0, newBalance: 0, method: { kind: 'bank', bankName: 'First National Bank Botswana', summary: 'Bank account ending 6789' } });
    expect(await currentBill(server, customer, home)).toMatchObject({ amountDue: 0, balance: 0 });
    // More than due is a credit; the total due is now 0, so TotalDueAmount is refused.
    expectCode(await post(server, payUrl('pay'), payBody(home, 50, { saved: tokens.bank, kind: 'bank' }, { paymentAmountType: 'TotalDueAmount' }), { headers: customer }), 409, 'PAY_AMOUNT_NOT_DUE');
    const credit = await post(server, payUrl('pay'), payBody(home, 50, { saved: tokens.bank, kind: 'bank' }), { headers: customer });
    expect(receiptOf(credit)).toMatchObject({ newBalance: -50, amountDue: 0 });
  });

  it('with a new card, saved with a nickname as the default', async () => {
    const before = await savedMethods(server, customer);
    const reply = await post(server, payUrl('pay'), payBody(flat, 120.5, { card: card('5555 5555 5555 4444', { cardType: 'mastercard' }) }, { saveMethod: true, nickName: 'Work Mastercard', setDefaultPayment: true }), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = receiptOf(reply);
    expect(receipt).toMatchObject({ amount: 120.5, convenienceFee: 5, method: { brand: 'mastercard', last4: '4444', summary: 'Mastercard ending 4444' } });
    expect(receipt.savedMethod).toMatchObject({ kind: 'card', brand: 'mastercard', last4: '4444', maskedNumber: '************4444', nickName: 'Work Mastercard', isDefault: true, expiryYear: nextYear(), isExpired: false });
    const after = await savedMethods(server, customer);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ paymentTokenId: receipt.savedMethod!.paymentTokenId, isDefault: true });
    expect(after.filter((m) => m.isDefault)).toHaveLength(1);
    const records = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(2);
    expect(records.map((r) => [r.actionSubject, r.incidentServiceIssueCategoryId])).toEqual([['Payment Made - Success', 'BL_MP_06'], ['Card Check - Eligible', 'BL_MP_04']]);
    // The same card again is not saved twice.
    await post(server, payUrl('pay'), payBody(flat, 20, { card: card('5555555555554444') }, { saveMethod: true }), { headers: customer });
    expect(await savedMethods(server, customer)).toHaveLength(after.length);
  });

  it('with a new card not saved: charged, nothing added to the saved methods', async () => {
    const before = await savedMethods(server, customer);
    const reply = await post(server, payUrl('pay'), payBody(flat, 60, { card: card('378282246310005') }), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(receiptOf(reply)).toMatchObject({ savedMethod: null, convenienceFee: 5, method: { brand: 'american-express', last4: '0005', summary: 'American Express ending 0005' } });
    expect(await savedMethods(server, customer)).toEqual(before);
  });

  it('with a new bank account (no fee), saved: the bank check is recorded', async () => {
    const reply = await post(server, payUrl('pay'), payBody(flat, 75, { bank: bank('62001234567', '271234567') }, { saveMethod: true }), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(receiptOf(reply)).toMatchObject({ convenienceFee: 0, totalCharged: 75, method: { kind: 'bank', bankName: 'Stanbic Bank Botswana', last4: '4567' } });
    expect(receiptOf(reply).savedMethod).toMatchObject({ kind: 'bank', maskedNumber: '******4567', routingNumber: '271234567', accountType: 'checking', bankName: 'Stanbic Bank Botswana', isDefault: false });
    const records = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(2);
    expect(records[1]).toMatchObject({ actionSubject: 'Bank Account Check - Eligible', incidentServiceIssueCategoryId: 'BL_MP_02' });
  });

  it('an account in status 2 may pay now (not schedule)', async () => {
    const headers = (await signIn(server, 'demo.suspended')).headers;
    const reply = await post(server, payUrl('pay'), payBody(suspended, 100, { card: card('4242424242424242') }, { paperless: true }), { headers });
    expect(reply.statusCode, reply.body).toBe(200);
    // Paperless enrolment with the payment.
    expect(receiptOf(reply).paperless).toBe(true);
    expect((await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, suspended)))[0]!.paperless).toBe(true);
    expectCode(await post(server, payUrl('schedule'), payBody(suspended, 100, { card: card('4242424242424242') }, { paymentDate: day(new Date(), 3) }), { headers }), 403, 'GEN403');
  });
});

describe('amount, fee, method and date rules', () => {
  const refused = async (body: object, status: number, msgcode: string, text?: string) => {
    const before = await paymentRows();
    const reply = await post(server, payUrl('pay'), body, { headers: customer });
    expectCode(reply, status, msgcode);
    if (text) expect(envelope(reply).status.message).toContain(text);
    expect(await paymentRows()).toBe(before);
  };

  it('refuses amounts outside the account limits, a stale fee, an unknown method, another day, a prepaid account', async () => {
    await refused(payBody(flat, 9.99, { saved: tokens.card, kind: 'card' }), 400, 'VLD002', 'body.amount: PAY_AMOUNT_MIN');
    await refused(payBody(flat, 50_000.01, { saved: tokens.card, kind: 'card' }), 400, 'VLD002', 'body.amount: PAY_AMOUNT_MAX');
    await refused(payBody(flat, 0, { saved: tokens.card, kind: 'card' }), 400, 'VLD002', 'body.amount: PAY_AMOUNT_POSITIVE');
    await refused(payBody(flat, 10.005, { saved: tokens.card, kind: 'card' }), 400, 'VLD002', 'body.amount: PAY_AMOUNT_DECIMALS');
    await refused(payBody(flat, 300, { saved: tokens.card, kind: 'card' }, { convenienceFee: 5 }), 409, 'PAY_FEE_CHANGED', 'BWP 7.50');
    await refused(payBody(flat, 300, { saved: tokens.bank, kind: 'bank' }, { convenienceFee: 7.5 }), 409, 'PAY_FEE_CHANGED');
    await refused(payBody(flat, 300, { saved: 'tok_000000000000000000000000', kind: 'card' }), 404, 'PAY_METHOD_NOT_FOUND');
    await refused(payBody(flat, 300, { saved: tokens.card, kind: 'card' }, { paymentDate: day(new Date(), 1) }), 400, 'VLD002', 'body.paymentDate: PAY_DATE_NOT_TODAY');
    await refused(payBody(flat, 300, { saved: tokens.card, kind: 'card' }, { paymentAmountType: 'PastDueAmount' }), 409, 'PAY_AMOUNT_NOT_DUE');
    await refused(payBody(flat, 300, { saved: tokens.card, kind: 'card' }, { paymentMethod: 'NewCard' }), 400, 'VLD002', 'body.card: PAY_CARD_DETAILS_REQUIRED');
    await refused({ ...payBody(flat, 300, { saved: tokens.card, kind: 'card' }), card: card('4242424242424242') }, 400, 'VLD002', 'PAY_METHOD_DETAILS_EXTRA');
    await refused(payBody(flat, 300, { saved: tokens.card, kind: 'card' }, { paymentDateType: 'scheduled' }), 400, 'VLD002', 'body.paymentDateType: PAY_DATE_TYPE');
    const prepaid = (await signIn(server, 'demo.prepaid')).headers;
    const reply = await post(server, payUrl('pay'), payBody(prepaidAccount, 100, { card: card('4242424242424242') }), { headers: prepaid });
    expectCode(reply, 409, 'PAY_PREPAID_ACCOUNT');
  });

  it('refuses a payment to an account the user does not hold (403) and logs the failure', async () => {
    const reply = await post(server, payUrl('pay'), payBody(prepaidAccount, 100, { saved: tokens.card, kind: 'card' }), { headers: customer });
    expectCode(reply, 403, 'GEN403');
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Payment Made - Failed', incidentServiceIssueCategoryId: 'BL_MP_07', accountNumber: prepaidAccount, messageNote: 'You are not allowed to do this.' });
  });
});

describe('checksum and Idempotency-Key headers', () => {
  it('refuses a body whose x-checksum does not match, or a malformed one; accepts a missing one', async () => {
    const body = payBody(flat, 31, { saved: tokens.card, kind: 'card' });
    const before = await paymentRows();
    const altered = JSON.stringify({ ...body, amount: 3100, convenienceFee: 77.5 });
    const tampered = await server.request({
      method: 'POST', url: payUrl('pay'), payload: altered,
      headers: { ...customer, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-checksum': checksum(JSON.stringify(body)) },
    });
    expectCode(tampered, 400, 'PAY_CHECKSUM');
    expectCode(await post(server, payUrl('pay'), body, { headers: { ...customer, 'x-checksum': 'md5=abc' }, signed: false }), 400, 'PAY_CHECKSUM');
    expect(await paymentRows()).toBe(before);
    expect((await post(server, payUrl('pay'), body, { headers: customer, signed: false })).statusCode).toBe(200);
    // Key order and spacing are the client's: the checksum covers the exact bytes sent.
    const spaced = JSON.stringify(body, null, 2);
    const reply = await server.request({ method: 'POST', url: payUrl('pay'), payload: spaced, headers: { ...customer, 'content-type': 'application/json; charset=utf-8', 'idempotency-key': randomUUID(), 'x-checksum': checksum(spaced) } });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('requires an Idempotency-Key that is a UUID', async () => {
    const body = payBody(flat, 32, { saved: tokens.card, kind: 'card' });
    const missing = await post(server, payUrl('pay'), body, { headers: customer, key: null });
    expectCode(missing, 400, 'VLD002');
    expect(envelope(missing).status.message).toContain('headers.idempotency-key');
    const bad = await post(server, payUrl('pay'), body, { headers: customer, key: 'not-a-uuid' });
    expect(envelope(bad).status.message).toContain('headers.idempotency-key: PAY_IDEMPOTENCY_KEY');
  });
});

describe('who may pay (PayBill rule on the server)', () => {
  it('role 7, a guest (role 8) and an agent support session get 403 and nothing is charged', async () => {
    const landlord = await signIn(server, 'demo.landlord');
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, home));
    await server.db.insert(t.userAccounts).values({ userId: landlord.uuid, accountId: account!.id, roleId: 7, isDefault: false });
    const guest = await signIn(server, 'demo.guest');
    const support = await supportSession(server, home);
    const charges = async () => (await server.db.select({ n: count() }).from(t.gatewayCharges))[0]!.n;
    const before = [await paymentRows(), await charges()];
    for (const [headers, accountNumber] of [[landlord.headers, home], [guest.headers, flat], [support, home]] as const) {
      expectCode(await post(server, payUrl('pay'), payBody(accountNumber, 100, { card: card('4242424242424242') }), { headers }), 403, 'GEN403');
      expectCode(await post(server, payUrl('schedule'), payBody(accountNumber, 100, { card: card('4242424242424242') }, { paymentDate: day(new Date(), 3) }), { headers }), 403, 'GEN403');
      const bill = await currentBill(server, headers, accountNumber);
      expect(bill).toMatchObject({ oneTimePaymentAllowed: false, scheduledPaymentAllowed: false });
    }
    expect([await paymentRows(), await charges()]).toEqual(before);
    // Agents change no saved methods either.
    expectCode(await post(server, payUrl('cardProfile'), { card: card('4242424242424242') }, { headers: support }), 403, 'GEN403');
    const support403 = await post(server, payUrl('setDefault'), { paymentTokenId: tokens.bank }, { headers: support });
    expectCode(support403, 403, 'GEN403');
  });
});

describe('who may change saved methods (the payment-methods right)', () => {
  it('a view-only guest (role 8) and a role-7 user can neither save, nor change, nor remove a card or bank account', async () => {
    const guest = await signIn(server, 'demo.guest');
    // demo.suspended holds its account with role 7 here (no payment right).
    await server.db.update(t.userAccounts).set({ roleId: 7 }).where(eq(t.userAccounts.userId, (await signIn(server, 'demo.suspended')).uuid));
    const role7 = await signIn(server, 'demo.suspended');
    const methodRows = async () => (await server.db.select({ n: count() }).from(t.paymentMethods))[0]!.n;
    const tokenRows = async () => (await server.db.select({ n: count() }).from(t.gatewayTokens))[0]!.n;
    const before = [await methodRows(), await tokenRows()];
    for (const { headers } of [guest, role7]) {
      expectCode(await post(server, payUrl('cardProfile'), { card: card('4242424242424242') }, { headers }), 403, 'GEN403');
      expectCode(await post(server, payUrl('bankProfile'), { bank: bank('7700999888') }, { headers }), 403, 'GEN403');
      expectCode(await post(server, payUrl('setDefault'), { paymentTokenId: tokens.card }, { headers }), 403, 'GEN403');
      expectCode(await post(server, payUrl('remove'), { paymentTokenId: tokens.card }, { headers }), 403, 'GEN403');
    }
    // Nothing was tokenised (no card check ran) and nothing was saved.
    expect([await methodRows(), await tokenRows()]).toEqual(before);
    await server.db.update(t.userAccounts).set({ roleId: 1 }).where(eq(t.userAccounts.userId, role7.uuid));
  });
});

describe('saved methods', () => {
  it('a card profile is tokenised and saved; a card the check refuses answers its code', async () => {
    const reply = await post(server, payUrl('cardProfile'), { card: card('6011 1111 1111 1117'), nickName: 'Discover' }, { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const saved = envelope<SavedPaymentMethod>(reply).data;
    expect(saved).toMatchObject({ kind: 'card', brand: 'discover', last4: '1117', nickName: 'Discover', summary: 'Discover ending 1117' });
    expect(saved.paymentTokenId).toMatch(/^tok_[0-9a-f]{24}$/);
    const refused = await post(server, payUrl('cardProfile'), { card: card('4000000000003048') }, { headers: customer });
    expectCode(refused, 402, 'F304');
    expect(envelope(refused).status.message).toBe('Your card/bank account number is not valid. Please update the details and try again.');
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Card Check - Ineligible', incidentServiceIssueCategoryId: 'BL_MP_05', screenName: 'PaymentMethod' });
  });

  it('a bank profile; set default (recorded); remove (the next one becomes default)', async () => {
    const reply = await post(server, payUrl('bankProfile'), { bank: bank('7700123456', '291234567'), nickName: 'Absa savings', setDefaultPayment: true }, { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const saved = envelope<SavedPaymentMethod>(reply).data;
    expect(saved).toMatchObject({ kind: 'bank', bankName: 'Absa Bank Botswana', isDefault: true, nickName: 'Absa savings' });
    expectCode(await post(server, payUrl('bankProfile'), { bank: bank('7700123456', '111234567') }, { headers: customer }), 402, 'F304');

    const setDefault = await post(server, payUrl('setDefault'), { paymentTokenId: tokens.card }, { headers: customer });
    expect(setDefault.statusCode, setDefault.body).toBe(200);
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Default Payment Method Updated', incidentServiceIssueCategoryId: 'BL_MP_14' });
    let methods = await savedMethods(server, customer);
    expect(methods.filter((m) => m.isDefault).map((m) => m.paymentTokenId)).toEqual([tokens.card]);

    expect((await post(server, payUrl('remove'), { paymentTokenId: saved.paymentTokenId }, { headers: customer })).statusCode).toBe(200);
    methods = await savedMethods(server, customer);
    expect(methods.map((m) => m.paymentTokenId)).not.toContain(saved.paymentTokenId);
    expectCode(await post(server, payUrl('remove'), { paymentTokenId: saved.paymentTokenId }, { headers: customer }), 404, 'PAY_METHOD_NOT_FOUND');
    // Another user's token is not found either.
    const landlord = (await signIn(server, 'demo.landlord')).headers;
    expectCode(await post(server, payUrl('setDefault'), { paymentTokenId: tokens.card }, { headers: landlord }), 404, 'PAY_METHOD_NOT_FOUND');
  });

  it('rename: a new nickname (trimmed), empty clears it; a bad one is refused beside its field; another user\'s token is not found', async () => {
    const renamed = await post(server, payUrl('rename'), { paymentTokenId: tokens.bank, nickName: '  Household cheque ' }, { headers: customer, key: null });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(envelope<SavedPaymentMethod>(renamed).data).toMatchObject({ paymentTokenId: tokens.bank, nickName: 'Household cheque' });
    expect((await savedMethods(server, customer)).find((m) => m.paymentTokenId === tokens.bank)?.nickName).toBe('Household cheque');
    expectCode(await post(server, payUrl('rename'), { paymentTokenId: tokens.bank, nickName: '#cheque' }, { headers: customer, key: null }), 400, 'VLD002');
    expect((await savedMethods(server, customer)).find((m) => m.paymentTokenId === tokens.bank)?.nickName).toBe('Household cheque');
    const cleared = await post(server, payUrl('rename'), { paymentTokenId: tokens.bank, nickName: '' }, { headers: customer, key: null });
    expect(envelope<SavedPaymentMethod>(cleared).data.nickName).toBe('');
    const landlord = (await signIn(server, 'demo.landlord')).headers;
    expectCode(await post(server, payUrl('rename'), { paymentTokenId: tokens.bank, nickName: 'Mine' }, { headers: landlord, key: null }), 404, 'PAY_METHOD_NOT_FOUND');
    const support403 = await post(server, payUrl('rename'), { paymentTokenId: tokens.bank, nickName: 'Agent' }, { headers: await supportSession(server, home) });
    expectCode(support403, 403, 'GEN403');
  });

  it('at most 10 saved methods', async () => {
    const prepaid = (await signIn(server, 'demo.prepaid')).headers;
    for (let i = 0; i < 10; i++) {
      const reply = await post(server, payUrl('bankProfile'), { bank: bank(`55000000${String(i).padStart(2, '0')}`) }, { headers: prepaid });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    expectCode(await post(server, payUrl('bankProfile'), { bank: bank('5500000099') }, { headers: prepaid }), 409, 'PAY_METHODS_LIMIT');
    expect(await savedMethods(server, prepaid, prepaidAccount)).toHaveLength(10);
  });
});

describe('convenience fee and duplicate check', () => {
  it('cards 2.5% with a BWP 5.00 minimum, banks free; recorded as a fee lookup', async () => {
    const fee = async (amount: number, methodType: string, headers: Record<string, string> = customer) => post(server, payUrl('convenienceFee'), { accountNumber: home, amount, methodType }, { headers, key: null });
    expect(envelope<ConvenienceFeeData>(await fee(100, 'card')).data).toEqual({ amount: 100, methodType: 'card', convenienceFee: 5, total: 105, rule: { percent: 2.5, minimum: 5 } });
    expect(envelope<ConvenienceFeeData>(await fee(1021.74, 'card')).data).toMatchObject({ convenienceFee: 25.54, total: 1047.28 });
    expect(envelope<ConvenienceFeeData>(await fee(1021.74, 'bank')).data).toMatchObject({ convenienceFee: 0, total: 1021.74 });
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Convenience Fee Lookup', incidentServiceIssueCategoryId: 'BL_MP_01', screenName: 'Auth Make Payment', userId: expect.any(String) });
    // Before sign-in too (guest payment), recorded with the guest payment reason.
    const visitor = await fee(400, 'card', {});
    expect(envelope<ConvenienceFeeData>(visitor).data.convenienceFee).toBe(10);
    expect(await newestInteraction()).toMatchObject({ userId: null, screenName: 'UnAuth Make Payment', interactionRecordReasonId: 'A1-Z0000001-Z034', serviceIssueCategoryId: 'IR_01_14' });
    expectCode(await post(server, payUrl('convenienceFee'), { accountNumber: prepaidAccount, amount: 10, methodType: 'card' }, { headers: customer, key: null }), 403, 'GEN403');
    expect(convenienceFee(199.99, 'card')).toBe(5);
    expect(convenienceFee(200.2, 'card')).toBe(5.01);
  });

  it('a payment of the same amount on the account within 24 hours, or scheduled, is a duplicate', async () => {
    const check = async (accountNumber: string, amount: number) => envelope<DuplicateCheckData>(await post(server, payUrl('duplicateCheck'), { accountNumber, amount }, { headers: customer, key: null })).data;
    expect(await check(flat, 987.65)).toEqual({ duplicate: false, previous: null });
    const paid = receiptOf(await post(server, payUrl('pay'), payBody(flat, 987.65, { saved: tokens.bank, kind: 'bank' }), { headers: customer }));
    expect(await check(flat, 987.65)).toEqual({ duplicate: true, previous: { confirmationNumber: paid.confirmationNumber, amount: 987.65, date: paid.paidAt, status: 'completed', method: 'Bank account ending 6789', methodDetail: { kind: 'bank', last4: '6789' } } });
    expect((await check(home, 987.65)).duplicate).toBe(false);
    // The seeded scheduled payment of the flat.
    const [scheduled] = await server.db.select().from(t.payments).where(eq(t.payments.status, 'scheduled'));
    expect(await check(flat, Number(scheduled!.amount))).toMatchObject({ duplicate: true, previous: { status: 'scheduled', confirmationNumber: scheduled!.confirmationNumber } });
  });
});

describe('history paging', () => {
  it('bills and payments newest first, paged', async () => {
    const page = async (query: string) => envelope<Paged<HistoryItem>>(await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${home}&${query}`), headers: customer })).data;
    const first = await page('page=1&pageSize=5');
    const bills = (await server.db.select({ n: count() }).from(t.bills).innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.bills.accountId)).where(eq(t.serviceAccounts.accountNumber, home)))[0]!.n;
    const payments = (await server.db.select({ n: count() }).from(t.payments).innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.payments.accountId)).where(eq(t.serviceAccounts.accountNumber, home)))[0]!.n;
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: bills + payments, totalPages: Math.ceil((bills + payments) / 5) });
    expect(first.items).toHaveLength(5);
    const dates = (await page('pageSize=50')).items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await page('pageSize=50')).items.filter((item) => item.type === 'bill')).toHaveLength(bills);
    expect((await page(`page=${first.totalPages + 1}&pageSize=5`)).items).toEqual([]);
    expectCode(await server.request({ method: 'GET', url: billUrl('history', `accountNumber=${home}&pageSize=51`), headers: customer }), 400, 'VLD002');
  });
});

describe('card data is never stored or logged', () => {
  it('no full card number, bank account number or CVV in any table or log line after payments', async () => {
    const number = '4111111111111111';
    const cvv = '739';
    const accountNo = '31415926535';
    expect((await post(server, payUrl('pay'), payBody(flat, 44, { card: card(number, { cvv }) }, { saveMethod: true }), { headers: customer })).statusCode).toBe(200);
    expect((await post(server, payUrl('pay'), payBody(flat, 45, { bank: bank(accountNo) }, { saveMethod: true }), { headers: customer })).statusCode).toBe(200);
    // Refused ones too: a decline, a card check failure and a rule failure with the number as a number.
    await post(server, payUrl('pay'), payBody(flat, 46, { card: card('4000000000003014', { cvv }) }), { headers: customer });
    await post(server, payUrl('pay'), payBody(flat, 47, { card: card('4000000000003055', { cvv }) }), { headers: customer });
    const typeError = await post(server, payUrl('pay'), payBody(flat, 48, { card: { ...card(number), cardNumber: Number(number), cvv: Number(cvv) } }), { headers: customer });
    expectCode(typeError, 400, 'VLD002');
    expect(typeError.body).not.toContain(number);
    const asText = await post(server, payUrl('pay'), { ...payBody(flat, 49, { card: card(number) }), card: number }, { headers: customer });
    expectCode(asText, 400, 'VLD002');
    expect(envelope(asText).status.message).toBe('The request is not valid. body.card: Invalid type: Expected Object');
    const bareNumber = await post(server, payUrl('pay'), number, { headers: customer });
    expectCode(bareNumber, 400, 'VLD002');
    expect(bareNumber.body).not.toContain(number);

    const everything = await everyTableAsText(server);
    for (const secret of [number, '4000000000003014', '4000000000003055', accountNo]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/cvv/i);
    expect(everything).not.toContain(`"${cvv}"`);
    const [saved] = await server.db.select().from(t.paymentMethods).where(and(eq(t.paymentMethods.last4, '1111'), eq(t.paymentMethods.kind, 'card')));
    expect(saved).toMatchObject({ brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: nextYear() });

    const logs = logLines.join('\n');
    expect(logs).toContain('"path":"/api/payment/pay"');
    for (const secret of [number, '4000000000003014', accountNo]) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/cvv":/i);
  });
});
