/**
 * Sign-in as a caller sees it: every demo user's answer (session, second factor, migrated user,
 * external persona, agent), the shared answer for unknown users and wrong passwords, activation,
 * the per-user-id lock and its expiry, the per-IP throttle and the IP lock count, guest linking,
 * the last sign-in time and one interaction record per attempt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../server/context.ts';
import { reserveSignIn } from '../../server/auth/throttle.ts';
import type { ApiError } from '../../server/http/errors.ts';
import * as t from '../../server/db/schema.ts';
import { pendingGuestInvitationSeed } from '../../server/seed/index.ts';
import { accountCalls, userCalls } from '../../src/domain/calls.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { IpLockCountData, LoginData, ServiceAccount } from '../../src/domain/session.ts';
import { bearer, envelope, loginRequest, minutes, refreshCookieOf, startTestServer, TestClock, type TestServer } from './helpers.ts';

const password = 'Portal#2026';
const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

let ipCounter = 0;
/** A fresh IP address per test, so the per-IP throttle of one test never touches another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function login(username: string, pass = password, ip = freshIp(), extra: Record<string, unknown> = {}) {
  const reply = await loginRequest(server, { username, password: pass, ...extra }, ip);
  return { reply, body: envelope<LoginData>(reply) };
}

function expectRefusal(reply: Awaited<ReturnType<typeof login>>['reply'], status: number, msgcode: keyof typeof errorCatalogue) {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(envelope(reply)).toEqual({ status: { code: status, message: errorCatalogue[msgcode], msgcode }, data: null });
  expect(refreshCookieOf(reply)).toBeUndefined();
}

async function me(accessToken: string) {
  return server.request({ method: 'GET', url: `${apiAreas.userManagement}${userCalls.me}`, headers: bearer(accessToken) });
}

async function countWhere(where: SQL | undefined) {
  return (await server.db.select({ n: count() }).from(t.loginAttempts).where(where))[0]!.n;
}

/** What reserveSignIn reads of the server's context: its database and clock. */
function serverContextOf(test: TestServer) {
  return { db: test.db, now: clock.now } as unknown as ServerContext;
}

async function interactionCount() {
  return (await server.db.select({ n: count() }).from(t.interactionRecords))[0]!.n;
}

