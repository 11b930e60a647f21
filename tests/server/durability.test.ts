/**
 * Durability on the embedded database (issue 13, point 7): a stream of payments, the server killed
 * with SIGKILL in the middle of it (no shutdown, no flush), a restart on the same data folder, and
 * every payment whose answer (200, a confirmation number) reached the caller is still there: a
 * retry with its Idempotency-Key answers the stored receipt, and the account's history lists it.
 * Five kills in a row on one folder, each restart checking the payments of every earlier round.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { billingCalls, paymentCalls, userCalls } from '../../src/domain/calls.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { convenienceFee, type HistoryItem, type Paged } from '../../src/domain/payment.ts';
import { demoPassword } from '../../server/seed/index.ts';
import { checksum, home } from './paymentHelpers.ts';
import { openPglite } from '../../server/db/open.ts';
import { templateTarball } from './helpers.ts';
import { killChildren, startServerProcess } from './processes.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-durability-'));
const env = { DATA_DIR: dataDir, ADMIN_TOKEN: 'durability-admin', DATABASE_URL: '', PAYMENT_SCHEDULER_MS: '3600000' };

afterAll(() => {
  killChildren();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Acknowledged {
  key: string;
  body: string;
  confirmationNumber: string;
}

async function signIn(base: string) {
  const reply = await fetch(`${base}${apiAreas.userManagement}${userCalls.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.customer', password: demoPassword }),
  });
  expect(reply.status).toBe(200);
  const { accessToken } = ((await reply.json()) as { data: { accessToken: string } }).data;
  return { authorization: `Bearer ${accessToken}` };
}

async function savedCard(base: string, auth: Record<string, string>): Promise<string> {
  const reply = await fetch(`${base}${apiAreas.payment}${paymentCalls.methods}?accountNumber=${home}`, { headers: auth });
  const methods = ((await reply.json()) as { data: { paymentTokenId: string; kind: string }[] }).data;
  return methods.find((method) => method.kind === 'card')!.paymentTokenId;
}

function pay(base: string, auth: Record<string, string>, key: string, body: string) {
  return fetch(`${base}${apiAreas.payment}${paymentCalls.pay}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'x-checksum': checksum(body), 'idempotency-key': key },
    body,
  });
}

let amountCents = 1000;
/** A payment body of its own amount (10.00, 10.01, ...): the duplicate warning never applies. */
function nextBody(token: string): string {
  const amount = amountCents++ / 100;
  return JSON.stringify({
    accountNumber: home, amount, paymentAmountType: 'OtherAmount', paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: token,
    paymentDate: new Date().toISOString().slice(0, 10), convenienceFee: convenienceFee(amount, 'card'),
  });
}

/**
 * Four callers pay one after another each until the server dies; the kill comes after at least
 * `before` acknowledgements plus a few milliseconds, so it lands while payments are in flight.
 */
async function streamUntilKilled(server: Awaited<ReturnType<typeof startServerProcess>>, before: number, extraMs: number): Promise<Acknowledged[]> {
  const auth = await signIn(server.base);
  const token = await savedCard(server.base, auth);
  const acknowledged: Acknowledged[] = [];
  let inFlightAtKill = 0;
  let inFlight = 0;
  let dead = false;
  const caller = async () => {
    while (!dead) {
      const key = randomUUID();
      const body = nextBody(token);
      inFlight++;
      try {
        const reply = await pay(server.base, auth, key, body);
        const answer = (await reply.json()) as { data: { confirmationNumber: string } };
        expect(reply.status, JSON.stringify(answer)).toBe(200);
        acknowledged.push({ key, body, confirmationNumber: answer.data.confirmationNumber });
      } catch (error) {
        if (!dead) throw error;
      } finally {
        inFlight--;
      }
    }
  };
  const killer = (async () => {
    while (acknowledged.length < before) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, extraMs));
    inFlightAtKill = inFlight;
    dead = true;
    server.child.kill('SIGKILL');
  })();
  await Promise.all([killer, ...Array.from({ length: 4 }, caller)]);
  expect(await server.exited).toBeNull();
  expect(server.child.signalCode).toBe('SIGKILL');
  // The kill really interrupted the stream.
  expect(inFlightAtKill).toBeGreaterThan(0);
  return acknowledged;
}

async function checkAllThere(base: string, acknowledged: Acknowledged[]) {
  const auth = await signIn(base);
  for (const payment of acknowledged) {
    const reply = await pay(base, auth, payment.key, payment.body);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('idempotent-replayed')).toBe('true');
    expect(((await reply.json()) as { data: { confirmationNumber: string } }).data.confirmationNumber).toBe(payment.confirmationNumber);
  }
  const listed = new Set<string>();
  for (let page = 1, pages = 1; page <= pages; page++) {
    const history = await fetch(`${base}${apiAreas.billing}${billingCalls.history}?accountNumber=${home}&type=payment&pageSize=50&page=${page}`, { headers: auth });
    expect(history.status).toBe(200);
    const data = ((await history.json()) as { data: Paged<HistoryItem> }).data;
    pages = data.totalPages;
    for (const item of data.items) listed.add(item.reference);
  }
  for (const payment of acknowledged) expect(listed, payment.confirmationNumber).toContain(payment.confirmationNumber);
}

describe('SIGKILL during a stream of payments (embedded database)', { timeout: 300_000 }, () => {
  it('every acknowledged payment survives 5 kills and restarts on the same data folder', async () => {
    // The data folder starts as the tests' migrated and seeded template (a first start would seed it).
    const seeded = await openPglite({ dataDir, loadDataDir: await templateTarball() });
    await seeded.close();
    const all: Acknowledged[] = [];
    let server = await startServerProcess(env);
    for (let round = 1; round <= 5; round++) {
      const acknowledged = await streamUntilKilled(server, 4 + round * 2, 10 * round);
      expect(acknowledged.length).toBeGreaterThanOrEqual(4 + round * 2);
      all.push(...acknowledged);
      server = await startServerProcess(env);
      await checkAllThere(server.base, all);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
