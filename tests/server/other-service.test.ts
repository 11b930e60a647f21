/**
 * Other service (issue 15, /OtherService): the premise and installation of the account, a request
 * made with no visit (order type OTHER), in the tracker and recorded; each rule refused with its
 * code and nothing written; another customer's account and a guest's refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { addDaysIso, isoDay } from '../../src/domain/format.ts';
import { otherServiceCalls, type OtherServicePlace } from '../../src/domain/otherService.ts';
import { serviceCalls, type ServiceRequestSummary } from '../../src/domain/serviceRequests.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { flat, home } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;
let prepaid: Record<string, string>;
let guest: Record<string, string>;
const url = (call: string) => `${apiAreas.service}${call}`;
const today = () => isoDay(new Date());
const post = (body: Record<string, unknown>, headers = customer) => server.request({ method: 'POST', url: url(otherServiceCalls.submit), headers, payload: body });
const valid = () => ({ accountNumber: home, orderType: 'METER', taskType: 'TEST_METER', startDate: addDaysIso(today(), 7), message: 'The meter runs fast since the storm.' });
const requestsOf = async (headers = customer) => envelope<ServiceRequestSummary[]>(await server.request({ method: 'GET', url: url(serviceCalls.requests), headers })).data;

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
  prepaid = (await signIn(server, 'demo.prepaid')).headers;
  guest = (await signIn(server, 'demo.guest')).headers;
});
afterAll(async () => {
  await server?.close();
});

describe('other service', () => {
  it('tells the premise and installation of the account, and refuses an account that is not the customer\'s', async () => {
    const reply = await server.request({ method: 'GET', url: `${url(otherServiceCalls.load)}?accountNumber=${home}`, headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const place = envelope<OtherServicePlace>(reply).data;
    expect(place).toMatchObject({ accountNumber: home, serviceAddress: { address1: 'Plot 2231, Moremi Road' } });
    expect(place.installation).toMatch(/^\d+$/);
    const other = await server.request({ method: 'GET', url: `${url(otherServiceCalls.load)}?accountNumber=${home}`, headers: prepaid });
    expect(envelope(other).status.msgcode).toBe('SRV_ACCOUNT_NOT_FOUND');
  });

  it('makes the request without a visit, lists it in the tracker, records it, and it can be cancelled', async () => {
    const reply = await post(valid());
    expect(reply.statusCode, reply.body).toBe(200);
    const made = envelope<ServiceRequestSummary>(reply).data;
    expect(made).toMatchObject({ orderType: 'OTHER', status: 0, priority: 5, accountNumber: home, appointment: null, byAgent: false });
    expect(made.reference).toMatch(/^SR-[0-9A-F]{8}$/);
    expect((await requestsOf()).find((r) => r.reference === made.reference)).toMatchObject({ orderType: 'OTHER', timeline: [expect.objectContaining({ status: 0, note: 'Other service requested' })] });
    const [logged] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(logged).toMatchObject({ actionSubject: 'Other Service Request Submitted', screenName: 'Other Service', accountNumber: home, moduleName: 'Services' });
    const [order] = await server.db.select().from(t.serviceOrders).where(eq(t.serviceOrders.reference, made.reference));
    expect(order!.details).toMatchObject({ orderType: 'METER', taskType: 'TEST_METER', message: 'The meter runs fast since the storm.' });

    const cancelled = await server.request({ method: 'POST', url: url(serviceCalls.cancel), headers: customer, payload: { reference: made.reference } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(envelope<ServiceRequestSummary>(cancelled).data.status).toBe(1);
  });

  it('refuses each broken rule with its code and writes nothing', async () => {
    const before = (await requestsOf()).length;
    // 400: the shared schema refuses the body; 422: the body is well formed but the server's rule (today's window, the kind's tasks) refuses it.
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startDate: today() }, 422, 'SRV_OTHER_START_DATE'],
      [{ startDate: addDaysIso(today(), 91) }, 422, 'SRV_OTHER_START_DATE'],
      [{ startDate: '2026-02-30' }, 400, 'SRV_OTHER_START_DATE'],
      [{ startDate: '15/12/2026' }, 400, 'SRV_OTHER_START_DATE'],
      [{ taskType: 'RECONNECT' }, 422, 'SRV_OTHER_TASK_TYPE'],
      [{ orderType: 'GAS' }, 400, 'SRV_OTHER_ORDER_TYPE'],
      [{ message: ' too short ' }, 400, 'SRV_OTHER_MESSAGE'],
      [{ message: 'x'.repeat(501) }, 400, 'SRV_OTHER_MESSAGE'],
    ];
    for (const [change, status, code] of cases) {
      const reply = await post({ ...valid(), ...change });
      expect(reply.statusCode, JSON.stringify(change)).toBe(status);
      expect(envelope(reply).status.msgcode, JSON.stringify(change)).toBe(code);
    }
    expect(await requestsOf()).toHaveLength(before);
  });

  it('refuses another customer\'s account, and a guest (role 8) on the account', async () => {
    expect(envelope(await post(valid(), prepaid)).status.msgcode).toBe('SRV_ACCOUNT_NOT_FOUND');
    expect(envelope(await post({ ...valid(), accountNumber: flat }, guest)).status.msgcode).toBe('SRV_VIEW_ONLY');
  });
});
