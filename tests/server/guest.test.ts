/**
 * Guest users as the inviter and the guest see them: the seeded invitation from demo.customer read
 * back and registered (an active user, role 8 on the account until the invitation's end date), a
 * new invitation sent by demo.customer and registered with contact types, the rights check on
 * inviting, used and unknown invitations (GINV001), the interaction records (A1-Z0000001-Z037,
 * IR_01_11), the end of guest access and the throttles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { guestRegistrationInvitationSeed } from '../../server/seed/index.ts';
import { accountCalls } from '../../src/domain/calls.ts';
import { devAdminCalls, type OutboxMessage } from '../../src/domain/devAdmin.ts';
import { adminBasePath, adminTokenHeader } from '../../src/domain/admin.ts';
import { guestRights } from '../../src/domain/rights.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { LoginData, RoleRight, ServiceAccount } from '../../src/domain/session.ts';
import type { GuestInvitationData, GuestInviteData, GuestRegistrationData } from '../../src/domain/registration.ts';
import type { GuestListData, GuestResendData, GuestRevokeData, GuestUpdateData } from '../../src/domain/guestUsers.ts';
import { envelope, loginRequest, signIn, startTestServer, testAdminToken, TestClock, type TestServer } from './helpers.ts';
import { countRows, expectCode, expectOk, expectRule, g, get, guestCalls, ipFactory, linkKey, post, u, userCalls } from './registrationHelpers.ts';

const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const freshIp = ipFactory('198.51.100');
const seeded = guestRegistrationInvitationSeed;
const invitation = (key: string, ip = freshIp()) => get(server, `${g}${guestCalls.invitation}?key=${encodeURIComponent(key)}`, { ip });
const registerGuest = (body: object, ip = freshIp()) => post(server, `${g}${guestCalls.register}`, body, { ip });
const invite = (body: object, headers: Record<string, string>, ip = freshIp()) => post(server, `${g}${guestCalls.invite}`, body, { ip, headers });

const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

function guestBody(overrides: Record<string, unknown> = {}) {
  return {
    userName: 'tumelo.guest',
    password: 'Kgale#Hill2031',
    confirmPassword: 'Kgale#Hill2031',
    primaryEmail: seeded.email,
    secondaryEmail: '',
    primaryPhone: '72233445',
    secondaryPhone: '3951234',
    primaryPhoneType: 1,
    secondaryPhoneType: 2,
    isAggree: true,
    accountNumber: '300041526371',
    validationKey: seeded.key,
    ...overrides,
  };
}

async function accountsOf(session: { uuid: string; headers: Record<string, string> }) {
  return expectOk<ServiceAccount[]>(
    await server.request({ method: 'GET', url: `${apiAreas.accountManagement}${accountCalls.serviceAddresses}?uuid=${session.uuid}`, headers: session.headers }),
  );
}

describe('the seeded invitation from demo.customer', () => {
  it('is read back for the registration page: masked account, inviter, e-mail, role 8, end date', async () => {
    const data = expectOk<GuestInvitationData>(await invitation(seeded.key));
    expect(data).toEqual({
      accountNumber: '********6371',
      inviterName: 'Kagiso Thabo Molefe',
      email: 'tumelo.masire@example.com',
      role: 8,
      accessUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(new Date(data.accessUntil).getTime()).toBeGreaterThan(clock.now().getTime() + 170 * 86_400_000);
  });

  it('refuses another e-mail (GINV002), another account (GINV001), a common password and the rules, writing nothing', async () => {
    const before = [await countRows(server, t.users), await countRows(server, t.userAccounts)];
    const wrongEmail = await registerGuest(guestBody({ primaryEmail: 'someone.else@example.com' }));
    expectCode(wrongEmail, 400, 'GINV002');
    expectCode(await registerGuest(guestBody({ accountNumber: '300041526389' })), 410, 'GINV001');
    expectCode(await registerGuest(guestBody({ password: 'Welcome@123', confirmPassword: 'Welcome@123' })), 400, 'PWD_COMMON');
    expectCode(await registerGuest(guestBody({ confirmPassword: 'Kgale#Hill2032' })), 400, 'PWD_MISMATCH');
    expectCode(await registerGuest(guestBody({ userName: 'demo.guest' })), 409, 'REG_USERNAME_TAKEN');
    expectRule(await registerGuest(guestBody({ primaryPhone: '82233445' })), 'primaryPhone', 'REG_PHONE_FIRST_DIGIT');
    expectRule(await registerGuest(guestBody({ secondaryPhone: '0395123' })), 'secondaryPhone', 'REG_PHONE_LEADING_ZERO');
    expectRule(await registerGuest(guestBody({ secondaryPhone: '39512' })), 'secondaryPhone', 'REG_LANDLINE_LENGTH');
    expectRule(await registerGuest(guestBody({ primaryPhoneType: 3 })), 'primaryPhoneType', 'REG_CONTACT_TYPE');
    expectRule(await registerGuest(guestBody({ secondaryEmail: 'nope' })), 'secondaryEmail', 'REG_EMAIL_FORMAT');
    expectRule(await registerGuest(guestBody({ isAggree: false })), 'isAggree', 'REG_TERMS_REQUIRED');
    expect([await countRows(server, t.users), await countRows(server, t.userAccounts)]).toEqual(before);
    expectOk(await invitation(seeded.key));
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({ actionSubject: 'Guest User Registration Failed', interactionRecordReasonId: 'A1-Z0000001-Z037', serviceIssueCategoryId: 'IR_01_11' });
  });

  it('registers an active guest (persona 1), marks the invitation used; the guest signs in with role 8 on that account', async () => {
    const reply = await registerGuest(guestBody({ primaryEmail: 'Tumelo.Masire@example.com', secondaryEmail: 'tumelo@work.example' }));
    const data = expectOk<GuestRegistrationData>(reply);
    expect(data).toMatchObject({ userName: 'tumelo.guest', accountNumber: '********6371' });

    const [user] = await server.db.select().from(t.users).where(eq(t.users.userName, 'tumelo.guest'));
    expect(user).toMatchObject({
      firstName: 'Tumelo', lastName: 'Masire', personas: [1], phone: '72233445', phoneType: 1, secondaryPhone: '3951234', secondaryPhoneType: 2,
      alternateEmail: 'tumelo@work.example', isMigrated: false,
    });
    expect(user!.activatedAt).not.toBeNull();
    const hash = createHash('sha256').update(seeded.key).digest('hex');
    const [used] = await server.db.select().from(t.guestInvitations).where(eq(t.guestInvitations.validationKeyHash, hash));
    expect(used).toMatchObject({ status: 'accepted', guestUserId: user!.id });
    expect(used!.acceptedAt).not.toBeNull();

    const [record] = await server.db.select().from(t.interactionRecords).where(eq(t.interactionRecords.userId, user!.id)).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({
      actionSubject: 'Guest User Registered', interactionRecordReasonId: 'A1-Z0000001-Z037', serviceIssueCategoryId: 'IR_01_11', actionRequired: 'Add',
      actionPriority: 5, actionStatus: 1, accountNumber: '300041526371', moduleName: 'GuestUser',
    });

    const login = expectOk<LoginData>(await loginRequest(server, { username: 'tumelo.guest', password: 'Kgale#Hill2031' }, freshIp()));
    const guest = { uuid: login.user.uuid, headers: { authorization: `Bearer ${login.accessToken}` } };
    const accounts = await accountsOf(guest);
    expect(accounts.map((a) => [a.accountNumber, a.roleId, a.isDefault])).toEqual([['300041526371', 8, true]]);
    const rights = expectOk<RoleRight[]>(
      await post(server, `${u}${userCalls.userRoleRights}`, { uuid: guest.uuid, accountNumber: '300041526371', moduleName: 'all' }, { headers: guest.headers }),
    );
    expect(new Set(rights.map((r) => r.rightName))).toEqual(new Set(guestRights));
    expect(rights.every((r) => r.roleId === 8)).toBe(true);

    // A guest cannot invite others (no ViewManageUsers).
    expectCode(await invite({ accountNumber: '300041526371', email: 'x@example.com', firstName: 'X', lastName: 'Y', accessUntil: day(10) }, guest.headers), 403, 'GEN403');
  });

  it('the invitation works once: the page and a second registration get 410 GINV001', async () => {
    const page = await invitation(seeded.key);
    expectCode(page, 410, 'GINV001');
    expect(envelope(page).status.message).toBe('This invitation is not valid or was already used.');
    expectCode(await registerGuest(guestBody({ userName: 'tumelo.again' })), 410, 'GINV001');
    expectCode(await invitation('no-such-invitation-key-0123456789'), 410, 'GINV001');
  });
});

describe('demo.customer invites a guest', () => {
  let key = '';

  it('with ViewManageUsers on the account: the invitation e-mail goes to the outbox with a /GuestRegister link', async () => {
    const customer = await signIn(server, 'demo.customer', freshIp());
    const reply = await invite({ accountNumber: '300041526389', email: 'Lorato.Friend@example.com', firstName: 'Lorato', lastName: 'Friend', accessUntil: day(30) }, customer.headers);
    const data = expectOk<GuestInviteData>(reply);
    expect(data).toEqual({ email: 'Lorato.Friend@example.com', accountNumber: '********6389', accessUntil: `${day(30)}T23:59:59.999Z` });

    // The development outbox by address (the invitee has no user yet).
    const outbox = await server.request({
      method: 'GET',
      url: `${adminBasePath}${devAdminCalls.outboxByAddress}?address=lorato.friend@example.com`,
      headers: { [adminTokenHeader]: testAdminToken },
    });
    const [mail] = expectOk<OutboxMessage[]>(outbox);
    expect(mail).toMatchObject({ kind: 'guest-invitation', subject: 'Kagiso Thabo Molefe invited you to the customer portal', channel: 'email' });
    expect(mail!.body).toContain('********6389');
    key = linkKey(mail!.body, '/GuestRegister');
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({
      actionSubject: 'Guest User Invitation Sent', interactionRecordReasonId: 'A1-Z0000001-Z037', serviceIssueCategoryId: 'IR_01_11', userId: customer.uuid, email: 'Lorato.Friend@example.com',
    });

    // Inviting the same address again replaces the pending invitation.
    const again = await invite({ accountNumber: '300041526389', email: 'lorato.friend@example.com', firstName: 'Lorato', lastName: 'Friend', accessUntil: day(30) }, customer.headers);
    expectOk(again);
    expectCode(await invitation(key), 410, 'GINV001');
    const [newest] = expectOk<OutboxMessage[]>(
      await server.request({ method: 'GET', url: `${adminBasePath}${devAdminCalls.outboxByAddress}?address=lorato.friend@example.com&limit=1`, headers: { [adminTokenHeader]: testAdminToken } }),
    );
    key = linkKey(newest!.body, '/GuestRegister');
    expect(expectOk<GuestInvitationData>(await invitation(key))).toMatchObject({ email: 'lorato.friend@example.com', inviterName: 'Kagiso Thabo Molefe', role: 8 });
  });

  it('the guest registers with a landline as the primary contact, signs in and holds the account as role 8 until the end date', async () => {
    expectOk(
      await registerGuest(
        guestBody({ userName: 'lorato.friend', primaryEmail: 'lorato.friend@example.com', primaryPhone: '3951111', primaryPhoneType: 2, secondaryPhone: '', accountNumber: '300041526389', validationKey: key }),
      ),
    );
    const login = expectOk<LoginData>(await loginRequest(server, { username: 'lorato.friend', password: 'Kgale#Hill2031' }, freshIp()));
    expect(login.user).toMatchObject({ fullName: 'Lorato Friend', personas: [1], phoneNumber: '3951111' });
    const guest = { uuid: login.user.uuid, headers: { authorization: `Bearer ${login.accessToken}` } };
    expect((await accountsOf(guest)).map((a) => [a.accountNumber, a.roleId])).toEqual([['300041526389', 8]]);
    const [link] = await server.db.select().from(t.userAccounts).where(eq(t.userAccounts.userId, guest.uuid));
    expect(link!.accessUntil!.toISOString()).toBe(`${day(30)}T23:59:59.999Z`);
  });

  it('inviting needs a session, an account the caller holds, and the ViewManageUsers right on it', async () => {
    const body = { accountNumber: '300041526371', email: 'friend@example.com', firstName: 'Neo', lastName: 'Friend', accessUntil: day(10) };
    expectCode(await invite(body, {}), 401, 'GEN401');
    const customer = await signIn(server, 'demo.customer', freshIp());
    expectCode(await invite({ ...body, accountNumber: '300052837104' }, customer.headers), 403, 'GEN403');
    // demo.suspended's account has status 2: no right is granted.
    const suspended = await signIn(server, 'demo.suspended', freshIp());
    expectCode(await invite({ ...body, accountNumber: '300017382659' }, suspended.headers), 403, 'GEN403');
    expectRule(await invite({ ...body, accessUntil: day(0) }, customer.headers), 'accessUntil', 'REG_ACCESS_UNTIL_PAST');
    expectRule(await invite({ ...body, accessUntil: day(-1) }, customer.headers), 'accessUntil', 'REG_ACCESS_UNTIL_PAST');
    expectRule(await invite({ ...body, accessUntil: day(6 * 366) }, customer.headers), 'accessUntil', 'REG_ACCESS_UNTIL_FAR');
    expectRule(await invite({ ...body, accessUntil: '2030-02-30' }, customer.headers), 'accessUntil', 'REG_ACCESS_UNTIL_FORMAT');
    expectRule(await invite({ ...body, email: 'friend@' }, customer.headers), 'email', 'REG_EMAIL_FORMAT');
  });

  it('an invitation past its end date is no longer valid', async () => {
    const customer = await signIn(server, 'demo.customer', freshIp());
    expectOk(await invite({ accountNumber: '300041526371', email: 'shortlived@example.com', firstName: 'Short', lastName: 'Lived', accessUntil: day(1) }, customer.headers));
    const [mail] = await server.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.address, 'shortlived@example.com'));
    const shortKey = linkKey(mail!.body, '/GuestRegister');
    expectOk(await invitation(shortKey));
    clock.advance(2 * 86_400_000);
    try {
      expectCode(await invitation(shortKey), 410, 'GINV001');
    } finally {
      clock.advance(-2 * 86_400_000);
    }
  });
});

describe('demo.customer manages the guests of an account', () => {
  const list = (accountNumber: string, headers: Record<string, string>) =>
    get(server, `${g}${guestCalls.list}?accountNumber=${accountNumber}`, { headers, ip: freshIp() });
  const resend = (body: object, headers: Record<string, string>) => post(server, `${g}${guestCalls.resend}`, body, { ip: freshIp(), headers });
  const revoke = (body: object, headers: Record<string, string>) => post(server, `${g}${guestCalls.revoke}`, body, { ip: freshIp(), headers });
  const update = (body: object, headers: Record<string, string>) => post(server, `${g}${guestCalls.update}`, body, { ip: freshIp(), headers });
  const newestKeyTo = async (address: string) => {
    const [mail] = await server.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.address, address)).orderBy(desc(t.outboxMessages.id)).limit(1);
    return linkKey(mail!.body, '/GuestRegister');
  };

  it('lists the active guest (demo.guest) of the flat with its user id, role 8 and end date', async () => {
    const customer = await signIn(server, 'demo.customer', freshIp());
    const data = expectOk<GuestListData>(await list('300041526389', customer.headers));
    expect(data.accountNumber).toBe('********6389');
    const neo = data.guests.find((entry) => entry.userName === 'demo.guest');
    expect(neo).toMatchObject({ status: 'active', email: 'neo.seretse@example.com', firstName: 'Neo', lastName: 'Seretse', roleId: 8 });
    expect(new Date(neo!.accessUntil).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(neo!.acceptedAt).not.toBeNull();
  });

  it('a pending invitation is listed, sent again with a new link (the old one stops working), then withdrawn', async () => {
    const customer = await signIn(server, 'demo.customer', freshIp());
    expectOk(await invite({ accountNumber: '300041526371', email: 'mpho.visitor@example.com', firstName: 'Mpho', lastName: 'Visitor', accessUntil: day(20) }, customer.headers));
    const firstKey = await newestKeyTo('mpho.visitor@example.com');
    const entry = expectOk<GuestListData>(await list('300041526371', customer.headers)).guests.find((g) => g.email === 'mpho.visitor@example.com');
    expect(entry).toMatchObject({ status: 'pending', userName: null, firstName: 'Mpho', lastName: 'Visitor', acceptedAt: null, accessUntil: `${day(20)}T23:59:59.999Z` });

    const resent = expectOk<GuestResendData>(await resend({ accountNumber: '300041526371', id: entry!.id }, customer.headers));
    expect(resent).toEqual({ id: entry!.id, email: 'mpho.visitor@example.com', accessUntil: `${day(20)}T23:59:59.999Z` });
    const secondKey = await newestKeyTo('mpho.visitor@example.com');
    expect(secondKey).not.toBe(firstKey);
    expectCode(await invitation(firstKey), 410, 'GINV001');
    expectOk(await invitation(secondKey));
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({ actionSubject: 'Guest User Invitation Resent', interactionRecordReasonId: 'A1-Z0000001-Z037', serviceIssueCategoryId: 'IR_01_11', userId: customer.uuid });

    // A pending invitation's end date can change too (its link stays the same).
    expectOk(await update({ accountNumber: '300041526371', id: entry!.id, accessUntil: day(25) }, customer.headers));
    expect(expectOk<GuestInvitationData>(await invitation(secondKey)).accessUntil).toBe(`${day(25)}T23:59:59.999Z`);
    expect(expectOk<GuestRevokeData>(await revoke({ accountNumber: '300041526371', id: entry!.id }, customer.headers))).toEqual({ id: entry!.id, removed: 'invitation' });
    expectCode(await invitation(secondKey), 410, 'GINV001');
    expect(expectOk<GuestListData>(await list('300041526371', customer.headers)).guests.map((g) => g.email)).not.toContain('mpho.visitor@example.com');
    // Gone: a second removal and a resend find nothing.
    expectCode(await revoke({ accountNumber: '300041526371', id: entry!.id }, customer.headers), 404, 'GINV003');
    expectCode(await resend({ accountNumber: '300041526371', id: entry!.id }, customer.headers), 404, 'GINV003');
    expectCode(await update({ accountNumber: '300041526371', id: entry!.id, accessUntil: day(30) }, customer.headers), 404, 'GINV003');
  });

  it('removing a registered guest ends the access at once; a used invitation cannot be resent', async () => {
    const customer = await signIn(server, 'demo.customer', freshIp());
    expectOk(await invite({ accountNumber: '300041526371', email: 'onkabetse.guest@example.com', firstName: 'Onkabetse', lastName: 'Guest', accessUntil: day(40) }, customer.headers));
    const key = await newestKeyTo('onkabetse.guest@example.com');
    // Without the account number: the invitation names the account.
    expectOk(await registerGuest(guestBody({ userName: 'onkabetse.g', primaryEmail: 'onkabetse.guest@example.com', validationKey: key, accountNumber: undefined })));
    const login = expectOk<LoginData>(await loginRequest(server, { username: 'onkabetse.g', password: 'Kgale#Hill2031' }, freshIp()));
    const guest = { uuid: login.user.uuid, headers: { authorization: `Bearer ${login.accessToken}` } };
    expect((await accountsOf(guest)).map((a) => a.accountNumber)).toEqual(['300041526371']);

    const entry = expectOk<GuestListData>(await list('300041526371', customer.headers)).guests.find((g) => g.userName === 'onkabetse.g');
    expect(entry).toMatchObject({ status: 'active', email: 'onkabetse.guest@example.com', roleId: 8 });
    expectCode(await resend({ accountNumber: '300041526371', id: entry!.id }, customer.headers), 409, 'GINV004');
    // A later end date: the guest's link follows.
    expect(expectOk<GuestUpdateData>(await update({ accountNumber: '300041526371', id: entry!.id, accessUntil: day(60) }, customer.headers))).toEqual({
      id: entry!.id, email: 'onkabetse.guest@example.com', accessUntil: `${day(60)}T23:59:59.999Z`,
    });
    const [extended] = await server.db.select().from(t.userAccounts).where(eq(t.userAccounts.userId, guest.uuid));
    expect(extended!.accessUntil!.toISOString()).toBe(`${day(60)}T23:59:59.999Z`);
    expect(expectOk<GuestListData>(await list('300041526371', customer.headers)).guests.find((g) => g.id === entry!.id)?.accessUntil).toBe(`${day(60)}T23:59:59.999Z`);
    const [updatedRecord] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(updatedRecord).toMatchObject({ actionSubject: 'Guest User Access Updated', interactionRecordReasonId: 'A1-Z0000001-Z037' });
    expectRule(await update({ accountNumber: '300041526371', id: entry!.id, accessUntil: day(0) }, customer.headers), 'accessUntil', 'REG_ACCESS_UNTIL_PAST');
    expectCode(await update({ accountNumber: '300041526371', id: entry!.id, accessUntil: day(10) }, guest.headers), 403, 'GEN403');
    // The guest cannot manage guests (no ViewManageUsers / ManageUsersDelete).
    expectCode(await list('300041526371', guest.headers), 403, 'GEN403');
    expectCode(await revoke({ accountNumber: '300041526371', id: entry!.id }, guest.headers), 403, 'GEN403');

    expect(expectOk<GuestRevokeData>(await revoke({ accountNumber: '300041526371', id: entry!.id }, customer.headers))).toEqual({ id: entry!.id, removed: 'guest' });
    expect(await accountsOf(guest)).toEqual([]);
    expectCode(
      await server.request({ method: 'GET', url: `${apiAreas.accountManagement}${accountCalls.meters}?accountNumber=300041526371`, headers: guest.headers }),
      403,
      'GEN403',
    );
    expect(expectOk<GuestListData>(await list('300041526371', customer.headers)).guests.map((g) => g.userName)).not.toContain('onkabetse.g');
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({ actionSubject: 'Guest User Removed', interactionRecordReasonId: 'A1-Z0000001-Z037', email: 'onkabetse.guest@example.com' });
  });

  it('needs a session, an account the caller holds, and the right on it; an entry of another account is not found', async () => {
    expectCode(await list('300041526371', {}), 401, 'GEN401');
    expectCode(await revoke({ accountNumber: '300041526371', id: 1 }, {}), 401, 'GEN401');
    const customer = await signIn(server, 'demo.customer', freshIp());
    expectCode(await list('300052837104', customer.headers), 403, 'GEN403');
    const suspended = await signIn(server, 'demo.suspended', freshIp());
    expectCode(await list('300017382659', suspended.headers), 403, 'GEN403');
    // demo.guest's invitation belongs to the flat: through the Home account it does not exist.
    const flat = expectOk<GuestListData>(await list('300041526389', customer.headers)).guests.find((g) => g.userName === 'demo.guest');
    expectCode(await revoke({ accountNumber: '300041526371', id: flat!.id }, customer.headers), 404, 'GINV003');
    expectCode(await revoke({ accountNumber: '300041526371', id: 999_999 }, customer.headers), 404, 'GINV003');
    expectRule(await revoke({ accountNumber: '300041526371', id: 0 }, customer.headers), 'id', 'GUEST_ID');
    const badQuery = await list('30004152637x', customer.headers);
    expect(badQuery.statusCode).toBe(400);
    expect(envelope(badQuery).status.msgcode).toBe('VLD002');
    expect(envelope(badQuery).status.message).toContain('query.accountNumber: REG_ACCOUNT_NUMBER_FORMAT');
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({ actionSubject: 'Guest User Removal Failed', interactionRecordReasonId: 'A1-Z0000001-Z037' });
  });
});

describe('throttles per IP address', () => {
  it('10 unknown invitation keys, then 429 GEN015 even for a good key', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 10; i++) expectCode(await invitation(`guessed-invitation-${i}-0123456789`, ip), 410, 'GINV001');
    expectCode(await invitation('demo-guest-invitation-tlokweng-2026', ip), 429, 'GEN015');
    expectOk(await invitation('demo-guest-invitation-tlokweng-2026', '203.0.113.61'));
  });

  it('guest registrations: 10 per address, then 429', async () => {
    const ip = '203.0.113.62';
    for (let i = 0; i < 10; i++) expectCode(await registerGuest(guestBody({ validationKey: `guessed-invitation-${i}-0123456789` }), ip), 410, 'GINV001');
    expectCode(await registerGuest(guestBody({ validationKey: 'guessed-invitation-x-0123456789' }), ip), 429, 'GEN015');
  });
});

describe('the end of guest access', () => {
  it('a guest whose access date has passed no longer holds the account', async () => {
    const guest = await signIn(server, 'demo.guest', freshIp());
    expect((await accountsOf(guest)).map((a) => a.accountNumber)).toEqual(['300041526389']);
    const [link] = await server.db.select().from(t.userAccounts).where(eq(t.userAccounts.userId, guest.uuid));
    expect(link!.accessUntil).not.toBeNull();
    clock.advance(link!.accessUntil!.getTime() - clock.now().getTime() + 1000);
    const later = await signIn(server, 'demo.guest', freshIp());
    expect(await accountsOf(later)).toEqual([]);
    expectCode(
      await server.request({ method: 'GET', url: `${apiAreas.accountManagement}${accountCalls.meters}?accountNumber=300041526389`, headers: later.headers }),
      403,
      'GEN403',
    );
  });
});
