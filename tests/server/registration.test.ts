/**
 * Registration as a visitor goes through it: account validation against a seeded account with no
 * user, user id availability, the registration with its activation e-mail, sign-in refused until the
 * link is used (LOG012), activation once (ACT001 after), sign-in and the account in the service
 * addresses; an account already registered (VA001), wrong details (GEN014), every password and
 * field rule, common passwords, validation tokens, expired activation links, linking another
 * account when signed in, the interaction records and the per-IP throttles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { isCommonPassword, commonPasswordCount } from '../../server/auth/commonPasswords.ts';
import { demoPassword } from '../../server/seed/index.ts';
import { accountCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { LoginData, ServiceAccount } from '../../src/domain/session.ts';
import type { AccountLinkData, ActivationData, CheckRegisteredData, RegistrationData, UserNameAvailableData } from '../../src/domain/registration.ts';
import { bearer, envelope, loginRequest, minutes, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';
import {
  countRows,
  expectCode,
  expectOk,
  expectRule,
  freeAccounts,
  get,
  ipFactory,
  linkKey,
  outboxOf,
  post,
  registrationBody,
  u,
  userCalls,
  validateAccount,
} from './registrationHelpers.ts';

const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, publicUrl: 'https://portal.example/Portal/' });
});
afterAll(async () => {
  await server?.close();
});

const freshIp = ipFactory('198.51.100');

const register = (body: object, ip = freshIp()) => post(server, `${u}${userCalls.register}`, body, { ip });
const activate = (key: string, ip = freshIp()) => post(server, `${u}${userCalls.activate}`, { key }, { ip });
const available = async (userName: string, ip = freshIp()) =>
  expectOk<UserNameAvailableData>(await get(server, `${u}${userCalls.userNameAvailable}?userName=${encodeURIComponent(userName)}`, { ip })).available;
const checkRegistered = async (accountNumber: string, ip = freshIp()) =>
  expectOk<CheckRegisteredData>(await post(server, `${u}${userCalls.checkRegistered}`, { accountNumber }, { ip })).registered;

async function newestRecord() {
  const [row] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
  return row!;
}

describe('a new user registers against a seeded account with no user', () => {
  let activationKey = '';
  const password = 'Kgale#Hill2031';

  it('validates the account (names compared without case and spaces) and gets a token bound to it', async () => {
    expect(await checkRegistered(freeAccounts.molepolole.accountNumber)).toBe(false);
    const data = await validateAccount(server, { ...freeAccounts.molepolole, firstName: '  KEABETSWE ', lastName: 'modise', isBillProgram: 'N', custom_Attributes: { isPremise: false, source: 'web' } }, freshIp());
    expect(data).toEqual({
      accountNumber: '300028493760',
      customerNumber: '1028493760',
      maskedEmail: 'k***@example.com',
      validationToken: expect.stringMatching(/^va\.[\w-]+\.[\w-]+$/),
      expiresIn: 1800,
    });
    expect(await newestRecord()).toMatchObject({
      actionSubject: 'Account Validation Eligible', registrationStatus: 'Eligible', accountNumber: '300028493760', actionRequired: 'Add',
      actionPriority: 5, actionStatus: 1, trigger: 'X', interactionRecordReasonId: 'A1-Z0000001-Z011', moduleName: 'Registration', userId: null,
    });
  });

  it('finds the user id free, registers, and e-mails a single-use activation link; nothing can sign in yet', async () => {
    expect(await available('keabetswe.m')).toBe(true);
    expect((await newestRecord()).actionSubject).toBe('Username Available');
    const { validationToken } = await validateAccount(server, freeAccounts.molepolole, freshIp());
    const reply = await register(registrationBody(validationToken, { accountNumber: '300028493760', middleName: 'Naledi', enrollPaperlessBilling: false, textNotification: true }));
    expect(expectOk<RegistrationData>(reply)).toEqual({ userName: 'keabetswe.m', maskedEmail: 'k***@example.com' });
    expect(envelope(reply).status.message).toBe('Registered: activation link sent');

    const [user] = await server.db.select().from(t.users).where(eq(t.users.userName, 'keabetswe.m'));
    expect(user).toMatchObject({ activatedAt: null, email: 'keabetswe.modise@example.com', phone: '71122334', middleName: 'Naledi', personas: [1], isMigrated: false });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    const [link] = await server.db.select().from(t.userAccounts).where(eq(t.userAccounts.userId, user!.id));
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, '300028493760'));
    expect(link).toMatchObject({ accountId: account!.id, roleId: 1, isDefault: true, emailNotification: true, textNotification: true, accessUntil: null });
    expect(account!.paperless).toBe(false);

    const [mail] = await outboxOf(server, 'keabetswe.m');
    expect(mail).toMatchObject({ channel: 'email', address: 'keabetswe.modise@example.com', kind: 'activation', subject: 'Activate your customer portal account' });
    expect(mail!.body).toContain('https://portal.example/Portal/UserAccountActivation?key=');
    activationKey = linkKey(mail!.body, '/UserAccountActivation');
    // Only the digest of the key is stored.
    const keys = await server.db.select().from(t.userKeys).where(eq(t.userKeys.userId, user!.id));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ purpose: 'activation', usedAt: null });
    expect(keys[0]!.keyHash).not.toContain(activationKey);
    expect(keys[0]!.expiresAt.getTime() - keys[0]!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(JSON.stringify(await server.db.select().from(t.interactionRecords))).not.toContain(password);

    expect(await newestRecord()).toMatchObject({ actionSubject: 'Registration Successful', registrationStatus: 'Pending Activation', userId: user!.id, accountNumber: '300028493760' });
    expect(await available('KEABETSWE.M')).toBe(false);
    expect((await newestRecord()).actionSubject).toBe('Username Not Available');
    expect(await checkRegistered('300028493760')).toBe(true);
    expect((await newestRecord()).actionSubject).toBe('Account Already Registered');

    // Not activated: sign-in is refused with LOG012, a wrong password still gets LOG001.
    expectCode(await loginRequest(server, { username: 'keabetswe.m', password }, freshIp()), 403, 'LOG012');
    expectCode(await loginRequest(server, { username: 'keabetswe.m', password: 'Wrong#Pass123' }, freshIp()), 401, 'LOG001');
  });

  it('the same account cannot be registered again while the activation is pending (VA001)', async () => {
    expectCode(await post(server, `${u}${userCalls.validateAccount}`, freeAccounts.molepolole, { ip: freshIp() }), 409, 'VA001');
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Account Already Registered', registrationStatus: 'Registered' });
    expect((await newestRecord()).actionNotes).toContain('VA001');
  });

  it('activates once; the second use answers 410 ACT001 ("This link has expired...")', async () => {
    const first = await activate(activationKey);
    expect(expectOk<ActivationData>(first)).toEqual({ activated: true, userName: 'keabetswe.m' });
    const again = await activate(activationKey);
    expectCode(again, 410, 'ACT001');
    expect(envelope(again).status.message).toBe('This link has expired. Please click here to register again.');
  });

  it('signs in and sees the account in the service addresses, as the default', async () => {
    const reply = await loginRequest(server, { username: 'Keabetswe.M', password }, freshIp());
    const data = expectOk<LoginData>(reply);
    expect(data.accessToken).not.toBe('');
    expect(data.user).toMatchObject({ userName: 'keabetswe.m', fullName: 'Keabetswe Naledi Modise', isMigratedUser: false });
    const accounts = expectOk<ServiceAccount[]>(
      await server.request({ method: 'GET', url: `${apiAreas.accountManagement}${accountCalls.serviceAddresses}?uuid=${data.user.uuid}`, headers: bearer(data.accessToken) }),
    );
    expect(accounts.map((a) => [a.accountNumber, a.roleId, a.isDefault, a.bpName])).toEqual([['300028493760', 1, true, 'Keabetswe Modise']]);
  });

  it('registering the same account again is VA001, at validation and with an old validation token', async () => {
    expectCode(await post(server, `${u}${userCalls.validateAccount}`, freeAccounts.molepolole, { ip: freshIp() }), 409, 'VA001');
    expect(envelope(await post(server, `${u}${userCalls.validateAccount}`, freeAccounts.molepolole, { ip: freshIp() })).status.message).toBe(
      'Our records indicate that this Account Number is already registered. Please sign in or use Forgot User ID.',
    );
  });
});

describe('account validation refusals', () => {
  const base = freeAccounts.kanye;
  it.each([
    ['an unknown account', { accountNumber: '300099999999' }],
    ['another date of birth', { dateOfBirth: '19791103' }],
    ['another id number', { idNumber: '207314529' }],
    ['another post code', { postCode: '54002' }],
    ['another last name', { lastName: 'Sechela' }],
    ['an organisation registration for a residential account', { registrationType: 1, action: 'REGO', orgName: 'Sechele Holdings' }],
  ])('%s answers 400 GEN014 with the care line placeholder, and is recorded as ineligible', async (_name, change) => {
    const reply = await post(server, `${u}${userCalls.validateAccount}`, { ...base, ...change }, { ip: freshIp() });
    expectCode(reply, 400, 'GEN014');
    expect(envelope(reply).status.message).toBe('The details entered are invalid. Please try again or contact Utility Customer Care at {UtilityPhone}.');
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Account Validation Ineligible', registrationStatus: 'Ineligible', actionNotes: expect.stringContaining('GEN014') });
  });

  it('a ZIP+4 post code matches on its first five digits; the id number is compared without case', async () => {
    await validateAccount(server, { ...base, postCode: '54001-1234' }, freshIp());
    await validateAccount(server, { ...freeAccounts.kasane, idNumber: 'bw00001874321', orgName: 'okavango lodge supplies (pty) ltd' }, freshIp());
  });

  it('the commercial account validates as type 1 (REGO) with its organisation name, not as REGP', async () => {
    await validateAccount(server, freeAccounts.kasane, freshIp());
    expectCode(await post(server, `${u}${userCalls.validateAccount}`, { ...freeAccounts.kasane, registrationType: 0, action: 'REGP' }, { ip: freshIp() }), 400, 'GEN014');
    expectCode(await post(server, `${u}${userCalls.validateAccount}`, { ...freeAccounts.kasane, orgName: 'Another Company' }, { ip: freshIp() }), 400, 'GEN014');
  });

  it.each([
    ['action', { action: 'REGO' }, 'REG_ACTION_TYPE'],
    ['orgName', { registrationType: 1, action: 'REGO' }, 'REG_ORG_NAME_REQUIRED'],
    ['dateOfBirth', { dateOfBirth: '1979-11-02' }, 'REG_DOB_FORMAT'],
    ['dateOfBirth', { dateOfBirth: '19790230' }, 'REG_DOB_INVALID'],
    ['dateOfBirth', { dateOfBirth: '20991231' }, 'REG_DOB_FUTURE'],
    ['idNumber', { idNumber: '207-314-528' }, 'REG_ID_NUMBER_FORMAT'],
    ['idNumber', { idNumber: '0000' }, 'REG_ID_NUMBER_ZEROS'],
    ['idNumber', { idNumber: '123' }, 'REG_ID_NUMBER_LENGTH'],
    ['postCode', { postCode: '5400' }, 'REG_ZIP_LENGTH'],
    ['postCode', { postCode: '5400A' }, 'REG_ZIP_FORMAT'],
    ['postCode', { postCode: '00000' }, 'REG_ZIP_ZEROS'],
    ['accountNumber', { accountNumber: '000000000000' }, 'REG_ACCOUNT_NUMBER_ZEROS'],
    ['firstName', { firstName: 'Th4to' }, 'REG_NAME_CHARACTERS'],
  ])('refuses %s by its rule (%o)', async (field, change, code) => {
    expectRule(await post(server, `${u}${userCalls.validateAccount}`, { ...base, ...change }, { ip: freshIp() }), field, code);
  });

  it('a date of birth of today is accepted by the rule (the server clock decides), tomorrow is not', async () => {
    const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    expectCode(await post(server, `${u}${userCalls.validateAccount}`, { ...base, dateOfBirth: day(0) }, { ip: freshIp() }), 400, 'GEN014');
    expectRule(await post(server, `${u}${userCalls.validateAccount}`, { ...base, dateOfBirth: day(1) }, { ip: freshIp() }), 'dateOfBirth', 'REG_DOB_FUTURE');
  });
});

describe('registration refusals write nothing but the failure record', () => {
  let token = '';
  beforeAll(async () => {
    token = (await validateAccount(server, freeAccounts.tsabong, freshIp())).validationToken;
  });
  const body = (overrides: Record<string, unknown> = {}) =>
    registrationBody(token, { firstName: 'Kabo', lastName: 'Olebile', userName: 'kabo.olebile', primaryEmail: 'kabo.olebile@example.com', ...overrides });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['too long', `Ab1!${'x'.repeat(29)}`],
    ['no lowercase letter', 'ABCDEF12!'],
    ['no uppercase letter', 'abcdef12!'],
    ['no digit', 'Abcdefgh!'],
    ['no special character', 'Abcdefgh12'],
    ['a special character outside the set', 'Abcdefg12^'],
  ])('each password rule: %s', async (_rule, password) => {
    const users = await countRows(server, t.users);
    expectRule(await register(body({ password, confirmPassword: password })), 'password', 'PWD_RULES');
    expect(await countRows(server, t.users)).toBe(users);
  });

  it('a confirmation that differs answers PWD_MISMATCH with the toast text', async () => {
    const reply = await register(body({ confirmPassword: 'Kgale#Hill2032' }));
    expectCode(reply, 400, 'PWD_MISMATCH');
    expect(envelope(reply).status.message).toBe('Passwords do not match, please try again');
  });

  it.each(['Password@123', 'pASSWORD@123', 'Welcome#2024', 'P@ssw0rd1', 'Botswana@123'])('the common password %s is refused with PWD_COMMON', async (password) => {
    const users = await countRows(server, t.users);
    const reply = await register(body({ password, confirmPassword: password }));
    expectCode(reply, 400, 'PWD_COMMON');
    expect(envelope(reply).status.message).toBe('This password is too common. Please choose another.');
    expect(await countRows(server, t.users)).toBe(users);
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Failed Registration', registrationStatus: 'Failed', actionNotes: expect.stringContaining('PWD_COMMON'), accountNumber: '300073948215' });
  });

  it('the bundled list has a few thousand entries and leaves the demo password and good passwords alone', () => {
    expect(commonPasswordCount()).toBeGreaterThan(3000);
    expect(isCommonPassword('QWERTY123!')).toBe(true);
    expect(isCommonPassword(demoPassword)).toBe(false);
    expect(isCommonPassword('Kgale#Hill2031')).toBe(false);
  });

  it.each([
    ['primaryEmail', { primaryEmail: 'kabo@' }, 'REG_EMAIL_FORMAT'],
    ['primaryPhone', { primaryPhone: '0712345678' }, 'REG_PHONE_LEADING_ZERO'],
    ['primaryPhone', { primaryPhone: '81234567' }, 'REG_PHONE_FIRST_DIGIT'],
    ['primaryPhone', { primaryPhone: '7123456' }, 'REG_PHONE_LENGTH'],
    ['primaryPhone', { primaryPhone: '7123-4567' }, 'REG_PHONE_DIGITS'],
    ['isAggree', { isAggree: false }, 'REG_TERMS_REQUIRED'],
    ['userName', { userName: 'ab' }, 'LOG_USERID_LENGTH'],
    ['userName', { userName: 'kabo olebile' }, 'LOG_USERID_CHARACTERS'],
    ['lastName', { lastName: '' }, 'REG_NAME_REQUIRED'],
    ['middleName', { middleName: 'K2' }, 'REG_NAME_CHARACTERS'],
  ])('refuses %s by its rule', async (field, change, code) => {
    expectRule(await register(body(change)), field, code);
  });

  it('a user id someone holds (any case) is REG_USERNAME_TAKEN, and nothing is written', async () => {
    const before = [await countRows(server, t.users), await countRows(server, t.userAccounts), await countRows(server, t.outboxMessages)];
    expectCode(await register(body({ userName: 'Demo.Customer' })), 409, 'REG_USERNAME_TAKEN');
    expect([await countRows(server, t.users), await countRows(server, t.userAccounts), await countRows(server, t.outboxMessages)]).toEqual(before);
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Failed Registration', actionNotes: expect.stringContaining('REG_USERNAME_TAKEN') });
  });

  it('a forged, altered or expired validation token, or one for another account, is 410 REG001', async () => {
    expectCode(await register(body({ validationToken: 'va.e30.forged' })), 410, 'REG001');
    const [kind, payload, signature] = token.split('.');
    const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    altered.claims.accountNumber = '300041526371';
    expectCode(await register(body({ validationToken: `${kind}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}` })), 410, 'REG001');
    expectCode(await register(body({ accountNumber: '300039504871' })), 410, 'REG001');
    // An access token is not a validation token.
    const session = await signIn(server, 'demo.prepaid', freshIp());
    expectCode(await register(body({ validationToken: session.accessToken })), 410, 'REG001');

    clock.advance(minutes(31));
    try {
      expectCode(await register(body()), 410, 'REG001');
      expect((await newestRecord()).actionNotes).toContain('REG001');
    } finally {
      clock.advance(-minutes(31));
    }
  });

  it('with the token still valid, the registration goes through once; a second use is VA001', async () => {
    expectOk(await register(body()));
    expectCode(await register(body({ userName: 'kabo.second' })), 409, 'VA001');
  });
});

describe('an activation link that expired unused', () => {
  it('answers ACT001, and the account can be registered again (the stale registration is removed)', async () => {
    const { validationToken } = await validateAccount(server, freeAccounts.kanye, freshIp());
    const details = { firstName: 'Thato', lastName: 'Sechele', userName: 'thato.s', primaryEmail: 'thato.sechele@example.com' };
    expectOk(await register(registrationBody(validationToken, details)));
    const key = linkKey((await outboxOf(server, 'thato.s'))[0]!.body, '/UserAccountActivation');
    const [stale] = await server.db.select().from(t.users).where(eq(t.users.userName, 'thato.s'));

    clock.advance(24 * 60 * minutes(1) + minutes(1));
    try {
      expectCode(await activate(key), 410, 'ACT001');
      // No user holds the account any more: it validates again, and the same user id is free.
      expect(await checkRegistered(freeAccounts.kanye.accountNumber)).toBe(false);
      const again = await validateAccount(server, freeAccounts.kanye, freshIp());
      expectOk(await register(registrationBody(again.validationToken, details)));
      const users = await server.db.select().from(t.users).where(eq(t.users.userName, 'thato.s'));
      expect(users).toHaveLength(1);
      expect(users[0]!.id).not.toBe(stale!.id);
      const fresh = linkKey((await outboxOf(server, 'thato.s'))[0]!.body, '/UserAccountActivation');
      expectOk(await activate(fresh));
    } finally {
      clock.advance(-(24 * 60 * minutes(1) + minutes(1)));
    }
  });

  it('two registrations with one token at the same time: exactly one wins', async () => {
    const { validationToken } = await validateAccount(server, freeAccounts.mochudi, freshIp());
    const replies = await Promise.all(
      ['masego.one', 'masego.two', 'masego.three'].map((userName) =>
        register(registrationBody(validationToken, { firstName: 'Masego', lastName: 'Pilane', userName, primaryEmail: 'masego.pilane@example.com' })),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409).map((r) => envelope(r).status.msgcode)).toEqual(['VA001', 'VA001']);
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, freeAccounts.mochudi.accountNumber));
    expect(await server.db.select().from(t.userAccounts).where(eq(t.userAccounts.accountId, account!.id))).toHaveLength(1);
  });
});

describe('linking another validated account when signed in', () => {
  it('adds the account (role 1, not default) with the paperless choice and the default preferences', async () => {
    const session = await signIn(server, 'demo.landlord', freshIp());
    const validation = await validateAccount(server, freeAccounts.mahalapye, freshIp());
    const reply = await post(
      server,
      `${u}${userCalls.accountLink}`,
      {
        uuid: session.uuid,
        accounts: [{ accountNumber: validation.accountNumber, customerNumber: validation.customerNumber, isPaperless: true, validationToken: validation.validationToken }],
        defaultPreferences: true,
        extension: { customAttribute1: 'web' },
      },
      { ip: freshIp(), headers: session.headers },
    );
    const data = expectOk<AccountLinkData>(reply);
    expect(data.accounts.map((a) => [a.accountNumber, a.roleId, a.isDefault])).toEqual([['300051726093', 1, false]]);
    const listed = expectOk<ServiceAccount[]>(
      await server.request({ method: 'GET', url: `${apiAreas.accountManagement}${accountCalls.serviceAddresses}?uuid=${session.uuid}`, headers: session.headers }),
    );
    expect(listed.map((a) => a.accountNumber)).toEqual(['300074059326', '300074059334', '300051726093']);
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, '300051726093'));
    expect(account!.paperless).toBe(true);
    expect(await newestRecord()).toMatchObject({ actionSubject: 'New Account Linked', accountNumber: '300051726093', userId: session.uuid });

    // Taken now: for anyone else, and for the same user again.
    expectCode(await post(server, `${u}${userCalls.validateAccount}`, freeAccounts.mahalapye, { ip: freshIp() }), 409, 'VA001');
    const again = await post(
      server,
      `${u}${userCalls.accountLink}`,
      { uuid: session.uuid, accounts: [{ accountNumber: validation.accountNumber, customerNumber: validation.customerNumber, validationToken: validation.validationToken }] },
      { ip: freshIp(), headers: session.headers },
    );
    expectCode(again, 409, 'VA001');
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Failed to Link New Account', registrationStatus: 'Failed' });
  });

  it('needs a session, the caller’s own uuid and a validation token for each account', async () => {
    const validation = await validateAccount(server, freeAccounts.kasane, freshIp());
    const entry = { accountNumber: validation.accountNumber, customerNumber: validation.customerNumber, validationToken: validation.validationToken };
    const session = await signIn(server, 'demo.prepaid', freshIp());
    const other = await signIn(server, 'demo.suspended', freshIp());
    const link = (payload: object, headers: Record<string, string> = session.headers) => post(server, `${u}${userCalls.accountLink}`, payload, { ip: freshIp(), headers });
    expectCode(await link({ uuid: session.uuid, accounts: [entry] }, {}), 401, 'GEN401');
    expectCode(await link({ uuid: other.uuid, accounts: [entry] }), 403, 'GEN403');
    expectCode(await link({ uuid: session.uuid, accounts: [{ ...entry, customerNumber: '1099999999' }] }), 410, 'REG001');
    expectCode(await link({ uuid: session.uuid, accounts: [{ ...entry, accountNumber: '300039504871' }] }), 410, 'REG001');
    expectRule(await link({ uuid: session.uuid, accounts: [entry, entry] }), 'accounts', 'REG_ACCOUNT_DUPLICATE');
    expectRule(await link({ uuid: session.uuid, accounts: [] }), 'accounts', 'REG_ACCOUNTS_COUNT');
    // Nothing was linked by the refusals: the account is still free.
    expect(await checkRegistered(freeAccounts.kasane.accountNumber)).toBe(false);
  });
});

describe('throttles per IP address', () => {
  it('10 failed account validations within 15 minutes block the address (429 GEN015), even with the right details', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 10; i++) expectCode(await post(server, `${u}${userCalls.validateAccount}`, { ...freeAccounts.tsabong, postCode: `6510${i}` }, { ip }), 400, 'GEN014');
    const blocked = await post(server, `${u}${userCalls.validateAccount}`, freeAccounts.kasane, { ip });
    expectCode(blocked, 429, 'GEN015');
    // Other addresses are not affected; bad input is not counted and still answers 400.
    expectOk(await post(server, `${u}${userCalls.validateAccount}`, freeAccounts.kasane, { ip: '203.0.113.41' }));
    expectRule(await post(server, `${u}${userCalls.validateAccount}`, { ...freeAccounts.kasane, postCode: 'x' }, { ip }), 'postCode', 'REG_ZIP_LENGTH');
    clock.advance(minutes(15) + 1000);
    expectOk(await post(server, `${u}${userCalls.validateAccount}`, freeAccounts.kasane, { ip }));
  });

  it('successful validations do not count', async () => {
    const ip = '203.0.113.42';
    for (let i = 0; i < 12; i++) await validateAccount(server, freeAccounts.kasane, ip);
  });

  it('user id availability: 30 checks, then 429', async () => {
    const ip = '203.0.113.43';
    for (let i = 0; i < 30; i++) expect(await available(`someone.${i}`, ip)).toBe(true);
    expectCode(await get(server, `${u}${userCalls.userNameAvailable}?userName=someone.x`, { ip }), 429, 'GEN015');
  });

  it('already-registered checks: 20, then 429; registrations: 10, then 429', async () => {
    const ip = '203.0.113.44';
    for (let i = 0; i < 20; i++) await checkRegistered('300041526371', ip);
    expectCode(await post(server, `${u}${userCalls.checkRegistered}`, { accountNumber: '300041526371' }, { ip }), 429, 'GEN015');
    for (let i = 0; i < 10; i++) expectCode(await register(registrationBody('va.e30.forged'), ip), 410, 'REG001');
    expectCode(await register(registrationBody('va.e30.forged'), ip), 429, 'GEN015');
  });

  it('10 unknown activation keys, then 429', async () => {
    const ip = '203.0.113.45';
    for (let i = 0; i < 10; i++) expectCode(await activate(`unknown-activation-key-${i}-xxxxxxxx`, ip), 410, 'ACT001');
    expectCode(await activate('unknown-activation-key-last-xxxxxxxx', ip), 429, 'GEN015');
  });
});

describe('interaction records of registration', () => {
  it('every record has the catalogue values and none holds a password', async () => {
    const rows = await server.db
      .select()
      .from(t.interactionRecords)
      .where(and(eq(t.interactionRecords.moduleName, 'Registration'), sql`${t.interactionRecords.actionSubject} is not null`));
    expect(new Set(rows.map((r) => r.actionSubject))).toEqual(
      new Set([
        'Account Validation Eligible', 'Account Validation Ineligible', 'Account Already Registered', 'Account Not Registered', 'Username Available',
        'Username Not Available', 'Registration Successful', 'Failed Registration', 'New Account Linked', 'Failed to Link New Account',
      ]),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ actionRequired: 'Add', actionPriority: 5, actionStatus: 1, trigger: 'X', interactionRecordReasonId: 'A1-Z0000001-Z011' });
    }
    expect(JSON.stringify(rows)).not.toMatch(/Kgale#Hill|Password@123/);
  });
});
