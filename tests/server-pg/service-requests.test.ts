/**
 * The appointment calendar on a PostgreSQL server with a connection pool (real concurrency): six
 * customers' requests for the last free place of a slot, over two servers, book it exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { DatabaseHandle } from '../../server/db/open.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { addDaysIso, isoDay } from '../../src/domain/format.ts';
import { defaultSlotCapacity, serviceCalls } from '../../src/domain/serviceRequests.ts';
import { appOn, freshPostgres, signInHeaders, type App } from './database.ts';

let handle: DatabaseHandle;
let app: App;
let second: App;

beforeAll(async () => {
  handle = await freshPostgres();
  const options = { tokenSecret: 'pg-service-test-secret-0123456789abcdef', paymentSchedulerMs: 0 };
  [app, second] = await Promise.all([appOn(handle, options), appOn(handle, options)]);
});

afterAll(async () => {
  await app?.close();
  await second?.close();
  await handle?.close();
});

const signIn = (userName: string) => signInHeaders(app, userName);

describe('appointment calendar on PostgreSQL', () => {
  it('books the last free place of a slot once when customers race for it over two servers', async () => {
    let day = addDaysIso(isoDay(new Date()), 6);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDaysIso(day, 1);
    await handle.db.insert(t.appointmentSlots).values({ town: 'Gaborone-Main Mall', day, slot: 3, capacity: defaultSlotCapacity, booked: defaultSlotCapacity - 1 });
    // Two customers with accounts served from Gaborone, three requests each (different accounts are
    // not needed: the open-stop check runs in the same transaction as the booking).
    const racers = [
      { headers: await signIn('demo.customer'), accountNumber: '300041526371' },
      { headers: await signIn('demo.landlord'), accountNumber: '300074059326' },
      { headers: await signIn('demo.landlord'), accountNumber: '300074059334' },
    ];
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, n) => {
        const racer = racers[n % racers.length]!;
        return (n % 2 ? second : app).inject({
          method: 'POST',
          url: `${apiAreas.service}${serviceCalls.submit}`,
          headers: racer.headers,
          payload: { orderType: 'STOP', accountNumber: racer.accountNumber, appointment: { day, slot: 3 }, reason: 'MOVING', mailingAddress: { addressType: 1, poBox: '77', city: 'Gaborone', country: 'BW' } },
        });
      }),
    );
    const won = replies.filter((reply) => reply.statusCode === 200);
    expect(won, replies.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const reply of replies.filter((r) => r.statusCode !== 200)) expect(['SRV_SLOT_FULL', 'SRV_STOP_PENDING']).toContain(reply.json().status.msgcode);
    const [slot] = await handle.db.select().from(t.appointmentSlots).where(and(eq(t.appointmentSlots.day, day), eq(t.appointmentSlots.slot, 3)));
    expect(slot!.booked).toBe(defaultSlotCapacity);
    // The seeded demo start request (RequiresWork) is not one of the racers'.
    expect(await handle.db.select().from(t.serviceOrders).where(eq(t.serviceOrders.orderType, 'STOP'))).toHaveLength(1);
  });
});
