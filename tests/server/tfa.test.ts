/**
 * The second factor: codes sent to the development outbox (and its one log line) and nowhere else,
 * verification opening the session, single use, expiry, replacement by a new send, the attempt
 * limit, the send limit, and tfa tokens that are not valid.
 */
import { Writable } from 'node:stream';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { userCalls } from '../../src/domain/calls.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { LoginData, TfaSendData } from '../../src/domain/session.ts';
import { bearer, envelope, loginRequest, minutes, refreshCookieOf, startTestServer, TestClock, type TestServer } from './helpers.ts';

const u = apiAreas.userManagement;
const clock = new TestClock();
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, logger: { level: 'info', stream: logStream } });
});
afterAll(async () => {
  await server?.close();
});

async function startLogin(extra: Record<string, unknown> = {}): Promise<string> {
  const reply = await loginRequest(server, { username: 'demo.tfa', password: 'Portal#2026', ...extra });
  const data = envelope<LoginData>(reply).data;
  expect(data.tfaDetails?.tfaToken).toBeTruthy();
  return data.tfaDetails!.tfaToken;
}

function send(tfaToken: string, channel: 'email' | 'sms' = 'email') {
  return server.request({ method: 'POST', url: `${u}${userCalls.tfaSend}`, payload: { tfaToken, channel } });
}

async function sendOk(tfaToken: string, channel: 'email' | 'sms' = 'email') {
  const reply = await send(tfaToken, channel);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply;
}

// A user may be sent 5 codes per 15 minutes: each test starts in a fresh window.
beforeEach(() => clock.advance(minutes(16)));

function verify(tfaToken: string, code: string) {
  return server.request({ method: 'POST', url: `${u}${userCalls.tfaVerify}`, payload: { tfaToken, code } });
}

/** The code of the newest outbox message of demo.tfa. */
async function latestCode(): Promise<string> {
  const [message] = await server.db.select().from(t.outboxMessages).orderBy(desc(t.outboxMessages.id)).limit(1);
  const match = /\b(\d{6})\b/.exec(message!.body);
  return match![1]!;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function expectRefused(reply: Awaited<ReturnType<typeof send>>, status: number, msgcode: keyof typeof errorCatalogue) {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(envelope(reply)).toEqual({ status: { code: status, message: errorCatalogue[msgcode], msgcode }, data: null });
  expect(refreshCookieOf(reply)).toBeUndefined();
}

describe('sending a code', () => {
  it('delivers six digits to the outbox and one "outbox:" log line; the code is nowhere else', async () => {
    const tfaToken = await startLogin();
    const linesBefore = logLines.length;
    const reply = await send(tfaToken);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(envelope<TfaSendData>(reply).data).toEqual({ destination: 'o***@example.com' });

    const [message] = await server.db.select().from(t.outboxMessages).orderBy(desc(t.outboxMessages.id)).limit(1);
    expect(message).toMatchObject({ channel: 'email', address: 'onalenna.sebego@example.com', kind: 'tfa-code', subject: 'Your verification code' });
    const code = await latestCode();
    expect(code).toMatch(/^\d{6}$/);

    // Not in the reply, not in the stored code row.
    expect(reply.body).not.toContain(code);
    const [row] = await server.db.select().from(t.tfaCodes);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));

    // Exactly one log line carries it: the outbox line.
    const newLines = logLines.slice(linesBefore);
    const outboxLines = newLines.filter((line) => JSON.parse(line).msg.startsWith('outbox: '));
    expect(outboxLines).toHaveLength(1);
    expect(JSON.parse(outboxLines[0]!).msg).toMatch(/^outbox: email to onalenna\.sebego@example\.com \[tfa-code\] Your verification code: .*\d{6}/);
    expect(newLines.filter((line) => line.includes(code))).toEqual(outboxLines);
  });

  it('sends by text message to the masked mobile number', async () => {
    const reply = await send(await startLogin(), 'sms');
    expect(envelope<TfaSendData>(reply).data).toEqual({ destination: '****6789' });
    const [message] = await server.db.select().from(t.outboxMessages).orderBy(desc(t.outboxMessages.id)).limit(1);
    expect(message).toMatchObject({ channel: 'sms', address: '73456789' });
  });
});

