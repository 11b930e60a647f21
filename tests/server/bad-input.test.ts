/**
 * Bad input sent to every call that exists: unknown fields, missing required fields, wrong types,
 * oversize strings, control characters, bodies where none belongs; and for POST calls malformed
 * JSON, wrong content types, oversize bodies and non-object bodies. Every answer is a 4xx envelope
 * (never a 500) and nothing is written. Calls that need a session get a valid bearer token, so what
 * is tested is the validation behind the authentication.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../server/db/schema.ts';
import { bodyLimitBytes } from '../../server/app.ts';
import { adminBasePath, adminCalls, adminTokenHeader } from '../../src/domain/admin.ts';
import {
  accountCalls,
  bankRoutingCalls,
  billingCalls,
  customerServiceCalls,
  guestCalls,
  inboxCalls,
  paymentCalls,
  outageCalls,
  refreshCookieName,
  sessionCommonCalls,
  singleSignOnCalls,
  userBehaviorCalls,
  userCalls,
} from '../../src/domain/calls.ts';
import { sha256Hex } from '../../server/auth/tokens.ts';
import { pendingGuestInvitationSeed } from '../../server/seed/index.ts';
import { devAdminCalls } from '../../src/domain/devAdmin.ts';
import { commonCalls, healthPath, metaFilePath, apiAreas } from '../../src/domain/apiAreas.ts';
import { envelope, loginRequest, signIn, startTestServer, testAdminToken, type TestServer } from './helpers.ts';
import { isApiPath } from '../../server/http/security.ts';
import { uncoveredRoutes } from './routeCoverage.ts';
import type { BadInputCalls, GetCall, PostCall } from './badInputCalls.ts';
import { idempotencyKeyHeader } from '../../src/domain/payment.ts';

let server: TestServer;

/** Bearer headers, filled in before the tests run (the call lists below hold these objects). */
const customerAuth: Record<string, string> = {};
const agentAuth: Record<string, string> = {};
const logoutAuth: Record<string, string> = {};
const prepaidAuth: Record<string, string> = {};
const adminHeaders = { [adminTokenHeader]: testAdminToken };
/** Tokens that valid bodies need; read through getters, so each test sees the current one. */
const live = {
  customerUuid: '', refreshToken: '', restoreToken: '', tfaSendToken: '', tfaVerifyToken: '', tfaCode: '', authToken: '',
  // registration, recovery and guests
  validationToken: '', linkToken: '', linkCustomerNumber: '', activationKey: '', resetKeyToValidate: '', resetKeyToUse: '', updateUserKey: '', guestKey: '', resendGuestId: 0, revokeGuestId: 0,
  // payments
  cardToken: '', removableToken: '', guestPaymentToken: '', scheduledUid: '',
};

/** A calendar day relative to today, yyyy-mm-dd (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Accounts the valid bodies use (seeded, without a user): server/seed/demo.ts. */
const molepolole = { accountNumber: '300028493760', dateOfBirth: '19880314', firstName: 'Keabetswe', lastName: 'Modise', registrationType: 0, action: 'REGP', idNumber: '438521907', postCode: '59001' };
const setupIp = '10.99.0.1';

async function validationOf(details: Record<string, unknown>) {
  const reply = await server.request({ method: 'POST', url: `${apiAreas.userManagement}${userCalls.validateAccount}`, payload: details, remoteAddress: setupIp });
  return envelope<{ validationToken: string; customerNumber: string }>(reply).data;
}

