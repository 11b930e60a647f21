/**
 * Paperless billing and bill format: the setting read, paperless turned on and off with its logged
 * outcome on "Account Information" (and the failed variant with the reason, for a prepaid account), the bill format saved
 * with the account's own customer number only; refused for a prepaid account.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { paperlessCalls, paperlessInteractions, type PaperlessRecord } from '../../src/domain/paperless.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { expectCode, home, prepaidAccount } from './paymentHelpers.ts';

let server: TestServer;
let customer: Record<string, string>;
let userId: string;

const url = (call: keyof typeof paperlessCalls) => `${apiAreas.accountManagement}${paperlessCalls[call]}`;
const load = (accountNumber: string, headers = customer) => server.request({ method: 'GET', url: `${url('load')}?accountNumber=${accountNumber}`, headers });
const post = (call: 'setPaperless' | 'billFormat', body: Record<string, unknown>, headers = customer) =>
  server.request({ method: 'POST', url: url(call), headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const accountRow = async (accountNumber: string) => (await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, accountNumber)))[0]!;
const lastInteraction = async () => (await server.db.select().from(t.interactionRecords).where(eq(t.interactionRecords.userId, userId)).orderBy(desc(t.interactionRecords.id)).limit(1))[0];

beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signIn(server, 'demo.customer');
  customer = signedIn.headers;
  userId = (await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, 'demo.customer')))[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

describe('paperless billing', () => {
  it('reads the account’s setting, turns it on and off, and logs each outcome on Account Information', async () => {
    const row = await accountRow(home);
    const before = envelope<PaperlessRecord>(await load(home)).data;
    expect(before).toMatchObject({ accountNumber: home, customerNumber: row.customerNumber, paperless: row.paperless, isBFSEligible: 0 });
    expect(before.email).toMatch(/\*/);

    const on = await post('setPaperless', { accountNumber: home, isEnable: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(envelope<PaperlessRecord>(on).data.paperless).toBe(true);
    expect((await accountRow(home)).paperless).toBe(true);
    expect(await lastInteraction()).toMatchObject({ actionSubject: paperlessInteractions.paperlessEnrolled.subject, incidentServiceIssueCategoryId: 'BL_PL_01', screenName: 'Account Information', accountNumber: home, registrationStatus: 'Success' });

    const off = await post('setPaperless', { accountNumber: home, isEnable: false });
    expect(envelope<PaperlessRecord>(off).data.paperless).toBe(false);
    expect(await lastInteraction()).toMatchObject({ actionSubject: paperlessInteractions.paperlessUnenrolled.subject, registrationStatus: 'Success' });
  });

  it('is refused for a prepaid account, logged as failed', async () => {
    const prepaid = (await signIn(server, 'demo.prepaid')).headers;
    expectCode(await load(prepaidAccount, prepaid), 403, 'GEN403');
    expectCode(await post('setPaperless', { accountNumber: prepaidAccount, isEnable: true }, prepaid), 403, 'GEN403');
    const prepaidUser = (await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, 'demo.prepaid')))[0]!.id;
    const [logged] = await server.db.select().from(t.interactionRecords).where(eq(t.interactionRecords.userId, prepaidUser)).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(logged).toMatchObject({ actionSubject: paperlessInteractions.paperlessEnrolFailed.subject, messageNote: 'GEN403', registrationStatus: 'Failed', accountNumber: prepaidAccount });
  });
});

describe('bill format', () => {
  it('saves the summary format with the account’s customer number, and refuses another number', async () => {
    const row = await accountRow(home);
    expectCode(await post('billFormat', { accountNumber: home, customerNumber: '9999999999', isBFSEligible: 1 }), 409, 'PAPERLESS_CUSTOMER_MISMATCH');
    expect((await accountRow(home)).summaryBill).toBe(false);
    const saved = await post('billFormat', { accountNumber: home, customerNumber: row.customerNumber, isBFSEligible: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(envelope<PaperlessRecord>(saved).data.isBFSEligible).toBe(1);
    expect(envelope<PaperlessRecord>(await load(home)).data.isBFSEligible).toBe(1);
    await post('billFormat', { accountNumber: home, customerNumber: row.customerNumber, isBFSEligible: 0 });
    expect((await accountRow(home)).summaryBill).toBe(false);
  });
});
