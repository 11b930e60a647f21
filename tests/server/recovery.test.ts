/**
 * Account recovery as a customer goes through it: forgot password with a reset link that works once
 * (RST001 after, and after 60 minutes), the password rules of a reset, sessions ended and a lock
 * lifted by the reset; demo.migrated signing in gets the reset e-mail, updates its details, resets
 * and then signs in normally; forgot user id by e-mail or by account and date of birth without
 * telling who exists; problem sign-in requests; and the per-IP throttles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { demoPassword } from '../../server/seed/index.ts';
import { userCalls } from '../../src/domain/calls.ts';
import type { LoginData, MeData } from '../../src/domain/session.ts';
import type { ForgotPasswordData, ForgotUserIdData, ProblemSignInData, ResetKeyData, ResetPasswordData, UpdateUserData } from '../../src/domain/registration.ts';
import { bearer, envelope, loginRequest, minutes, refreshCookieOf, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';
import { countRows, expectCode, expectOk, expectRule, get, ipFactory, linkKey, outboxOf, outboxTo, post, u } from './registrationHelpers.ts';

const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const freshIp = ipFactory('198.51.100');
const forgotPassword = (userName: string, ip = freshIp()) => post(server, `${u}${userCalls.forgotPassword}`, { userName }, { ip });
const validateKey = (key: string, ip = freshIp()) => post(server, `${u}${userCalls.resetPasswordValidateKey}`, { key }, { ip });
const reset = (key: string, password: string, confirmPassword = password, ip = freshIp()) =>
  post(server, `${u}${userCalls.resetPassword}`, { key, password, confirmPassword }, { ip });
const forgotUserId = (body: object, ip = freshIp()) => post(server, `${u}${userCalls.forgotUserId}`, body, { ip });
const login = (username: string, password: string) => loginRequest(server, { username, password }, freshIp());

async function resetKeyOf(userName: string): Promise<string> {
  const [mail] = (await outboxOf(server, userName)).filter((m) => m.kind === 'password-reset');
  return linkKey(mail!.body, '/ResetPasswordForm');
}

describe('forgot password', () => {
  it('answers the same for a user, an unknown user id and a user not activated; only the user gets a link', async () => {
    const before = await countRows(server, t.outboxMessages);
    const known = await forgotPassword('demo.customer');
    const unknown = await forgotPassword('nobody.here');
    await server.db.update(t.users).set({ activatedAt: null }).where(eq(t.users.userName, 'demo.enterprise'));
    const inactive = await forgotPassword('demo.enterprise');
    await server.db.update(t.users).set({ activatedAt: new Date() }).where(eq(t.users.userName, 'demo.enterprise'));
    expect(expectOk<ForgotPasswordData>(known)).toEqual({ requested: true, multiple: false });
    expect(unknown.body).toBe(known.body);
    expect(inactive.body).toBe(known.body);
    expect(envelope(known).status.message).toBe('If the user ID exists, we have sent a link to reset the password.');
    expect(await countRows(server, t.outboxMessages)).toBe(before + 1);
    const [mail] = await outboxOf(server, 'demo.customer');
    expect(mail).toMatchObject({ kind: 'password-reset', address: 'kagiso.molefe@example.com', subject: 'Reset your customer portal password' });
    expect(mail!.body).toMatch(/\/ResetPasswordForm\?key=[\w-]{43}/);
  });

  it('the link works once: validate-key names the user, the reset sets the password, ends sessions; reuse is RST001', async () => {
    const session = await signIn(server, 'demo.customer', freshIp());
    expectOk(await forgotPassword('DEMO.CUSTOMER'));
    const key = await resetKeyOf('demo.customer');
    expect(expectOk<ResetKeyData>(await validateKey(key))).toEqual({ valid: true, userName: 'demo.customer', migrated: false });

    // The rules of a new password, before anything is used up.
    expectRule(await reset(key, 'short1!'), 'password', 'PWD_RULES');
    expectCode(await reset(key, 'Sunrise#Kgale42', 'Sunrise#Kgale43'), 400, 'PWD_MISMATCH');
    expectCode(await reset(key, 'Password@123'), 400, 'PWD_COMMON');
    expectCode(await reset(key, 'pASSWORD@123'), 400, 'PWD_COMMON');
    const reused = await reset(key, demoPassword);
    expectCode(reused, 400, 'PWD_REUSED');
    expect(envelope(reused).status.message).toBe('Your new password must be different from your current password.');
    expect(expectOk<ResetKeyData>(await validateKey(key)).valid).toBe(true);

    expect(expectOk<ResetPasswordData>(await reset(key, 'Sunrise#Kgale42'))).toEqual({ reset: true, userName: 'demo.customer' });
    const again = await reset(key, 'Sunrise#Kgale43');
    expectCode(again, 410, 'RST001');
    expect(envelope(again).status.message).toBe('This reset link has expired or was already used.');
    expectCode(await validateKey(key), 410, 'RST001');

    // Every session of the user has ended: access token and refresh token.
    expect((await get(server, `${u}${userCalls.me}`, { headers: session.headers })).statusCode).toBe(401);
    expect((await post(server, `${u}${userCalls.refresh}`, { refreshToken: session.refreshToken })).statusCode).toBe(401);
    const families = await server.db.select().from(t.sessionFamilies).where(eq(t.sessionFamilies.userId, session.uuid));
    expect(families.every((f) => f.revokedAt !== null)).toBe(true);
    expect(families.some((f) => f.revokedReason === 'password-reset')).toBe(true);

    expectCode(await login('demo.customer', demoPassword), 401, 'LOG001');
    expect(expectOk<LoginData>(await login('demo.customer', 'Sunrise#Kgale42')).accessToken).not.toBe('');
    const [changed] = await outboxOf(server, 'demo.customer');
    expect(changed).toMatchObject({ kind: 'password-changed', subject: 'Your customer portal password was changed' });
  });

  it('a newer link replaces an older one; a link expires after 60 minutes', async () => {
    expectOk(await forgotPassword('demo.prepaid'));
    const older = await resetKeyOf('demo.prepaid');
    expectOk(await forgotPassword('demo.prepaid'));
    const newer = await resetKeyOf('demo.prepaid');
    expect(newer).not.toBe(older);
    expectCode(await validateKey(older), 410, 'RST001');
    expectOk(await validateKey(newer));
    clock.advance(minutes(60) + 1000);
    try {
      expectCode(await validateKey(newer), 410, 'RST001');
      expectCode(await reset(newer, 'Sunrise#Kgale42'), 410, 'RST001');
    } finally {
      clock.advance(-(minutes(60) + 1000));
    }
  });

  it('a reset lifts the sign-in lock of the user id', async () => {
    for (let i = 0; i < 5; i++) await login('demo.suspended', 'Wrong#pass1');
    expectCode(await login('demo.suspended', demoPassword), 423, 'LOG010');
    expectOk(await forgotPassword('demo.suspended'));
    expectOk(await reset(await resetKeyOf('demo.suspended'), 'Lotsane#Ward77'));
    expect(expectOk<LoginData>(await login('demo.suspended', 'Lotsane#Ward77')).accessToken).not.toBe('');
  });

  it('at most 5 reset e-mails per user within 15 minutes, whoever asks; the answer does not change', async () => {
    const sent = async () => (await outboxOf(server, 'demo.landlord')).filter((m) => m.kind === 'password-reset').length;
    const before = await sent();
    for (let i = 0; i < 7; i++) expectOk(await forgotPassword('demo.landlord'));
    expect((await sent()) - before).toBe(5);
    clock.advance(minutes(15) + 1000);
    expectOk(await forgotPassword('demo.landlord'));
    expect((await sent()) - before).toBe(6);
  });
});

describe('forgot password by account number and date of birth', () => {
  const byAccount = (accountNumber: string, dateOfBirth: string, ip = freshIp()) =>
    post(server, `${u}${userCalls.forgotPassword}`, { accountNumber, dateOfBirth }, { ip });

  it('one user on the account: the reset link goes to that user; a wrong date or an unknown account sends nothing, same answer', async () => {
    const before = await countRows(server, t.outboxMessages);
    const one = await byAccount('300063948215', '19771203');
    expect(expectOk<ForgotPasswordData>(one)).toEqual({ requested: true, multiple: false });
    const [mail] = await outboxOf(server, 'demo.tfa');
    expect(mail).toMatchObject({ kind: 'password-reset', address: 'onalenna.sebego@example.com' });
    const wrong = await byAccount('300063948215', '19771204');
    const unknown = await byAccount('300099999999', '19771203');
    expect(wrong.body).toBe(one.body);
    expect(unknown.body).toBe(one.body);
    expect(await countRows(server, t.outboxMessages)).toBe(before + 1);
  });

  it('several users on the account: multiple, no reset link, each address gets its user ids', async () => {
    const [customer] = await server.db.select().from(t.users).where(eq(t.users.userName, 'demo.customer'));
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, '300041526389'));
    const [second] = await server.db
      .insert(t.users)
      .values({ userName: 'dineo.molefe', passwordHash: customer!.passwordHash, email: 'dineo.molefe@example.com', firstName: 'Dineo', lastName: 'Molefe', activatedAt: new Date() })
      .returning();
    await server.db.insert(t.userAccounts).values({ userId: second!.id, accountId: account!.id, roleId: 2 });
    const resetsBefore = (await server.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.kind, 'password-reset'))).length;
    expect(expectOk<ForgotPasswordData>(await byAccount('300041526389', '19840721'))).toEqual({ requested: true, multiple: true });
    expect((await server.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.kind, 'password-reset'))).length).toBe(resetsBefore);
    expect((await outboxTo(server, 'dineo.molefe@example.com', 'user-id-reminder'))[0]!.body).toContain('user ID is dineo.molefe');
    expect((await outboxOf(server, 'demo.customer'))[0]).toMatchObject({ kind: 'user-id-reminder' });
    // The guest of the account is not one of its holders.
    expect((await outboxOf(server, 'demo.guest')).filter((m) => m.kind === 'user-id-reminder')).toHaveLength(0);
  });

  it('takes a user id, or an account number with a date of birth, not both', async () => {
    for (const body of [{}, { userName: 'demo.tfa', accountNumber: '300063948215', dateOfBirth: '19771203' }, { accountNumber: '300063948215' }]) {
      expectRule(await post(server, `${u}${userCalls.forgotPassword}`, body, { ip: freshIp() }), 'userName', 'REG_FORGOT_PASSWORD_ONE_WAY');
    }
  });
});

describe('a migrated user', () => {
  it('signing in gets the same answer as before (no session) and a reset link in the outbox', async () => {
    const reply = await login('demo.migrated', demoPassword);
    const data = expectOk<LoginData>(reply);
    expect(data).toMatchObject({ accessToken: '', refreshToken: '', expiresIn: 0, tfaDetails: null, user: { isMigratedUser: true } });
    expect(data.customAttribute).toMatchObject({ isMigratedUser: true, token: '' });
    expect(refreshCookieOf(reply)).toBeUndefined();
    const [mail] = await outboxOf(server, 'demo.migrated');
    expect(mail).toMatchObject({ kind: 'password-reset', address: 'mpho.ntsima@example.com' });
    expect(mail!.body).toContain('our customer portal has moved to a new system');
    expect(mail!.body).toMatch(/\/ResetPasswordForm\?key=[\w-]{43}/);
    const [record] = await server.db.select().from(t.interactionRecords).where(eq(t.interactionRecords.userId, data.user.uuid)).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record!.actionNotes).toBe('Migrated user: password reset required; reset link sent');
  });

  it('updates its details with the key (/UpdateUser), resets the password, then signs in normally', async () => {
    const key = await resetKeyOf('demo.migrated');
    // The portal learns from the key that this is the migrated-user path (/UpdateUser first).
    expect(expectOk<ResetKeyData>(await validateKey(key))).toEqual({ valid: true, userName: 'demo.migrated', migrated: true });
    const update = (body: object) => post(server, `${u}${userCalls.updateUser}`, body, { ip: freshIp() });
    expectCode(await update({ key, userName: 'Demo.Customer', email: 'mpho@example.com', phone: '76789012' }), 409, 'REG_USERNAME_TAKEN');
    expectRule(await update({ key, email: 'mpho@example.com', phone: '06789012' }), 'phone', 'REG_PHONE_LEADING_ZERO');
    expect(expectOk<UpdateUserData>(await update({ key, userName: 'mpho.ntsima', email: 'mpho.ntsima@example.org', phone: '76000111' }))).toEqual({
      updated: true,
      userName: 'mpho.ntsima',
    });
    const [updated] = await server.db.select().from(t.users).where(eq(t.users.userName, 'mpho.ntsima'));
    expect(updated).toMatchObject({ email: 'mpho.ntsima@example.org', phone: '76000111', isMigrated: true, mustResetPassword: true });

    expect(expectOk<ResetKeyData>(await validateKey(key)).userName).toBe('mpho.ntsima');
    expectOk(await reset(key, 'Serowe#Khama1875'));
    expectCode(await update({ key, email: 'mpho.ntsima@example.org', phone: '76000111' }), 410, 'RST001');
    const [row] = await server.db.select().from(t.users).where(eq(t.users.id, updated!.id));
    expect(row).toMatchObject({ isMigrated: false, mustResetPassword: false });

    const data = expectOk<LoginData>(await login('mpho.ntsima', 'Serowe#Khama1875'));
    expect(data.accessToken).not.toBe('');
    expect(data.customAttribute.isMigratedUser).toBe(false);
    expect(data.user.isMigratedUser).toBe(false);
    const me = expectOk<MeData>(await get(server, `${u}${userCalls.me}`, { headers: bearer(data.accessToken) }));
    expect(me.user.userName).toBe('mpho.ntsima');
    // No further reset mail for a normal sign-in.
    expect((await outboxOf(server, 'mpho.ntsima'))[0]!.kind).toBe('password-changed');
  });

  it('update-user is only for migrated users (GEN403) and needs a live key (RST001)', async () => {
    expectOk(await forgotPassword('demo.tfa'));
    const key = await resetKeyOf('demo.tfa');
    expectCode(await post(server, `${u}${userCalls.updateUser}`, { key, email: 'x@example.com', phone: '71234567' }, { ip: freshIp() }), 403, 'GEN403');
    expectCode(await post(server, `${u}${userCalls.updateUser}`, { key: 'unknown-reset-key-0123456789', email: 'x@example.com', phone: '71234567' }, { ip: freshIp() }), 410, 'RST001');
  });
});

describe('forgot user id', () => {
  it('by e-mail: the user id goes to that address; an unknown address gets the same answer and nothing', async () => {
    const before = await countRows(server, t.outboxMessages);
    const known = await forgotUserId({ email: 'Naledi.Kgosi@example.com' });
    const unknown = await forgotUserId({ email: 'nobody@example.com' });
    expect(expectOk<ForgotUserIdData>(known)).toEqual({ multiple: false });
    expect(unknown.body).toBe(known.body);
    expect(envelope(known).status.message).toBe('If the details match a user, we have sent the user ID by e-mail.');
    expect(await countRows(server, t.outboxMessages)).toBe(before + 1);
    const [mail] = await outboxTo(server, 'naledi.kgosi@example.com', 'user-id-reminder');
    expect(mail).toMatchObject({ subject: 'Your customer portal user ID' });
    expect(mail!.body).toContain('your customer portal user ID is demo.prepaid');
  });

  it('by account number and the holder’s date of birth: one user is not "multiple"; a wrong date sends nothing', async () => {
    const before = await countRows(server, t.outboxMessages);
    expect(expectOk<ForgotUserIdData>(await forgotUserId({ accountNumber: '300063948215', dateOfBirth: '19771203' }))).toEqual({ multiple: false });
    const wrong = await forgotUserId({ accountNumber: '300063948215', dateOfBirth: '19771204' });
    const unknown = await forgotUserId({ accountNumber: '300099999999', dateOfBirth: '19771203' });
    expect(wrong.body).toBe(unknown.body);
    expect(expectOk<ForgotUserIdData>(wrong)).toEqual({ multiple: false });
    expect(await countRows(server, t.outboxMessages)).toBe(before + 1);
    expect((await outboxOf(server, 'demo.tfa'))[0]).toMatchObject({ kind: 'user-id-reminder' });
    // A guest on the account is not one of its holders.
    expectOk(await forgotUserId({ accountNumber: '300041526389', dateOfBirth: '19840721' }));
    expect((await outboxOf(server, 'demo.guest')).filter((m) => m.kind === 'user-id-reminder')).toHaveLength(0);
  });

  it('several users on the account: multiple is true and each address gets its user ids; several on one address get one list', async () => {
    const [landlord] = await server.db.select().from(t.users).where(eq(t.users.userName, 'demo.landlord'));
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, '300074059326'));
    const [second] = await server.db
      .insert(t.users)
      .values({ userName: 'tshepo.work', passwordHash: landlord!.passwordHash, email: 'TSHEPO.MMUSI@example.com', firstName: 'Tshepo', lastName: 'Mmusi', activatedAt: new Date() })
      .returning();
    const [third] = await server.db
      .insert(t.users)
      .values({ userName: 'lesedi.mmusi', passwordHash: landlord!.passwordHash, email: 'lesedi.mmusi@example.com', firstName: 'Lesedi', lastName: 'Mmusi', activatedAt: new Date() })
      .returning();
    await server.db.insert(t.userAccounts).values([
      { userId: second!.id, accountId: account!.id, roleId: 2 },
      { userId: third!.id, accountId: account!.id, roleId: 2 },
    ]);
    const before = await countRows(server, t.outboxMessages);
    expect(expectOk<ForgotUserIdData>(await forgotUserId({ accountNumber: '300074059326', dateOfBirth: '19690516' }))).toEqual({ multiple: true });
    expect(await countRows(server, t.outboxMessages)).toBe(before + 2);
    const [shared] = await outboxTo(server, 'tshepo.mmusi@example.com', 'user-id-reminder');
    expect(shared).toMatchObject({ subject: 'Your customer portal user IDs' });
    expect(shared!.body).toContain('demo.landlord (Tshepo Mmusi), tshepo.work (Tshepo Mmusi)');
    expect(shared!.body).not.toContain('lesedi.mmusi');
    expect((await outboxTo(server, 'lesedi.mmusi@example.com', 'user-id-reminder'))[0]!.body).toContain('user ID is lesedi.mmusi');

    // By e-mail the same address lists both, but the answer never says "multiple".
    expect(expectOk<ForgotUserIdData>(await forgotUserId({ email: 'tshepo.mmusi@example.com' }))).toEqual({ multiple: false });
    expect((await outboxTo(server, 'tshepo.mmusi@example.com', 'user-id-reminder'))[0]!.body).toContain('demo.landlord (Tshepo Mmusi), tshepo.work (Tshepo Mmusi)');
  });

  it('takes either an e-mail or an account number with a date of birth', async () => {
    for (const body of [{}, { email: 'a@example.com', accountNumber: '300063948215', dateOfBirth: '19771203' }, { accountNumber: '300063948215' }, { dateOfBirth: '19771203' }]) {
      expectRule(await forgotUserId(body), 'email', 'REG_FORGOT_ONE_WAY');
    }
    expectRule(await forgotUserId({ accountNumber: '300063948215', dateOfBirth: '1977-12-03' }), 'dateOfBirth', 'REG_DOB_FORMAT');
  });
});

describe('problem sign-in', () => {
  it('stores a support request and answers a reference, whether or not the user exists', async () => {
    const first = expectOk<ProblemSignInData>(
      await post(server, `${u}${userCalls.problemSignIn}`, { userName: 'demo.tfa', issue: 'noEmail', message: 'I no longer have access to my e-mail.' }, { ip: freshIp() }),
    );
    const second = expectOk<ProblemSignInData>(
      await post(server, `${u}${userCalls.problemSignIn}`, { email: 'someone@example.com', issue: 'other', message: '  Cannot sign in  ' }, { ip: freshIp() }),
    );
    expect(first.reference).toMatch(/^PSI-\d{6}$/);
    expect(second.reference).not.toBe(first.reference);
    const rows = await server.db.select().from(t.supportRequests).orderBy(t.supportRequests.id);
    const [tfa] = await server.db.select().from(t.users).where(eq(t.users.userName, 'demo.tfa'));
    expect(rows.slice(-2)).toMatchObject([
      { userName: 'demo.tfa', userId: tfa!.id, email: null, issue: 'noEmail', status: 'open' },
      { userName: null, userId: null, email: 'someone@example.com', issue: 'other', message: 'Cannot sign in' },
    ]);
    expectRule(await post(server, `${u}${userCalls.problemSignIn}`, { issue: 'locked', message: 'x' }, { ip: freshIp() }), 'userName', 'REG_PROBLEM_CONTACT');
    expectRule(await post(server, `${u}${userCalls.problemSignIn}`, { userName: 'demo.tfa', issue: 'forgot', message: 'x' }, { ip: freshIp() }), 'issue', 'REG_PROBLEM_ISSUE');
  });
});

describe('throttles per IP address', () => {
  it('forgot user id and forgot password: 5 each within 15 minutes, then 429 GEN015', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expectOk(await forgotUserId({ email: `probe${i}@example.com` }, ip));
    expectCode(await forgotUserId({ email: 'kagiso.molefe@example.com' }, ip), 429, 'GEN015');
    for (let i = 0; i < 5; i++) expectOk(await forgotPassword(`probe.user${i}`, ip));
    expectCode(await forgotPassword('demo.customer', ip), 429, 'GEN015');
    expectOk(await forgotPassword('demo.customer', '203.0.113.51'));
    clock.advance(minutes(15) + 1000);
    expectOk(await forgotUserId({ email: 'kagiso.molefe@example.com' }, ip));
  });

  it('unknown reset keys: 10, then 429 even for a good key; problem sign-in: 5, then 429', async () => {
    const ip = '203.0.113.52';
    expectOk(await forgotPassword('demo.guest'));
    const good = await resetKeyOf('demo.guest');
    for (let i = 0; i < 10; i++) expectCode(await validateKey(`guessed-reset-key-${i}-0123456789`, ip), 410, 'RST001');
    expectCode(await validateKey(good, ip), 429, 'GEN015');
    expectOk(await validateKey(good, '203.0.113.53'));
    for (let i = 0; i < 5; i++) expectOk(await post(server, `${u}${userCalls.problemSignIn}`, { userName: 'demo.guest', issue: 'locked', message: 'locked' }, { ip }));
    expectCode(await post(server, `${u}${userCalls.problemSignIn}`, { userName: 'demo.guest', issue: 'locked', message: 'locked' }, { ip }), 429, 'GEN015');
  });
});