describe('each demo user signs in', () => {
  it('demo.customer gets an access token, a refresh token in the body and in the __Host- cookie', async () => {
    const { reply, body } = await login('demo.customer');
    expect(reply.statusCode).toBe(200);
    expect(body.status).toEqual({ code: 200, message: 'Success', msgcode: '' });
    const data = body.data;
    expect(data.accessToken).toMatch(/^at\.[\w-]+\.[\w-]+$/);
    expect(data.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(data.expiresIn).toBe(20 * 60);
    expect(data.tfaDetails).toBeNull();
    expect(data.customAttribute).toEqual({ isMigratedUser: false, token: '', twoFactorAuthenticate: true, isSupportLogin: false, guestLinked: false });
    expect(data.user).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userName: 'demo.customer',
      email: 'kagiso.molefe@example.com',
      phoneNumber: '71234567',
      firstName: 'Kagiso',
      middleName: 'Thabo',
      lastName: 'Molefe',
      fullName: 'Kagiso Thabo Molefe',
      personas: [1],
      tfa: false,
      isMigratedUser: false,
      lastLogin: null,
      isAgent: false,
    });
    const cookie = refreshCookieOf(reply)!;
    expect(cookie.value).toBe(data.refreshToken);
    expect(cookie.attributes.split('; ').sort()).toEqual(['HttpOnly', 'Max-Age=43200', 'Path=/', 'SameSite=Strict', 'Secure']);
    // The token works at once.
    const restored = await me(data.accessToken);
    expect(restored.statusCode).toBe(200);
    expect(envelope<{ user: { uuid: string }; isSupportLogin: boolean }>(restored).data).toMatchObject({ user: { uuid: data.user.uuid }, isSupportLogin: false });
  });

  it('the user id is matched without regard to case; the answer names the stored user id', async () => {
    const { reply, body } = await login('  DEMO.Landlord ');
    expect(reply.statusCode).toBe(200);
    expect(body.data.user.userName).toBe('demo.landlord');
    expect(body.data.user.personas).toEqual([1, 3]);
    expect(body.data.accessToken).not.toBe('');
  });

  it.each(['demo.prepaid', 'demo.suspended', 'demo.guest'])('%s gets a session', async (userName) => {
    const { reply, body } = await login(userName);
    expect(reply.statusCode).toBe(200);
    expect(body.data.accessToken).not.toBe('');
    expect(refreshCookieOf(reply)?.value).toBe(body.data.refreshToken);
    expect(body.data.customAttribute.twoFactorAuthenticate).toBe(true);
  });

  it('demo.tfa gets no tokens and no cookie, but a two-factor token and masked destinations', async () => {
    const { reply, body } = await login('demo.tfa');
    expect(reply.statusCode).toBe(200);
    expect(body.data).toMatchObject({ accessToken: '', refreshToken: '', expiresIn: 0, user: { userName: 'demo.tfa', tfa: true } });
    expect(body.data.customAttribute).toMatchObject({ twoFactorAuthenticate: false, isSupportLogin: false, isMigratedUser: false });
    expect(body.data.tfaDetails).toEqual({
      tfaToken: expect.stringMatching(/^tfa\./),
      channels: [
        { channel: 'email', destination: 'o***@example.com' },
        { channel: 'sms', destination: '****6789' },
      ],
    });
    expect(refreshCookieOf(reply)).toBeUndefined();
    // The two-factor token is not an access token.
    expect((await me(body.data.tfaDetails!.tfaToken)).statusCode).toBe(401);
  });

  it('demo.migrated is told to reset the password: isMigratedUser, an empty token, no session', async () => {
    const { reply, body } = await login('demo.migrated');
    expect(reply.statusCode).toBe(200);
    expect(body.data).toMatchObject({ accessToken: '', refreshToken: '', expiresIn: 0, tfaDetails: null, user: { isMigratedUser: true } });
    expect(body.data.customAttribute).toMatchObject({ isMigratedUser: true, token: '' });
    expect(refreshCookieOf(reply)).toBeUndefined();
  });

  it('demo.enterprise (persona 2 only) gets the user but no tokens: the portal sends it to its site', async () => {
    const { reply, body } = await login('demo.enterprise');
    expect(reply.statusCode).toBe(200);
    expect(body.data).toMatchObject({ accessToken: '', refreshToken: '', tfaDetails: null, user: { personas: [2], userName: 'demo.enterprise' } });
    expect(refreshCookieOf(reply)).toBeUndefined();
  });

  it('agent.csr signs in as an agent; the interaction record is an agent sign-in (CSP_01_, updatedBy 3)', async () => {
    const { reply, body } = await login('agent.csr');
    expect(reply.statusCode).toBe(200);
    expect(body.data.user.isAgent).toBe(true);
    expect(body.data.customAttribute.isSupportLogin).toBe(false);
    const [record] = await server.db
      .select()
      .from(t.interactionRecords)
      .where(eq(t.interactionRecords.userId, body.data.user.uuid))
      .orderBy(desc(t.interactionRecords.id))
      .limit(1);
    expect(record).toMatchObject({ updatedBy: 3, incidentServiceIssueCategoryId: 'CSP_01_', actionSubject: 'Customer Portal Login Success' });
  });

  it('records the sign-in time and answers the previous one next time', async () => {
    const first = await login('demo.prepaid');
    const [row] = await server.db.select().from(t.users).where(eq(t.users.userName, 'demo.prepaid'));
    expect(row!.lastLoginAt).not.toBeNull();
    expect(Math.abs(row!.lastLoginAt!.getTime() - clock.now().getTime())).toBeLessThan(60_000);
    const second = await login('demo.prepaid');
    expect(second.body.data.user.lastLogin).toBe(row!.lastLoginAt!.toISOString());
    expect(first.body.data.user.uuid).toBe(second.body.data.user.uuid);
  });
});

