/**
 * One-time authentication tokens: sign-in links made by the admin call and support sign-on tokens
 * an agent asks for. A support session is flagged, and every record it makes says updatedBy 3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { adminBasePath, adminTokenHeader } from '../../src/domain/admin.ts';
import { customerServiceCalls, singleSignOnCalls, userBehaviorCalls, userCalls } from '../../src/domain/calls.ts';
import { devAdminCalls, type AuthTokenData } from '../../src/domain/devAdmin.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { LoginData, MeData, SupportSignOnData } from '../../src/domain/session.ts';
import { bearer, envelope, minutes, refreshCookieOf, signIn, startTestServer, TestClock, testAdminToken, type TestServer } from './helpers.ts';

const u = apiAreas.userManagement;
const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

async function adminToken(userName: string): Promise<string> {
  const reply = await server.request({ method: 'POST', url: `${adminBasePath}${devAdminCalls.authToken}`, headers: { [adminTokenHeader]: testAdminToken }, payload: { userName } });
  expect(reply.statusCode, reply.body).toBe(200);
  const data = envelope<AuthTokenData>(reply).data;
  expect(data.expiresIn).toBe(600);
  return data.token;
}

function authenticate(token: string) {
  return server.request({ method: 'POST', url: `${u}${userCalls.authenticate}`, payload: { token } });
}

function supportToken(headers: Record<string, string>, accountNumber: string) {
  return server.request({ method: 'POST', url: `${apiAreas.singleSignOn}${singleSignOnCalls.support}`, headers, payload: { accountNumber } });
}

function expectInvalidLink(reply: Awaited<ReturnType<typeof authenticate>>) {
  expect(reply.statusCode, reply.body).toBe(401);
  expect(envelope(reply)).toEqual({ status: { code: 401, message: errorCatalogue.AUTH001, msgcode: 'AUTH001' }, data: null });
  expect(envelope(reply).status.message).toBe('This sign-in link is not valid or has expired. Please sign in again.');
  expect(refreshCookieOf(reply)).toBeUndefined();
}

describe('sign-in tokens (/authenticate)', () => {
  it('a login token opens a session with two-factor done, once', async () => {
    const token = await adminToken('demo.customer');
    const reply = await authenticate(token);
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<LoginData>(reply).data;
    expect(data).toMatchObject({ accessToken: expect.stringMatching(/^at\./), user: { userName: 'demo.customer' } });
    expect(data.customAttribute).toMatchObject({ twoFactorAuthenticate: true, isSupportLogin: false });
    expect(refreshCookieOf(reply)?.value).toBe(data.refreshToken);
    expectInvalidLink(await authenticate(token));
  });

  it('even a two-factor user is signed in by a token (the link is the second factor)', async () => {
    const data = envelope<LoginData>(await authenticate(await adminToken('demo.tfa'))).data;
    expect(data.accessToken).not.toBe('');
    expect(data.customAttribute.twoFactorAuthenticate).toBe(true);
  });

  it('unknown and expired tokens answer AUTH001; tokens are stored hashed', async () => {
    expectInvalidLink(await authenticate('x'.repeat(43)));
    const token = await adminToken('demo.prepaid');
    const rows = await server.db.select().from(t.authTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
    clock.advance(minutes(10) + 1000);
    expectInvalidLink(await authenticate(token));
  });

  it('a short token is a validation error (the portal sends those to /Login without calling)', async () => {
    const reply = await authenticate('short');
    expect(reply.statusCode).toBe(400);
  });

  it('two requests with one token at the same time: one session', async () => {
    const token = await adminToken('demo.landlord');
    const replies = await Promise.all([authenticate(token), authenticate(token), authenticate(token)]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) expectInvalidLink(r);
  });

  it('records an interaction for every exchange, failed or not', async () => {
    const before = (await server.db.select().from(t.interactionRecords)).length;
    await authenticate('y'.repeat(43));
    await authenticate(await adminToken('demo.guest'));
    const rows = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(2);
    expect((await server.db.select().from(t.interactionRecords)).length).toBe(before + 2);
    expect(rows.map((r) => [r.actionSubject, r.actionNotes])).toEqual([
      ['Customer Portal Login Success', 'Signed in with an authentication token'],
      ['Login Attempt Failed', 'AUTH001'],
    ]);
  });

  it('the admin call needs the admin token and a known user', async () => {
    const url = `${adminBasePath}${devAdminCalls.authToken}`;
    expect((await server.request({ method: 'POST', url, payload: { userName: 'demo.customer' } })).statusCode).toBe(403);
    const unknown = await server.request({ method: 'POST', url, headers: { [adminTokenHeader]: testAdminToken }, payload: { userName: 'nobody.here' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('support sign-on', () => {
  it('an agent gets a support token for the primary user of an account; the session is flagged', async () => {
    const agent = await signIn(server, 'agent.csr');
    const [before] = await server.db.select().from(t.users).where(eq(t.users.userName, 'demo.customer'));
    const reply = await supportToken(agent.headers, '300041526371');
    expect(reply.statusCode, reply.body).toBe(200);
    const { token, expiresIn } = envelope<SupportSignOnData>(reply).data;
    expect(expiresIn).toBe(600);

    const signedIn = await authenticate(token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const data = envelope<LoginData>(signedIn).data;
    expect(data.user.userName).toBe('demo.customer');
    expect(data.customAttribute).toMatchObject({ isSupportLogin: true, twoFactorAuthenticate: true });
    const me = envelope<MeData>(await server.request({ method: 'GET', url: `${u}${userCalls.me}`, headers: bearer(data.accessToken) })).data;
    expect(me.isSupportLogin).toBe(true);

    // The sign-in is recorded as an agent's: CSP_01_, updatedBy 3, with the agent named.
    const [signInRecord] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(signInRecord).toMatchObject({
      userId: data.user.uuid,
      agentUserId: agent.uuid,
      updatedBy: 3,
      incidentServiceIssueCategoryId: 'CSP_01_',
      screenName: 'CSP Customer 360 popup',
    });

    // Every record of that session says updatedBy 3, whatever the body claims.
    const headers = bearer(data.accessToken);
    const log = await server.request({ method: 'POST', url: `${apiAreas.userBehavior}${userBehaviorCalls.log}`, headers, payload: { screen: 'Dashboard', module: 'Home', updatedBy: 2 } });
    expect(log.statusCode, log.body).toBe(200);
    const [activity] = await server.db.select().from(t.activityLogs).orderBy(desc(t.activityLogs.id)).limit(1);
    expect(activity).toMatchObject({ updatedBy: 3, userId: data.user.uuid, agentUserId: agent.uuid, screen: 'Dashboard' });
    await server.request({ method: 'POST', url: `${apiAreas.customerService}${customerServiceCalls.interaction}`, headers, payload: { actionSubject: 'Viewed bill' } });
    const [interaction] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(interaction).toMatchObject({ updatedBy: 3, actionSubject: 'Viewed bill', agentUserId: agent.uuid });
    await server.request({ method: 'POST', url: `${apiAreas.customerService}${customerServiceCalls.audit}`, headers, payload: { code: 54, email: 'kagiso.molefe@example.com' } });
    const [audit] = await server.db.select().from(t.auditEvents).orderBy(desc(t.auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ updatedBy: 3, code: 54 });

    // The customer's own last sign-in is not moved by the agent.
    const [customer] = await server.db.select().from(t.users).where(eq(t.users.id, data.user.uuid));
    expect(customer!.lastLoginAt).toEqual(before!.lastLoginAt);
  });

  it('is refused to customers (403), to a support session itself, and without a session (401)', async () => {
    const customer = await signIn(server, 'demo.customer');
    const refused = await supportToken(customer.headers, '300041526371');
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).status.msgcode).toBe('GEN403');

    const agent = await signIn(server, 'agent.csr');
    const token = envelope<SupportSignOnData>(await supportToken(agent.headers, '300017382659')).data.token;
    const support = envelope<LoginData>(await authenticate(token)).data;
    expect((await supportToken(bearer(support.accessToken), '300041526371')).statusCode).toBe(403);

    expect((await supportToken({}, '300041526371')).statusCode).toBe(401);
  });

  it('an unknown account, or one without a primary user, is 404 GEN404', async () => {
    const agent = await signIn(server, 'agent.csr');
    for (const accountNumber of ['999999999999', '300028493760']) {
      const reply = await supportToken(agent.headers, accountNumber);
      expect(reply.statusCode).toBe(404);
      expect(envelope(reply).status.msgcode).toBe('GEN404');
    }
  });
});