describe('verifying a code', () => {
  it('the right code opens the session: tokens, the cookie, two-factor done', async () => {
    const tfaToken = await startLogin();
    await sendOk(tfaToken);
    const reply = await verify(tfaToken, await latestCode());
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<LoginData>(reply).data;
    expect(data).toMatchObject({ accessToken: expect.stringMatching(/^at\./), expiresIn: 1200, tfaDetails: null, user: { userName: 'demo.tfa', tfa: true } });
    expect(data.customAttribute).toMatchObject({ twoFactorAuthenticate: true, isSupportLogin: false });
    expect(refreshCookieOf(reply)?.value).toBe(data.refreshToken);
    const me = await server.request({ method: 'GET', url: `${u}${userCalls.me}`, headers: bearer(data.accessToken) });
    expect(me.statusCode).toBe(200);
  });

  it('a code works once', async () => {
    const tfaToken = await startLogin();
    await sendOk(tfaToken);
    const code = await latestCode();
    expect((await verify(tfaToken, code)).statusCode).toBe(200);
    expectRefused(await verify(tfaToken, code), 401, 'TFA002');
  });

  it('a wrong code is TFA001; the right one still works afterwards', async () => {
    const tfaToken = await startLogin();
    await sendOk(tfaToken);
    const code = await latestCode();
    const wrong = await verify(tfaToken, otherCode(code));
    expectRefused(wrong, 401, 'TFA001');
    expect(envelope(wrong).status.message).toBe('The verification code is not correct.');
    expect((await verify(tfaToken, code)).statusCode).toBe(200);
  });

  it('a new send replaces the earlier code', async () => {
    const tfaToken = await startLogin();
    await sendOk(tfaToken);
    const first = await latestCode();
    await sendOk(tfaToken, 'sms');
    const second = await latestCode();
    if (first !== second) expectRefused(await verify(tfaToken, first), 401, 'TFA001');
    expect((await verify(tfaToken, second)).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes (TFA002)', async () => {
    const tfaToken = await startLogin();
    await sendOk(tfaToken);
    const code = await latestCode();
    clock.advance(minutes(10) + 1000);
    const reply = await verify(tfaToken, code);
    expectRefused(reply, 401, 'TFA002');
    expect(envelope(reply).status.message).toBe('The verification code has expired. Please request a new one.');
  });

  it('without any code sent, verification answers TFA002', async () => {
    await server.db.delete(t.tfaCodes);
    expectRefused(await verify(await startLogin(), '123456'), 401, 'TFA002');
  });

  it('5 wrong codes void the code (TFA003), even for the right one, until a new code is sent', async () => {
    const tfaToken = await startLogin();
    await sendOk(tfaToken);
    const code = await latestCode();
    for (let i = 0; i < 4; i++) expectRefused(await verify(tfaToken, otherCode(code)), 401, 'TFA001');
    const fifth = await verify(tfaToken, otherCode(code));
    expectRefused(fifth, 401, 'TFA003');
    expect(envelope(fifth).status.message).toBe('Too many attempts. Please request a new code.');
    expectRefused(await verify(tfaToken, code), 401, 'TFA003');
    await sendOk(tfaToken);
    expect((await verify(tfaToken, await latestCode())).statusCode).toBe(200);
  });

  it('links a pending guest invitation once the second factor is done', async () => {
    const key = 'tfa-guest-invitation-key-0123456789';
    const [inviter] = await server.db.select().from(t.users).where(eq(t.users.userName, 'demo.landlord'));
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, '300074059326'));
    await server.db.insert(t.guestInvitations).values({
      inviterUserId: inviter!.id,
      accountId: account!.id,
      email: 'Onalenna.Sebego@example.com',
      accessUntil: new Date(clock.now().getTime() + 86_400_000),
      validationKeyHash: createHash('sha256').update(key).digest('hex'),
      status: 'pending',
    });
    const tfaToken = await startLogin({ guestToken: key });
    // Nothing is linked before the second factor.
    const [before] = await server.db.select().from(t.guestInvitations).where(eq(t.guestInvitations.email, 'Onalenna.Sebego@example.com'));
    expect(before!.status).toBe('pending');
    await sendOk(tfaToken);
    const data = envelope<LoginData>(await verify(tfaToken, await latestCode())).data;
    expect(data.customAttribute.guestLinked).toBe(true);
    const links = await server.db.select().from(t.userAccounts).where(eq(t.userAccounts.userId, data.user.uuid));
    expect(links.map((l) => [l.accountId, l.roleId])).toContainEqual([account!.id, 8]);
  });
});

describe('tfa tokens', () => {
  it('garbage, another kind of token, an expired or altered tfa token answer 401 GEN401 on both calls', async () => {
    const stale = await startLogin();
    const [, payload, signature] = stale.split('.');
    clock.advance(minutes(15) + 1000);
    const fresh = await startLogin();
    const tampered = `tfa.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()), exp: 9e9 })).toString('base64url')}.${fresh.split('.')[2]}`;
    // A tfa payload presented as an access token kind, an expired token, an altered expiry.
    for (const token of ['nonsense', `at.${payload}.${signature}`, stale, tampered]) {
      expectRefused(await send(token), 401, 'GEN401');
      expectRefused(await verify(token, '123456'), 401, 'GEN401');
    }
  });

  it('a code must be six digits (validation, not an attempt)', async () => {
    const tfaToken = await startLogin();
    for (const code of ['12345', '1234567', 'abcdef', ' 12345']) {
      const reply = await verify(tfaToken, code);
      expect(reply.statusCode).toBe(400);
      expect(envelope(reply).status.msgcode).toBe('VLD002');
    }
  });

  it('more than 5 sends within 15 minutes answer 429 GEN015', async () => {
    clock.advance(minutes(16));
    const tfaToken = await startLogin();
    for (let i = 0; i < 5; i++) await sendOk(tfaToken);
    expectRefused(await send(tfaToken), 429, 'GEN015');
    clock.advance(minutes(15) + 1000);
    expect((await send(await startLogin())).statusCode).toBe(200);
  });
});
