/**
 * Usage alerts on the reference server (src/domain/usageAlerts.ts, server/usage/alerts.ts), on a
 * fixed clock: a save checks the last whole day and its month at once; every crossing raises one
 * inbox message and the e-mail and text the account's notification preferences ask for, and never a
 * second time (saving again, reading usage again, changing the threshold); a new day of readings
 * raises its own crossing. The monthly budget counts the account's electricity, gas and water. The
 * message is in the bell's list, in the reader's language.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { usageAlertOutboxKind, usageAlertSubjects } from '../../server/usage/alerts.ts';
import { localDay } from '../../server/usage/store.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { inboxCalls } from '../../src/domain/calls.ts';
import { addDaysIso } from '../../src/domain/format.ts';
import type { UnreadMessage } from '../../src/domain/inbox.ts';
import { usageCalls, type UsageMeters, type UsageSeries } from '../../src/domain/usage.ts';
import { usageAlertsCalls, type UsageAlertsRecord, type UsageAlertsSaved } from '../../src/domain/usageAlerts.ts';
import { envelope, seedNow, signIn, startTestServer, type TestServer } from './helpers.ts';

const home = '300041526371';
const day = 86_400_000;

/** The server's clock: fixed, moved by the test. */
let now = new Date(seedNow.getTime());
let server: TestServer;
let headers: Record<string, string>;
let userId: string;
let accountId: number;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  const session = await signIn(server, 'demo.customer');
  headers = session.headers;
  const [link] = await server.db
    .select({ userId: t.userAccounts.userId, accountId: t.userAccounts.accountId })
    .from(t.userAccounts)
    .innerJoin(t.users, eq(t.users.id, t.userAccounts.userId))
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
    .where(and(eq(t.users.userName, 'demo.customer'), eq(t.serviceAccounts.accountNumber, home)));
  ({ userId, accountId } = link!);
  // The preferences: e-mail and text, so each alert goes to both.
  await server.db.update(t.userAccounts).set({ emailNotification: true, textNotification: true }).where(and(eq(t.userAccounts.userId, userId), eq(t.userAccounts.accountId, accountId)));
  await server.db.update(t.users).set({ phone: '71234567' }).where(eq(t.users.id, userId));
});
afterAll(async () => {
  await server?.close();
});

const lastDay = () => addDaysIso(localDay(now, 'America/Los_Angeles'), -1);

async function save(dailyThreshold: number | null, monthlyBudget: number | null): Promise<UsageAlertsSaved> {
  const reply = await server.request({ method: 'POST', url: `${apiAreas.usage}${usageAlertsCalls.save}`, headers, payload: { accountNumber: home, dailyThreshold, monthlyBudget } });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<UsageAlertsSaved>(reply).data;
}

async function dayKwh(dayIso: string): Promise<number> {
  const reply = await server.request({ method: 'POST', url: `${apiAreas.usage}${usageCalls.electric}`, headers, payload: { accountNumber: home, from: dayIso, to: dayIso, uom: 'kWh', periodicity: 'day' } });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<UsageSeries>(reply).data.totals.quantity;
}

const alertMessages = () =>
  server.db
    .select({ subject: t.inboxMessages.subject, body: t.inboxMessages.body, accountId: t.inboxMessages.accountId })
    .from(t.inboxMessages)
    .where(and(eq(t.inboxMessages.userId, userId), eq(t.inboxMessages.category, 4)))
    .then((rows) => rows.filter((row) => Object.values(usageAlertSubjects).includes(row.subject as never)));
const outbox = () => server.db.select({ channel: t.outboxMessages.channel, address: t.outboxMessages.address, subject: t.outboxMessages.subject }).from(t.outboxMessages).where(and(eq(t.outboxMessages.userId, userId), eq(t.outboxMessages.kind, usageAlertOutboxKind)));