/** A reset key stored for a user, as forgot password would e-mail it. */
async function resetKeyFor(userName: string, key: string) {
  const [user] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, userName));
  const now = new Date();
  await server.db.insert(t.userKeys).values({ userId: user!.id, purpose: 'reset', keyHash: sha256Hex(key), createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
  return key;
}

async function newestLinkKey(where: ReturnType<typeof eq>, page: string) {
  const [message] = await server.db.select().from(t.outboxMessages).where(where).orderBy(desc(t.outboxMessages.id)).limit(1);
  return new RegExp(`${page}\\?key=([\\w-]+)`).exec(message!.body)![1]!;
}

async function newestCode(): Promise<string> {
  const [message] = await server.db.select().from(t.outboxMessages).orderBy(desc(t.outboxMessages.id)).limit(1);
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}

async function tfaToken(userName: string): Promise<string> {
  const reply = await loginRequest(server, { username: userName, password: 'Portal#2026' });
  return envelope<{ tfaDetails: { tfaToken: string } }>(reply).data.tfaDetails.tfaToken;
}

async function renewLogoutSession() {
  Object.assign(logoutAuth, (await signIn(server, 'demo.prepaid')).headers);
}

beforeAll(async () => {
  server = await startTestServer();
  const customer = await signIn(server, 'demo.customer');
  Object.assign(customerAuth, customer.headers);
  live.customerUuid = customer.uuid;
  Object.assign(agentAuth, (await signIn(server, 'agent.csr')).headers);
  await renewLogoutSession();
  live.refreshToken = (await signIn(server, 'demo.landlord')).refreshToken;
  live.restoreToken = (await signIn(server, 'demo.landlord')).refreshToken;
  live.tfaSendToken = await tfaToken('demo.tfa');
  // A second two-factor user for verification, with a code already sent.
  await server.db.update(t.users).set({ tfa: true }).where(eq(t.users.userName, 'demo.suspended'));
  live.tfaVerifyToken = await tfaToken('demo.suspended');
  await server.request({ method: 'POST', url: `${apiAreas.userManagement}${userCalls.tfaSend}`, payload: { tfaToken: live.tfaVerifyToken, channel: 'sms' } });
  live.tfaCode = await newestCode();
  const issued = await server.request({ method: 'POST', url: `${adminBasePath}${devAdminCalls.authToken}`, headers: adminHeaders, payload: { userName: 'demo.guest' } });
  live.authToken = envelope<{ token: string }>(issued).data.token;

  // Registration: a token for the registration body, one for the account link, an activation key.
  live.validationToken = (await validationOf({ accountNumber: '300040615982', dateOfBirth: '19930625', firstName: 'Masego', lastName: 'Pilane', registrationType: 0, action: 'REGP', idNumber: '635128840', postCode: '57001' })).validationToken;
  const link = await validationOf({ accountNumber: '300062837104', dateOfBirth: '19900909', firstName: 'Lorato', lastName: 'Ketshabile', registrationType: 1, action: 'REGO', idNumber: 'BW00001874321', orgName: 'Okavango Lodge Supplies (Pty) Ltd', postCode: '62001' });
  live.linkToken = link.validationToken;
  live.linkCustomerNumber = link.customerNumber;
  const tsabong = await validationOf({ accountNumber: '300073948215', dateOfBirth: '19960418', firstName: 'Kabo', lastName: 'Olebile', registrationType: 0, action: 'REGP', idNumber: '846722113', postCode: '65001' });
  const registered = await server.request({
    method: 'POST',
    url: `${apiAreas.userManagement}${userCalls.register}`,
    remoteAddress: setupIp,
    payload: { validationToken: tsabong.validationToken, firstName: 'Kabo', lastName: 'Olebile', userName: 'kabo.o', password: 'Kgale#Hill2031', confirmPassword: 'Kgale#Hill2031', primaryEmail: 'kabo.olebile@example.com', primaryPhone: '71234590', isAggree: true },
  });
  if (registered.statusCode !== 200) throw new Error(`setup registration failed: ${registered.body}`);
  live.activationKey = await newestLinkKey(eq(t.outboxMessages.kind, 'activation'), '/UserAccountActivation');
  // Recovery: reset keys (demo.enterprise) and a migrated user's key (demo.migrated).
  live.resetKeyToValidate = await resetKeyFor('demo.enterprise', 'bad-input-reset-key-to-validate-0001');
  live.resetKeyToUse = await resetKeyFor('demo.enterprise', 'bad-input-reset-key-to-use-00000002');
  live.updateUserKey = await resetKeyFor('demo.migrated', 'bad-input-update-user-key-000000003');
  // Guests: two invitations from demo.customer to send again and to withdraw.
  for (const email of ['resend.guest@example.com', 'revoke.guest@example.com']) {
    const sent = await server.request({
      method: 'POST',
      url: `${apiAreas.guestUserManagement}${guestCalls.invite}`,
      headers: customerAuth,
      remoteAddress: setupIp,
      payload: { accountNumber: '300041526371', email, firstName: 'Bad', lastName: 'Input', accessUntil: day(30) },
    });
    if (sent.statusCode !== 200) throw new Error(`setup invitation failed: ${sent.body}`);
  }
  const managed = await server.db.select().from(t.guestInvitations).orderBy(desc(t.guestInvitations.id)).limit(2);
  live.revokeGuestId = managed[0]!.id;
  live.resendGuestId = managed[1]!.id;
  // Guests: an invitation from demo.customer.
  const invited = await server.request({
    method: 'POST',
    url: `${apiAreas.guestUserManagement}${guestCalls.invite}`,
    headers: customerAuth,
    remoteAddress: setupIp,
    payload: { accountNumber: '300041526389', email: 'new.guest@example.com', firstName: 'New', lastName: 'Guest', accessUntil: day(30) },
  });
  if (invited.statusCode !== 200) throw new Error(`setup invitation failed: ${invited.body}`);
  live.guestKey = await newestLinkKey(eq(t.outboxMessages.kind, 'guest-invitation'), '/GuestRegister');
  // Payments: demo.customer's saved card, a saved bank account to remove, a guest payment token, the seeded scheduled payment.
  Object.assign(prepaidAuth, (await signIn(server, 'demo.prepaid')).headers);
  const methods = envelope<{ paymentTokenId: string; kind: string }[]>(await server.request({ method: 'GET', url: `${apiAreas.payment}${paymentCalls.methods}?accountNumber=300041526371`, headers: customerAuth })).data;
  live.cardToken = methods.find((m) => m.kind === 'card')!.paymentTokenId;
  const removable = await server.request({ method: 'POST', url: `${apiAreas.payment}${paymentCalls.bankProfile}`, headers: customerAuth, payload: { bank: bankDetails } });
  if (removable.statusCode !== 200) throw new Error(`setup bank profile failed: ${removable.body}`);
  live.removableToken = envelope<{ paymentTokenId: string }>(removable).data.paymentTokenId;
  const guestCheck = await server.request({ method: 'POST', url: `${apiAreas.payment}${paymentCalls.guestValidateAccount}`, remoteAddress: setupIp, payload: { accountNumber: '300041526371', lastName: 'Molefe' } });
  live.guestPaymentToken = envelope<{ guestPaymentToken: string }>(guestCheck).data.guestPaymentToken;
  live.scheduledUid = (await server.db.select().from(t.payments).where(eq(t.payments.status, 'scheduled')))[0]!.uid;
});
afterAll(async () => {
  await server?.close();
});

const rows = async (table: PgTable) => (await server.db.select({ n: count() }).from(table))[0]!.n;

const c = apiAreas.common;
const pay = apiAreas.payment;

/** Valid payment pieces (src/domain/payment.ts): a new card and bank account, today and a later day. */
const validCard = { nameOnCard: 'Kagiso T Molefe', cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvv: '123' };
const bankDetails = { accountHolderName: 'Kagiso T Molefe', accountType: 'savings', routingNumber: '281467902', confirmRoutingNumber: '281467902', bankAccountNumber: '55667788', confirmBankAccountNumber: '55667788' };
/** A wallet approval's details (the token is well formed; no approval has it). */
const validWallet = { walletType: 'PayPal', walletToken: `wal_${'a'.repeat(24)}` };
/** Each POST that moves money gets its own Idempotency-Key (its valid body is accepted once at the end). */
const idempotent = (headers: Record<string, string> = {}) => ({ ...headers, [idempotencyKeyHeader]: crypto.randomUUID() });
/** Wrong types common to the payment bodies (each names its first key). */
const paymentWrongTypes: Record<string, unknown>[] = [
  { amount: '100' }, { amount: -5 }, { amount: 1.234 }, { amount: null }, { paymentAmountType: 'All' }, { paymentMethod: 'Cash' },
  { card: 'x' }, { card: { ...validCard, cardNumber: '4242424242424241' } }, { card: { ...validCard, cvv: '1234' } }, { card: { ...validCard, expiryMonth: 0 } },
  { bank: { routingNumber: '1' } }, { bank: [] }, { paymentDate: '2026-13-01' }, { paymentDate: 20260101 }, { convenienceFee: -1 }, { convenienceFee: '5' },
  { paperless: 1 }, { billing: [] }, { billing: { zip: 5 } }, { accountNumber: 300041526371 },
];

const getCalls: GetCall[] = [
  { name: 'multilingual', path: `${c}${commonCalls.multilingual}`, valid: { module: 'PreLogin', language: 'EN_US' }, required: ['module', 'language'], strings: ['module', 'sm'], badValues: [{ language: 'en_us' }, { language: 'DE' }, { type: '9' }, { type: 'label' }] },
  { name: 'metric-settings', path: `${c}${commonCalls.metricSettings}`, valid: {} },
  { name: 'countries', path: `${c}${commonCalls.countries}`, valid: {} },
  { name: 'states/{country}', path: `${c}${commonCalls.states}/BW`, valid: {} },
  { name: 'cities', path: `${c}${commonCalls.cities}`, valid: {}, badValues: [{ country: 'bw' }, { district: '12' }, { country: 'Botswana' }] },
  { name: 'districts', path: `${c}${commonCalls.districts}`, valid: {}, badValues: [{ country: 'B' }, { country: 'bw' }] },
  { name: 'faq', path: `${c}${commonCalls.faq}`, valid: { categoryId: '2', language: 'EN_US' }, required: ['categoryId', 'language'], strings: ['search'], badValues: [{ categoryId: '99' }, { categoryId: 'two' }, { categoryId: '-1' }, { language: 'english' }] },
  { name: 'terms', path: `${c}${commonCalls.terms}`, valid: { language: 'FR' }, required: ['language'], badValues: [{ type: 'cookies' }, { type: '' }] },
  { name: 'banners', path: `${c}${commonCalls.banners}`, valid: { pageName: 'Dashboard', language: 'EN_US' }, required: ['pageName', 'language'], strings: ['pageName'], badValues: [{ bannerType: 'x' }, { bannerType: '123' }] },
  { name: 'maintenance', path: `${c}${commonCalls.maintenance}`, valid: { type: '1' }, required: ['type'], badValues: [{ type: '2' }, { type: '' }] },
  { name: 'Alert/Type/GNRLBANR', path: `${c}${commonCalls.generalBanner}`, valid: {}, badValues: [{ language: 'DE' }] },
  { name: 'service-centres', path: `${c}${commonCalls.serviceCentres}`, valid: { language: 'FR' }, strings: ['language'], badValues: [{ language: 'DE' }, { language: 'fr' }] },
  { name: 'health', path: healthPath, valid: {} },
  { name: 'meta.json', path: metaFilePath, valid: {}, badValues: [{ t: 'abc' }, { t: '1'.repeat(25) }], envelope: false },
  // ---- signed in
  { name: 'user/me', path: `${apiAreas.userManagement}${userCalls.me}`, headers: customerAuth, valid: {} },
  { name: 'user/role-rights', path: `${apiAreas.userManagement}${userCalls.roleRights}`, headers: customerAuth, valid: { roleId: '1', personaId: '1' }, required: ['roleId'], strings: ['roleId'], badValues: [{ roleId: 'one' }, { roleId: '1234' }, { roleId: '-1' }, { personaId: '4' }, { personaId: '' }] },
  {
    name: 'account/service-addresses',
    path: `${apiAreas.accountManagement}${accountCalls.serviceAddresses}`,
    headers: customerAuth,
    valid: { get uuid() { return live.customerUuid; } },
    required: ['uuid'],
    strings: ['uuid'],
    badValues: [{ uuid: 'not-a-uuid' }, { uuid: '12345' }, { uuid: '' }],
  },
  { name: 'account/meters', path: `${apiAreas.accountManagement}${accountCalls.meters}`, headers: customerAuth, valid: { accountNumber: '300041526371' }, required: ['accountNumber'], strings: ['accountNumber'], badValues: [{ accountNumber: '3000415263AB' }, { accountNumber: '123' }, { accountNumber: '' }] },
  {
    name: 'account/status',
    path: `${apiAreas.accountManagement}${accountCalls.status}`,
    headers: customerAuth,
    valid: { get uuid() { return live.customerUuid; }, accountNumber: '300041526371' },
    required: ['uuid', 'accountNumber'],
    strings: ['uuid', 'accountNumber'],
    badValues: [{ uuid: 'x' }, { accountNumber: '-300041526371' }],
  },
  { name: 'billing/dashboard', path: `${apiAreas.billing}${billingCalls.dashboard}`, headers: customerAuth, valid: { accountNumber: '300041526371' }, required: ['accountNumber'], strings: ['accountNumber'], badValues: [{ accountNumber: '30004152637 ' }, { accountNumber: '1e10' }] },
  { name: 'outage/count', path: `${apiAreas.outage}${outageCalls.count}`, valid: {}, strings: ['accountNumber'], badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }] },
  { name: 'inbox/unread-messages', path: `${apiAreas.notificationInbox}${inboxCalls.unreadMessages}`, headers: customerAuth, valid: { language: 'SP' }, strings: ['language'], badValues: [{ language: 'DE' }, { language: 'es' }] },
  { name: 'inbox/dashboard-notification', path: `${apiAreas.notificationInbox}${inboxCalls.dashboardNotification}`, headers: customerAuth, valid: { accountNumber: '300041526371' }, required: ['accountNumber'], strings: ['accountNumber'], badValues: [{ accountNumber: 'x' }] },
  { name: 'common/notification-banner', path: `${apiAreas.common}${sessionCommonCalls.notificationBanner}`, headers: customerAuth, valid: { accountNumber: '300041526371', language: 'FR' }, required: ['accountNumber'], strings: ['accountNumber', 'language'], badValues: [{ accountNumber: '0x12' }, { language: 'DE' }, { language: 'fr' }] },
  { name: 'common/portal-settings', path: `${apiAreas.common}${sessionCommonCalls.portalSettings}`, valid: {} },
  { name: 'admin/outbox', path: `${adminBasePath}${devAdminCalls.outbox}`, headers: adminHeaders, valid: { user: 'demo.tfa', limit: '5' }, required: ['user'], strings: ['user'], badValues: [{ limit: '0' }, { limit: '101' }, { limit: 'ten' }, { user: 'a b c' }, { user: 'ab' }] },
  { name: 'admin/outbox/by-address', path: `${adminBasePath}${devAdminCalls.outboxByAddress}`, headers: adminHeaders, valid: { address: 'kagiso.molefe@example.com', limit: '5' }, required: ['address'], strings: ['address'], badValues: [{ address: 'nope' }, { address: '' }, { limit: '0' }, { limit: 'x' }] },
  // ---- registration and guests
  { name: 'user/registration/user-name-available', path: `${apiAreas.userManagement}${userCalls.userNameAvailable}`, valid: { userName: 'free.name' }, required: ['userName'], strings: ['userName'], badValues: [{ userName: 'ab' }, { userName: 'has space' }, { userName: '00000' }, { userName: '' }] },
  {
    name: 'guest/guests',
    path: `${apiAreas.guestUserManagement}${guestCalls.list}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371' },
    required: ['accountNumber'],
    strings: ['accountNumber'],
    badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }, { accountNumber: '000000000000' }],
  },
  { name: 'guest/invitation', path: `${apiAreas.guestUserManagement}${guestCalls.invitation}`, valid: { key: pendingGuestInvitationSeed.key }, required: ['key'], strings: ['key'], badValues: [{ key: 'short' }, { key: 'has spaces in this key 0123' }, { key: '' }] },
  // ---- billing and payment
  { name: 'billing/current-bill', path: `${apiAreas.billing}${billingCalls.currentBill}`, headers: customerAuth, valid: { accountNumber: '300041526371' }, required: ['accountNumber'], strings: ['accountNumber'], badValues: [{ accountNumber: '12' }, { accountNumber: 'abc' }] },
  {
    name: 'billing/history', path: `${apiAreas.billing}${billingCalls.history}`, headers: customerAuth, valid: { accountNumber: '300041526371', page: '1', pageSize: '5' },
    required: ['accountNumber'], strings: ['accountNumber', 'page', 'pageSize'], badValues: [{ page: '0' }, { page: 'x' }, { pageSize: '51' }, { pageSize: '0' }, { page: '-1' }, { accountNumber: '1e10' }],
  },
  { name: 'billing/token-history', path: `${apiAreas.billing}${billingCalls.tokenHistory}`, headers: prepaidAuth, valid: { accountNumber: '300052837104', page: '1' }, required: ['accountNumber'], strings: ['accountNumber', 'page'], badValues: [{ page: '1.5' }, { pageSize: '500' }] },
  { name: 'billing/transactions', path: `${apiAreas.billing}${billingCalls.transactions}`, headers: prepaidAuth, valid: { accountNumber: '300052837104', pageSize: '10' }, required: ['accountNumber'], strings: ['accountNumber', 'pageSize'], badValues: [{ page: 'one' }, { pageSize: '' }] },
  { name: 'payment/methods', path: `${pay}${paymentCalls.methods}`, headers: customerAuth, valid: { accountNumber: '300041526371' }, required: ['accountNumber'], strings: ['accountNumber'], badValues: [{ accountNumber: 'x' }] },
  {
    name: 'payment/scheduled', path: `${pay}${paymentCalls.scheduled}`, headers: customerAuth, valid: { get uuid() { return live.customerUuid; } },
    required: ['uuid'], strings: ['uuid'], badValues: [{ uuid: 'nope' }, { uuid: '' }],
  },
  { name: 'payment/wallets', path: `${pay}${paymentCalls.wallets}`, valid: {} },
  {
    name: 'bankrouting/lookup', path: `${apiAreas.bankRouting}${bankRoutingCalls.lookup}`, valid: { routingNumber: '281467902' },
    required: ['routingNumber'], strings: ['routingNumber'], badValues: [{ routingNumber: '12' }, { routingNumber: '28146790A' }, { routingNumber: '' }],
  },
];

/** The registrations of flows made by `npm run new:flow`: one file per flow (tests/server/badInputCalls.ts). */
const flowRegistrations = Object.values(import.meta.glob<{ badInput: BadInputCalls }>('./bad-input/*.ts', { eager: true })).map((module) =>
  module.badInput({ server: () => server, customerAuth, agentAuth, prepaidAuth }),
);
getCalls.push(...flowRegistrations.flatMap((calls) => calls.get));

function url(path: string, query: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A refusal: the given 4xx status, the envelope with data null and the status code repeated. */
function expectRefused(reply: LightMyRequestResponse, status: number, msgcodes: string[] = ['VLD002', 'VLD003'], field?: string) {
  expect(reply.statusCode, reply.body).toBe(status);
  const body = reply.json();
  expect(body.data).toBeNull();
  expect(body.status.code).toBe(status);
  expect(msgcodes).toContain(body.status.msgcode);
  expect(body.status.message).toEqual(expect.any(String));
  if (field) expect(body.status.message).toContain(field);
  expect(reply.headers['content-security-policy']).toBeDefined();
}

describe.each(getCalls)('GET $name', (call) => {
  const get = (query: Record<string, string | string[]>, extra: { headers?: Record<string, string>; payload?: string } = {}) =>
    server.request({ method: 'GET', url: url(call.path, query), ...extra, headers: { ...call.headers, ...extra.headers } });

  it('accepts the valid query', async () => {
    const reply = await get(call.valid);
    expect(reply.statusCode).toBe(200);
    if (call.envelope !== false) expect(reply.json().status.code).toBe(200);
  });

  it('refuses an unknown query field with VLD003 naming it', async () => {
    expectRefused(await get({ ...call.valid, bogus: '1' }), 400, ['VLD003'], 'query.bogus');
    expectRefused(await get({ ...call.valid, __proto__x: '1', constructor: 'x' }), 400, ['VLD003']);
  });

  it('refuses each missing required field, naming it', async () => {
    for (const field of call.required ?? []) {
      const { [field]: _dropped, ...rest } = call.valid;
      expectRefused(await get(rest), 400, ['VLD002'], `query.${field}`);
    }
  });

  it('refuses oversize strings, naming the field', async () => {
    for (const field of call.strings ?? []) {
      expectRefused(await get({ ...call.valid, [field]: 'x'.repeat(5000) }), 400, ['VLD002'], `query.${field}`);
    }
  });

  it('refuses a repeated parameter (an array where a string belongs)', async () => {
    const [field, value] = Object.entries(call.valid)[0] ?? ['bogus', '1'];
    expectRefused(await get({ ...call.valid, [field]: [value, value] }), 400);
  });

  it('refuses values outside the rules', async () => {
    for (const bad of call.badValues ?? []) expectRefused(await get({ ...call.valid, ...bad }), 400, ['VLD002'], `query.${Object.keys(bad)[0]}`);
  });

  it('refuses control characters', async () => {
    const field = (call.strings ?? Object.keys(call.valid))[0] ?? 'x';
    const reply = await get({ ...call.valid, [field]: 'a\u0000b' });
    expectRefused(reply, 400);
  });

  it('refuses a body on a GET', async () => {
    expectRefused(await get(call.valid, { headers: { 'content-type': 'application/json' }, payload: '{"a":1}' }), 400, ['VLD002']);
    expectRefused(await get(call.valid, { headers: { 'content-type': 'text/plain' }, payload: 'hello' }), 400, ['VLD002']);
  });

  it('survives malformed query strings without a 500', async () => {
    for (const raw of ['%', '%zz', '&&&', '=x', 'a[b]=1', `${'x'.repeat(3000)}=1`]) {
      const reply = await server.request({ method: 'GET', url: `${call.path}?${raw}`, headers: call.headers });
      expect(reply.statusCode, raw).toBeLessThan(500);
    }
  });
});

describe('GET states/{country} path parameter', () => {
  it.each(['bw', 'B1', 'BOTSWANA', '%00', 'B%20W'])('refuses %s', async (country) => {
    expectRefused(await server.request(`${c}${commonCalls.states}/${country}`), 400, ['VLD002'], 'params.country');
  });

  it('a very long parameter is a 4xx, not a 500', async () => {
    const reply = await server.request(`${c}${commonCalls.states}/${'A'.repeat(2000)}`);
    expect([400, 404]).toContain(reply.statusCode);
  });
});

const postCalls: PostCall[] = [
  {
    name: 'banner-tracking',
    path: `${c}${commonCalls.bannerTracking}`,
    headers: {},
    valid: { pageName: 'Dashboard', bannerIndex: 0, redirectUrl: '/AccountInformation' },
    required: ['pageName', 'bannerIndex'],
    strings: ['pageName', 'redirectUrl'],
    wrongTypes: [{ bannerIndex: '1' }, { bannerIndex: 1.5 }, { bannerIndex: -1 }, { bannerIndex: 100 }, { bannerIndex: null }, { bannerIndex: 1e308 }, { pageName: 5 }, { pageName: true }, { pageName: ['Dashboard'] }, { pageName: { x: 1 } }, { redirectUrl: 0 }],
    state: async () => (await server.db.select().from(t.bannerClicks)).length,
  },
  {
    name: 'admin/maintenance',
    path: `${adminBasePath}${adminCalls.maintenance}`,
    headers: { [adminTokenHeader]: testAdminToken },
    valid: { active: false },
    required: ['active'],
    strings: ['message'],
    wrongTypes: [{ active: 'true' }, { active: 1 }, { active: null }, { message: 5 }, { message: '' }, { message: '   ' }],
    state: async () => server.db.select().from(t.maintenanceItems),
  },
  {
    name: 'admin/auth-token',
    path: `${adminBasePath}${devAdminCalls.authToken}`,
    headers: adminHeaders,
    valid: { userName: 'demo.customer' },
    required: ['userName'],
    strings: ['userName'],
    wrongTypes: [{ userName: 5 }, { userName: 'a b' }, { userName: '' }, { userName: null }],
    state: () => rows(t.authTokens),
  },
  {
    name: 'admin/test-people',
    path: `${adminBasePath}${devAdminCalls.testPeople}`,
    headers: adminHeaders,
    valid: { users: ['demo.prepaid'] },
    required: [],
    strings: [],
    wrongTypes: [{ users: 'demo.prepaid' }, { users: [5] }, { users: ['a b'] }, { users: [] }, { users: ['nobody.here'] }, { accounts: ['Customer Home'] }, { accounts: ['no-such-account'] }, { users: Array(6).fill('demo.prepaid') }],
    state: () => rows(t.users),
  },
  // ---- user management
  {
    name: 'user/login',
    path: `${apiAreas.userManagement}${userCalls.login}`,
    headers: {},
    valid: { username: 'demo.customer', password: 'Portal#2026', customattributes: { client: 'web', version: '10.2.0' } },
    required: ['username', 'password'],
    strings: ['username', 'password', 'guestToken'],
    wrongTypes: [
      { username: 5 }, { username: '' }, { username: 'ab' }, { username: 'has space' }, { username: '00000' }, { username: ['demo.customer'] },
      { password: 123 }, { password: '' }, { password: null }, { guestToken: 7 },
      { customattributes: 'web' }, { customattributes: [] }, { customattributes: { ip: 5 } }, { customattributes: { os: 'x'.repeat(61) } },
      { language: 'DE' }, { language: 5 },
    ],
    state: async () => [await rows(t.loginAttempts), await rows(t.interactionRecords), await rows(t.sessionFamilies)],
  },
  {
    name: 'user/token/refresh',
    path: `${apiAreas.userManagement}${userCalls.refresh}`,
    headers: {},
    valid: { get refreshToken() { return live.refreshToken; } },
    required: [],
    strings: ['refreshToken'],
    wrongTypes: [{ refreshToken: 5 }, { refreshToken: null }, { refreshToken: ['x'] }, { refreshToken: { token: 'x' } }],
    state: async () => [await rows(t.refreshTokens), (await server.db.select({ n: count() }).from(t.refreshTokens).where(isNotNull(t.refreshTokens.usedAt)))[0]!.n],
    bodyOptional: { missingStatus: 401 },
  },
  {
    name: 'user/session/restore',
    path: `${apiAreas.userManagement}${userCalls.sessionRestore}`,
    // The refresh cookie is the caller's key here (a getter: the token rotates when a call is answered).
    headers: { get cookie() { return `${refreshCookieName}=${live.restoreToken}`; } },
    valid: { accountNumber: '300041526371' },
    required: [],
    strings: ['accountNumber'],
    wrongTypes: [{ accountNumber: 300041526371 }, { accountNumber: 'abc' }, { accountNumber: '' }, { accountNumber: null }],
    state: async () => [await rows(t.refreshTokens), (await server.db.select({ n: count() }).from(t.refreshTokens).where(isNotNull(t.refreshTokens.usedAt)))[0]!.n],
    bodyOptional: { missingStatus: 200, renew: async () => void (live.restoreToken = (await signIn(server, 'demo.landlord')).refreshToken) },
  },
  {
    name: 'user/logout',
    path: `${apiAreas.userManagement}${userCalls.logout}`,
    headers: logoutAuth,
    valid: {},
    required: [],
    strings: [],
    wrongTypes: [],
    state: async () => (await server.db.select({ n: count() }).from(t.sessionFamilies).where(isNotNull(t.sessionFamilies.revokedAt)))[0]!.n,
    bodyOptional: { missingStatus: 200, renew: renewLogoutSession },
  },
  {
    name: 'user/tfa/send',
    path: `${apiAreas.userManagement}${userCalls.tfaSend}`,
    headers: {},
    valid: { get tfaToken() { return live.tfaSendToken; }, channel: 'email' },
    required: ['tfaToken', 'channel'],
    strings: ['tfaToken'],
    wrongTypes: [{ channel: 'fax' }, { channel: 'EMAIL' }, { channel: 1 }, { tfaToken: 5 }, { tfaToken: null }],
    state: async () => [await rows(t.outboxMessages), await server.db.select().from(t.tfaCodes)],
  },
  {
    name: 'user/tfa/verify',
    path: `${apiAreas.userManagement}${userCalls.tfaVerify}`,
    headers: {},
    valid: { get tfaToken() { return live.tfaVerifyToken; }, get code() { return live.tfaCode; } },
    required: ['tfaToken', 'code'],
    strings: ['tfaToken'],
    wrongTypes: [{ code: 123456 }, { code: '12345' }, { code: '1234567' }, { code: 'abcdef' }, { code: '12 456' }, { tfaToken: 1 }],
    state: async () => [await server.db.select().from(t.tfaCodes), await rows(t.sessionFamilies)],
  },
  {
    name: 'user/authenticate',
    path: `${apiAreas.userManagement}${userCalls.authenticate}`,
    headers: {},
    valid: { get token() { return live.authToken; } },
    required: ['token'],
    strings: ['token'],
    wrongTypes: [{ token: 5 }, { token: 'short' }, { token: null }, { token: ['x'.repeat(30)] }],
    state: async () => [await server.db.select().from(t.authTokens), await rows(t.interactionRecords)],
  },
  {
    name: 'user/ip-lock-count',
    path: `${apiAreas.userManagement}${userCalls.ipLockCount}`,
    headers: {},
    valid: { ipAddress: '203.0.113.9' },
    required: ['ipAddress'],
    strings: ['ipAddress'],
    wrongTypes: [{ ipAddress: 5 }, { ipAddress: null }, { ipAddress: { v4: '1.2.3.4' } }],
    state: () => rows(t.ipLockChecks),
  },
  {
    name: 'user/user-role-rights',
    path: `${apiAreas.userManagement}${userCalls.userRoleRights}`,
    headers: customerAuth,
    valid: { get uuid() { return live.customerUuid; }, accountNumber: '300041526371', moduleName: 'billing' },
    required: ['uuid', 'accountNumber', 'moduleName'],
    strings: ['moduleName', 'accountNumber', 'uuid'],
    wrongTypes: [{ uuid: 'nope' }, { uuid: 5 }, { accountNumber: 300041526371 }, { accountNumber: '12ab' }, { moduleName: 5 }],
    state: async () => 'read only',
  },
  // ---- single sign-on
  {
    name: 'sso/support',
    path: `${apiAreas.singleSignOn}${singleSignOnCalls.support}`,
    headers: agentAuth,
    valid: { accountNumber: '300041526371' },
    required: ['accountNumber'],
    strings: ['accountNumber'],
    wrongTypes: [{ accountNumber: 5 }, { accountNumber: 'abc' }, { accountNumber: '' }, { accountNumber: null }],
    state: () => rows(t.authTokens),
  },
  // ---- inbox
  {
    name: 'inbox/unread',
    path: `${apiAreas.notificationInbox}${inboxCalls.unread}`,
    headers: customerAuth,
    valid: { status: [], categories: [], searchString: '', mode: 1 },
    required: ['status', 'categories', 'searchString', 'mode'],
    strings: ['searchString'],
    wrongTypes: [
      { status: 'x' }, { status: ['a'] }, { status: [1.5] }, { categories: [1.5] }, { categories: Array.from({ length: 21 }, () => 1) },
      { categories: [-1] }, { mode: '1' }, { mode: 1.5 }, { mode: null }, { searchString: 5 },
    ],
    state: async () => 'read only',
  },
  // ---- customer service and user behaviour
  {
    name: 'customerservice/audit',
    path: `${apiAreas.customerService}${customerServiceCalls.audit}`,
    headers: customerAuth,
    valid: { code: 54, email: 'kagiso.molefe@example.com' },
    required: ['code'],
    strings: ['email', 'notes', 'accountNumber'],
    wrongTypes: [{ code: '54' }, { code: 0 }, { code: 1.5 }, { code: 10000 }, { code: null }, { email: 5 }],
    state: () => rows(t.auditEvents),
  },
  {
    name: 'customerservice/interaction',
    path: `${apiAreas.customerService}${customerServiceCalls.interaction}`,
    headers: {},
    valid: { actionSubject: 'Username availability check', actionPriority: 5, actionStatus: 1, customerNumberList: ['1041526371'] },
    required: [],
    strings: ['actionSubject', 'actionNotes', 'screenName', 'email', 'sourceUrl', 'odataTriggerKUT'],
    wrongTypes: [
      { actionPriority: 3 }, { actionPriority: '5' }, { actionStatus: 5 }, { isExternalTicketCreation: 'no' },
      { customerNumberList: 'x' }, { customerNumberList: [1] }, { customerNumberList: Array.from({ length: 51 }, () => '1') }, { accountNumber: 300041526371 },
    ],
    state: () => rows(t.interactionRecords),
  },
  // ---- registration
  {
    name: 'user/registration/validate-account',
    path: `${apiAreas.userManagement}${userCalls.validateAccount}`,
    headers: {},
    valid: { ...molepolole, isBillProgram: 'N', custom_Attributes: { isPremise: false, source: 'web' } },
    required: ['accountNumber', 'dateOfBirth', 'firstName', 'lastName', 'registrationType', 'action', 'idNumber', 'postCode'],
    strings: ['firstName', 'lastName', 'idNumber', 'postCode', 'accountNumber', 'dateOfBirth', 'orgName'],
    wrongTypes: [
      { dateOfBirth: '1988-03-14' }, { dateOfBirth: '19880230' }, { dateOfBirth: '29990101' }, { dateOfBirth: 19880314 }, { registrationType: '0' },
      { registrationType: 2 }, { action: 'REGX' }, { action: 'REGO' }, { idNumber: '438-521-907' }, { idNumber: '0000' }, { postCode: '5900' },
      { postCode: '00000' }, { isBillProgram: 'X' }, { custom_Attributes: 'x' }, { custom_Attributes: [] }, { custom_Attributes: { isPremise: 'Y' } },
      { accountNumber: '000000000000' }, { firstName: 'K3abetswe' }, { orgName: 5 },
    ],
    state: async () => [await rows(t.interactionRecords), await rows(t.requestEvents)],
  },
  {
    name: 'user/registration/check-registered',
    path: `${apiAreas.userManagement}${userCalls.checkRegistered}`,
    headers: {},
    valid: { accountNumber: '300041526371' },
    required: ['accountNumber'],
    strings: ['accountNumber'],
    wrongTypes: [{ accountNumber: 300041526371 }, { accountNumber: 'abc' }, { accountNumber: '000000' }, { accountNumber: null }],
    state: async () => [await rows(t.interactionRecords), await rows(t.requestEvents)],
  },
  {
    name: 'user/registration',
    path: `${apiAreas.userManagement}${userCalls.register}`,
    headers: {},
    valid: {
      get validationToken() { return live.validationToken; },
      firstName: 'Masego', lastName: 'Pilane', userName: 'masego.p', password: 'Kgale#Hill2031', confirmPassword: 'Kgale#Hill2031',
      primaryEmail: 'masego.pilane@example.com', primaryPhone: '71234599', isAggree: true,
    },
    required: ['validationToken', 'firstName', 'lastName', 'userName', 'password', 'confirmPassword', 'primaryEmail', 'primaryPhone', 'isAggree'],
    strings: ['firstName', 'lastName', 'middleName', 'userName', 'password', 'confirmPassword', 'primaryEmail', 'primaryPhone', 'validationToken', 'accountNumber'],
    wrongTypes: [
      { isAggree: false }, { isAggree: 'true' }, { emailNotification: 'yes' }, { textNotification: 1 }, { enrollPaperlessBilling: null },
      { primaryEmail: 'not-an-email' }, { primaryPhone: '0712345678' }, { primaryPhone: '81234567' }, { primaryPhone: 71234567 }, { userName: 'a b' },
      { middleName: 5 }, { password: 'short' }, { validationToken: '' }, { accountNumber: '12ab' },
    ],
    state: async () => [await rows(t.users), await rows(t.userAccounts), await rows(t.outboxMessages), await rows(t.interactionRecords)],
  },
  {
    name: 'user/registration/activate',
    path: `${apiAreas.userManagement}${userCalls.activate}`,
    headers: {},
    valid: { get key() { return live.activationKey; } },
    required: ['key'],
    strings: ['key'],
    wrongTypes: [{ key: 5 }, { key: 'short' }, { key: 'has spaces in the key 1234' }, { key: null }],
    state: async () => [await server.db.select().from(t.userKeys).orderBy(t.userKeys.id), (await server.db.select().from(t.users)).map((u) => u.activatedAt)],
  },
  {
    name: 'user/account/link',
    path: `${apiAreas.userManagement}${userCalls.accountLink}`,
    headers: customerAuth,
    valid: {
      get uuid() { return live.customerUuid; },
      get accounts() { return [{ accountNumber: '300062837104', customerNumber: live.linkCustomerNumber, isPaperless: false, validationToken: live.linkToken }]; },
      defaultPreferences: true,
    },
    required: ['uuid', 'accounts'],
    strings: ['uuid'],
    wrongTypes: [
      { uuid: 'nope' }, { accounts: [] }, { accounts: 'x' }, { accounts: [{ accountNumber: 'x' }] }, { defaultPreferences: 'yes' },
      { accounts: [{ accountNumber: '300062837104', customerNumber: '1062837104', validationToken: 5 }] }, { extension: { customAttribute1: 5 } },
    ],
    state: () => rows(t.userAccounts),
  },
  // ---- recovery
  {
    name: 'user/forgot-user-id',
    path: `${apiAreas.userManagement}${userCalls.forgotUserId}`,
    headers: {},
    valid: { email: 'kagiso.molefe@example.com' },
    required: [],
    strings: ['email', 'accountNumber', 'dateOfBirth'],
    wrongTypes: [{ email: 'nope' }, { email: 5 }, { email: null }],
    state: async () => [await rows(t.outboxMessages), await rows(t.requestEvents)],
  },
  {
    name: 'user/forgot-password',
    path: `${apiAreas.userManagement}${userCalls.forgotPassword}`,
    headers: {},
    valid: { userName: 'demo.customer' },
    required: ['userName'],
    strings: ['userName', 'accountNumber', 'dateOfBirth'],
    wrongTypes: [
      { userName: 5 }, { userName: 'ab' }, { userName: null }, { userName: 'a b c' },
      // Both ways at once, or an account number without the date of birth.
      { userName: 'demo.customer', accountNumber: '300063948215', dateOfBirth: '19771203' }, { userName: undefined, accountNumber: '300063948215' },
      { dateOfBirth: '1977-12-03', userName: undefined, accountNumber: '300063948215' },
    ],
    state: async () => [await rows(t.outboxMessages), await rows(t.userKeys), await rows(t.requestEvents)],
  },
  {
    name: 'user/reset-password/validate-key',
    path: `${apiAreas.userManagement}${userCalls.resetPasswordValidateKey}`,
    headers: {},
    valid: { get key() { return live.resetKeyToValidate; } },
    required: ['key'],
    strings: ['key'],
    wrongTypes: [{ key: 5 }, { key: 'short' }, { key: null }],
    state: () => rows(t.requestEvents),
  },
  {
    name: 'user/reset-password',
    path: `${apiAreas.userManagement}${userCalls.resetPassword}`,
    headers: {},
    valid: { get key() { return live.resetKeyToUse; }, password: 'Fresh#Start42', confirmPassword: 'Fresh#Start42' },
    required: ['key', 'password', 'confirmPassword'],
    strings: ['key', 'password', 'confirmPassword'],
    wrongTypes: [{ password: 'weak' }, { password: 5 }, { confirmPassword: 5 }, { key: 'short' }, { key: null }],
    state: async () => [(await server.db.select().from(t.users).where(eq(t.users.userName, 'demo.enterprise')))[0]!.passwordHash, await server.db.select().from(t.userKeys).orderBy(t.userKeys.id)],
  },
  {
    name: 'user/problem-sign-in',
    path: `${apiAreas.userManagement}${userCalls.problemSignIn}`,
    headers: {},
    valid: { userName: 'demo.customer', issue: 'locked', message: 'I cannot sign in' },
    required: ['issue', 'message'],
    strings: ['message', 'userName', 'email'],
    wrongTypes: [{ issue: 'forgot' }, { issue: 5 }, { message: '' }, { message: '   ' }, { email: 'x' }, { userName: 'a b' }],
    state: () => rows(t.supportRequests),
  },
  {
    name: 'user/update-user',
    path: `${apiAreas.userManagement}${userCalls.updateUser}`,
    headers: {},
    valid: { get key() { return live.updateUserKey; }, email: 'mpho.ntsima@example.com', phone: '76789012' },
    required: ['key', 'email', 'phone'],
    strings: ['key', 'email', 'phone', 'userName'],
    wrongTypes: [{ phone: '0123' }, { phone: 76789012 }, { phone: '86789012' }, { email: 'bad' }, { userName: 'a b' }],
    state: async () => server.db.select().from(t.users).where(eq(t.users.userName, 'demo.migrated')),
  },
  // ---- guest users
  {
    name: 'guest/register',
    path: `${apiAreas.guestUserManagement}${guestCalls.register}`,
    headers: {},
    valid: {
      userName: 'new.guest', password: 'Kgale#Hill2031', confirmPassword: 'Kgale#Hill2031', primaryEmail: 'new.guest@example.com', primaryPhone: '72233445',
      accountNumber: '300041526389', isAggree: true, get validationKey() { return live.guestKey; },
    },
    required: ['userName', 'password', 'confirmPassword', 'primaryEmail', 'primaryPhone', 'isAggree', 'validationKey'],
    strings: ['userName', 'primaryEmail', 'primaryPhone', 'secondaryEmail', 'secondaryPhone', 'validationKey', 'password'],
    wrongTypes: [
      { primaryPhoneType: 3 }, { primaryPhoneType: '1' }, { secondaryEmail: 'x' }, { primaryPhone: '0712' }, { secondaryPhone: '0123456' },
      { isAggree: false }, { validationKey: 'short' }, { accountNumber: 'abc' },
    ],
    state: async () => [await rows(t.users), await rows(t.userAccounts), await server.db.select().from(t.guestInvitations).orderBy(t.guestInvitations.id)],
  },
  {
    name: 'guest/invite',
    path: `${apiAreas.guestUserManagement}${guestCalls.invite}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371', email: 'friend.bad@example.com', firstName: 'Neo', lastName: 'Friend', accessUntil: day(30) },
    required: ['accountNumber', 'email', 'firstName', 'lastName', 'accessUntil'],
    strings: ['email', 'firstName', 'lastName', 'accessUntil', 'accountNumber'],
    wrongTypes: [{ accessUntil: day(-1) }, { accessUntil: '2030-02-30' }, { accessUntil: '20301231' }, { email: 'x' }, { firstName: '' }, { accountNumber: 5 }],
    state: async () => [await rows(t.guestInvitations), await rows(t.outboxMessages)],
  },
  {
    name: 'guest/resend',
    path: `${apiAreas.guestUserManagement}${guestCalls.resend}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371', get id() { return live.resendGuestId; } },
    required: ['accountNumber', 'id'],
    strings: ['accountNumber'],
    wrongTypes: [{ id: '1' }, { id: 0 }, { id: -3 }, { id: 1.5 }, { id: 2 ** 40 }, { accountNumber: 'abc' }, { accountNumber: 300041526371 }],
    state: async () => [await rows(t.guestInvitations), await rows(t.outboxMessages), await rows(t.interactionRecords)],
  },
  {
    name: 'guest/update',
    path: `${apiAreas.guestUserManagement}${guestCalls.update}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371', get id() { return live.resendGuestId; }, accessUntil: day(40) },
    required: ['accountNumber', 'id', 'accessUntil'],
    strings: ['accountNumber', 'accessUntil'],
    wrongTypes: [{ id: '1' }, { id: 0 }, { accessUntil: day(-1) }, { accessUntil: '2030-02-30' }, { accessUntil: '20301231' }, { accessUntil: day(6 * 366) }, { accountNumber: 'abc' }],
    state: async () => [await rows(t.guestInvitations), await server.db.select().from(t.guestInvitations).orderBy(t.guestInvitations.id), await rows(t.interactionRecords)],
  },
  {
    name: 'guest/revoke',
    path: `${apiAreas.guestUserManagement}${guestCalls.revoke}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371', get id() { return live.revokeGuestId; } },
    required: ['accountNumber', 'id'],
    strings: ['accountNumber'],
    wrongTypes: [{ id: null }, { id: 'x' }, { id: 0 }, { id: 2.5 }, { accountNumber: '' }, { accountNumber: '12' }],
    state: async () => [await rows(t.guestInvitations), await rows(t.userAccounts), await rows(t.interactionRecords)],
  },
  // ---- payments (src/domain/payment.ts)
  {
    name: 'payment/profiles/card',
    path: `${pay}${paymentCalls.cardProfile}`,
    headers: customerAuth,
    valid: { card: validCard, nickName: 'Visa two', setDefaultPayment: false },
    required: ['card'],
    strings: ['nickName'],
    wrongTypes: [{ card: 'x' }, { card: [] }, { card: { ...validCard, cvv: '12' } }, { card: { ...validCard, cardNumber: 4242424242424242 } }, { card: { ...validCard, cardType: 'amex' } }, { nickName: 5 }, { setDefaultPayment: 'yes' }],
    state: async () => [await rows(t.paymentMethods), await rows(t.gatewayTokens), await rows(t.interactionRecords)],
  },
  {
    name: 'payment/profiles/bank',
    path: `${pay}${paymentCalls.bankProfile}`,
    headers: customerAuth,
    valid: { bank: { ...bankDetails, bankAccountNumber: '99887766', confirmBankAccountNumber: '99887766' }, nickName: 'Savings' },
    required: ['bank'],
    strings: ['nickName'],
    wrongTypes: [{ bank: 'x' }, { bank: { ...bankDetails, confirmRoutingNumber: '281467903' } }, { bank: { ...bankDetails, routingNumber: '000000000', confirmRoutingNumber: '000000000' } }, { bank: { ...bankDetails, accountType: 'cheque' } }, { nickName: '#x' }],
    state: async () => [await rows(t.paymentMethods), await rows(t.gatewayTokens), await rows(t.interactionRecords)],
  },
  {
    name: 'payment/methods/default',
    path: `${pay}${paymentCalls.setDefault}`,
    headers: customerAuth,
    valid: { get paymentTokenId() { return live.cardToken; } },
    required: ['paymentTokenId'],
    strings: ['paymentTokenId'],
    wrongTypes: [{ paymentTokenId: 5 }, { paymentTokenId: 'card-1' }, { paymentTokenId: null }],
    state: async () => [await server.db.select().from(t.paymentMethods).orderBy(t.paymentMethods.id), await rows(t.interactionRecords)],
  },
  {
    name: 'payment/methods/remove',
    path: `${pay}${paymentCalls.remove}`,
    headers: customerAuth,
    valid: { get paymentTokenId() { return live.removableToken; } },
    required: ['paymentTokenId'],
    strings: ['paymentTokenId'],
    wrongTypes: [{ paymentTokenId: 5 }, { paymentTokenId: 'tok_' }, { paymentTokenId: ['tok_123456789'] }],
    state: () => rows(t.paymentMethods),
  },
  {
    name: 'payment/methods/rename',
    path: `${pay}${paymentCalls.rename}`,
    headers: customerAuth,
    valid: { get paymentTokenId() { return live.cardToken; }, nickName: 'Everyday card' },
    required: ['paymentTokenId', 'nickName'],
    strings: ['paymentTokenId', 'nickName'],
    wrongTypes: [{ paymentTokenId: 5 }, { paymentTokenId: 'card-1' }, { nickName: 5 }, { nickName: '#card' }, { nickName: 'x'.repeat(41) }],
    state: () => server.db.select().from(t.paymentMethods).orderBy(t.paymentMethods.id),
  },
  {
    name: 'payment/convenience-fee',
    path: `${pay}${paymentCalls.convenienceFee}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371', amount: 120.5, methodType: 'card' },
    required: ['accountNumber', 'amount', 'methodType'],
    strings: ['accountNumber'],
    wrongTypes: [{ amount: 0 }, { amount: '1' }, { methodType: 'cash' }, { methodType: 1 }, { accountNumber: 'x' }],
    state: () => rows(t.interactionRecords),
  },
  {
    name: 'payment/duplicate-check',
    path: `${pay}${paymentCalls.duplicateCheck}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371', amount: 99.99 },
    required: ['accountNumber', 'amount'],
    strings: ['accountNumber'],
    wrongTypes: [{ amount: 'x' }, { amount: 1e12 }, { accountNumber: 5 }],
    state: async () => 'read only',
  },
  {
    name: 'payment/pay',
    path: `${pay}${paymentCalls.pay}`,
    get headers() { return idempotent(customerAuth); },
    valid: {
      accountNumber: '300041526371', amount: 100, paymentAmountType: 'OtherAmount', paymentMethod: 'SavedPaymentMethod',
      get savedPaymentMethod() { return live.cardToken; }, paymentDate: day(0), convenienceFee: 5, nickName: '', paperless: false,
    },
    required: ['accountNumber', 'amount', 'paymentAmountType', 'paymentMethod', 'paymentDate', 'convenienceFee'],
    strings: ['accountNumber', 'savedPaymentMethod', 'nickName', 'paymentDate'],
    wrongTypes: [
      ...paymentWrongTypes, { savedPaymentMethod: 'card-1' }, { paymentDate: day(1) }, { paymentDateType: 'scheduled' },
      { wallet: 'x' }, { wallet: { ...validWallet, walletToken: 'wal_123' } }, { wallet: validWallet },
      { saveMethod: true, paymentMethod: 'Wallet', savedPaymentMethod: undefined, wallet: validWallet },
    ],
    state: async () => [await rows(t.payments), await rows(t.gatewayCharges), await rows(t.paymentRequests), await rows(t.interactionRecords)],
  },
  {
    name: 'payment/schedule',
    path: `${pay}${paymentCalls.schedule}`,
    get headers() { return idempotent(customerAuth); },
    valid: {
      accountNumber: '300041526371', amount: 100, paymentAmountType: 'OtherAmount', paymentMethod: 'NewCard', card: validCard,
      paymentDate: day(3), paymentDateType: 'scheduled', convenienceFee: 5,
    },
    required: ['accountNumber', 'amount', 'paymentAmountType', 'paymentMethod', 'paymentDate', 'convenienceFee'],
    strings: ['accountNumber', 'paymentDate', 'nickName'],
    wrongTypes: [...paymentWrongTypes, { paymentDate: day(0) }, { paymentDate: day(61) }, { paymentDateType: 'payNow' }, { paymentMethod: 'Wallet', card: undefined, wallet: validWallet }],
    state: async () => [await rows(t.payments), await rows(t.gatewayTokens), await rows(t.paymentRequests), await rows(t.interactionRecords)],
  },
  {
    name: 'payment/scheduled/cancel',
    path: `${pay}${paymentCalls.cancelScheduled}`,
    headers: customerAuth,
    valid: { get schedulePayUid() { return live.scheduledUid; }, accountNumber: '300041526389' },
    required: ['schedulePayUid', 'accountNumber'],
    strings: ['schedulePayUid', 'accountNumber'],
    wrongTypes: [{ schedulePayUid: 'x' }, { schedulePayUid: 5 }, { accountNumber: 'x' }],
    state: async () => [await server.db.select({ status: t.payments.status }).from(t.payments).orderBy(t.payments.id), await rows(t.interactionRecords)],
  },
  {
    name: 'payment/guest/validate-account',
    path: `${pay}${paymentCalls.guestValidateAccount}`,
    headers: {},
    valid: { accountNumber: '300041526371', postCode: '10001' },
    required: ['accountNumber'],
    strings: ['accountNumber', 'postCode', 'lastName'],
    wrongTypes: [{ postCode: '123' }, { postCode: 10001 }, { lastName: 5 }, { lastName: '!x' }, { accountNumber: '000' }],
    state: async () => [await rows(t.interactionRecords), await rows(t.requestEvents)],
  },
  {
    name: 'payment/guest/pay',
    path: `${pay}${paymentCalls.guestPay}`,
    get headers() { return idempotent(); },
    valid: {
      accountNumber: '300041526371', amount: 100, paymentAmountType: 'OtherAmount', paymentMethod: 'NewCard', card: validCard,
      paymentDate: day(0), convenienceFee: 5, get guestPaymentToken() { return live.guestPaymentToken; },
    },
    required: ['accountNumber', 'amount', 'paymentAmountType', 'paymentMethod', 'paymentDate', 'convenienceFee', 'guestPaymentToken'],
    strings: ['accountNumber', 'guestPaymentToken', 'paymentDate'],
    wrongTypes: [
      ...paymentWrongTypes, { paymentMethod: 'SavedPaymentMethod' }, { guestPaymentToken: 5 }, { guestPaymentToken: '' }, { paymentDate: day(2) },
      { wallet: validWallet }, { wallet: { ...validWallet, walletType: 'Zelle' } },
    ],
    state: async () => [await rows(t.payments), await rows(t.requestEvents), await rows(t.paymentRequests), await rows(t.interactionRecords)],
  },
  {
    name: 'payment/prepaid/validate-meter',
    path: `${pay}${paymentCalls.validateMeter}`,
    headers: {},
    valid: { meterNumber: '04112873365' },
    required: ['meterNumber'],
    strings: ['meterNumber', 'accountNumber'],
    wrongTypes: [{ meterNumber: '1234' }, { meterNumber: 4112873365 }, { meterNumber: '00000000' }, { accountNumber: 'x' }],
    state: () => rows(t.requestEvents),
  },
  {
    name: 'payment/prepaid/recharge',
    path: `${pay}${paymentCalls.recharge}`,
    get headers() { return idempotent(prepaidAuth); },
    valid: { meterNumber: '04112873365', accountNumber: '300052837104', amount: 100, paymentMethod: 'NewCard', card: validCard, convenienceFee: 5 },
    required: ['meterNumber', 'amount', 'paymentMethod', 'convenienceFee'],
    strings: ['meterNumber', 'accountNumber', 'nickName'],
    wrongTypes: [
      { meterNumber: '123' }, { meterNumber: 4112873365 }, { amount: 'x' }, { amount: 0.001 }, { paymentMethod: 'Cash' }, { card: 'x' }, { accountNumber: 'abc' }, { convenienceFee: null }, { nickName: 5 },
      { wallet: 'x' }, { saveMethod: true, paymentMethod: 'Wallet', card: undefined, wallet: validWallet },
    ],
    state: async () => [await rows(t.prepaidTransactions), await rows(t.payments), await rows(t.paymentRequests), await rows(t.interactionRecords)],
  },
  {
    name: 'payment/prepaid/guest-recharge',
    path: `${pay}${paymentCalls.guestRecharge}`,
    get headers() { return idempotent(); },
    valid: { meterNumber: '04112873365', amount: 100, paymentMethod: 'NewBankAccount', bank: bankDetails, convenienceFee: 0 },
    required: ['meterNumber', 'amount', 'paymentMethod', 'convenienceFee'],
    strings: ['meterNumber'],
    wrongTypes: [
      { meterNumber: '0' }, { amount: -1 }, { paymentMethod: 'SavedPaymentMethod' }, { bank: { ...bankDetails, confirmBankAccountNumber: '1' } }, { card: { ...validCard, cvv: '000' } },
      { wallet: { walletType: 'PayPal' } }, { wallet: undefined, paymentMethod: 'Wallet', bank: undefined },
    ],
    state: async () => [await rows(t.prepaidTransactions), await rows(t.payments), await rows(t.requestEvents), await rows(t.interactionRecords)],
  },
  {
    name: 'payment/wallet/approve',
    path: `${pay}${paymentCalls.walletApprove}`,
    headers: customerAuth,
    valid: { walletType: 'PayPal' },
    required: ['walletType'],
    strings: ['walletType'],
    wrongTypes: [{ walletType: 'paypal' }, { walletType: 'Cash' }, { walletType: 5 }, { walletType: null }, { walletType: ['PayPal'] }, { walletType: { name: 'PayPal' } }],
    state: async () => [await rows(t.gatewayTokens), await rows(t.interactionRecords)],
  },
  {
    name: 'userbehavior/log',
    path: `${apiAreas.userBehavior}${userBehaviorCalls.log}`,
    headers: {},
    valid: { screen: 'Login', module: 'PreLogin', custom1: 'a', custom25: 'z' },
    required: ['screen', 'module'],
    strings: ['screen', 'module', 'custom1', 'custom25', 'sessionId', 'actionNotes'],
    wrongTypes: [{ updatedBy: 1 }, { updatedBy: '2' }, { custom3: 5 }, { screen: 5 }, { module: null }, { resolution: 1920 }],
    state: () => rows(t.activityLogs),
  },
];
postCalls.push(...flowRegistrations.flatMap((calls) => calls.post));

describe.each(postCalls)('POST $name', (call) => {
  let before: unknown;
  beforeAll(async () => {
    before = await call.state();
  });

  const post = (payload: string | Buffer, contentType = 'application/json', query = '') =>
    server.request({ method: 'POST', url: `${call.path}${query}`, headers: { ...call.headers, 'content-type': contentType }, payload });
  const postJson = (body: unknown, query = '') => post(JSON.stringify(body), 'application/json', query);

  it('refuses malformed JSON', async () => {
    for (const raw of ['{', '{"pageName":', 'nul', '[1,', '{"active": false,}', "{'active': false}", '\u0000']) {
      expectRefused(await post(raw), 400, ['VLD002']);
    }
  });

  it('refuses an empty body and a missing body', async () => {
    expectRefused(await post(''), 400, ['VLD002']);
    const missing = await server.request({ method: 'POST', url: call.path, headers: call.headers });
    if (call.bodyOptional) {
      // A body left out means {} for this call: answered, not refused as malformed.
      expect(missing.statusCode, missing.body).toBe(call.bodyOptional.missingStatus);
      await call.bodyOptional.renew?.();
      before = await call.state();
    } else {
      expectRefused(missing, 400, ['VLD002']);
    }
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of [[], [call.valid], 'text', 42, null, true]) expectRefused(await postJson(body), 400, ['VLD002']);
  });

  it('refuses a wrong content type with 415', async () => {
    const text = JSON.stringify(call.valid);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream']) {
      expectRefused(await post(text, type), 415, ['GEN415']);
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const big = JSON.stringify({ ...call.valid, padding: 'x'.repeat(bodyLimitBytes + 10) });
    expectRefused(await post(big), 413, ['GEN413']);
  });

  it('refuses unknown fields with VLD003 naming them', async () => {
    expectRefused(await postJson({ ...call.valid, bogus: 1 }), 400, ['VLD003'], 'body.bogus');
    expectRefused(await post(`{"__proto__":{"admin":true},${JSON.stringify(call.valid).slice(1)}`), 400);
    expectRefused(await postJson({ ...call.valid, constructor: { prototype: { x: 1 } } }), 400);
  });

  it('refuses each missing required field, naming it', async () => {
    for (const field of call.required) {
      const { [field]: _dropped, ...rest } = call.valid;
      expectRefused(await postJson(rest), 400, ['VLD002'], `body.${field}`);
    }
  });

  it('refuses oversize strings, naming the field', async () => {
    for (const field of call.strings) expectRefused(await postJson({ ...call.valid, [field]: 'x'.repeat(5000) }), 400, ['VLD002'], `body.${field}`);
  });

  it('refuses wrong types, naming the field', async () => {
    for (const bad of call.wrongTypes) expectRefused(await postJson({ ...call.valid, ...bad }), 400, ['VLD002'], `body.${Object.keys(bad)[0]}`);
  });

  it('refuses control characters in strings', async () => {
    const field = call.strings[0] ?? 'bogus';
    expectRefused(await postJson({ ...call.valid, [field]: 'a\u0000b' }), 400, ['VLD002'], `body.${field}`);
  });

  it('refuses unknown query parameters on a POST', async () => {
    expectRefused(await postJson(call.valid, '?bogus=1'), 400, ['VLD003'], 'query.bogus');
  });

  it('wrote nothing while refusing all of the above', async () => {
    expect(await call.state()).toEqual(before);
  });

  it('still accepts the valid body afterwards', async () => {
    const reply = await postJson(call.valid);
    expect(reply.statusCode, reply.body).toBe(200);
  });
});

describe('coverage of the calls the server registered', () => {
  it('every API route Fastify registered has its bad-input entry above, and every entry is a registered route', () => {
    const registered = server.app.routeList.filter((route) => route.method !== 'HEAD' && isApiPath(route.url));
    const ownFile = flowRegistrations.flatMap((calls) => calls.ownFile ?? []);
    for (const call of ownFile) expect(existsSync(new URL(call.testedIn, import.meta.url)), `${call.method} ${call.path}: ${call.testedIn}`).toBe(true);
    const listed = [...getCalls.map((call) => ({ method: 'GET', path: call.path })), ...postCalls.map((call) => ({ method: 'POST', path: call.path })), ...ownFile];
    expect(uncoveredRoutes(registered, listed)).toEqual({ missing: [], unknown: [] });
  });
});
