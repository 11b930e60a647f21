/**
 * Scale-out on PostgreSQL (issue 13): two server processes started together on one database, as
 * behind a reverse proxy, with one TOKEN_SECRET. Calls alternate between them; what must be shared
 * is: sign-in throttles counted atomically (concurrent wrong passwords never get past the limits),
 * idempotent payments and refresh-token rotation, a logout (a session kept in memory is dropped by
 * a notification, db/cacheEvents.ts), scheduled payments made once; and no lock or transaction is held by a server between calls (a pooler in
 * transaction mode can hand each transaction to any connection).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { DatabaseHandle } from '../../server/db/open.ts';
import { registerReset } from '../../server/db/instances.ts';
import { demoPassword } from '../../server/seed/index.ts';
import { paymentCalls, userCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { convenienceFee } from '../../src/domain/payment.ts';
import { killChildren, startServerProcess } from '../server/processes.ts';
import { freshPostgres } from './database.ts';

const url = process.env.TEST_DATABASE_URL ?? '';
const env = { DATABASE_URL: url, TOKEN_SECRET: 'two-servers-test-secret-0123456789abcdef', ADMIN_TOKEN: 'two-servers-admin', TRUST_PROXY: 'true', PAYMENT_SCHEDULER_MS: '300' };
let handle: DatabaseHandle;
let servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];

beforeAll(async () => {
  handle = await freshPostgres();
  // Started at the same moment: they take turns migrating (nothing is left to do) and both serve.
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 180_000);

afterAll(async () => {
  killChildren();
  await handle?.close();
});

let turn = 0;
/** The next server, in turn (as a reverse proxy would spread calls). */
const next = () => servers[turn++ % servers.length]!.base;

async function call(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown; ip?: string } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), 'x-forwarded-for': init.ip ?? '198.18.0.1', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields of its call's data
  return { status: response.status, headers: response.headers, body: (await response.json()) as { status: { msgcode: string }; data: any } };
}

const login = (base: string, username: string, password: string, ip?: string) =>
  call(base, `${apiAreas.userManagement}${userCalls.login}`, { body: { username, password }, ip });

async function signIn(base: string) {
  const reply = await login(base, 'demo.customer', demoPassword);
  expect(reply.status).toBe(200);
  return reply.body.data as { accessToken: string; refreshToken: string };
}

const failures = async (where: ReturnType<typeof eq>) =>
  (await handle.db.select({ n: count() }).from(t.loginAttempts).where(and(where, eq(t.loginAttempts.outcome, 'failure'))))[0]!.n;

