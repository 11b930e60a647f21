/**
 * The session after sign-in: refresh-token rotation (cookie or body), reuse detection revoking the
 * whole family, concurrent refreshes with one token, the restore call, access-token expiry,
 * refresh-token expiry and logout.
 *
 * Reuse rule (documented in server/auth/sessions.ts): a rotated token presented again is a reuse that
 * revokes the family, unless it comes within the grace period and no token of the family has been
 * used since: then its reply was lost (a reload during the refresh) and it gets a new token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { refreshCookieName, userCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { sessionLimits, type MeData, type RefreshData } from '../../src/domain/session.ts';
import { bearer, envelope, minutes, refreshCookieOf, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';

const u = apiAreas.userManagement;
const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

function refresh(options: { body?: Record<string, unknown>; cookie?: string } = {}) {
  return server.request({
    method: 'POST',
    url: `${u}${userCalls.refresh}`,
    ...(options.body !== undefined ? { payload: options.body } : {}),
    ...(options.cookie !== undefined ? { cookies: { [refreshCookieName]: options.cookie } } : {}),
  });
}

function me(accessToken: string) {
  return server.request({ method: 'GET', url: `${u}${userCalls.me}`, headers: bearer(accessToken) });
}

/** The session family an access token belongs to (read from its payload). */
function familyOf(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).claims.familyId;
}

function expectUnauthorized(reply: Awaited<ReturnType<typeof refresh>>) {
  expect(reply.statusCode, reply.body).toBe(401);
  expect(envelope(reply)).toEqual({ status: { code: 401, message: 'Please sign in to continue.', msgcode: 'GEN401' }, data: null });
}