describe('refusals', () => {
  it('a wrong password and an unknown user id get the same 401 LOG001 answer', async () => {
    const wrong = await login('demo.customer', 'Portal#2025');
    const unknown = await login('nobody.here', password);
    expectRefusal(wrong.reply, 401, 'LOG001');
    expectRefusal(unknown.reply, 401, 'LOG001');
    expect(wrong.reply.body).toBe(unknown.reply.body);
    expect(wrong.body.status.message).toBe('The user id or password you entered is incorrect.');
  });

  it('a user not activated yet gets LOG012 with the right password only', async () => {
    await server.db.update(t.users).set({ activatedAt: null }).where(eq(t.users.userName, 'demo.suspended'));
    try {
      const right = await login('demo.suspended');
      expectRefusal(right.reply, 403, 'LOG012');
      expect(right.body.status.message).toBe('Your account is not activated yet. Please use the activation link we emailed you.');
      expectRefusal((await login('demo.suspended', 'Wrong#2026')).reply, 401, 'LOG001');
    } finally {
      await server.db.update(t.users).set({ activatedAt: new Date() }).where(eq(t.users.userName, 'demo.suspended'));
    }
  });

  it('records one interaction per attempt, with the catalogue defaults', async () => {
    const before = await interactionCount();
    await login('demo.customer', 'Wrong#1234');
    await login('demo.customer');
    await login('demo.tfa');
    expect(await interactionCount()).toBe(before + 3);
    const rows = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(3);
    for (const row of rows) {
      expect(row).toMatchObject({ actionRequired: 'Add', actionPriority: 5, actionStatus: 1, interactionRecordReasonId: 'A1-Z0000001-Z011', trigger: 'X', updatedBy: 2, moduleName: 'Login' });
    }
    expect(rows.map((r) => r.actionSubject)).toEqual(['Customer Portal Login Success', 'Customer Portal Login Success', 'Login Attempt Failed']);
    expect(rows[2]!.actionNotes).toBe('LOG001');
    // The password is never stored.
    expect(JSON.stringify(rows)).not.toContain('Wrong#1234');
  });
});

