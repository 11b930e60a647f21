/**
 * Transfer service's calls, shared by the PGlite suite (tests/server/transfer-service.test.ts) and
 * the PostgreSQL one (tests/server-pg/transfer-service.test.ts): the move-out check of the account
 * left and the move-in check of the new premise, each recorded (SO_TS_, "Auth Transfer Service");
 * one submission making the linked STOP and TRANSFER orders in one transaction, so that a refused
 * move-in leaves no stop and no booking behind; both requests in the tracker.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { addDaysIso, isoDay } from '../../src/domain/format.ts';
import { freePremiseId, ineligiblePremises } from '../../server/seed/premises.ts';
import { defaultSlotCapacity, serviceCalls, type Eligibility, type MoveOutCheck, type ServiceRequestSummary, type TransferReceipt } from '../../src/domain/serviceRequests.ts';
import { envelope, signIn, type TestServer } from './helpers.ts';

/** What the scenarios need of a server: its requests and its database. */
export type TransferHarness = Pick<TestServer, 'request' | 'db'>;

const base = apiAreas.service;
let server: TransferHarness;
let customer: Record<string, string>;
let prepaid: Record<string, string>;
let guest: Record<string, string>;

const home = '300041526371'; // demo.customer, Gaborone-Main Mall
const homePremise = `40${home.slice(4)}`;
const flat = '300041526389'; // demo.customer's Francistown flat, demo.guest's (role 8)
const newHome = freePremiseId('Maun', 2);

export function workingDay(offset: number) {
  let day = addDaysIso(isoDay(new Date()), offset);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDaysIso(day, 1);
  return day;
}

const mailing = { addressType: 0, address1: 'Plot 1093, Kgale View Road', city: 'Maun', country: 'BW' };
const transfer = (overrides: Record<string, unknown> = {}) => ({
  orderType: 'TRANSFER',
  accountNumber: home,
  moveOut: { day: workingDay(5), slot: 0 },
  premiseId: newHome,
  moveIn: { day: workingDay(6), slot: 0 },
  mailingAddress: mailing,
  ...overrides,
});

const get = (path: string, headers: Record<string, string> = customer) => server.request({ method: 'GET', url: `${base}${path}`, headers });
const post = (path: string, payload: unknown, headers: Record<string, string> = customer) => server.request({ method: 'POST', url: `${base}${path}`, headers, payload: payload as object });
const newestInteraction = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;
const openStops = () =>
  server.db
    .select()
    .from(t.serviceOrders)
    .where(and(eq(t.serviceOrders.accountNumber, home), eq(t.serviceOrders.orderType, 'STOP'), inArray(t.serviceOrders.status, [0, 2])));
const booked = async (town: string, day: string, slot: number) =>
  (await server.db.select().from(t.appointmentSlots).where(and(eq(t.appointmentSlots.town, town), eq(t.appointmentSlots.day, day), eq(t.appointmentSlots.slot, slot))))[0]?.booked ?? 0;
/** Every place of a slot taken by others. */
const fill = (town: string, day: string, slot: number) =>
  server.db
    .insert(t.appointmentSlots)
    .values({ town, day, slot, capacity: defaultSlotCapacity, booked: defaultSlotCapacity })
    .onConflictDoUpdate({ target: [t.appointmentSlots.town, t.appointmentSlots.day, t.appointmentSlots.slot], set: { booked: defaultSlotCapacity } });

/**
 * The transfer scenarios on the server `harness()` answers once the caller's beforeAll has run
 * (seeded, no transfer made yet; demo.customer's home account without an open stop).
 */
