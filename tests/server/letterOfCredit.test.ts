/**
 * Letters of credit and of service (issue 15): what a letter of an account would say, issuing one
 * (facts written once, a reference and a code, an interaction record), its PDF rendered and read back,
 * the public check by reference and code (the same answer whichever is wrong, throttled per
 * address), and who may do what (another customer, a status-2 account).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { letterCodePattern, letterOfCreditCalls, letterReferencePattern, letterVerifyLimit, type LetterOfCreditReceipt, type LetterOfCreditRecord, type LetterVerification } from '../../src/domain/letterOfCredit.ts';
import { rights } from '../../src/domain/rights.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { expectCode, home, suspended } from './paymentHelpers.ts';
import { pixel, readFirstPage } from './pdfPages.ts';

let server: TestServer;
let customer: Record<string, string>;
const url = (call: string, query = '') => `${apiAreas.service}${call}${query ? `?${query}` : ''}`;

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

async function issue(body: Record<string, unknown>) {
  const reply = await server.request({ method: 'POST', url: url(letterOfCreditCalls.submit), headers: customer, payload: { accountNumber: home, addressee: '', language: 'EN_US', ...body } });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<LetterOfCreditReceipt>(reply).data;
}

describe('letters of credit and of service', () => {
  it('tells what a letter of the account would say: the holder, the address, since when, the services, the last 12 months and what is owed', async () => {
    const reply = await server.request({ method: 'GET', url: url(letterOfCreditCalls.load, `accountNumber=${home}`), headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const { facts } = envelope<LetterOfCreditRecord>(reply).data;
    expect(facts).toMatchObject({ holderName: 'Kagiso Molefe', accountNumber: home, customerSince: '2012-05-02', active: true, services: ['electric', 'gas', 'solar', 'water'] });
    expect(facts.serviceAddress).toContain('Plot 2231, Moremi Road');
    expect(facts.billsInPeriod).toBeGreaterThanOrEqual(12);
    expect(facts.billsInPeriod).toBeLessThanOrEqual(13);
    expect(facts.billsWithArrears).toBeLessThanOrEqual(facts.billsInPeriod);
    expect(facts.pastDueThebe).toBeLessThanOrEqual(facts.amountDueThebe);
  });

  it('issues a letter of credit with a reference and a code, records it, prints it, and anyone checks it with the two', async () => {
    const letter = await issue({ kind: 'accountStanding', addressee: ' Tlotlo Properties (Pty) Ltd ' });
    expect(letter.reference).toMatch(letterReferencePattern);
    expect(letter.code).toMatch(letterCodePattern);
    expect(letter).toMatchObject({ kind: 'accountStanding', addressee: 'Tlotlo Properties (Pty) Ltd' });
    const logged = await server.db.select().from(t.interactionRecords).where(and(eq(t.interactionRecords.actionTypeCode, rights.letterOfCredit), eq(t.interactionRecords.accountNumber, home)));
    expect(logged).toEqual([expect.objectContaining({ actionNotes: `${letter.reference} accountStanding`, screenName: 'Letter Of Credit', registrationStatus: 'Success' })]);

    const pdf = await server.request({ method: 'GET', url: url(letterOfCreditCalls.pdf, `reference=${letter.reference}`), headers: customer });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${letter.reference}.pdf"`);
    const { text, image } = await readFirstPage(pdf.rawPayload);
    for (const fact of ['Kgalagadi Power', 'Letter of credit', 'To: Tlotlo Properties (Pty) Ltd', 'Kagiso Molefe', home, 'Plot 2231, Moremi Road', letter.reference, letter.code, '/VerificationService']) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/we issued 1[23] bills to this account/);
    // The header band is the utility's purple; the page's foot is white paper.
    expect(pixel(image, 20, 20)).toEqual([0x3d, 0x1a, 0x5c]);
    expect(pixel(image, image.width - 5, image.height - 5)).toEqual([255, 255, 255]);

    // Typed as people type what they read: lower case, the code without its dash.
    const check = await server.request({ method: 'POST', url: url(letterOfCreditCalls.verify), payload: { reference: letter.reference.toLowerCase(), code: letter.code.replace('-', '').toLowerCase() } });
    expect(check.statusCode, check.body).toBe(200);
    const verified = envelope<LetterVerification>(check).data;
    expect(verified).toMatchObject({ reference: letter.reference, kind: 'accountStanding', facts: { holderName: 'Kagiso Molefe', accountNumber: home } });
  });

  it('a verification of service in French states the services at the address', async () => {
    const letter = await issue({ kind: 'serviceAtAddress', language: 'FR' });
    const pdf = await server.request({ method: 'GET', url: url(letterOfCreditCalls.pdf, `reference=${letter.reference}&language=FR`), headers: customer });
    const { text } = await readFirstPage(pdf.rawPayload);
    expect(text).toContain('Attestation de service');
    expect(text).toContain('À qui de droit');
    expect(text).toContain('l’électricité, le gaz, l’énergie solaire, l’eau');
  });

  it('a wrong code and an unknown reference get the same answer; guessing is stopped per address', async () => {
    const letter = await issue({ kind: 'accountStanding' });
    const wrongCode = await server.request({ method: 'POST', url: url(letterOfCreditCalls.verify), payload: { reference: letter.reference, code: 'AAAA-AAAA' }, remoteAddress: '10.9.9.1' });
    const unknown = await server.request({ method: 'POST', url: url(letterOfCreditCalls.verify), payload: { reference: 'LTR-AAAAAA', code: letter.code }, remoteAddress: '10.9.9.1' });
    expectCode(wrongCode, 404, 'LETTER_NOT_FOUND');
    expectCode(unknown, 404, 'LETTER_NOT_FOUND');
    expect(unknown.body).toBe(wrongCode.body);
    for (let i = 2; i < letterVerifyLimit.perIp; i++) {
      expectCode(await server.request({ method: 'POST', url: url(letterOfCreditCalls.verify), payload: { reference: letter.reference, code: 'AAAA-AAAA' }, remoteAddress: '10.9.9.1' }), 404, 'LETTER_NOT_FOUND');
    }
    // Over the limit even the right code is refused from that address, not from another.
    expectCode(await server.request({ method: 'POST', url: url(letterOfCreditCalls.verify), payload: { reference: letter.reference, code: letter.code }, remoteAddress: '10.9.9.1' }), 429, 'GEN015');
    expect((await server.request({ method: 'POST', url: url(letterOfCreditCalls.verify), payload: { reference: letter.reference, code: letter.code }, remoteAddress: '10.9.9.2' })).statusCode).toBe(200);
  });

  it('another customer cannot read the letter; a status-2 account may not ask for one; nothing is written when refused', async () => {
    const letter = await issue({ kind: 'accountStanding' });
    const other = (await signIn(server, 'demo.prepaid')).headers;
    expectCode(await server.request({ method: 'GET', url: url(letterOfCreditCalls.pdf, `reference=${letter.reference}`), headers: other }), 404, 'LETTER_NOT_FOUND');
    const suspendedUser = (await signIn(server, 'demo.suspended')).headers;
    const before = await server.db.select().from(t.serviceLetters);
    expectCode(await server.request({ method: 'GET', url: url(letterOfCreditCalls.load, `accountNumber=${suspended}`), headers: suspendedUser }), 403, 'GEN403');
    expectCode(await server.request({ method: 'POST', url: url(letterOfCreditCalls.submit), headers: suspendedUser, payload: { accountNumber: suspended, kind: 'accountStanding', addressee: '', language: 'EN_US' } }), 403, 'GEN403');
    expectCode(await server.request({ method: 'POST', url: url(letterOfCreditCalls.submit), headers: customer, payload: { accountNumber: home, kind: 'accountStanding', addressee: 'Landlord <script>', language: 'EN_US' } }), 400, 'LETTER_ADDRESSEE');
    expect(await server.db.select().from(t.serviceLetters)).toHaveLength(before.length);
  });

  it('refuses bad input to the PDF and the check with the field’s code, never a 500', async () => {
    const letter = await issue({ kind: 'accountStanding' });
    const pdf = (query: string) => server.request({ method: 'GET', url: url(letterOfCreditCalls.pdf, query), headers: customer });
    expectCode(await pdf('reference=LTR-12'), 400, 'LETTER_REFERENCE');
    expectCode(await pdf(''), 400, 'VLD002');
    expectCode(await pdf(`reference=${letter.reference}&language=DE`), 400, 'VLD002');
    expectCode(await pdf(`reference=${letter.reference}&bogus=1`), 400, 'VLD003');
    expect((await server.request({ method: 'GET', url: url(letterOfCreditCalls.pdf, `reference=${letter.reference}`) })).statusCode).toBe(401);
    const check = (payload: unknown) => server.request({ method: 'POST', url: url(letterOfCreditCalls.verify), payload: payload as Record<string, unknown>, remoteAddress: '10.9.8.1' });
    expectCode(await check({ reference: 'LTR-12', code: letter.code }), 400, 'LETTER_REFERENCE');
    expectCode(await check({ reference: letter.reference, code: 'ABC' }), 400, 'LETTER_CODE');
    expectCode(await check({ reference: letter.reference }), 400, 'VLD002');
    expectCode(await check({ reference: 5, code: letter.code }), 400, 'VLD002');
    expectCode(await check({ reference: letter.reference, code: letter.code, bogus: 1 }), 400, 'VLD003');
    expectCode(await check([]), 400, 'VLD002');
    // Bad input is not counted against the address: the right pair still passes.
    expect((await check({ reference: letter.reference, code: letter.code })).statusCode).toBe(200);
  });
});