describe('per user id: 5 failures within 15 minutes lock it for 15 minutes', () => {
  it('locks on the fifth failure, refuses even the right password, and unlocks after 15 minutes', async () => {
    for (let i = 1; i <= 4; i++) expectRefusal((await login('demo.landlord', `Wrong#${i}abc`)).reply, 401, 'LOG001');
    const fifth = await login('demo.landlord', 'Wrong#5abc');
    expectRefusal(fifth.reply, 423, 'LOG010');
    expect(fifth.body.status.message).toBe(
      'Your account is locked after 5 unsuccessful sign-in attempts. Please try again after 15 minutes or reset your password.',
    );
    // Locked: the right password does not help, from any address.
    expectRefusal((await login('demo.landlord', password, freshIp())).reply, 423, 'LOG010');

    clock.advance(minutes(14));
    expectRefusal((await login('demo.landlord')).reply, 423, 'LOG010');
    clock.advance(minutes(1) + 1000);
    const after = await login('demo.landlord');
    expect(after.reply.statusCode).toBe(200);
    expect(after.body.data.accessToken).not.toBe('');
  });

  it('after a lock has ended, one more failure is not a new lock', async () => {
    for (let i = 0; i < 5; i++) await login('demo.guest', 'Wrong#pass1');
    expectRefusal((await login('demo.guest')).reply, 423, 'LOG010');
    clock.advance(minutes(15) + 1000);
    expectRefusal((await login('demo.guest', 'Wrong#pass1')).reply, 401, 'LOG001');
    expect((await login('demo.guest')).reply.statusCode).toBe(200);
  });

  it('a successful sign-in starts the count again; failures older than 15 minutes do not count', async () => {
    for (let i = 0; i < 4; i++) await login('demo.prepaid', 'Wrong#pass2');
    expect((await login('demo.prepaid')).reply.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expectRefusal((await login('demo.prepaid', 'Wrong#pass2')).reply, 401, 'LOG001');
    clock.advance(minutes(16));
    expectRefusal((await login('demo.prepaid', 'Wrong#pass2')).reply, 401, 'LOG001');
    expect((await login('demo.prepaid')).reply.statusCode).toBe(200);
  });

  it('unknown user ids lock the same way, so a lock tells nothing about who exists', async () => {
    for (let i = 0; i < 4; i++) expectRefusal((await login('ghost.user', 'Wrong#pass3')).reply, 401, 'LOG001');
    expectRefusal((await login('ghost.user', 'Wrong#pass3')).reply, 423, 'LOG010');
    clock.advance(minutes(15) + 1000);
  });
});

describe('per IP address: 20 failures within 15 minutes', () => {
  it('refuse every further sign-in from that address with 429 GEN015, counted by the IP lock count', async () => {
    const ip = '203.0.113.77';
    const lockCount = async (from: string) => {
      const reply = await server.request({
        method: 'POST',
        url: `${apiAreas.userManagement}${userCalls.ipLockCount}`,
        payload: { ipAddress: '10.1.2.3' },
        remoteAddress: from,
      });
      expect(reply.statusCode).toBe(200);
      return envelope<IpLockCountData>(reply).data;
    };
    expect(await lockCount(ip)).toEqual({ failedAttempts: 0, locked: false });
    // Different (unknown) user ids each time: no user id reaches its own lock.
    for (let i = 0; i < 20; i++) expectRefusal((await login(`spray.user${i}`, 'Guess#1234', ip)).reply, 401, 'LOG001');
    expect(await lockCount(ip)).toEqual({ failedAttempts: 20, locked: true });

    const blocked = await login('demo.customer', password, ip);
    expectRefusal(blocked.reply, 429, 'GEN015');
    // Other addresses are not affected; the reported address is recorded beside the real one.
    expect((await login('demo.customer', password, '203.0.113.78')).reply.statusCode).toBe(200);
    expect(await lockCount('203.0.113.78')).toEqual({ failedAttempts: 0, locked: false });
    const [check] = await server.db.select().from(t.ipLockChecks).where(eq(t.ipLockChecks.requestIp, ip)).limit(1);
    expect(check).toMatchObject({ requestIp: ip, reportedIp: '10.1.2.3' });

    clock.advance(minutes(15) + 1000);
    expect(await lockCount(ip)).toEqual({ failedAttempts: 0, locked: false });
    expect((await login('demo.customer', password, ip)).reply.statusCode).toBe(200);
  });
});

describe('concurrent wrong passwords never get past the limits', () => {
  const failuresWhere = async (where: ReturnType<typeof eq>) =>
    (await server.db.select({ n: count() }).from(t.loginAttempts).where(and(where, eq(t.loginAttempts.outcome, 'failure'))))[0]!.n;

  it('per IP: of 60 sign-ins with wrong passwords at the same moment, at most 20 are tried; the rest are refused with 429 GEN015', async () => {
    const ip = '203.0.113.90';
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => loginRequest(server, { username: `burst.user${i}`, password: 'Guess#1234' }, ip)));
    const codes = replies.map((reply) => envelope(reply).status.msgcode);
    expect(codes.filter((code) => code === 'LOG001').length).toBe(20);
    expect(codes.filter((code) => code === 'GEN015').length).toBe(40);
    expect(await failuresWhere(eq(t.loginAttempts.ip, ip))).toBe(20);
    clock.advance(minutes(15) + 1000);
  });

  it('per user id: of 30 wrong passwords at the same moment from many addresses, at most 5 are tried and the user id is locked', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => loginRequest(server, { username: 'demo.tfa', password: `Wrong#${i}abc` }, `203.0.114.${i + 1}`)));
    const codes = replies.map((reply) => envelope(reply).status.msgcode);
    expect(await failuresWhere(eq(t.loginAttempts.userNameKey, 'demo.tfa'))).toBe(5);
    expect(codes.filter((code) => code === 'LOG001').length).toBe(4);
    expect(codes.filter((code) => code === 'LOG010').length).toBe(26);
    expectRefusal((await login('demo.tfa')).reply, 423, 'LOG010');
    clock.advance(minutes(15) + 1000);
  });

  it('a sign-in waiting behind attempts still being checked stops waiting when its caller hangs up', async () => {
    const subject = { userNameKey: 'demo.prepaid', userId: null, ip: '203.0.113.92' };
    // Five attempts of the user id still being checked: a sixth must wait for them (auth/throttle.ts).
    const held = await server.db
      .insert(t.loginAttempts)
      .values(Array.from({ length: 5 }, () => ({ ...subject, outcome: 'pending' as const, createdAt: clock.now() })))
      .returning({ id: t.loginAttempts.id });
    try {
      const hungUp = new AbortController();
      const waiting = reserveSignIn(serverContextOf(server), subject, hungUp.signal).then(
        () => 'reserved',
        (error: ApiError) => error.msgcode,
      );
      setTimeout(() => hungUp.abort(), 100);
      // Without the signal it would wait its full 10 s, then answer 429 GEN015.
      expect(await waiting).toBe('GEN503');
      expect(await countWhere(and(eq(t.loginAttempts.ip, subject.ip), eq(t.loginAttempts.outcome, 'pending')))).toBe(5);
    } finally {
      await server.db.delete(t.loginAttempts).where(inArray(t.loginAttempts.id, held.map((row) => row.id)));
    }
  });

  it('a sign-in whose caller hangs up while it waits for the database decides nothing and records no attempt', async () => {
    const subject = { userNameKey: 'demo.landlord', userId: null, ip: '203.0.113.93' };
    // Another transaction holds the database: the sign-in's reservation queues behind it.
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const busy = server.db.transaction(async () => {
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    const hungUp = new AbortController();
    const waiting = reserveSignIn(serverContextOf(server), subject, hungUp.signal).then(
      () => 'reserved',
      (error: ApiError) => error.msgcode,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    hungUp.abort();
    release();
    await busy;
    expect(await waiting).toBe('GEN503');
    expect(await countWhere(eq(t.loginAttempts.ip, subject.ip))).toBe(0);
  });

  it('sign-ins with the right password at the same moment from one address all succeed', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => loginRequest(server, { username: 'demo.customer', password }, '203.0.113.91')));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
  });
});

