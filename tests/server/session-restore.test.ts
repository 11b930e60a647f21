/**
 * The restore call (issue 13, a reload in one round): with the refresh cookie it rotates the tokens
 * as /token/refresh does and answers what /me, the service addresses, the chosen account's meters and
 * the role rights answer, so a reload needs no four further rounds before the page's own calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls, refreshCookieName, userCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { mergeRights } from '../../src/domain/rights.ts';
import type { MeData, Meter, RoleRight, ServiceAccount, SessionRestoreData } from '../../src/domain/session.ts';
import { bearer, envelope, refreshCookieOf, signIn, startTestServer, type TestServer } from './helpers.ts';

const u = apiAreas.userManagement;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function restore(cookie: string | undefined, body?: Record<string, unknown>) {
  return server.request({
    method: 'POST',
    url: `${u}${userCalls.sessionRestore}`,
    ...(body !== undefined ? { payload: body } : {}),
    ...(cookie !== undefined ? { cookies: { [refreshCookieName]: cookie } } : {}),
  });
}

async function get<T>(url: string, accessToken: string): Promise<T> {
  const reply = await server.request({ method: 'GET', url, headers: bearer(accessToken) });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<T>(reply).data;
}

/** What the four separate calls answer with this access token, for this account. */
async function separately(accessToken: string, uuid: string, accountNumber: string) {
  const me = await get<MeData>(`${u}${userCalls.me}`, accessToken);
  const accounts = await get<ServiceAccount[]>(`${apiAreas.accountManagement}${accountCalls.serviceAddresses}?uuid=${uuid}`, accessToken);
  const meters = await get<Meter[]>(`${apiAreas.accountManagement}${accountCalls.meters}?accountNumber=${accountNumber}`, accessToken);
  const roles = [...new Set(accounts.map((account) => account.roleId))];
  const roleRights = await Promise.all(roles.map((roleId) => get<RoleRight[]>(`${u}${userCalls.roleRights}?roleId=${roleId}&personaId=1`, accessToken)));
  return { ...me, accounts, meters, rights: mergeRights(...roleRights) };
}

describe('session restore', () => {
  it('answers the new tokens and what /me, the service addresses, the meters and the role rights answer', async () => {
    const session = await signIn(server, 'demo.landlord');
    const reply = await restore(session.refreshToken);
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<SessionRestoreData>(reply).data;
    // The refresh cookie rotated, as /token/refresh rotates it.
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect(refreshCookieOf(reply)?.value).toBe(data.refreshToken);
    expect(data.expiresIn).toBe(1200);
    expect(data.accounts.length).toBeGreaterThan(1);
    // No stored account: the default one is chosen (first in the list).
    expect(data.accountNumber).toBe(data.accounts[0]!.accountNumber);
    const { accessToken, refreshToken, expiresIn, accountNumber, ...rest } = data;
    void refreshToken;
    void expiresIn;
    expect(rest).toEqual(await separately(accessToken, session.uuid, accountNumber!));
    expect(rest.rights.length).toBeGreaterThan(10);
  });

  it('chooses the stored account when it is still linked, else the default', async () => {
    const session = await signIn(server, 'demo.landlord');
    const first = envelope<SessionRestoreData>(await restore(session.refreshToken)).data;
    const other = first.accounts[1]!.accountNumber;
    const stored = envelope<SessionRestoreData>(await restore(first.refreshToken, { accountNumber: other })).data;
    expect(stored.accountNumber).toBe(other);
    expect(stored.meters).toEqual((await separately(stored.accessToken, session.uuid, other)).meters);
    const unlinked = envelope<SessionRestoreData>(await restore(stored.refreshToken, { accountNumber: '999999999999' })).data;
    expect(unlinked.accountNumber).toBe(first.accounts[0]!.accountNumber);
  });

  it('without a live refresh cookie it answers 401 GEN401 and clears the cookie', async () => {
    for (const cookie of [undefined, 'not-a-token']) {
      const reply = await restore(cookie);
      expect(reply.statusCode).toBe(401);
      expect(envelope(reply)).toEqual({ status: { code: 401, message: 'Please sign in to continue.', msgcode: 'GEN401' }, data: null });
      if (cookie) expect(refreshCookieOf(reply)?.value).toBe('');
    }
    // The rotated token restores the next reload.
    const session = await signIn(server, 'demo.customer');
    const restored = envelope<SessionRestoreData>(await restore(session.refreshToken)).data;
    expect((await restore(restored.refreshToken)).statusCode).toBe(200);
  });
});
