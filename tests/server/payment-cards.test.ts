/**
 * The gateway simulator's test cards and bank accounts (server/gateway/TEST_CARDS.md): each card
 * code F300-F315 and F351-F355 answers its catalogue code and message, at the card check or when
 * charged; success cards of every brand approve; card rules (Luhn, brand, length, CVV, expiry) are
 * refused by the shared schema before the gateway is called.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { GatewaySimulator } from '../../server/gateway/simulator.ts';
import type { PaymentGateway } from '../../server/gateway/types.ts';
import { successCards, testBankAccountForCode, testCardForCode } from '../../server/gateway/testCards.ts';
import { cardErrorCatalogue, cardErrorCodes, type PaymentReceipt } from '../../src/domain/payment.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { bank, card, expectCode, flat, nextYear, payBody, payUrl, post } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;
/** Calls that reached the gateway, by method. */
const gatewayCalls: string[] = [];

beforeAll(async () => {
  const holder: { simulator?: GatewaySimulator } = {};
  // The simulator, wrapped to count what reaches it (it needs the database, known once opened).
  const counting: PaymentGateway = {
    tokenizeCard: (input) => (gatewayCalls.push('tokenizeCard'), holder.simulator!.tokenizeCard(input)),
    tokenizeBank: (input) => (gatewayCalls.push('tokenizeBank'), holder.simulator!.tokenizeBank(input)),
    charge: (input) => (gatewayCalls.push('charge'), holder.simulator!.charge(input)),
    bankName: (routing) => holder.simulator!.bankName(routing),
    offeredWallets: () => holder.simulator!.offeredWallets(),
    approveWallet: (input) => (gatewayCalls.push('approveWallet'), holder.simulator!.approveWallet(input)),
    checkWallet: (input) => (gatewayCalls.push('checkWallet'), holder.simulator!.checkWallet(input)),
  };
  server = await startTestServer({ gateway: counting });
  holder.simulator = new GatewaySimulator(server.db, () => new Date());
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

const rows = async (table: typeof t.payments | typeof t.gatewayTokens | typeof t.interactionRecords | typeof t.gatewayCharges) => (await server.db.select({ n: count() }).from(table))[0]!.n;

describe('test cards answer their codes', () => {
  it.each(cardErrorCodes)('%s', async (code) => {
    const number = testCardForCode[code];
    const stage = cardErrorCatalogue[code].stage;
    const [paymentsBefore, chargesBefore] = [await rows(t.payments), await rows(t.gatewayCharges)];
    const reply = await post(server, payUrl('pay'), payBody(flat, 100, { card: card(number) }), { headers: customer });
    expectCode(reply, 402, code);
    expect(envelope(reply).status.message).toBe(cardErrorCatalogue[code].message);
    expect(envelope(reply).status.message).toBe(errorCatalogue[code]);
    const records = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(2);
    expect(records[0]).toMatchObject({ actionSubject: 'Payment Made - Failed', incidentServiceIssueCategoryId: 'BL_MP_07', messageNote: cardErrorCatalogue[code].message, registrationStatus: 'Failed' });
    expect(records[0]!.actionNotes).toContain(code);
    if (stage === 'check') {
      // Refused while tokenising: nothing charged, no payment row.
      expect(records[1]).toMatchObject({ actionSubject: 'Card Check - Ineligible', incidentServiceIssueCategoryId: 'BL_MP_05' });
      expect([await rows(t.payments), await rows(t.gatewayCharges)]).toEqual([paymentsBefore, chargesBefore]);
      expectCode(await post(server, payUrl('cardProfile'), { card: card(number) }, { headers: customer }), 402, code);
    } else {
      // Declined when charged: a failed payment with its code; the balance is untouched.
      expect(records[1]).toMatchObject({ actionSubject: 'Card Check - Eligible' });
      const [failed] = await server.db.select().from(t.payments).orderBy(desc(t.payments.id)).limit(1);
      expect(failed).toMatchObject({ status: 'failed', failureCode: code, amount: '100.00', methodRef: `VISA ending ${number.slice(-4)}` });
      expect(await rows(t.gatewayCharges)).toBe(chargesBefore + 1);
    }
  });

  it('documents one Luhn-valid VISA number per code', () => {
    expect(Object.keys(testCardForCode).sort()).toEqual([...cardErrorCodes].sort());
    for (const [code, number] of Object.entries(testCardForCode)) expect(number).toBe(`400000000000${code.slice(1)}${number.slice(-1)}`);
  });
});

describe('success cards and bank test accounts', () => {
  it.each(Object.entries(successCards).flatMap(([brand, numbers]) => numbers.map((number) => [brand, number])))('%s %s approves', async (brand, number) => {
    const reply = await post(server, payUrl('pay'), payBody(flat, 50, { card: card(number) }), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(envelope<PaymentReceipt>(reply).data.method).toMatchObject({ brand, last4: number.slice(-4) });
  });

  it('bank accounts: F304 at the bank check (and an unknown routing number), F300 and F301 when charged', async () => {
    expectCode(await post(server, payUrl('pay'), payBody(flat, 50, { bank: bank(testBankAccountForCode.F304) }), { headers: customer }), 402, 'F304');
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(2);
    expect(record).toMatchObject({ actionSubject: 'Payment Made - Failed' });
    expectCode(await post(server, payUrl('pay'), payBody(flat, 50, { bank: bank('62001234567', '121000358') }), { headers: customer }), 402, 'F304');
    expectCode(await post(server, payUrl('pay'), payBody(flat, 50, { bank: bank(testBankAccountForCode.F301) }), { headers: customer }), 402, 'F301');
    expectCode(await post(server, payUrl('pay'), payBody(flat, 50, { bank: bank(testBankAccountForCode.F300) }), { headers: customer }), 402, 'F300');
    const failed = await server.db.select().from(t.payments).where(eq(t.payments.status, 'failed')).orderBy(desc(t.payments.id)).limit(2);
    expect(failed.map((p) => [p.failureCode, p.methodKind])).toEqual([['F300', 'bank'], ['F301', 'bank']]);
  });

  it('a saved card that declines answers its code on every charge', async () => {
    const saved = await post(server, payUrl('cardProfile'), { card: card(testCardForCode.F308) }, { headers: customer });
    expect(saved.statusCode, saved.body).toBe(200);
    const token = envelope<{ paymentTokenId: string }>(saved).data.paymentTokenId;
    expectCode(await post(server, payUrl('pay'), payBody(flat, 50, { saved: token, kind: 'card' }), { headers: customer }), 402, 'F308');
  });
});

describe('card rules are refused before the gateway', () => {
  const refusedBeforeGateway = async (cardDetails: Record<string, unknown>, rule: string, field = 'cardNumber') => {
    const calls = gatewayCalls.length;
    const before = [await rows(t.payments), await rows(t.gatewayTokens), await rows(t.interactionRecords)];
    const reply = await post(server, payUrl('pay'), payBody(flat, 100, { card: cardDetails }), { headers: customer });
    expectCode(reply, 400, 'VLD002');
    expect(envelope(reply).status.message).toBe(`${errorCatalogue.VLD002} body.card.${field}: ${rule}`);
    expect(gatewayCalls.length).toBe(calls);
    expect([await rows(t.payments), await rows(t.gatewayTokens), await rows(t.interactionRecords)]).toEqual(before);
  };

  it('Luhn failure', async () => {
    await refusedBeforeGateway(card('4242424242424241'), 'PAY_CARD_LUHN');
    await refusedBeforeGateway(card('4000 0000 0000 3007'), 'PAY_CARD_LUHN');
  });

  it('brand, length, zeros, digits, CVV, expiry and card type', async () => {
    await refusedBeforeGateway(card('9999999999999995'), 'PAY_CARD_BRAND');
    await refusedBeforeGateway(card('0000000000000000'), 'PAY_CARD_ZEROS');
    await refusedBeforeGateway(card('424242424242'), 'PAY_CARD_LENGTH');
    await refusedBeforeGateway(card('42424242424242424242'), 'PAY_CARD_LENGTH');
    await refusedBeforeGateway(card('4242-4242-4242-424x'), 'PAY_CARD_DIGITS');
    await refusedBeforeGateway(card(''), 'PAY_CARD_REQUIRED');
    await refusedBeforeGateway(card('378282246310005', { cvv: '123' }), 'PAY_CVV_FORMAT', 'cvv');
    await refusedBeforeGateway(card('4242424242424242', { cvv: '1234' }), 'PAY_CVV_FORMAT', 'cvv');
    await refusedBeforeGateway(card('4242424242424242', { cvv: '000' }), 'PAY_CVV_ZEROS', 'cvv');
    await refusedBeforeGateway(card('4242424242424242', { cvv: 123 }), 'PAY_CVV_REQUIRED', 'cvv');
    await refusedBeforeGateway(card('4242424242424242', { expiryYear: nextYear() + 9 }), 'PAY_EXPIRY_YEAR', 'expiryYear');
    await refusedBeforeGateway(card('4242424242424242', { expiryYear: nextYear() - 2 }), 'PAY_EXPIRY_YEAR', 'expiryYear');
    await refusedBeforeGateway(card('4242424242424242', { expiryMonth: 13 }), 'PAY_EXPIRY_MONTH', 'expiryMonth');
    await refusedBeforeGateway(card('4242424242424242', { cardType: 'mastercard' }), 'PAY_CARD_TYPE', 'cardType');
    await refusedBeforeGateway(card('4242424242424242', { nameOnCard: '' }), 'PAY_NAME_REQUIRED', 'nameOnCard');
    const now = new Date();
    if (now.getUTCMonth() > 0) {
      await refusedBeforeGateway(card('4242424242424242', { expiryMonth: now.getUTCMonth(), expiryYear: now.getUTCFullYear() }), 'PAY_EXPIRY_PAST', 'expiryMonth');
    }
  });

  it('bank rules: routing and account confirmations, nine zeros, account length', async () => {
    const bankRefused = async (details: Record<string, unknown>, field: string, rule: string) => {
      const calls = gatewayCalls.length;
      const reply = await post(server, payUrl('pay'), payBody(flat, 100, { bank: details }), { headers: customer });
      expect(envelope(reply).status.message).toBe(`${errorCatalogue.VLD002} body.bank.${field}: ${rule}`);
      expect(gatewayCalls.length).toBe(calls);
    };
    await bankRefused(bank('62001234567', '281467902', { confirmRoutingNumber: '281467903' }), 'confirmRoutingNumber', 'PAY_ROUTING_MISMATCH');
    await bankRefused(bank('62001234567', '281467902', { confirmBankAccountNumber: '62001234568' }), 'confirmBankAccountNumber', 'PAY_BANK_ACCOUNT_MISMATCH');
    await bankRefused(bank('62001234567', '000000000'), 'routingNumber', 'PAY_ROUTING_ZEROS');
    await bankRefused(bank('62001234567', '28146790'), 'routingNumber', 'PAY_ROUTING_FORMAT');
    await bankRefused(bank('12345'), 'bankAccountNumber', 'PAY_BANK_ACCOUNT_LENGTH');
    await bankRefused(bank('000000000'), 'bankAccountNumber', 'PAY_BANK_ACCOUNT_ZEROS');
    await bankRefused(bank('62001234567', '281467902', { accountType: 'current' }), 'accountType', 'PAY_BANK_ACCOUNT_TYPE');
  });

  it('a card number typed in groups of 4 is accepted', async () => {
    const reply = await post(server, payUrl('pay'), payBody(flat, 100, { card: card('4242 4242 4242 4242') }), { headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
  });
});