describe('usage alerts', () => {
  it('a threshold below the last day raises one alert at once: inbox, e-mail and text; saving again or lower raises nothing more', async () => {
    const yesterday = lastDay();
    const used = await dayKwh(yesterday);
    expect(used).toBeGreaterThan(2);
    const threshold = Math.floor(used) - 1;
    const saved = await save(threshold, null);
    expect(saved).toMatchObject({ accountNumber: home, dailyThreshold: threshold, monthlyBudget: null, raised: 1 });
    expect(saved.latest).toMatchObject({ kind: 'daily', period: yesterday, amount: used, limit: threshold });
    const messages = await alertMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: usageAlertSubjects.daily, accountId });
    expect(messages[0]!.body).toContain(yesterday);
    expect((await outbox()).map((m) => m.channel).sort()).toEqual(['email', 'sms']);

    // The same crossing never raises again: the same settings, a lower threshold, a usage read.
    expect((await save(threshold, null)).raised).toBe(0);
    expect((await save(1, null)).raised).toBe(0);
    await dayKwh(yesterday);
    expect(await alertMessages()).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);

    // A threshold above the day: nothing.
    expect((await save(Math.ceil(used) + 1, null)).raised).toBe(0);
  });

  it('the message is in the bell list, in the reader’s language', async () => {
    const list = (language: string) => server.request({ method: 'GET', url: `${apiAreas.notificationInbox}${inboxCalls.unreadMessages}?language=${language}`, headers }).then((reply) => envelope<UnreadMessage[]>(reply).data);
    expect((await list('EN_US'))[0]).toMatchObject({ subject: usageAlertSubjects.daily, accountNumber: home });
    expect((await list('FR'))[0]!.subject).toBe('Consommation d’électricité journalière élevée');
    expect((await list('ES'))[0]!.subject).toBe('Consumo eléctrico diario elevado');
  });

  it('a budget below the month so far raises once per month; a new day of readings raises its own daily crossing, once', async () => {
    const before = await alertMessages();
    const saved = await save(1, 0.01);
    // The month of the last day crossed the budget; the last day had already been reported.
    expect(saved.raised).toBe(1);
    expect(saved.latest).toMatchObject({ kind: 'budget', period: lastDay().slice(0, 7), limit: 0.01 });
    // The month's cost is the account's electricity, gas and water together (not solar's export credit).
    const monthCost = async (path: string) => {
      const payload = { accountNumber: home, from: `${lastDay().slice(0, 7)}-01`, to: lastDay(), uom: 'BWP', periodicity: 'month' };
      const reply = await server.request({ method: 'POST', url: `${apiAreas.usage}${path}`, headers, payload });
      expect(reply.statusCode, reply.body).toBe(200);
      return Math.round(envelope<UsageSeries>(reply).data.totals.cost * 100);
    };
    const [electric, gas, water] = [await monthCost(usageCalls.electric), await monthCost(usageCalls.gas), await monthCost(usageCalls.water)];
    expect(gas).toBeGreaterThan(0);
    expect(water).toBeGreaterThan(0);
    expect(Math.round(saved.latest!.amount * 100)).toBe(electric + gas + water);
    const [budgetMessage] = (await alertMessages()).filter((m) => m.subject === usageAlertSubjects.budget);
    expect(budgetMessage!.body).toMatch(new RegExp(`^Your electricity, gas and water in ${lastDay().slice(0, 7)} cost `));
    expect((await save(1, 0.01)).raised).toBe(0);

    // The next day: the first usage read brings the readings to the new last day and raises its alert.
    const month = lastDay().slice(0, 7);
    now = new Date(now.getTime() + day);
    headers = (await signIn(server, 'demo.customer')).headers;
    const meters = await server.request({ method: 'POST', url: `${apiAreas.usage}${usageCalls.meters}`, headers, payload: { accountNumber: home } });
    expect(envelope<UsageMeters>(meters).data.meters.find((m) => m.service === 'electric')!.lastDay).toBe(lastDay());
    const newMonth = lastDay().slice(0, 7) !== month;
    const after = await alertMessages();
    expect(after.length - before.length).toBe(1 + 1 + (newMonth ? 1 : 0));
    expect(after.filter((m) => m.body.includes(lastDay()))).toHaveLength(1);
    // Reading again, or saving the same settings, raises nothing more.
    await dayKwh(lastDay());
    expect((await save(1, 0.01)).raised).toBe(0);
    expect(await alertMessages()).toHaveLength(after.length);
    expect(await outbox()).toHaveLength(after.length * 2);

    const load = await server.request({ method: 'GET', url: `${apiAreas.usage}${usageAlertsCalls.load}?accountNumber=${home}`, headers });
    expect(envelope<UsageAlertsRecord>(load).data).toMatchObject({ dailyThreshold: 1, monthlyBudget: 0.01, latest: { period: expect.any(String) } });
  });

  it('without the usage-alerts right, or on an account not held, the calls are refused', async () => {
    const guest = (await signIn(server, 'demo.guest')).headers;
    // demo.guest holds demo.customer's flat as a guest (role 8), without the usage-alerts right.
    const refused = await server.request({ method: 'GET', url: `${apiAreas.usage}${usageAlertsCalls.load}?accountNumber=300041526389`, headers: guest });
    expect(refused.statusCode).toBe(403);
    const other = await server.request({ method: 'POST', url: `${apiAreas.usage}${usageAlertsCalls.save}`, headers, payload: { accountNumber: '300099999999', dailyThreshold: 5, monthlyBudget: null } });
    expect([403, 404]).toContain(other.statusCode);
  });
});