describe('guest invitation linking', () => {
  const key = pendingGuestInvitationSeed.key;
  const invitation = async () => {
    const hash = (await import('node:crypto')).createHash('sha256').update(key).digest('hex');
    const [row] = await server.db.select().from(t.guestInvitations).where(eq(t.guestInvitations.validationKeyHash, hash));
    return row!;
  };

  it('a guest token for another e-mail links nothing', async () => {
    const { reply, body } = await login('demo.customer', password, freshIp(), { guestToken: key });
    expect(reply.statusCode).toBe(200);
    expect(body.data.customAttribute.guestLinked).toBe(false);
    expect((await invitation()).status).toBe('pending');
  });

  it("demo.guest signing in with the invitation's key is linked to the account as a guest (role 8)", async () => {
    const { reply, body } = await login('demo.guest', password, freshIp(), { guestToken: key });
    expect(reply.statusCode).toBe(200);
    expect(body.data.customAttribute.guestLinked).toBe(true);
    const used = await invitation();
    expect(used).toMatchObject({ status: 'accepted', guestUserId: body.data.user.uuid });
    expect(used.acceptedAt).not.toBeNull();

    const accounts = await server.request({
      method: 'GET',
      url: `${apiAreas.accountManagement}${accountCalls.serviceAddresses}?uuid=${body.data.user.uuid}`,
      headers: bearer(body.data.accessToken),
    });
    const list = envelope<ServiceAccount[]>(accounts).data;
    expect(list.map((a) => [a.accountNumber, a.roleId])).toEqual([
      ['300041526389', 8],
      ['300074059334', 8],
    ]);

    // The key works once.
    const again = await login('demo.guest', password, freshIp(), { guestToken: key });
    expect(again.body.data.customAttribute.guestLinked).toBe(false);
    const links = await server.db.select({ n: count() }).from(t.userAccounts).where(eq(t.userAccounts.userId, body.data.user.uuid));
    expect(links[0]!.n).toBe(2);
  });
});
