/**
 * Records the portal sends: the sign-out audit event, interaction records (before and after
 * sign-in) and the activity log with its custom attributes; plus the development outbox call, and
 * the rule that every call needing a session answers 401 without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { adminBasePath, adminTokenHeader } from '../../src/domain/admin.ts';
import {
  accountCalls,
  billingCalls,
  customerServiceCalls,
  inboxCalls,
  paymentCalls,
  sessionCommonCalls,
  singleSignOnCalls,
  userBehaviorCalls,
  userCalls,
} from '../../src/domain/calls.ts';
import { devAdminCalls, type OutboxMessage } from '../../src/domain/devAdmin.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { envelope, loginRequest, signIn, startTestServer, testAdminToken, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const cs = apiAreas.customerService;

describe('audit events', () => {
  it('stores the sign-out event (code 54 with the e-mail) for the signed-in user', async () => {
    const session = await signIn(server, 'demo.customer');
    const reply = await server.request({ method: 'POST', url: `${cs}${customerServiceCalls.audit}`, headers: session.headers, payload: { code: 54, email: 'kagiso.molefe@example.com' } });
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await server.db.select().from(t.auditEvents).orderBy(desc(t.auditEvents.id)).limit(1);
    expect(row).toMatchObject({ code: 54, email: 'kagiso.molefe@example.com', userId: session.uuid, updatedBy: 2 });
  });
});

describe('interaction records', () => {
  it('before sign-in: stored without a user, with the catalogue defaults filled in', async () => {
    const reply = await server.request({
      method: 'POST',
      url: `${cs}${customerServiceCalls.interaction}`,
      payload: { actionSubject: 'Username availability check', screenName: 'Register', moduleName: 'Registration', interactionRecordReasonId: 'A1-Z0000001-Z011' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(row).toMatchObject({ userId: null, updatedBy: 2, actionRequired: 'Add', actionPriority: 5, actionStatus: 1, trigger: 'X', actionSubject: 'Username availability check' });
  });

  it('signed in: every field of the record is kept', async () => {
    const session = await signIn(server, 'demo.landlord');
    const record = {
      actionRequired: 'Add', customerNumber: '1074059326', actionTypeCode: 'Z011', actionSubject: 'Paperless enrol', actionNotes: 'Enrolled from Account Information',
      actionPriority: 5, businessAggreementId: '300074059326', actionStatus: 1, messageNote: 'ok', interactionRecordReasonId: 'A1-Z0000001-Z011',
      serviceIssueCategoryID: 'IR_01', incidentServiceIssueCategoryID: 'BL_MP_', isExternalTicketCreation: false, sourceUrl: '/AccountInformation',
      screenName: 'Account Information', moduleName: 'Account', accountNumber: '300074059326', odataContractAccountKUT: '300074059326',
      odataPremiseExternalIDKUT: '4074059326', odataTriggerKUT: 'X', email: 'tshepo.mmusi@example.com', registrationStatus: '', attachmentName: '',
      customerNumberList: ['1074059326', '1074059334'],
    };
    const reply = await server.request({ method: 'POST', url: `${cs}${customerServiceCalls.interaction}`, headers: session.headers, payload: record });
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(row).toMatchObject({
      userId: session.uuid, updatedBy: 2, customerNumber: '1074059326', businessAgreementId: '300074059326', serviceIssueCategoryId: 'IR_01',
      incidentServiceIssueCategoryId: 'BL_MP_', premiseExternalId: '4074059326', contractAccount: '300074059326', customerNumberList: ['1074059326', '1074059334'],
    });
  });

  it('a bad or expired token is 401 even where a session is optional', async () => {
    const reply = await server.request({ method: 'POST', url: `${cs}${customerServiceCalls.interaction}`, headers: { authorization: 'Bearer not-a-real-token-at-all' }, payload: {} });
    expect(reply.statusCode).toBe(401);
  });
});

describe('activity log', () => {
  it('stores the record with its custom attributes; updatedBy is the server’s (2 for a customer)', async () => {
    const session = await signIn(server, 'demo.prepaid');
    const body = {
      screen: 'Recharge', module: 'Billing', actionNotes: 'Opened recharge', sourceUrl: '/Recharge', os: 'Linux', browser: 'Chromium 140',
      resolution: '1920x1080', account: '300052837104', country: 'BW', sessionId: 'wf-abc123', updatedBy: 3, custom1: 'first', custom25: 'last',
    };
    const reply = await server.request({ method: 'POST', url: `${apiAreas.userBehavior}${userBehaviorCalls.log}`, headers: session.headers, payload: body });
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await server.db.select().from(t.activityLogs).orderBy(desc(t.activityLogs.id)).limit(1);
    expect(row).toMatchObject({ userId: session.uuid, updatedBy: 2, screen: 'Recharge', module: 'Billing', browser: 'Chromium 140', sessionId: 'wf-abc123', custom: { custom1: 'first', custom25: 'last' } });
  });

  it('visitors may log too; custom26 does not exist', async () => {
    const url = `${apiAreas.userBehavior}${userBehaviorCalls.log}`;
    expect((await server.request({ method: 'POST', url, payload: { screen: 'Login', module: 'PreLogin' } })).statusCode).toBe(200);
    const bad = await server.request({ method: 'POST', url, payload: { screen: 'Login', module: 'PreLogin', custom26: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).status.msgcode).toBe('VLD003');
  });
});

describe('development outbox (admin)', () => {
  const url = (query: string) => `${adminBasePath}${devAdminCalls.outbox}${query}`;

  it("lists a user's newest messages first, limited, with the admin token only", async () => {
    const tfaToken = envelope<{ tfaDetails: { tfaToken: string } }>(await loginRequest(server, { username: 'demo.tfa', password: 'Portal#2026' })).data.tfaDetails.tfaToken;
    for (const channel of ['email', 'sms', 'email']) {
      await server.request({ method: 'POST', url: `${apiAreas.userManagement}${userCalls.tfaSend}`, payload: { tfaToken, channel } });
    }
    const reply = await server.request({ method: 'GET', url: url('?user=demo.tfa&limit=2'), headers: { [adminTokenHeader]: testAdminToken } });
    expect(reply.statusCode, reply.body).toBe(200);
    const messages = envelope<OutboxMessage[]>(reply).data;
    expect(messages.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(messages[0]).toEqual({ id: expect.any(Number), channel: 'email', address: 'onalenna.sebego@example.com', subject: 'Your verification code', body: expect.stringMatching(/\b\d{6}\b/), kind: 'tfa-code', createdAt: expect.any(String) });
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);

    expect((await server.request(url('?user=demo.tfa'))).statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: url('?user=nobody.here'), headers: { [adminTokenHeader]: testAdminToken } })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: url('?user=demo.customer'), headers: { [adminTokenHeader]: testAdminToken } })).json().data).toEqual([]);
  });
});

describe('calls that need a session answer 401 GEN401 without one', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', `${apiAreas.userManagement}${userCalls.me}`],
    ['POST', `${apiAreas.userManagement}${userCalls.logout}`, {}],
    ['GET', `${apiAreas.userManagement}${userCalls.roleRights}?roleId=1`],
    ['POST', `${apiAreas.userManagement}${userCalls.userRoleRights}`, { uuid: '00000000-0000-4000-8000-000000000000', accountNumber: '300041526371', moduleName: '' }],
    ['POST', `${apiAreas.singleSignOn}${singleSignOnCalls.support}`, { accountNumber: '300041526371' }],
    ['GET', `${apiAreas.accountManagement}${accountCalls.serviceAddresses}?uuid=00000000-0000-4000-8000-000000000000`],
    ['GET', `${apiAreas.accountManagement}${accountCalls.meters}?accountNumber=300041526371`],
    ['GET', `${apiAreas.accountManagement}${accountCalls.status}?uuid=00000000-0000-4000-8000-000000000000&accountNumber=300041526371`],
    ['GET', `${apiAreas.billing}${billingCalls.dashboard}?accountNumber=300041526371`],
    ['POST', `${apiAreas.notificationInbox}${inboxCalls.unread}`, { status: [], categories: [], searchString: '', mode: 1 }],
    ['GET', `${apiAreas.notificationInbox}${inboxCalls.dashboardNotification}?accountNumber=300041526371`],
    ['GET', `${apiAreas.common}${sessionCommonCalls.notificationBanner}?accountNumber=300041526371`],
    ['POST', `${cs}${customerServiceCalls.audit}`, { code: 54 }],
    ['GET', `${apiAreas.billing}${billingCalls.currentBill}?accountNumber=300041526371`],
    ['GET', `${apiAreas.billing}${billingCalls.history}?accountNumber=300041526371`],
    ['GET', `${apiAreas.billing}${billingCalls.tokenHistory}?accountNumber=300052837104`],
    ['GET', `${apiAreas.billing}${billingCalls.transactions}?accountNumber=300052837104`],
    ['GET', `${apiAreas.payment}${paymentCalls.methods}?accountNumber=300041526371`],
    ['GET', `${apiAreas.payment}${paymentCalls.scheduled}?uuid=00000000-0000-4000-8000-000000000000`],
    ['POST', `${apiAreas.payment}${paymentCalls.cardProfile}`, { card: {} }],
    ['POST', `${apiAreas.payment}${paymentCalls.bankProfile}`, { bank: {} }],
    ['POST', `${apiAreas.payment}${paymentCalls.setDefault}`, { paymentTokenId: 'tok_123456789' }],
    ['POST', `${apiAreas.payment}${paymentCalls.remove}`, { paymentTokenId: 'tok_123456789' }],
    ['POST', `${apiAreas.payment}${paymentCalls.duplicateCheck}`, { accountNumber: '300041526371', amount: 10 }],
    ['POST', `${apiAreas.payment}${paymentCalls.pay}`, {}],
    ['POST', `${apiAreas.payment}${paymentCalls.schedule}`, {}],
    ['POST', `${apiAreas.payment}${paymentCalls.cancelScheduled}`, { schedulePayUid: '00000000-0000-4000-8000-000000000000', accountNumber: '300041526371' }],
    ['POST', `${apiAreas.payment}${paymentCalls.recharge}`, {}],
  ];

  it.each(calls)('%s %s', async (method, url, payload) => {
    for (const headers of [{}, { authorization: 'Bearer at.e30.xxxxxxxxxxxxxxxxxxxxxxxx' }]) {
      const reply = await server.request({ method: method as 'GET' | 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(reply.statusCode, reply.body).toBe(401);
      expect(envelope(reply)).toEqual({ status: { code: 401, message: 'Please sign in to continue.', msgcode: 'GEN401' }, data: null });
    }
  });
});
