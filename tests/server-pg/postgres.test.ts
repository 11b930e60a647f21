/**
 * The same migrations, seed and calls against a real PostgreSQL server (Debian's PostgreSQL 15 in
 * CI), named by TEST_DATABASE_URL. The database is wiped first (drop and recreate the schema), as
 * the reset command does with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { migrateDatabase, openPglite, type DatabaseHandle } from '../../server/db/open.ts';
import { DatabaseInUseError } from '../../server/db/lock.ts';
import { registerReset, registerServer } from '../../server/db/instances.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { verifyPassword } from '../../server/auth/password.ts';
import { demoPassword, guestRegistrationInvitationSeed } from '../../server/seed/index.ts';
import { commonCalls, apiAreas } from '../../src/domain/apiAreas.ts';
import { adminBasePath, adminCalls, adminTokenHeader } from '../../src/domain/admin.ts';
import { guestCalls, refreshCookieName, userCalls } from '../../src/domain/calls.ts';
import { sessionLimits, type LoginData, type RefreshData } from '../../src/domain/session.ts';
import { seedNow, templateTarball, TestClock } from '../server/helpers.ts';
import { appOn, freshPostgres, signInHeaders, type App } from './database.ts';
import { localDay } from '../../server/usage/store.ts';
import { addDaysIso, addMonthsIso } from '../../src/domain/format.ts';
import { usageCalls } from '../../src/domain/usage.ts';

let handle: DatabaseHandle;
let app: App;
const adminToken = 'pg-admin-token';

// Real time, moved on where a test needs a grace period to pass.
const clock = new TestClock();
beforeAll(async () => {
  handle = await freshPostgres();
  app = await appOn(handle, { adminToken, now: clock.now });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('schema and seed on PostgreSQL', () => {
  it('runs on a PostgreSQL server', async () => {
    const [row] = await handle.db.select({ version: sql<string>`version()` }).from(sql`(select 1) as one`);
    expect(row!.version).toMatch(/^PostgreSQL \d+/);
  });

  it('applying the migrations again changes nothing', async () => {
    await migrateDatabase(handle);
    const { seeded } = await prepareDatabase(handle, { now: seedNow });
    expect(seeded).toBeUndefined();
  });

  it('seeds every demo user with a verifiable password', async () => {
    const users = await handle.db.select().from(t.users).orderBy(asc(t.users.userName));
    expect(users.map((u) => u.userName)).toEqual(
      ['agent.csr', 'demo.customer', 'demo.enterprise', 'demo.guest', 'demo.landlord', 'demo.migrated', 'demo.prepaid', 'demo.suspended', 'demo.tfa'],
    );
    const landlord = users.find((u) => u.userName === 'demo.landlord')!;
    expect(landlord.personas).toEqual([1, 3]);
    expect(await verifyPassword(demoPassword, landlord.passwordHash)).toBe(true);
  });

  it('gives exactly the data the embedded database gets from the same seed', async () => {
    const embedded = await openPglite({ loadDataDir: await templateTarball() });
    try {
      const snapshot = async (db: DatabaseHandle['db']) => ({
        users: await db.select({ id: t.users.id, name: t.users.userName, hash: t.users.passwordHash }).from(t.users).orderBy(asc(t.users.userName)),
        accounts: await db.select().from(t.serviceAccounts).orderBy(asc(t.serviceAccounts.id)),
        bills: await db.select().from(t.bills).orderBy(asc(t.bills.id)),
        billLines: await db.select().from(t.billLines).orderBy(asc(t.billLines.id)),
        tariffRates: await db.select().from(t.tariffRates).orderBy(asc(t.tariffRates.id)),
        payments: await db.select({ c: t.payments.confirmationNumber, a: t.payments.amount, at: t.payments.paidAt, s: t.payments.status }).from(t.payments).orderBy(asc(t.payments.id)),
        faq: await db.select().from(t.faqEntries).orderBy(asc(t.faqEntries.id)),
        outages: await db.select().from(t.outages).orderBy(asc(t.outages.id)),
        notices: await db.select().from(t.accountNotices).orderBy(asc(t.accountNotices.id)),
        inbox: await db.select().from(t.inboxMessages).orderBy(asc(t.inboxMessages.id)),
        invitations: await db.select({ key: t.guestInvitations.validationKeyHash, status: t.guestInvitations.status }).from(t.guestInvitations).orderBy(asc(t.guestInvitations.id)),
      });
      const [onServer, onEmbedded] = [await snapshot(handle.db), await snapshot(embedded.db)];
      // createdAt of accounts is the insert time: compare everything else.
      const strip = (rows: (typeof onServer)['accounts']) => rows.map(({ createdAt: _c, ...rest }) => rest);
      expect(strip(onServer.accounts)).toEqual(strip(onEmbedded.accounts));
      expect(onServer.users).toEqual(onEmbedded.users);
      expect(onServer.bills).toEqual(onEmbedded.bills);
      expect(onServer.billLines).toEqual(onEmbedded.billLines);
      expect(onServer.tariffRates).toEqual(onEmbedded.tariffRates);
      expect(onServer.payments).toEqual(onEmbedded.payments);
      expect(onServer.faq).toEqual(onEmbedded.faq);
      expect(onServer.outages).toEqual(onEmbedded.outages);
      expect(onServer.notices).toEqual(onEmbedded.notices);
      expect(onServer.inbox).toEqual(onEmbedded.inbox);
      expect(onServer.invitations).toEqual(onEmbedded.invitations);
    } finally {
      await embedded.close();
    }
  });

  it('enforces case-insensitive user names and the check constraints', async () => {
    await expect(handle.db.insert(t.users).values({ userName: 'Demo.Customer', passwordHash: 'x', email: 'x@example.com', firstName: 'X', lastName: 'Y' })).rejects.toThrow();
    const [account] = await handle.db.select().from(t.serviceAccounts).limit(1);
    await expect(handle.db.update(t.serviceAccounts).set({ status: 5 }).where(eq(t.serviceAccounts.id, account!.id))).rejects.toThrow();
  });
});

describe('calls on PostgreSQL', () => {
  const c = apiAreas.common;

  it('FAQ, terms, countries and multilingual texts', async () => {
    const faq = (await app.inject(`${c}${commonCalls.faq}?categoryId=2&language=FR&search=jeton`)).json();
    expect(faq.status.code).toBe(200);
    expect(faq.data.length).toBeGreaterThan(0);
    const terms = (await app.inject(`${c}${commonCalls.terms}?language=SP&type=privacy`)).json();
    expect(terms.data.data[0].title).toBe('Política de privacidad');
    const countries = (await app.inject(`${c}${commonCalls.countries}`)).json();
    expect(countries.data.countryData[0]).toEqual({ code: 'BW', name: 'Botswana' });
    const texts = (await app.inject(`${c}${commonCalls.multilingual}?module=PreLogin&language=ES`)).json();
    expect(texts.data.map((m: { ControlCode: string }) => m.ControlCode)).toEqual(['footer.tollFree', 'help.intro']);
    const health = (await app.inject('/health')).json();
    expect(health.data.database).toBe('ok');
  });

  it('banner tracking writes a row; bad input writes none', async () => {
    const count = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(t.bannerClicks))[0]!.n;
    const before = await count();
    const bad = await app.inject({ method: 'POST', url: `${c}${commonCalls.bannerTracking}`, payload: { pageName: 'Dashboard', bannerIndex: 'one' } });
    expect(bad.statusCode).toBe(400);
    const malformed = await app.inject({ method: 'POST', url: `${c}${commonCalls.bannerTracking}`, headers: { 'content-type': 'application/json' }, payload: '{"pageName":' });
    expect(malformed.statusCode).toBe(400);
    expect(await count()).toBe(before);
    const good = await app.inject({ method: 'POST', url: `${c}${commonCalls.bannerTracking}`, payload: { pageName: 'Dashboard', bannerIndex: 0 } });
    expect(good.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('the maintenance switch works and refuses a wrong token', async () => {
    const path = `${adminBasePath}${adminCalls.maintenance}`;
    expect((await app.inject({ method: 'POST', url: path, headers: { [adminTokenHeader]: 'nope' }, payload: { active: true } })).statusCode).toBe(403);
    const on = await app.inject({ method: 'POST', url: path, headers: { [adminTokenHeader]: adminToken }, payload: { active: true, message: 'PG maintenance' } });
    expect(on.json().data).toEqual([{ status: true, message: 'PG maintenance' }]);
    await app.inject({ method: 'POST', url: path, headers: { [adminTokenHeader]: adminToken }, payload: { active: false } });
    const status = (await app.inject(`${c}${commonCalls.maintenance}?type=1`)).json();
    expect(status.data.every((item: { status: boolean }) => !item.status)).toBe(true);
  });
});

describe('sessions on PostgreSQL', () => {
  const u = apiAreas.userManagement;
  const login = async (username: string) => {
    const reply = await app.inject({ method: 'POST', url: `${u}${userCalls.login}`, payload: { username, password: demoPassword } });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as LoginData;
  };
  const refresh = (token: string) => app.inject({ method: 'POST', url: `${u}${userCalls.refresh}`, cookies: { [refreshCookieName]: token } });
  const me = (accessToken: string) => app.inject({ method: 'GET', url: `${u}${userCalls.me}`, headers: { authorization: `Bearer ${accessToken}` } });

  it('login, refresh (rotating), restore and logout', async () => {
    const session = await login('demo.customer');
    expect(session.accessToken).not.toBe('');
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const tokens = refreshed.json().data as RefreshData;
    expect(tokens.refreshToken).not.toBe(session.refreshToken);
    expect(String(refreshed.headers['set-cookie'])).toContain(`${refreshCookieName}=${tokens.refreshToken}`);
    expect((await me(tokens.accessToken)).json().data.user.userName).toBe('demo.customer');

    const out = await app.inject({ method: 'POST', url: `${u}${userCalls.logout}`, headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(out.statusCode).toBe(200);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    const [family] = await handle.db.select().from(t.sessionFamilies).where(eq(t.sessionFamilies.userId, session.user.uuid)).orderBy(asc(t.sessionFamilies.createdAt));
    expect(family!.revokedReason).toBe('logout');
  });

  it('ten concurrent refreshes over a connection pool: one rotates the token, the others are lost replies; the first new token used ends the rest', async () => {
    const session = await login('demo.landlord');
    const replies = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const issued = replies.map((r) => r.json().data as RefreshData);
    expect(new Set(issued.map((data) => data.refreshToken)).size).toBe(10);
    const [kept, ...others] = issued;
    expect((await refresh(kept!.refreshToken)).statusCode).toBe(200);
    for (const other of others) expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await me(others[0]!.accessToken)).statusCode).toBe(200);
    // Long after, the first token again is a reuse: the family ends.
    clock.advance((sessionLimits.refreshReuseGraceSeconds + 1) * 1000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me(kept!.accessToken)).statusCode).toBe(401);
  });

  it('five wrong passwords lock the user id', async () => {
    const attempt = (password: string) => app.inject({ method: 'POST', url: `${u}${userCalls.login}`, payload: { username: 'demo.prepaid', password }, remoteAddress: '192.0.2.10' });
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong#pass1')).json().status.msgcode).toBe('LOG001');
    expect((await attempt('Wrong#pass1')).json().status.msgcode).toBe('LOG010');
    expect((await attempt(demoPassword)).json().status.msgcode).toBe('LOG010');
  });
});

describe('usage on PostgreSQL', () => {
  const home = '300041526371';
  const yesterday = () => addDaysIso(localDay(clock.now(), 'America/Los_Angeles'), -1);
  const body = (periodicity: string, extra: Record<string, unknown> = {}) => ({ accountNumber: home, from: addMonthsIso(yesterday(), -12), to: yesterday(), uom: 'kWh', periodicity, ...extra });
  const usage = (path: string, payload: Record<string, unknown>, headers: Record<string, string>) => app.inject({ method: 'POST', url: `${apiAreas.usage}${path}`, payload, headers });
  const milli = (points: { quantity: number }[]) => points.reduce((sum, p) => sum + Math.round(p.quantity * 1000), 0);

  it('a year of daily electric with weather, and months that add up to its days', async () => {
    const headers = await signInHeaders(app, 'demo.customer');
    const days = await usage(usageCalls.electric, body('day', { weather: true }), headers);
    expect(days.statusCode, days.body).toBe(200);
    const daily = days.json().data.points as { start: string; quantity: number; seconds: number; weather?: { mean: number } }[];
    expect(daily.length).toBeGreaterThanOrEqual(365);
    expect(daily.every((p) => typeof p.weather?.mean === 'number' && p.seconds >= 23 * 3600 && p.seconds <= 25 * 3600)).toBe(true);
    const months = (await usage(usageCalls.electric, body('month'), headers)).json().data.points as { quantity: number; weather?: unknown }[];
    expect(months.some((p) => p.weather !== undefined)).toBe(false);
    expect(milli(months)).toBe(milli(daily));
  });

  it('a meter taken out of service by another process shows in the next read (nothing is kept in memory)', async () => {
    const headers = await signInHeaders(app, 'demo.customer');
    const gas = { ...body('day'), uom: 'm3' };
    expect((await usage(usageCalls.gas, gas, headers)).statusCode).toBe(200);
    const [account] = await handle.db.select({ id: t.serviceAccounts.id }).from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, home));
    const [meter] = await handle.db.select({ id: t.meters.id, endDate: t.meters.endDate }).from(t.meters).where(and(eq(t.meters.accountId, account!.id), eq(t.meters.serviceType, 'gas')));
    await handle.db.update(t.meters).set({ endDate: addMonthsIso(yesterday(), -30) }).where(eq(t.meters.id, meter!.id));
    try {
      expect((await usage(usageCalls.gas, gas, headers)).statusCode).toBe(404);
    } finally {
      await handle.db.update(t.meters).set({ endDate: meter!.endDate }).where(eq(t.meters.id, meter!.id));
    }
    expect((await usage(usageCalls.gas, gas, headers)).statusCode).toBe(200);
  });
});

describe('registration and recovery on PostgreSQL (a connection pool: real concurrency)', () => {
  const u = apiAreas.userManagement;
  let ipCount = 0;
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress: `192.0.2.${100 + ++ipCount}` });
  const newestKey = async (userName: string, page: string) => {
    const [user] = await handle.db.select().from(t.users).where(eq(t.users.userName, userName));
    const [message] = await handle.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.userId, user!.id)).orderBy(desc(t.outboxMessages.id)).limit(1);
    return new RegExp(`${page}\\?key=([\\w-]+)`).exec(message!.body)![1]!;
  };

  it('five registrations with one validation token at once: one user, the others VA001; activation works once under concurrency', async () => {
    const validation = await post(`${u}${userCalls.validateAccount}`, {
      accountNumber: '300039504871', dateOfBirth: '19791102', firstName: 'Thato', lastName: 'Sechele', registrationType: 0, action: 'REGP', idNumber: '207314528', postCode: '54001',
    });
    expect(validation.statusCode, validation.body).toBe(200);
    const token = validation.json().data.validationToken as string;
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post(`${u}${userCalls.register}`, {
          validationToken: token, firstName: 'Thato', lastName: 'Sechele', userName: `thato.pg${n}`, password: 'Kgale#Hill2031', confirmPassword: 'Kgale#Hill2031',
          primaryEmail: 'thato.sechele@example.com', primaryPhone: '71234567', isAggree: true,
        }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409).map((r) => r.json().status.msgcode)).toEqual(['VA001', 'VA001', 'VA001', 'VA001']);
    const userName = replies.find((r) => r.statusCode === 200)!.json().data.userName as string;
    const [account] = await handle.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, '300039504871'));
    expect(await handle.db.select().from(t.userAccounts).where(eq(t.userAccounts.accountId, account!.id))).toHaveLength(1);

    const key = await newestKey(userName, '/UserAccountActivation');
    const activations = await Promise.all([1, 2, 3, 4].map(() => post(`${u}${userCalls.activate}`, { key })));
    expect(activations.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(activations.filter((r) => r.statusCode === 410)).toHaveLength(3);
    const login = await app.inject({ method: 'POST', url: `${u}${userCalls.login}`, payload: { username: userName, password: 'Kgale#Hill2031' } });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('demo.migrated gets a reset link at sign-in; two resets with it at once: one wins; then a normal sign-in', async () => {
    const migrated = await app.inject({ method: 'POST', url: `${u}${userCalls.login}`, payload: { username: 'demo.migrated', password: demoPassword } });
    expect(migrated.json().data.customAttribute).toMatchObject({ isMigratedUser: true, token: '' });
    const key = await newestKey('demo.migrated', '/ResetPasswordForm');
    const resets = await Promise.all(['Serowe#Khama1875', 'Serowe#Khama1876'].map((password) => post(`${u}${userCalls.resetPassword}`, { key, password, confirmPassword: password })));
    expect(resets.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const password = resets[0]!.statusCode === 200 ? 'Serowe#Khama1875' : 'Serowe#Khama1876';
    const login = await app.inject({ method: 'POST', url: `${u}${userCalls.login}`, payload: { username: 'demo.migrated', password } });
    expect(login.json().data).toMatchObject({ user: { isMigratedUser: false } });
    expect(login.json().data.accessToken).not.toBe('');
  });

  it('the seeded guest invitation registers one guest even when sent twice at once', async () => {
    const body = (userName: string) => ({
      userName, password: 'Kgale#Hill2031', confirmPassword: 'Kgale#Hill2031', primaryEmail: guestRegistrationInvitationSeed.email, primaryPhone: '72233445',
      isAggree: true, accountNumber: '300041526371', validationKey: guestRegistrationInvitationSeed.key,
    });
    const replies = await Promise.all(['tumelo.pg1', 'tumelo.pg2'].map((name) => post(`${apiAreas.guestUserManagement}${guestCalls.register}`, body(name))));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const winner = replies.find((r) => r.statusCode === 200)!.json().data.userName as string;
    const login = await app.inject({ method: 'POST', url: `${u}${userCalls.login}`, payload: { username: winner, password: 'Kgale#Hill2031' } });
    const data = login.json().data as LoginData;
    const accounts = await app.inject({ method: 'GET', url: `/api/account/service-addresses?uuid=${data.user.uuid}`, headers: { authorization: `Bearer ${data.accessToken}` } });
    expect(accounts.json().data.map((a: { accountNumber: string; roleId: number }) => [a.accountNumber, a.roleId])).toEqual([['300041526371', 8]]);
  });
});

describe('reset safety on PostgreSQL', () => {
  it('a reset is refused while a server is connected, and a server while a reset runs; servers share the database', async () => {
    const server = await registerServer(handle.db);
    try {
      await expect(registerReset(handle.db)).rejects.toBeInstanceOf(DatabaseInUseError);
      const second = await registerServer(handle.db);
      await second.release();
    } finally {
      await server.release();
    }
    const reset = await registerReset(handle.db);
    try {
      await expect(registerServer(handle.db)).rejects.toThrow(/being reset/);
    } finally {
      await reset.release();
    }
    await (await registerServer(handle.db)).release();
  });
});
