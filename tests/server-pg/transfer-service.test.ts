/**
 * Transfer service on a PostgreSQL server with a connection pool: the scenarios of the PGlite
 * suite (tests/server/transferScenarios.ts), then transfers and stops of one account racing over
 * two servers: one of them is made, and a transfer that lost leaves no move-in and no booking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { DatabaseHandle } from '../../server/db/open.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { freePremiseId } from '../../server/seed/premises.ts';
import { serviceCalls } from '../../src/domain/serviceRequests.ts';
import { transferScenarios, workingDay } from '../server/transferScenarios.ts';
import { appOn, freshPostgres, signInHeaders, type App } from './database.ts';

let handle: DatabaseHandle;
let app: App;
let second: App;

beforeAll(async () => {
  handle = await freshPostgres();
  const options = { tokenSecret: 'pg-transfer-test-secret-0123456789abcdef', paymentSchedulerMs: 0 };
  [app, second] = await Promise.all([appOn(handle, options), appOn(handle, options)]);
});

afterAll(async () => {
  await app?.close();
  await second?.close();
  await handle?.close();
});

transferScenarios(() => ({ db: handle.db, request: (opts) => app.inject(typeof opts === 'string' ? { method: 'GET', url: opts } : opts) }));

describe('transfer service on PostgreSQL', () => {
  it('transfers and stops of one account racing over two servers: one is made; a transfer that lost leaves no move-in and no booking', async () => {
    const rental = '300074059334'; // demo.landlord's, Gaborone-Main Mall
    const headers = await signInHeaders(app, 'demo.landlord');
    const mailingAddress = { addressType: 1, poBox: '77', city: 'Gaborone', country: 'BW' };
    const moveInDay = workingDay(7);
    const bodies = [
      { orderType: 'TRANSFER', accountNumber: rental, moveOut: { day: workingDay(7), slot: 1 }, premiseId: freePremiseId('Serowe', 1), moveIn: { day: moveInDay, slot: 1 }, mailingAddress },
      { orderType: 'STOP', accountNumber: rental, appointment: { day: workingDay(7), slot: 2 }, reason: 'MOVING', mailingAddress },
      { orderType: 'TRANSFER', accountNumber: rental, moveOut: { day: workingDay(7), slot: 3 }, premiseId: freePremiseId('Palapye', 1), moveIn: { day: moveInDay, slot: 1 }, mailingAddress },
      { orderType: 'STOP', accountNumber: rental, appointment: { day: workingDay(7), slot: 0 }, reason: 'MOVING', mailingAddress },
    ];
    const replies = await Promise.all(bodies.map((payload, n) => (n % 2 ? second : app).inject({ method: 'POST', url: `${apiAreas.service}${serviceCalls.submit}`, headers, payload })));
    expect(replies.filter((r) => r.statusCode === 200), replies.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) expect(reply.json().status.msgcode).toBe('SRV_STOP_PENDING');

    const premises = [freePremiseId('Serowe', 1), freePremiseId('Palapye', 1)];
    const stops = await handle.db.select().from(t.serviceOrders).where(and(eq(t.serviceOrders.accountNumber, rental), eq(t.serviceOrders.orderType, 'STOP')));
    const moveIns = await handle.db.select().from(t.serviceOrders).where(inArray(t.serviceOrders.premiseId, premises));
    expect(stops).toHaveLength(1);
    const winner = bodies[replies.findIndex((r) => r.statusCode === 200)]!;
    expect(moveIns).toHaveLength(winner.orderType === 'TRANSFER' ? 1 : 0);
    // Only the winner's places are booked: the losers' bookings were rolled back with their orders.
    const slots = await handle.db
      .select()
      .from(t.appointmentSlots)
      .where(and(eq(t.appointmentSlots.day, moveInDay), inArray(t.appointmentSlots.town, ['Gaborone-Main Mall', 'Serowe', 'Palapye'])));
    const bookedPlaces = slots.reduce((sum, slot) => sum + slot.booked, 0);
    expect(bookedPlaces).toBe(winner.orderType === 'TRANSFER' ? 2 : 1);
  });
});
