/**
 * Text To Pay: the detail, enrolling (the phone rules, consent, a saved bank account only) with its
 * text in the outbox, the pay-by-text link that pays the amount due once (a second use refused with
 * "This link has expired."), resending (the old link stops working), unenrolling, the rights, and the
 * logged outcomes with their failed variants.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { textToPayCalls, type TextToPayLink, type TextToPayPaid, type TextToPayStatus } from '../../src/domain/textToPay.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { customerTokens, expectCode, home, prepaidAccount, suspended } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;
let tokens: { card: string; bank: string };

const url = (call: keyof typeof textToPayCalls) => `${apiAreas.textToPay}${textToPayCalls[call]}`;
const detail = (accountNumber = home, headers = customer) => server.request({ method: 'GET', url: `${url('detail')}?accountNumber=${accountNumber}`, headers });
const post = (call: keyof typeof textToPayCalls, payload: Record<string, unknown>, headers: Record<string, string> = customer) =>
  server.request({ method: 'POST', url: url(call), headers, payload });
const enrol = (body: Record<string, unknown> = {}, headers = customer) =>
  post('enroll', { accountNumber: home, mobileNumber: '71234567', consent: true, savedPaymentMethod: tokens.bank, ...body }, headers);
const lastRecord = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;
/** The key of the last text sent to the number (from the outbox, as the customer's phone would show it). */
async function lastLinkKey(address = '71234567'): Promise<string> {
  const [sms] = await server.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.address, address)).orderBy(desc(t.outboxMessages.id)).limit(1);
  const match = /\/PayByText\?key=([A-Za-z0-9_-]{43})/.exec(sms?.body ?? '');
  expect(match, sms?.body).not.toBeNull();
  return match![1]!;
}
const openLink = (key: string) => server.request({ method: 'GET', url: `${url('link')}?key=${key}` });
const payLink = (key: string) => post('pay', { key }, {});

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
  tokens = await customerTokens(server, customer);
});
afterAll(async () => {
  await server?.close();
});

