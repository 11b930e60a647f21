/**
 * What a usage read costs the database (issue 17, performance): once the session is known, a day
 * series is at most one SQL statement (the account, the caller's link and the meters come from memory
 * on the embedded database: server/usage/account.ts; the meter's days too, until they are written:
 * server/usage/queries.ts), which reads the weather only when it is asked for;
 * and a change to what is kept (a meter taken out of service, a link removed, a guest's access
 * ending) is seen by the very next read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as t from '../../server/db/schema.ts';
import type { Db } from '../../server/db/open.ts';
import { localDay } from '../../server/usage/store.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { addDaysIso, addMonthsIso } from '../../src/domain/format.ts';
import { usageCalls, type UsageMeters } from '../../src/domain/usage.ts';
import { minutes, recordingTestApp, TestClock, type RecordingTestApp } from './helpers.ts';

const home = '300041526371';
const flat = '300041526389';

const clock = new TestClock();
let recording: RecordingTestApp;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  recording = await recordingTestApp({ now: clock.now });
  ({ app, db } = recording);
});
afterAll(async () => {
  await recording?.close();
});

const signIn = (userName: string) => recording.signIn(userName);

const yesterday = () => addDaysIso(localDay(clock.now(), 'America/Los_Angeles'), -1);
const yearOfDays = (accountNumber: string, weather: boolean) => ({ accountNumber, from: addMonthsIso(yesterday(), -12), to: yesterday(), uom: 'kWh', periodicity: 'day', weather });

const usage = (path: string, body: Record<string, unknown>, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `${apiAreas.usage}${path}`, payload: body, headers });

const statementsOf = (request: () => Promise<LightMyRequestResponse>, status?: number) => recording.statementsOf(request, status);

describe('a usage read', () => {
  it('reads a meter’s days once, then answers any day range from memory until usage_days or weather_days is written; the weather is read only when asked for', async () => {
    const headers = await signIn('demo.customer');
    // The first read writes the readings and reads the meter's days, with the weather.
    const first = await statementsOf(() => usage(usageCalls.electric, yearOfDays(home, true), headers));
    expect(first.some((statement) => /from usage_days/.test(statement) && /weather_days/.test(statement))).toBe(true);
    // The same range again, and another range of the same meter: no statement at all.
    expect(await statementsOf(() => usage(usageCalls.electric, yearOfDays(home, true), headers))).toEqual([]);
    const lastMonth = { ...yearOfDays(home, true), from: addMonthsIso(yesterday(), -1) };
    expect(await statementsOf(() => usage(usageCalls.electric, lastMonth, headers))).toEqual([]);
    // Without the weather: the days are read once without it.
    const without = await statementsOf(() => usage(usageCalls.electric, yearOfDays(home, false), headers));
    expect(without).toHaveLength(1);
    expect(without[0]).toMatch(/from usage_days/);
    expect(without[0]).not.toMatch(/weather_days/);
    // The figures are the same either way; only the weather comes and goes.
    const [a, b, month] = await Promise.all([usage(usageCalls.electric, yearOfDays(home, true), headers), usage(usageCalls.electric, yearOfDays(home, false), headers), usage(usageCalls.electric, lastMonth, headers)]);
    const points = (reply: typeof a) => reply.json().data.points as { start: string; quantity: number; weather?: unknown }[];
    expect(points(a).length).toBeGreaterThan(360);
    expect(points(a).every((p) => p.weather !== undefined)).toBe(true);
    expect(points(b).some((p) => p.weather !== undefined)).toBe(false);
    expect(points(b).map((p) => [p.start, p.quantity])).toEqual(points(a).map((p) => [p.start, p.quantity]));
    // A range is exactly its days, the first and the last included.
    expect(points(month)[0]!.start).toBe(lastMonth.from);
    expect(points(month).at(-1)!.start).toBe(lastMonth.to);
    expect(points(month)).toEqual(points(a).slice(-points(month).length));

    // A day written again (meter data corrected) is in the very next read.
    const [account] = await db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, home));
    const [meter] = await db.select({ id: t.meters.id }).from(t.meters).where(and(eq(t.meters.accountId, account!.id), eq(t.meters.serviceType, 'electric'), eq(t.meters.endDate, '9999-12-31')));
    await db.update(t.usageDays).set({ amount: sql`${t.usageDays.amount} + 1000` }).where(and(eq(t.usageDays.meterId, meter!.id), eq(t.usageDays.day, yesterday())));
    const corrected = points(await usage(usageCalls.electric, lastMonth, headers));
    expect(corrected.at(-1)!.quantity).toBeCloseTo(points(month).at(-1)!.quantity + 1, 2);
    expect(corrected.slice(0, -1)).toEqual(points(month).slice(0, -1));
  });

  it('a meter taken out of service shows in the next read', async () => {
    const headers = await signIn('demo.customer');
    const body = { ...yearOfDays(home, false), uom: 'm3' };
    expect((await usage(usageCalls.gas, body, headers)).statusCode).toBe(200);
    const [account] = await db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, home));
    const gas = and(eq(t.meters.accountId, account!.id), eq(t.meters.serviceType, 'gas'));
    const [meter] = await db.select({ id: t.meters.id, endDate: t.meters.endDate }).from(t.meters).where(gas);
    await db.update(t.meters).set({ endDate: addMonthsIso(yesterday(), -30) }).where(eq(t.meters.id, meter!.id));
    try {
      expect((await usage(usageCalls.gas, body, headers)).statusCode).toBe(404);
      const listed = (await usage(usageCalls.meters, { accountNumber: home }, headers)).json().data as UsageMeters;
      expect(listed.meters.map((m) => m.service)).not.toContain('gas');
    } finally {
      await db.update(t.meters).set({ endDate: meter!.endDate }).where(eq(t.meters.id, meter!.id));
    }
    expect((await usage(usageCalls.gas, body, headers)).statusCode).toBe(200);
  });

  it('a link taken away is seen at once', async () => {
    const headers = await signIn('demo.customer');
    expect((await usage(usageCalls.electric, yearOfDays(flat, false), headers)).statusCode).toBe(200);
    const [account] = await db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, flat));
    const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, 'demo.customer'));
    const link = and(eq(t.userAccounts.userId, user!.id), eq(t.userAccounts.accountId, account!.id));
    const [held] = await db.select().from(t.userAccounts).where(link);
    await db.delete(t.userAccounts).where(link);
    try {
      const refused = await usage(usageCalls.electric, yearOfDays(flat, false), headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().status.msgcode).toBe('GEN403');
    } finally {
      await db.insert(t.userAccounts).values(held!);
    }
  });

  it("a guest's access that ends after the account was read ends the reads", async () => {
    const [account] = await db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, flat));
    const [guestUser] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, 'demo.guest'));
    const [held] = await db
      .select({ accessUntil: t.userAccounts.accessUntil })
      .from(t.userAccounts)
      .where(and(eq(t.userAccounts.userId, guestUser!.id), eq(t.userAccounts.accountId, account!.id)));
    expect(held!.accessUntil).not.toBeNull();
    clock.offsetMs = held!.accessUntil!.getTime() - minutes(5) - Date.now();
    try {
      const headers = await signIn('demo.guest');
      const meters = () => usage(usageCalls.meters, { accountNumber: flat }, headers);
      expect((await meters()).statusCode).toBe(200);
      // Nothing written since: the account would come from memory, but the access has ended.
      expect(await statementsOf(meters)).toEqual([]);
      clock.advance(minutes(6));
      expect((await meters()).statusCode).toBe(403);
    } finally {
      clock.offsetMs = 0;
    }
  });
});
