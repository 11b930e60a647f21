/**
 * Transfer service for a visitor (/TransferServicePrelogin), shared by the PGlite suite
 * (tests/server/pre-transfer-service.test.ts) and the PostgreSQL one
 * (tests/server-pg/pre-transfer-service.test.ts): the account proven by its number and the holder's
 * last name (throttled), every move-out and move-in check recorded on "UnAuth Transfer Service"
 * (SO_TS_), and two visitors booking the last place of a day at the same time: exactly one gets it,
 * the other the slot-taken code with the other places still offered, and books one of them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { freePremiseId } from '../../server/seed/premises.ts';
import { incidentCategories } from '../../src/domain/activity.ts';
import { defaultSlotCapacity, preTransferLimits, serviceCalls, serviceScreens, type CalendarDay, type Eligibility, type MoveOutCheck, type TrackResult, type TransferReceipt } from '../../src/domain/serviceRequests.ts';
import { envelope } from './helpers.ts';
import { workingDay, type TransferHarness } from './transferScenarios.ts';

const base = apiAreas.service;
let server: TransferHarness;

const lobatse = { accountNumber: '300063948215', lastName: 'Sebego', premiseId: '4063948215' }; // no user signs in with it
const phakalane = { accountNumber: '300074059326', lastName: 'Mmusi' }; // demo.landlord's home
const mailing = { addressType: 1, poBox: '4021', city: 'Serowe', country: 'BW' };
const post = (path: string, payload: unknown, ip = '198.51.100.20') => server.request({ method: 'POST', url: `${base}${path}`, payload: payload as object, remoteAddress: ip });
const newestInteraction = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;
const rows = async () => (await server.db.select({ n: count() }).from(t.serviceOrders))[0]!.n;

export function preTransferScenarios(harness: () => TransferHarness) {
  beforeAll(() => {
    server = harness();
  });

  describe('transfer service for a visitor', () => {
    it('proves the account by its holder\'s last name (any case) and records the move-out check either way on "UnAuth Transfer Service"', async () => {
      const wrong = await post(serviceCalls.preMoveOutCheck, { accountNumber: lobatse.accountNumber, lastName: 'Molefe' });
      expect(wrong.statusCode).toBe(404);
      expect(envelope(wrong).status.msgcode).toBe('SRV_TRANSFER_IDENTITY');
      // An unknown account gets the same answer.
      expect(envelope(await post(serviceCalls.preMoveOutCheck, { accountNumber: '300099999999', lastName: 'Sebego' })).status.msgcode).toBe('SRV_TRANSFER_IDENTITY');
      expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.transferUnauth, incidentServiceIssueCategoryId: incidentCategories.transferService, actionSubject: 'Transfer Service Move-Out Ineligible' });

      const right = await post(serviceCalls.preMoveOutCheck, { accountNumber: lobatse.accountNumber, lastName: ' sebego ' });
      expect(right.statusCode, right.body).toBe(200);
      const check = envelope<MoveOutCheck>(right).data;
      expect(check).toMatchObject({ eligible: true, stop: { accountNumber: lobatse.accountNumber, premiseId: lobatse.premiseId, serviceAddress: { town: 'Lobatse' } } });
      expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.transferUnauth, actionSubject: 'Transfer Service Move-Out Eligible', accountNumber: lobatse.accountNumber, userId: null });
    });

    it("records the visitor's move-in check: the premise left is not a move, a free one is eligible", async () => {
      const current = envelope<Eligibility>(await post(serviceCalls.premiseEligibility, { premiseId: lobatse.premiseId, orderType: 'TRANSFER', accountNumber: lobatse.accountNumber })).data;
      expect(current).toMatchObject({ eligible: false, msgcode: 'SRV_PREMISE_CURRENT' });
      expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.transferUnauth, actionSubject: 'Transfer Service Move-In Ineligible' });
      const free = envelope<Eligibility>(await post(serviceCalls.premiseEligibility, { premiseId: freePremiseId('Serowe', 1), orderType: 'TRANSFER', accountNumber: lobatse.accountNumber })).data;
      expect(free.eligible).toBe(true);
      expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.transferUnauth, actionSubject: 'Transfer Service Move-In Eligible' });
    });

    it('refuses bad bodies with their message code and writes nothing', async () => {
      const valid = { ...lobatse, moveOut: { day: workingDay(8), slot: 0 }, moveIn: { day: workingDay(8), slot: 0 }, mailingAddress: mailing, email: 'a@example.com', primaryPhone: '71234567' };
      const { premiseId: _own, ...proof } = valid;
      const before = await rows();
      for (const [body, code] of [
        [{ ...proof, premiseId: 'pr mau' }, 'SRV_PREMISE_ID'],
        [{ ...proof, premiseId: freePremiseId('Serowe', 3), email: 'not an email' }, 'REG_EMAIL_FORMAT'],
        [{ ...proof, premiseId: freePremiseId('Serowe', 3), primaryPhone: '0123' }, 'REG_PHONE_DIGITS'],
        [{ ...proof, premiseId: freePremiseId('Serowe', 3), lastName: '' }, 'SRV_LAST_NAME'],
        [{ ...proof, premiseId: freePremiseId('Serowe', 3), orderType: 'TRANSFER' }, null],
      ] as const) {
        const reply = await post(serviceCalls.preTransfer, body);
        expect(reply.statusCode, reply.body).toBe(400);
        if (code) expect(envelope(reply).status.msgcode).not.toBe('GEN500');
      }
      expect(await rows()).toBe(before);
    });

    it('gives the last place of a day to exactly one of two visitors booking at once; the other gets the slot-taken code, the other places still offered, and books one', async () => {
      const day = workingDay(9);
      await server.db.insert(t.appointmentSlots).values({ town: 'Serowe', day, slot: 0, capacity: defaultSlotCapacity, booked: defaultSlotCapacity - 1 });
      const body = (who: { accountNumber: string; lastName: string }, premiseId: string, email: string, moveIn = { day, slot: 0 }) => ({
        accountNumber: who.accountNumber,
        lastName: who.lastName,
        moveOut: { day: workingDay(8), slot: 0 },
        premiseId,
        moveIn,
        mailingAddress: mailing,
        email,
        primaryPhone: '71234567',
      });
      const bodies = [body(lobatse, freePremiseId('Serowe', 1), 'sebego@example.com'), body(phakalane, freePremiseId('Serowe', 2), 'mmusi@example.com')];
      const replies = await Promise.all(bodies.map((payload, n) => post(serviceCalls.preTransfer, payload, `198.51.100.${30 + n}`)));
      expect(replies.map((r) => r.statusCode).sort(), replies.map((r) => r.body).join('\n')).toEqual([200, 409]);
      const lost = replies.findIndex((r) => r.statusCode === 409);
      expect(envelope(replies[lost]!).status.msgcode).toBe('SRV_MOVE_IN_SLOT_FULL');
      // The loser's stop was rolled back with its booking: one stop, one move-in, one place more booked.
      const orders = await server.db.select().from(t.serviceOrders).where(eq(t.serviceOrders.accountNumber, bodies[lost]!.accountNumber));
      expect(orders).toHaveLength(0);
      const [slot] = await server.db.select().from(t.appointmentSlots).where(and(eq(t.appointmentSlots.town, 'Serowe'), eq(t.appointmentSlots.day, day), eq(t.appointmentSlots.slot, 0)));
      expect(slot!.booked).toBe(defaultSlotCapacity);

      // What the schedule failure page offers: the other places of that day and the next days.
      const calendar = envelope<CalendarDay[]>(await server.request({ method: 'GET', url: `${base}${serviceCalls.appointments}?town=Serowe&from=${day}` })).data;
      expect(calendar[0]).toEqual({ day, slots: [{ slot: 0, free: 0 }, ...[1, 2, 3, 4].map((s) => ({ slot: s, free: defaultSlotCapacity }))] });
      expect(calendar.length).toBeGreaterThan(1);

      const again = await post(serviceCalls.preTransfer, { ...bodies[lost]!, moveIn: { day, slot: 2 } }, `198.51.100.${30 + lost}`);
      expect(again.statusCode, again.body).toBe(200);
      const receipt = envelope<TransferReceipt>(again).data;
      expect(receipt.moveIn).toMatchObject({ orderType: 'TRANSFER', appointment: { day, slot: 2, town: 'Serowe' }, linkedReference: receipt.moveOut.reference });
      expect(await newestInteraction()).toMatchObject({ screenName: serviceScreens.transferUnauth, actionSubject: 'Transfer Service Request Submitted', userId: null });

      // Both requests are tracked without signing in by their reference and the email given.
      for (const reference of [receipt.moveOut.reference, receipt.moveIn.reference]) {
        const tracked = await post(serviceCalls.track, { reference, contact: bodies[lost]!.email }, '198.51.100.40');
        expect(tracked.statusCode, tracked.body).toBe(200);
        expect(envelope<TrackResult>(tracked).data.reference).toBe(reference);
      }
    });

    it('answers 429 GEN015 once an address has guessed wrong too often', async () => {
      const ip = '198.51.100.66';
      for (let n = 0; n < preTransferLimits.perIp; n += 1) expect((await post(serviceCalls.preMoveOutCheck, { accountNumber: lobatse.accountNumber, lastName: `Wrong${n}` }, ip)).statusCode).toBe(404);
      const blocked = await post(serviceCalls.preMoveOutCheck, { accountNumber: lobatse.accountNumber, lastName: 'Sebego' }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(envelope(blocked).status.msgcode).toBe('GEN015');
    });
  });
}
