/**
 * Stop service for a visitor (/PreStopService, issue 14) against the real server on PGlite: the
 * account proven again by its holder's last name (the transfer's proof and throttle), the same stop
 * as signed in (a second open stop refused), recorded on "UnAuth Stop Service", and tracked without
 * signing in by its reference and the email given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { serviceCalls, serviceScreens, type MoveOutCheck, type ScheduledRequestSummary, type TrackResult } from '../../src/domain/serviceRequests.ts';
import { envelope, startTestServer, type TestServer } from './helpers.ts';
import { workingDay } from './transferScenarios.ts';

const base = apiAreas.service;
let server: TestServer;

const lobatse = { accountNumber: '300063948215', lastName: 'Sebego', premiseId: '4063948215' }; // no user signs in with it
const mailing = { addressType: 1, poBox: '4021', city: 'Serowe', country: 'BW' };
const post = (path: string, payload: unknown, ip = '198.51.100.20') => server.request({ method: 'POST', url: `${base}${path}`, payload: payload as object, remoteAddress: ip });
const newestInteraction = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;
const orders = async () => (await server.db.select({ n: count() }).from(t.serviceOrders))[0]!.n;

beforeAll(async () => {
  // Building the seeded template on a busy machine can take minutes.
  server = await startTestServer();
}, 300_000);

afterAll(async () => {
  await server.close();
});

describe('stop service for a visitor', () => {
  const valid = () => ({ accountNumber: lobatse.accountNumber, lastName: lobatse.lastName, appointment: { day: workingDay(6), slot: 0 }, reason: 'MOVING', mailingAddress: mailing, email: 'sebego@example.com', primaryPhone: '71234567' });

  it('proves the account for a stop (the transfer\'s check with flow STOP) and records it on "UnAuth Stop Service"', async () => {
    const wrong = await post(serviceCalls.preMoveOutCheck, { accountNumber: lobatse.accountNumber, lastName: 'Molefe', flow: 'STOP' });
    expect(envelope(wrong).status.msgcode).toBe('SRV_TRANSFER_IDENTITY');
    expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.stopUnauth, userId: null });
    const right = await post(serviceCalls.preMoveOutCheck, { accountNumber: lobatse.accountNumber, lastName: 'SEBEGO', flow: 'STOP' });
    expect(envelope<MoveOutCheck>(right).data).toMatchObject({ eligible: true, stop: { accountNumber: lobatse.accountNumber, serviceAddress: { town: 'Lobatse' } } });
    expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.stopUnauth, actionSubject: 'Stop Service Request Eligible', accountNumber: lobatse.accountNumber });
    expect((await post(serviceCalls.preMoveOutCheck, { accountNumber: lobatse.accountNumber, lastName: 'Sebego', flow: 'START' })).statusCode).toBe(400);
  });

  it('refuses a wrong name with the proof code, records it on "UnAuth Stop Service" and writes no request', async () => {
    const before = await orders();
    const wrong = await post(serviceCalls.preStop, { ...valid(), lastName: 'Molefe' });
    expect(wrong.statusCode).toBe(404);
    expect(envelope(wrong).status.msgcode).toBe('SRV_TRANSFER_IDENTITY');
    expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.stopUnauth, userId: null });
    expect(await orders()).toBe(before);
  });

  it('refuses bad bodies with a 400 (never a 500) and writes nothing', async () => {
    const before = await orders();
    for (const body of [
      { ...valid(), email: 'not an email' },
      { ...valid(), primaryPhone: '0123' },
      { ...valid(), lastName: '' },
      { ...valid(), reason: 'BORED' },
      { ...valid(), accountNumber: '1' },
      { ...valid(), appointment: { day: 'soon', slot: 0 } },
      { ...valid(), orderType: 'STOP' },
      { accountNumber: lobatse.accountNumber, lastName: lobatse.lastName },
    ]) {
      const reply = await post(serviceCalls.preStop, body);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(envelope(reply).status.msgcode).not.toBe('GEN500');
    }
    expect(await orders()).toBe(before);
  });

  it('stops the proven account as signed in, records it on "UnAuth Stop Service", tracks it by reference and email, and refuses a second stop', async () => {
    const reply = await post(serviceCalls.preStop, { ...valid(), lastName: ' sebego ' });
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = envelope<ScheduledRequestSummary>(reply).data;
    expect(receipt).toMatchObject({ orderType: 'STOP', status: 0, accountNumber: lobatse.accountNumber, premiseId: lobatse.premiseId, appointment: { day: workingDay(6), slot: 0, town: 'Lobatse' }, byAgent: false });
    expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.stopUnauth, actionSubject: 'Stop Service Request Submitted', accountNumber: lobatse.accountNumber, userId: null });
    const [row] = await server.db.select().from(t.serviceOrders).where(eq(t.serviceOrders.reference, receipt.reference));
    expect(row!.details).toMatchObject({ reason: 'MOVING', email: 'sebego@example.com', primaryPhone: '71234567' });

    const tracked = await post(serviceCalls.track, { reference: receipt.reference, contact: '71234567' }, '198.51.100.40');
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(envelope<TrackResult>(tracked).data).toMatchObject({ reference: receipt.reference, orderType: 'STOP', status: 0 });

    // The stop is open: another is refused, and the visitor's proof says so before the steps.
    const again = await post(serviceCalls.preStop, { ...valid(), appointment: { day: workingDay(7), slot: 0 } });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).status.msgcode).toBe('SRV_STOP_PENDING');
    const check = envelope<MoveOutCheck>(await post(serviceCalls.preMoveOutCheck, { accountNumber: lobatse.accountNumber, lastName: lobatse.lastName, flow: 'STOP' })).data;
    expect(check).toMatchObject({ eligible: false, msgcode: 'SRV_STOP_PENDING' });
    expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.stopUnauth, actionSubject: 'Stop Service Request Ineligible', accountNumber: lobatse.accountNumber, userId: null });
  });
});
