/**
 * In-process caches on PostgreSQL (issue 13, db/cacheEvents.ts): sessions and account summaries are
 * kept in memory by each server process and dropped when a trigger's notification (migration 0031)
 * says another process, or anyone, changed them. Process A caches a bill and a session, process B
 * writes (a payment, a scheduled payment, a sign-out), and A's next read shows B's write; a
 * rolled-back write notifies nothing; a process whose listening connection is cut reads the
 * database until it listens again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import * as t from '../../server/db/schema.ts';
import type { DatabaseHandle } from '../../server/db/open.ts';
import { cacheChannel } from '../../server/db/cacheEvents.ts';
import { demoPassword } from '../../server/seed/index.ts';
import { billingCalls, paymentCalls, userCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { convenienceFee } from '../../src/domain/payment.ts';
import { killChildren, startServerProcess } from '../server/processes.ts';
import { appOn, freshPostgres, signInHeaders, testDatabaseUrl, type App } from './database.ts';

const account = '300041526371';
const billUrl = `${apiAreas.billing}${billingCalls.currentBill}?accountNumber=${account}`;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await freshPostgres();
}, 120_000);

afterAll(async () => {
  killChildren();
  await handle?.close();
});

/** The statements `run` sends through the pool of `handle` (what a read costs the database). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const pool = handle.pool!;
  const original = pool.query;
  const seen: string[] = [];
  pool.query = ((...args: Parameters<typeof original>) => {
    const query = args[0] as unknown;
    seen.push(typeof query === 'string' ? query : (query as { text: string }).text);
    return (original as (...a: unknown[]) => unknown).apply(pool, args);
  }) as typeof original;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return seen;
}

describe('caches in one process on PostgreSQL', () => {
  let app: App;
  beforeAll(async () => {
    app = await appOn(handle);
  });
  afterAll(async () => app?.close());

  const bill = async (headers: Record<string, string>) => {
    const reply = await app.inject({ method: 'GET', url: billUrl, headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as { amountDue: number; balance: number };
  };

  it('a repeated bill read asks the database nothing; a committed write by anyone is seen by the next read, a rolled-back one changes nothing', async () => {
    expect(handle.cacheEvents?.listening).toBe(true);
    const headers = await signInHeaders(app, 'demo.customer');
    const first = await bill(headers);
    expect(await statementsOf(() => bill(headers))).toEqual([]);

    // A statement outside the server (as psql would): the trigger tells the process.
    const [latest] = await handle.db.select().from(t.bills).innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.bills.accountId))
      .where(eq(t.serviceAccounts.accountNumber, account)).orderBy(desc(t.bills.billDate)).limit(1);
    await handle.db.update(t.bills).set({ amountDue: sql`${t.bills.amountDue} + 7` }).where(eq(t.bills.id, latest!.bills.id));
    const raised = await bill(headers);
    expect(raised.balance).toBeCloseTo(first.balance + 7, 2);

    // Rolled back: no notification, so the next read is still served from memory, unchanged.
    await bill(headers);
    await handle.db
      .transaction(async (tx) => {
        await tx.update(t.bills).set({ amountDue: sql`${t.bills.amountDue} + 1000` }).where(eq(t.bills.id, latest!.bills.id));
        throw new Error('roll back');
      })
      .catch(() => {});
    let again: { balance: number } | undefined;
    expect(await statementsOf(async () => (again = await bill(headers)))).toEqual([]);
    expect(again!.balance).toBeCloseTo(first.balance + 7, 2);

    await handle.db.update(t.bills).set({ amountDue: sql`${t.bills.amountDue} - 7` }).where(eq(t.bills.id, latest!.bills.id));
    expect((await bill(headers)).balance).toBeCloseTo(first.balance, 2);
  });

  it('a bill read from memory costs one round trip on the listening connection, shared by the calls that arrive together', async () => {
    const headers = await signInHeaders(app, 'demo.customer');
    await bill(headers);
    const events = handle.cacheEvents!;
    // Its session and its account summary wait for the same round trip.
    let start = events.ticket();
    expect(await statementsOf(() => bill(headers))).toEqual([]);
    expect(events.ticket() - start).toBe(1);
    start = events.ticket();
    expect(await statementsOf(() => Promise.all(Array.from({ length: 20 }, () => bill(headers))))).toEqual([]);
    expect(events.ticket() - start).toBeLessThan(20);
  });

  it('the triggers notify in the writing transaction only: nothing for a rollback, one notification per changed account or session', async () => {
    const listener = new pg.Client({ connectionString: testDatabaseUrl() });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => message.channel === cacheChannel && heard.push(message.payload ?? ''));
    try {
      await listener.query(`listen ${cacheChannel}`);
      const [row] = await handle.db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, account));
      const [family] = await handle.db.select({ id: t.sessionFamilies.id, userId: t.sessionFamilies.userId }).from(t.sessionFamilies).limit(1);
      await handle.db
        .transaction(async (tx) => {
          await tx.update(t.serviceAccounts).set({ paperless: sql`not ${t.serviceAccounts.paperless}` }).where(eq(t.serviceAccounts.id, row!.id));
          throw new Error('roll back');
        })
        .catch(() => {});
      await handle.db.update(t.sessionFamilies).set({ revokedReason: sql`${t.sessionFamilies.revokedReason}` }).where(eq(t.sessionFamilies.id, family!.id));
      await handle.db.update(t.users).set({ email: sql`${t.users.email}` }).where(eq(t.users.id, family!.userId));
      await handle.db.update(t.bills).set({ status: sql`${t.bills.status}` }).where(eq(t.bills.accountId, row!.id));
      await listener.query('select 1');
      expect(heard).toEqual([`f:${family!.id}`, `u:${family!.userId}`, `a:${row!.id}`]);
    } finally {
      await listener.end();
    }
  });
});

describe('two server processes on one PostgreSQL database', { timeout: 120_000 }, () => {
  const env = { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', TOKEN_SECRET: 'cache-invalidation-test-secret-0123456789', ADMIN_TOKEN: 'cache-admin' };
  let a = '';
  let b = '';
  let pids: number[] = [];
  let servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];

  beforeAll(async () => {
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    [a, b] = servers.map((server) => server.base) as [string, string];
    pids = servers.map((server) => server.child.pid!);
  }, 180_000);

  // Stopped cleanly: they leave the database's list of servers, so the next file may reset it.
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  }, 30_000);

  async function call(base: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
    const response = await fetch(`${base}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields of its call's data
    return { status: response.status, body: (await response.json()) as { status: { msgcode: string }; data: any } };
  }

  async function signIn(base: string) {
    const reply = await call(base, `${apiAreas.userManagement}${userCalls.login}`, { body: { username: 'demo.customer', password: demoPassword } });
    expect(reply.status).toBe(200);
    return { authorization: `Bearer ${reply.body.data.accessToken as string}` };
  }

  async function billOn(base: string, auth: Record<string, string>) {
    const reply = await call(base, billUrl, { headers: auth });
    expect(reply.status).toBe(200);
    return reply.body.data as { balance: number; scheduledPayments: { schedulePayUid: string }[] };
  }

  async function pay(base: string, auth: Record<string, string>, amount: number, scheduledFor?: string) {
    const methods = (await call(base, `${apiAreas.payment}${paymentCalls.methods}?accountNumber=${account}`, { headers: auth })).body.data as { paymentTokenId: string; kind: string }[];
    const card = methods.find((method) => method.kind === 'card')!.paymentTokenId;
    const reply = await call(base, `${apiAreas.payment}${scheduledFor ? paymentCalls.schedule : paymentCalls.pay}`, {
      headers: { ...auth, 'idempotency-key': randomUUID() },
      body: {
        accountNumber: account, amount, paymentAmountType: 'OtherAmount', paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: card,
        paymentDate: scheduledFor ?? new Date().toISOString().slice(0, 10), convenienceFee: convenienceFee(amount, 'card'),
        ...(scheduledFor ? { paymentDateType: 'scheduled' } : {}),
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as { schedulePayUid?: string };
  }

  const listeners = async () =>
    ((await handle.db.execute(sql`select application_name as name from pg_stat_activity where datname = current_database() and application_name like 'portal-cache-listener:%'`)) as unknown as { rows: { name: string }[] }).rows
      .map((row) => Number(row.name.split(':')[1]))
      .filter((pid) => pids.includes(pid));

  it('both processes listen on a connection of their own', async () => {
    expect((await listeners()).sort()).toEqual([...pids].sort());
  });

  it("process A's cached bill shows a payment and a scheduled payment made on process B at once", async () => {
    const auth = await signIn(a);
    const before = await billOn(a, auth);
    await billOn(a, auth); // now served from A's memory
    await pay(b, auth, 12.34);
    expect((await billOn(a, auth)).balance).toBeCloseTo(before.balance - 12.34, 2);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { schedulePayUid } = await pay(b, auth, 15, tomorrow);
    expect((await billOn(a, auth)).scheduledPayments.map((payment) => payment.schedulePayUid)).toContain(schedulePayUid);
  });

  it('a sign-out on process B ends the session process A holds in memory at once', async () => {
    const auth = await signIn(b);
    await billOn(a, auth);
    await billOn(a, auth);
    expect((await call(b, `${apiAreas.userManagement}${userCalls.logout}`, { headers: auth, body: {} })).status).toBe(200);
    expect((await call(a, billUrl, { headers: auth })).status).toBe(401);
  });

  it('a process whose listening connection is cut reads the database (never stale), then listens again', async () => {
    const auth = await signIn(a);
    const before = await billOn(a, auth);
    await billOn(a, auth);
    await handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name like 'portal-cache-listener:%'`);
    await pay(b, auth, 13.21);
    expect((await billOn(a, auth)).balance).toBeCloseTo(before.balance - 13.21, 2);

    // Each says so in its log once it listens again (and has heard its own test notification).
    const listeningAgain = () => servers.every((server) => server.output().includes('cache invalidation listener listening again'));
    for (let i = 0; i < 100 && !listeningAgain(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listeningAgain()).toBe(true);
    expect((await listeners()).sort()).toEqual([...pids].sort());
    // Listening again: nothing from before the cut is served.
    expect((await billOn(a, auth)).balance).toBeCloseTo(before.balance - 13.21, 2);
    await pay(b, auth, 11.11);
    expect((await billOn(a, auth)).balance).toBeCloseTo(before.balance - 13.21 - 11.11, 2);
  });
});