describe('two servers on one PostgreSQL database', { timeout: 120_000 }, () => {
  it('both answer, and neither holds a lock or a transaction between calls', async () => {
    for (const server of servers) expect((await call(server.base, '/health')).body.data.database).toBe('ok');
    const rows = (await handle.db.execute(sql`select role from portal_ops.instances where seen_at > now() - interval '30 seconds'`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toHaveLength(2);
    const locks = (await handle.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`)) as unknown as { rows: { n: number }[] };
    expect(locks.rows[0]!.n).toBe(0);
    const idle = (await handle.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(idle.rows[0]!.n).toBe(0);
  });

  it('wrong passwords at the same moment over both servers: at most 20 tried per address, 5 per user id', async () => {
    const spray = await Promise.all(Array.from({ length: 50 }, (_, i) => login(next(), `spray.user${i}`, 'Guess#1234', '198.18.1.1')));
    expect(spray.filter((reply) => reply.body.status.msgcode === 'LOG001')).toHaveLength(20);
    expect(spray.filter((reply) => reply.body.status.msgcode === 'GEN015')).toHaveLength(30);
    expect(await failures(eq(t.loginAttempts.ip, '198.18.1.1'))).toBe(20);

    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(next(), 'demo.landlord', `Wrong#${i}abc`, `198.18.2.${i + 1}`)));
    expect(await failures(eq(t.loginAttempts.userNameKey, 'demo.landlord'))).toBe(5);
    expect(guesses.filter((reply) => reply.body.status.msgcode === 'LOG010').length).toBe(16);
    expect((await login(next(), 'demo.landlord', demoPassword)).body.status.msgcode).toBe('LOG010');
  });

  it('a payment retried on the other server answers the stored receipt; refresh rotation and logout are seen by both', async () => {
    const [a, b] = servers.map((server) => server.base) as [string, string];
    const session = await signIn(a);
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const methods = (await call(b, `${apiAreas.payment}${paymentCalls.methods}?accountNumber=300041526371`, { headers: auth })).body.data as { paymentTokenId: string; kind: string }[];
    const saved = methods.find((method) => method.kind === 'card')!.paymentTokenId;
    const key = randomUUID();
    const body = {
      accountNumber: '300041526371', amount: 41.5, paymentAmountType: 'OtherAmount', paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: saved,
      paymentDate: new Date().toISOString().slice(0, 10), convenienceFee: convenienceFee(41.5, 'card'),
    };
    const first = await call(a, `${apiAreas.payment}${paymentCalls.pay}`, { headers: { ...auth, 'idempotency-key': key }, body });
    expect(first.status).toBe(200);
    const again = await call(b, `${apiAreas.payment}${paymentCalls.pay}`, { headers: { ...auth, 'idempotency-key': key }, body });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.confirmationNumber).toBe(first.body.data.confirmationNumber);

    // Rotation on one server; the old token presented to the other is a reuse: the family ends everywhere.
    const rotated = await call(b, `${apiAreas.userManagement}${userCalls.refresh}`, { body: { refreshToken: session.refreshToken } });
    expect(rotated.status).toBe(200);
    const newer = rotated.body.data.refreshToken as string;
    expect((await call(b, `${apiAreas.userManagement}${userCalls.refresh}`, { body: { refreshToken: newer } })).status).toBe(200);
    expect((await call(a, `${apiAreas.userManagement}${userCalls.refresh}`, { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await call(b, `${apiAreas.payment}${paymentCalls.methods}?accountNumber=300041526371`, { headers: auth })).status).toBe(401);

    // A logout on one server ends the access token on the other at once.
    const other = await signIn(b);
    const otherAuth = { authorization: `Bearer ${other.accessToken}` };
    expect((await call(a, `${apiAreas.payment}${paymentCalls.methods}?accountNumber=300041526371`, { headers: otherAuth })).status).toBe(200);
    expect((await call(b, `${apiAreas.userManagement}${userCalls.logout}`, { headers: otherAuth, body: {} })).status).toBe(200);
    expect((await call(a, `${apiAreas.payment}${paymentCalls.methods}?accountNumber=300041526371`, { headers: otherAuth })).status).toBe(401);
  });

  it('scheduled payments due are made once, by one of the two jobs', async () => {
    const session = await signIn(next());
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const methods = (await call(next(), `${apiAreas.payment}${paymentCalls.methods}?accountNumber=300041526389`, { headers: auth })).body.data as { paymentTokenId: string; kind: string }[];
    const bankToken = methods.find((method) => method.kind === 'bank')!.paymentTokenId;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const uids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const reply = await call(next(), `${apiAreas.payment}${paymentCalls.schedule}`, {
        headers: { ...auth, 'idempotency-key': randomUUID() },
        body: {
          accountNumber: '300041526389', amount: 10 + i, paymentAmountType: 'OtherAmount', paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: bankToken,
          paymentDate: tomorrow, paymentDateType: 'scheduled', convenienceFee: convenienceFee(10 + i, 'bank'),
        },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      uids.push(reply.body.data.schedulePayUid as string);
    }
    // Their day comes: both jobs (every 300 ms) find them due at the same time.
    await handle.db.update(t.payments).set({ paidAt: new Date(Date.now() - 60_000) }).where(inArray(t.payments.uid, uids));
    const statuses = async () => (await handle.db.select({ status: t.payments.status }).from(t.payments).where(inArray(t.payments.uid, uids))).map((row) => row.status);
    for (let i = 0; i < 200 && (await statuses()).some((status) => status !== 'completed'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statuses()).toEqual(uids.map(() => 'completed'));
    for (const uid of uids) {
      expect((await handle.db.select({ n: count() }).from(t.gatewayCharges).where(eq(t.gatewayCharges.idempotencyKey, `scheduled:${uid}`)))[0]!.n).toBe(1);
    }
  });

  it('stop cleanly and leave the database free for a reset', async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
    const mark = await registerReset(handle.db);
    await mark.release();
  });
});