export function transferScenarios(harness: () => TransferHarness) {
  beforeAll(async () => {
    server = harness();
    customer = (await signIn(server, 'demo.customer')).headers;
    prepaid = (await signIn(server, 'demo.prepaid')).headers;
    guest = (await signIn(server, 'demo.guest')).headers;
  });

  describe('transfer service', () => {
    it('records the move-out check of the account left: eligible, or a guest\'s account; others\' accounts are not found', async () => {
      const reply = await post(serviceCalls.moveOutCheck, { accountNumber: home });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(envelope<MoveOutCheck>(reply).data).toMatchObject({ eligible: true, stop: { accountNumber: home, premiseId: homePremise, serviceAddress: { town: 'Gaborone-Main Mall' } } });
      expect(await newestInteraction()).toMatchObject({
        actionSubject: 'Transfer Service Move-Out Eligible',
        incidentServiceIssueCategoryId: 'SO_TS_',
        screenName: 'Auth Transfer Service',
        accountNumber: home,
        premiseExternalId: homePremise,
        actionStatus: 1,
        actionPriority: 5,
      });

      expect(envelope<MoveOutCheck>(await post(serviceCalls.moveOutCheck, { accountNumber: flat }, guest)).data).toMatchObject({ eligible: false, msgcode: 'SRV_VIEW_ONLY' });
      expect(await newestInteraction()).toMatchObject({ actionSubject: 'Transfer Service Move-Out Ineligible', actionNotes: 'Transfer Service Move-Out Ineligible: SRV_VIEW_ONLY' });
      expect(envelope(await post(serviceCalls.moveOutCheck, { accountNumber: home }, prepaid)).status.msgcode).toBe('SRV_ACCOUNT_NOT_FOUND');
      expect((await post(serviceCalls.moveOutCheck, { accountNumber: home }, {})).statusCode).toBe(401);
    });

    it('records the move-in check: the premise left is not a move, a free one is eligible', async () => {
      const check = async (premiseId: string) => envelope<Eligibility>(await post(serviceCalls.premiseEligibility, { premiseId, orderType: 'TRANSFER', accountNumber: home })).data;
      expect(await check(homePremise)).toMatchObject({ eligible: false, reason: 'CURRENT_PREMISE', msgcode: 'SRV_PREMISE_CURRENT' });
      expect(await newestInteraction()).toMatchObject({ actionSubject: 'Transfer Service Move-In Ineligible', actionNotes: 'Transfer Service Move-In Ineligible: CURRENT_PREMISE', screenName: 'Auth Transfer Service', incidentServiceIssueCategoryId: 'SO_TS_' });
      expect(await check(newHome)).toMatchObject({ eligible: true, premise: { premiseId: newHome, town: 'Maun' } });
      expect(await newestInteraction()).toMatchObject({ actionSubject: 'Transfer Service Move-In Eligible', premiseExternalId: newHome });
    });

    it('a refused move-in leaves no stop and no booking: the move-in slot taken, an ineligible premise, the premise left', async () => {
      const moveOut = { day: workingDay(4), slot: 2 };
      const moveIn = { day: workingDay(4), slot: 3 };
      await fill('Maun', moveIn.day, moveIn.slot);
      const full = await post(serviceCalls.submit, transfer({ moveOut, moveIn }));
      expect(full.statusCode, full.body).toBe(409);
      expect(envelope(full).status.msgcode).toBe('SRV_MOVE_IN_SLOT_FULL');
      expect(envelope(await post(serviceCalls.submit, transfer({ moveOut, premiseId: ineligiblePremises.underConstruction }))).status.msgcode).toBe('SRV_PREMISE_CONSTRUCTION');
      expect(envelope(await post(serviceCalls.submit, transfer({ moveOut, premiseId: homePremise }))).status.msgcode).toBe('SRV_PREMISE_CURRENT');
      expect(await openStops()).toEqual([]);
      expect(await booked('Gaborone-Main Mall', moveOut.day, moveOut.slot)).toBe(0);

      // The move-out slot taken: its own code, so the flow offers the move-out calendar again.
      await fill('Gaborone-Main Mall', moveOut.day, moveOut.slot);
      expect(envelope(await post(serviceCalls.submit, transfer({ moveOut }))).status.msgcode).toBe('SRV_MOVE_OUT_SLOT_FULL');
      expect(envelope(await post(serviceCalls.submit, transfer({ moveOut: { day: isoDay(new Date()), slot: 0 } }))).status.msgcode).toBe('SRV_MOVE_OUT_SLOT_FULL');
      expect(await booked('Maun', workingDay(6), 0)).toBe(0);
      expect(envelope(await post(serviceCalls.submit, transfer(), guest)).status.msgcode).toBe('SRV_ACCOUNT_NOT_FOUND');
      expect(envelope(await post(serviceCalls.submit, transfer({ accountNumber: flat }), guest)).status.msgcode).toBe('SRV_VIEW_ONLY');
      expect(await openStops()).toEqual([]);
    });

    it('makes the stop and the move-in together, linked, both in the tracker; the account then has its stop pending', async () => {
      const reply = await post(serviceCalls.submit, transfer());
      expect(reply.statusCode, reply.body).toBe(200);
      const { moveOut, moveIn } = envelope<TransferReceipt>(reply).data;
      expect(moveOut).toMatchObject({ orderType: 'STOP', status: 0, priority: 5, accountNumber: home, premiseId: homePremise, appointment: { day: workingDay(5), slot: 0, town: 'Gaborone-Main Mall' }, linkedReference: moveIn.reference });
      expect(moveIn).toMatchObject({ orderType: 'TRANSFER', status: 0, priority: 5, premiseId: newHome, appointment: { day: workingDay(6), slot: 0, town: 'Maun' }, linkedReference: moveOut.reference });
      expect(moveIn.timeline.map((e) => e.note)).toEqual(['Transfer service requested']);
      expect(await booked('Gaborone-Main Mall', workingDay(5), 0)).toBe(1);
      expect(await booked('Maun', workingDay(6), 0)).toBe(1);
      expect(await newestInteraction()).toMatchObject({ actionSubject: 'Transfer Service Request Submitted', incidentServiceIssueCategoryId: 'SO_TS_', screenName: 'Auth Transfer Service', accountNumber: home, premiseExternalId: newHome });

      const listed = envelope<ServiceRequestSummary[]>(await get(serviceCalls.requests)).data;
      expect(listed.filter((r) => r.reference === moveOut.reference || r.reference === moveIn.reference).map((r) => [r.orderType, r.linkedReference])).toEqual(
        expect.arrayContaining([
          ['STOP', moveIn.reference],
          ['TRANSFER', moveOut.reference],
        ]),
      );
      expect(envelope<MoveOutCheck>(await post(serviceCalls.moveOutCheck, { accountNumber: home })).data).toMatchObject({ eligible: false, msgcode: 'SRV_STOP_PENDING' });
      expect(envelope(await post(serviceCalls.submit, transfer())).status.msgcode).toBe('SRV_STOP_PENDING');
      expect(await openStops()).toHaveLength(1);
    });
  });
}