function expectCookieCleared(reply: Awaited<ReturnType<typeof refresh>>) {
  const cookie = refreshCookieOf(reply);
  expect(cookie).toBeDefined();
  expect(cookie!.value).toBe('');
  expect(cookie!.attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
}

describe('refresh rotation', () => {
  it('the cookie alone gives a new access token and a new refresh token, set in the cookie again', async () => {
    const session = await signIn(server, 'demo.customer');
    const reply = await refresh({ cookie: session.refreshToken });
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<RefreshData>(reply).data;
    expect(data).toEqual({ accessToken: expect.stringMatching(/^at\./), refreshToken: expect.any(String), expiresIn: 1200 });
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect(data.accessToken).not.toBe(session.accessToken);
    expect(refreshCookieOf(reply)?.value).toBe(data.refreshToken);
    expect((await me(data.accessToken)).statusCode).toBe(200);
    // The earlier access token of the family stays valid until it expires.
    expect((await me(session.accessToken)).statusCode).toBe(200);
  });

  it("the body field refreshToken works too (the spec's call), with or without a cookie", async () => {
    const session = await signIn(server, 'demo.prepaid');
    const first = await refresh({ body: { refreshToken: session.refreshToken } });
    expect(first.statusCode).toBe(200);
    const second = await refresh({ body: {}, cookie: envelope<RefreshData>(first).data.refreshToken });
    expect(second.statusCode).toBe(200);
    const third = await refresh({ cookie: envelope<RefreshData>(second).data.refreshToken });
    expect(third.statusCode).toBe(200);
  });

  it('stores refresh tokens hashed, never as sent', async () => {
    const session = await signIn(server, 'demo.landlord');
    const rows = await server.db.select().from(t.refreshTokens);
    expect(rows.some((row) => row.tokenHash === session.refreshToken)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(session.refreshToken);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('missing, unknown or malformed tokens answer 401 GEN401 and clear the cookie', async () => {
    for (const reply of [await refresh(), await refresh({ body: {} }), await refresh({ cookie: 'not-a-token' }), await refresh({ body: { refreshToken: 'x'.repeat(43) } })]) {
      expectUnauthorized(reply);
      expectCookieCleared(reply);
    }
  });
});

const afterGrace = () => clock.advance(sessionLimits.refreshReuseGraceSeconds * 1000 + 1000);

async function familyTokens(accessToken: string) {
  return server.db.select().from(t.refreshTokens).where(eq(t.refreshTokens.familyId, familyOf(accessToken)));
}

describe('reuse of a rotated refresh token', () => {
  it('after the grace period it revokes the whole family: the new refresh token and every access token stop working', async () => {
    const session = await signIn(server, 'demo.customer');
    const rotated = envelope<RefreshData>(await refresh({ cookie: session.refreshToken })).data;
    expect((await me(rotated.accessToken)).statusCode).toBe(200);

    // The old token again, long after its use: someone kept a copy.
    afterGrace();
    const reuse = await refresh({ cookie: session.refreshToken });
    expectUnauthorized(reuse);
    expectCookieCleared(reuse);

    expectUnauthorized(await refresh({ cookie: rotated.refreshToken }));
    expectUnauthorized(await me(rotated.accessToken));
    expectUnauthorized(await me(session.accessToken));
    const [family] = await server.db.select().from(t.sessionFamilies).where(eq(t.sessionFamilies.id, familyOf(session.accessToken)));
    expect(family).toMatchObject({ revokedReason: 'reuse', revokedAt: expect.any(Date) });
    const tokens = await familyTokens(session.accessToken);
    expect(tokens).toHaveLength(2);
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);

    // Other sessions of the same user are not affected.
    const other = await signIn(server, 'demo.customer');
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('within the grace period, once the chain has moved on (the new token was used), it is a reuse too', async () => {
    const session = await signIn(server, 'demo.customer');
    const first = envelope<RefreshData>(await refresh({ cookie: session.refreshToken })).data;
    const second = envelope<RefreshData>(await refresh({ cookie: first.refreshToken })).data;
    expectUnauthorized(await refresh({ cookie: session.refreshToken }));
    expectUnauthorized(await me(second.accessToken));
    expectUnauthorized(await refresh({ cookie: second.refreshToken }));
  });

  it('a lost reply: the old token within the grace period gets a new one of the same family; using it ends the lost one', async () => {
    const session = await signIn(server, 'demo.customer');
    // The browser navigated away while this refresh ran: it never stored the token of the reply.
    const lost = envelope<RefreshData>(await refresh({ cookie: session.refreshToken })).data;
    clock.advance(sessionLimits.refreshReuseGraceSeconds * 1000 - 2000);
    const again = await refresh({ cookie: session.refreshToken });
    expect(again.statusCode, again.body).toBe(200);
    const renewed = envelope<RefreshData>(again).data;
    expect(refreshCookieOf(again)?.value).toBe(renewed.refreshToken);
    expect(renewed.refreshToken).not.toBe(lost.refreshToken);
    expect(familyOf(renewed.accessToken)).toBe(familyOf(session.accessToken));
    expect((await me(renewed.accessToken)).statusCode).toBe(200);

    // The session goes on with the new token; the lost one is revoked then (401, the family lives on).
    const next = envelope<RefreshData>(await refresh({ cookie: renewed.refreshToken })).data;
    expectUnauthorized(await refresh({ cookie: lost.refreshToken }));
    expect((await me(next.accessToken)).statusCode).toBe(200);
    expect((await refresh({ cookie: next.refreshToken })).statusCode).toBe(200);
    const live = (await familyTokens(session.accessToken)).filter((row) => !row.usedAt && !row.revokedAt);
    expect(live).toHaveLength(1);
  });

  it('ten concurrent refreshes with one token: one rotates it, the nine others are lost replies; the first new token used ends the rest', async () => {
    const session = await signIn(server, 'demo.suspended');
    const replies = await Promise.all(Array.from({ length: 10 }, () => refresh({ cookie: session.refreshToken })));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const issued = replies.map((reply) => envelope<RefreshData>(reply).data);
    expect(new Set(issued.map((data) => data.refreshToken)).size).toBe(10);
    const [kept, ...others] = issued;
    expect((await refresh({ cookie: kept!.refreshToken })).statusCode).toBe(200);
    for (const other of others) expectUnauthorized(await refresh({ cookie: other.refreshToken }));
    // The family lives on: the access tokens already issued still work.
    expect((await me(others[0]!.accessToken)).statusCode).toBe(200);
  });
});

describe('lifetimes', () => {
  it('an access token expires after 20 minutes; the refresh token then gets a new one', async () => {
    const session = await signIn(server, 'demo.guest');
    clock.advance(minutes(19));
    expect((await me(session.accessToken)).statusCode).toBe(200);
    clock.advance(minutes(1) + 1000);
    expectUnauthorized(await me(session.accessToken));
    const renewed = await refresh({ cookie: session.refreshToken });
    expect(renewed.statusCode).toBe(200);
    expect((await me(envelope<RefreshData>(renewed).data.accessToken)).statusCode).toBe(200);
  });

  it('a refresh token expires after 12 hours', async () => {
    const session = await signIn(server, 'demo.landlord');
    clock.advance(12 * 60 * minutes(1) + 1000);
    const reply = await refresh({ cookie: session.refreshToken });
    expectUnauthorized(reply);
    expectCookieCleared(reply);
  });

  it('a forged or altered access token is refused', async () => {
    const session = await signIn(server, 'demo.customer');
    const [kind, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims.claims.isSupportLogin = true;
    const altered = `${kind}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    // The genuine token, accepted first (the server keeps tokens it verified), lends nothing to the altered ones.
    expect((await me(session.accessToken)).statusCode).toBe(200);
    for (const token of [altered, `${kind}.${payload}.${'A'.repeat(signature.length)}`, 'at.e30.e30xxxxxxxxxxxxxxxxxxx']) expectUnauthorized(await me(token));
    for (const header of [`Basic ${session.accessToken}`, session.accessToken, 'Bearer ', `Bearer ${session.accessToken} extra`]) {
      expectUnauthorized(await server.request({ method: 'GET', url: `${u}${userCalls.me}`, headers: { authorization: header } }));
    }
    // A token signed by another server (another key) is refused too.
    const other = await startTestServer({ tokenSecret: 'another-secret-of-at-least-32-characters' });
    try {
      const foreign = await signIn(other, 'demo.customer');
      expectUnauthorized(await me(foreign.accessToken));
    } finally {
      await other.close();
    }
  });
});

describe('restore and logout', () => {
  it('GET /me answers the user and the support flag', async () => {
    const session = await signIn(server, 'demo.landlord');
    const reply = await me(session.accessToken);
    expect(envelope<MeData>(reply).data).toEqual({
      user: expect.objectContaining({ uuid: session.uuid, userName: 'demo.landlord', fullName: 'Tshepo Mmusi', personas: [1, 3] }),
      isSupportLogin: false,
    });
    expectUnauthorized(await server.request(`${u}${userCalls.me}`));
  });

  it('logout revokes the family on the server and clears the cookie', async () => {
    const session = await signIn(server, 'demo.customer');
    const rotated = envelope<RefreshData>(await refresh({ cookie: session.refreshToken })).data;
    const reply = await server.request({ method: 'POST', url: `${u}${userCalls.logout}`, headers: bearer(rotated.accessToken) });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(envelope(reply).status.code).toBe(200);
    expectCookieCleared(reply);
    expectUnauthorized(await me(rotated.accessToken));
    expectUnauthorized(await me(session.accessToken));
    expectUnauthorized(await refresh({ cookie: rotated.refreshToken }));
    // Logging out twice is refused: the token is dead.
    expectUnauthorized(await server.request({ method: 'POST', url: `${u}${userCalls.logout}`, headers: bearer(rotated.accessToken) }));
  });

  it('logout accepts an empty JSON object and refuses fields', async () => {
    const session = await signIn(server, 'demo.prepaid');
    const bad = await server.request({ method: 'POST', url: `${u}${userCalls.logout}`, headers: bearer(session.accessToken), payload: { everywhere: true } });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).status.msgcode).toBe('VLD003');
    expect((await me(session.accessToken)).statusCode).toBe(200);
    const good = await server.request({ method: 'POST', url: `${u}${userCalls.logout}`, headers: bearer(session.accessToken), payload: {} });
    expect(good.statusCode).toBe(200);
  });
});