describe('Text To Pay', () => {
  it('not enrolled at first: the saved bank accounts and the amount due', async () => {
    const reply = await detail();
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<TextToPayStatus>(reply).data;
    expect(data).toMatchObject({ accountNumber: home, enrolled: false, enrolment: null });
    expect(data.bankAccounts.map((method) => method.last4)).toEqual(['6789']);
    expect(data.amountDue).toBeGreaterThan(0);
  });

  it('refuses a bad mobile number, no consent and a card, each with its code; a card is recorded as Enrolled into Text To Pay Failed', async () => {
    for (const [mobileNumber, code] of [
      ['', 'REG_PHONE_REQUIRED'],
      ['7123abc8', 'REG_PHONE_DIGITS'],
      ['7123456', 'REG_PHONE_LENGTH'],
      ['01234567', 'REG_PHONE_LEADING_ZERO'],
      ['81234567', 'REG_PHONE_FIRST_DIGIT'],
    ] as const) {
      const reply = await enrol({ mobileNumber });
      expectCode(reply, 400, 'VLD002');
      expect(envelope(reply).status.message).toContain(`body.mobileNumber: ${code}`);
    }
    const noConsent = await enrol({ consent: false });
    expectCode(noConsent, 400, 'VLD002');
    expect(envelope(noConsent).status.message).toContain('body.consent: TTP_CONSENT');
    expectCode(await enrol({ savedPaymentMethod: tokens.card }), 409, 'TTP_BANK_ONLY');
    expect(await lastRecord()).toMatchObject({ actionSubject: 'Enrolled into Text To Pay Failed', registrationStatus: 'Failed', screenName: 'Text To Pay', messageNote: expect.stringContaining('bank account') });
    expect(envelope<TextToPayStatus>(await detail()).data.enrolled).toBe(false);
  });

  it('enrols, texts the pay-by-text link, and the link pays the amount due once; a second use is refused', async () => {
    const due = envelope<TextToPayStatus>(await detail()).data.amountDue;
    const reply = await enrol();
    expect(reply.statusCode, reply.body).toBe(200);
    const status = envelope<TextToPayStatus>(reply).data;
    expect(status.enrolled).toBe(true);
    expect(status.enrolment).toMatchObject({ mobileNumber: '****4567', last4: '6789' });
    expect(status.enrolment!.linkValidUntil).not.toBeNull();
    expect(await lastRecord()).toMatchObject({ actionSubject: 'Enrolled into Text To Pay', registrationStatus: 'Success' });

    const key = await lastLinkKey();
    const opened = await openLink(key);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(envelope<TextToPayLink>(opened).data).toMatchObject({ accountNumber: expect.stringMatching(/^\*+6371$/), amountDue: due, bankLast4: '6789' });

    const paid = await payLink(key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(envelope<TextToPayPaid>(paid).data).toMatchObject({ amount: due, bankLast4: '6789', amountDue: 0 });
    expect(await lastRecord()).toMatchObject({ actionSubject: 'Payment Made - Success', screenName: 'Text To Pay' });
    expect(envelope<TextToPayStatus>(await detail()).data.amountDue).toBe(0);

    // The link works once: paying again or opening it again is refused with the spec's message, and nothing more is paid.
    const payments = (await server.db.select().from(t.payments)).length;
    const again = await payLink(key);
    expectCode(again, 410, 'TTP_LINK_USED');
    expect(envelope(again).status.message).toBe('This link has expired.');
    expectCode(await openLink(key), 410, 'TTP_LINK_USED');
    expect((await server.db.select().from(t.payments)).length).toBe(payments);
    expect(await lastRecord()).toMatchObject({ actionSubject: 'Text To Pay Link Refused', registrationStatus: 'Failed' });
  });

  it('resending texts a new link and the previous one stops working; an unknown key is refused', async () => {
    await enrol();
    const first = await lastLinkKey();
    const resent = await post('resend', { accountNumber: home });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await lastRecord()).toMatchObject({ actionSubject: 'Resend Activiation Link for Text To Pay', registrationStatus: 'Success' });
    const second = await lastLinkKey();
    expect(second).not.toBe(first);
    expectCode(await openLink(first), 410, 'TTP_LINK_INVALID');
    expect((await openLink(second)).statusCode).toBe(200);
    expectCode(await openLink('A'.repeat(43)), 410, 'TTP_LINK_INVALID');
    expectCode(await openLink('short'), 400, 'TTP_LINK_INVALID');
  });

  it('unenrols (the link stops working); unenrolling or resending again is refused and recorded as failed', async () => {
    const key = await lastLinkKey();
    const reply = await post('unenroll', { accountNumber: home });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(envelope<TextToPayStatus>(reply).data).toMatchObject({ enrolled: false, enrolment: null });
    expect(await lastRecord()).toMatchObject({ actionSubject: 'Unenrolled from Text To Pay', registrationStatus: 'Success' });
    expectCode(await payLink(key), 410, 'TTP_LINK_INVALID');
    expectCode(await post('unenroll', { accountNumber: home }), 404, 'TTP_NOT_ENROLLED');
    expect(await lastRecord()).toMatchObject({ actionSubject: 'Unenrolled from Text To Pay Failed', registrationStatus: 'Failed' });
    expectCode(await post('resend', { accountNumber: home }), 404, 'TTP_NOT_ENROLLED');
    expect(await lastRecord()).toMatchObject({ actionSubject: 'Resend Activiation Link for Text To Pay Failed', registrationStatus: 'Failed' });
  });

  it('rights: signed out 401, status 2 and another account 403, a prepaid account 409', async () => {
    expect((await detail(home, {})).statusCode).toBe(401);
    const restricted = await signIn(server, 'demo.suspended');
    expectCode(await detail(suspended, restricted.headers), 403, 'GEN403');
    expectCode(await detail('300099999999'), 403, 'GEN403');
    const prepaid = await signIn(server, 'demo.prepaid');
    expectCode(await detail(prepaidAccount, prepaid.headers), 409, 'TTP_PREPAID_ACCOUNT');
  });
  it('bad input: each call refuses a wrong, missing or extra field with VLD002/VLD003 and writes nothing', async () => {
    const before = [(await server.db.select().from(t.textToPayEnrolments)).length, (await server.db.select().from(t.textToPayLinks)).length, (await server.db.select().from(t.payments)).length];
    for (const call of ['enroll', 'resend', 'unenroll'] as const) {
      expect((await post(call, { accountNumber: 'abc' })).statusCode).toBe(400);
      expect((await post(call, {})).statusCode).toBe(400);
      expect((await post(call, { accountNumber: home, extra: 1 })).statusCode).toBe(400);
    }
    expect((await enrol({ savedPaymentMethod: 5 })).statusCode).toBe(400);
    expect((await enrol({ consent: 'yes' })).statusCode).toBe(400);
    for (const payload of [{}, { key: 5 }, { key: null }, { key: 'short' }, { key: 'A'.repeat(43), extra: true }]) expect((await post('pay', payload, {})).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: `${url('link')}?key=${'A'.repeat(43)}&extra=1` })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: url('link') })).statusCode).toBe(400);
    const after = [(await server.db.select().from(t.textToPayEnrolments)).length, (await server.db.select().from(t.textToPayLinks)).length, (await server.db.select().from(t.payments)).length];
    expect(after).toEqual(before);
  });
});
