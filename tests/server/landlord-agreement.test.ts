/**
 * Landlord agreement (issue 15, /LandlordAgreement): only a landlord (persona 3) signs; their owned
 * premises with the agreement covering each; an agreement made with no visit (order type
 * LANDLORD_AGREEMENT), in the tracker and recorded; a covered premise refused; every bad body refused
 * with its code and nothing written (this call's bad input lives here: only a landlord can be refused
 * for the body rather than for who they are).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { addDaysIso, isoDay } from '../../src/domain/format.ts';
import { landlordAgreementCalls, type LandlordAgreementRecord } from '../../src/domain/landlordAgreement.ts';
import { serviceCalls, type ServiceRequestSummary } from '../../src/domain/serviceRequests.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { home } from './paymentHelpers.ts';

const landlordHome = '300074059326';
const landlordRental = '300074059334';

let server: TestServer;
let landlord: Record<string, string>;
let customer: Record<string, string>;
const url = (call: string) => `${apiAreas.service}${call}`;
const today = () => isoDay(new Date());
const load = async (headers: Record<string, string>) => envelope<LandlordAgreementRecord>(await server.request({ method: 'GET', url: url(landlordAgreementCalls.load), headers })).data;
const sign = (payload: unknown, headers = landlord) => server.request({ method: 'POST', url: url(landlordAgreementCalls.submit), headers, payload: payload as Record<string, unknown> });
const valid = () => ({ accountNumbers: [landlordRental], startDate: addDaysIso(today(), 7), endDate: addDaysIso(today(), 400), acceptTerms: true, message: 'Keys are with the caretaker at Plot 110.' });
const orderCount = async () => (await server.db.select({ id: t.serviceOrders.id }).from(t.serviceOrders)).length;

beforeAll(async () => {
  server = await startTestServer();
  landlord = (await signIn(server, 'demo.landlord')).headers;
  customer = (await signIn(server, 'demo.customer')).headers;
});
afterAll(async () => {
  await server?.close();
});

describe('landlord agreement', () => {
  it('tells a landlord the premises they own, and a customer who is not one that they are not', async () => {
    const record = await load(landlord);
    expect(record.landlord).toBe(true);
    expect(record.premises.map((p) => [p.accountNumber, p.nickname, p.agreement])).toEqual([
      [landlordHome, 'Phakalane', null],
      [landlordRental, 'Tlokweng rental', null],
    ]);
    expect(record.premises.every((p) => /^\d+$/.test(p.installation ?? ''))).toBe(true);
    expect(await load(customer)).toEqual({ landlord: false, premises: [] });
    const refused = await sign({ ...valid(), accountNumbers: [home] }, customer);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).status.msgcode).toBe('LANDLORD_ONLY');
  });

  it('refuses every bad body with its code and writes nothing', async () => {
    const before = await orderCount();
    const { acceptTerms: _a, ...withoutTerms } = valid();
    const cases: [unknown, number, string][] = [
      [{ ...valid(), extra: 1 }, 400, 'VLD003'],
      [withoutTerms, 400, 'VLD002'],
      [{ ...valid(), acceptTerms: false }, 400, 'LANDLORD_TERMS'],
      [{ ...valid(), accountNumbers: [] }, 400, 'LANDLORD_PREMISES'],
      [{ ...valid(), accountNumbers: landlordRental }, 400, 'VLD002'],
      [{ ...valid(), accountNumbers: ['abc'] }, 400, 'VLD002'],
      [{ ...valid(), startDate: '31/12/2026' }, 400, 'LANDLORD_START_DATE'],
      [{ ...valid(), startDate: today() }, 422, 'LANDLORD_START_DATE'],
      [{ ...valid(), startDate: addDaysIso(today(), 91) }, 422, 'LANDLORD_START_DATE'],
      [{ ...valid(), endDate: addDaysIso(today(), 7) }, 422, 'LANDLORD_END_DATE'],
      [{ ...valid(), endDate: addDaysIso(today(), 7 + 366 * 5) }, 422, 'LANDLORD_END_DATE'],
      [{ ...valid(), message: 'x'.repeat(501) }, 400, 'LANDLORD_MESSAGE'],
      [{ ...valid(), message: 5 }, 400, 'VLD002'],
      [{ ...valid(), accountNumbers: [home] }, 404, 'SRV_ACCOUNT_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const reply = await sign(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(status);
      expect(envelope(reply).status.msgcode, JSON.stringify(body)).toBe(code);
    }
    expect(await orderCount()).toBe(before);
  });

  it('signs an agreement for the rental, lists it in the tracker, records it; the rental is then covered, and free again once cancelled', async () => {
    const reply = await sign(valid());
    expect(reply.statusCode, reply.body).toBe(200);
    const made = envelope<ServiceRequestSummary>(reply).data;
    expect(made).toMatchObject({ orderType: 'LANDLORD_AGREEMENT', status: 0, priority: 5, appointment: null, byAgent: false });
    const requests = envelope<ServiceRequestSummary[]>(await server.request({ method: 'GET', url: url(serviceCalls.requests), headers: landlord })).data;
    expect(requests.map((r) => r.reference)).toContain(made.reference);
    const [logged] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(logged).toMatchObject({ actionSubject: 'Landlord Agreement Submitted', screenName: 'Landlord Agreement', moduleName: 'Services' });
    const [order] = await server.db.select().from(t.serviceOrders).where(eq(t.serviceOrders.reference, made.reference));
    expect(order!.details).toMatchObject({ taskType: 'REVERT_TO_LANDLORD', premises: [expect.objectContaining({ accountNumber: landlordRental })], startDate: valid().startDate, endDate: valid().endDate });

    const rental = (await load(landlord)).premises.find((p) => p.accountNumber === landlordRental)!;
    expect(rental.agreement).toEqual({ reference: made.reference, startDate: valid().startDate });
    const again = await sign({ ...valid(), accountNumbers: [landlordHome, landlordRental] });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).status.msgcode).toBe('LANDLORD_ALREADY');

    expect((await server.request({ method: 'POST', url: url(serviceCalls.cancel), headers: landlord, payload: { reference: made.reference } })).statusCode).toBe(200);
    expect((await load(landlord)).premises.find((p) => p.accountNumber === landlordRental)!.agreement).toBeNull();
  });
});
