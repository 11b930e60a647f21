/**
 * The demo maintenance switch: POST /api/admin/maintenance with the admin token turns the
 * maintenance status the portal polls on and off; without the right token nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBasePath, adminCalls, adminTokenHeader } from '../../src/domain/admin.ts';
import { commonCalls, apiAreas } from '../../src/domain/apiAreas.ts';
import { billingCalls, paymentCalls } from '../../src/domain/calls.ts';
import { devAdminCalls, type TestPeopleData } from '../../src/domain/devAdmin.ts';
import { demoPassword } from '../../server/seed/index.ts';
import type { MaintenanceItem } from '../../src/domain/common.ts';
import { buildApp } from '../../server/app.ts';
import { envelope, signIn, startTestServer, testAdminToken, type TestServer } from './helpers.ts';

const url = `${adminBasePath}${adminCalls.maintenance}`;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function maintenance() {
  const reply = await server.request(`${apiAreas.common}${commonCalls.maintenance}?type=1`);
  return envelope<MaintenanceItem[]>(reply).data;
}

function post(body: unknown, token?: string) {
  return server.request({ method: 'POST', url, headers: token === undefined ? {} : { [adminTokenHeader]: token }, payload: body as object });
}

describe('maintenance switch', () => {
  it('refuses a missing or wrong token with a 403 envelope and changes nothing', async () => {
    const before = await maintenance();
    for (const token of [undefined, '', 'wrong', `${testAdminToken}x`, testAdminToken.toUpperCase()]) {
      const reply = await post({ active: true, message: 'Hacked' }, token);
      expect(reply.statusCode).toBe(403);
      expect(envelope(reply)).toEqual({ status: { code: 403, message: expect.any(String), msgcode: 'GEN403' }, data: null });
    }
    expect(await maintenance()).toEqual(before);
  });

  it('checks the token before the body, so a stranger learns nothing about the rules', async () => {
    expect((await post({ nonsense: 1 }, 'wrong')).statusCode).toBe(403);
  });

  it('turns maintenance on with a message, then off again', async () => {
    const on = await post({ active: true, message: 'Upgrading until 14:00.' }, testAdminToken);
    expect(on.statusCode).toBe(200);
    expect(envelope<MaintenanceItem[]>(on).data).toEqual([{ status: true, message: 'Upgrading until 14:00.' }]);
    expect(await maintenance()).toEqual([{ status: true, message: 'Upgrading until 14:00.' }]);

    const off = await post({ active: false }, testAdminToken);
    expect(off.statusCode).toBe(200);
    expect((await maintenance()).every((item) => !item.status)).toBe(true);
  });

  it('keeps the stored message when none is given', async () => {
    await post({ active: true, message: 'First message' }, testAdminToken);
    await post({ active: false }, testAdminToken);
    const on = await post({ active: true }, testAdminToken);
    expect(envelope<MaintenanceItem[]>(on).data[0]).toEqual({ status: true, message: 'First message' });
    await post({ active: false }, testAdminToken);
  });

  it('refuses bad bodies with the right token, leaving the switch as it was', async () => {
    const before = await maintenance();
    for (const body of [{}, { active: 'yes' }, { active: true, message: '' }, { active: true, message: 'x'.repeat(501) }, { active: true, extra: 1 }, []]) {
      const reply = await post(body, testAdminToken);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(['VLD002', 'VLD003']).toContain(envelope(reply).status.msgcode);
    }
    expect(await maintenance()).toEqual(before);
  });

  it('is disabled on a server started without an admin token', async () => {
    const app = await buildApp({ db: server.db });
    try {
      const reply = await app.inject({ method: 'POST', url, headers: { [adminTokenHeader]: '' }, payload: { active: true } });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().status.message).toMatch(/disabled/);
    } finally {
      await app.close();
    }
  });
});

describe('test people (fresh copies of demo people for end-to-end tests)', () => {
  const create = (body: unknown, token = testAdminToken) =>
    server.request({ method: 'POST', url: `${adminBasePath}${devAdminCalls.testPeople}`, headers: { [adminTokenHeader]: token }, payload: body as object });

  it('refuses a wrong token', async () => {
    expect((await create({ users: ['demo.customer'] }, 'wrong')).statusCode).toBe(403);
  });

  it('copies demo.customer with both accounts, history and saved methods under new numbers', async () => {
    const reply = await create({ users: ['demo.customer'] });
    expect(reply.statusCode, reply.body).toBe(200);
    const { users, accounts } = envelope<TestPeopleData>(reply).data;
    const [copy] = users;
    expect(copy).toMatchObject({ like: 'demo.customer', password: demoPassword, firstName: 'Kagiso', lastName: 'Molefe' });
    expect(copy!.userName).toMatch(/^demo\.customer\.[0-9a-f]{8}$/);
    expect(accounts.map((account) => account.like).sort()).toEqual(['customer-flat', 'customer-home']);
    const home = accounts.find((account) => account.like === 'customer-home')!;
    expect(copy!.accounts[0]).toBe(home.accountNumber);
    expect(home.accountNumber).not.toBe('300041526371');
    expect(home.meters).toHaveLength(5);

    // The copy signs in and owns its own data: bills, payments, saved methods.
    const session = await signIn(server, copy!.userName);
    const bill = await server.request({ url: `${apiAreas.billing}${billingCalls.currentBill}?accountNumber=${home.accountNumber}`, headers: session.headers });
    expect(bill.statusCode, bill.body).toBe(200);
    const history = envelope<{ total: number }>(await server.request({ url: `${apiAreas.billing}${billingCalls.history}?accountNumber=${home.accountNumber}`, headers: session.headers })).data;
    expect(history.total).toBeGreaterThan(24);
    const methods = envelope<unknown[]>(await server.request({ url: `${apiAreas.payment}${paymentCalls.methods}?accountNumber=${home.accountNumber}`, headers: session.headers })).data;
    expect(methods).toHaveLength(2);
    // ...and cannot read demo.customer's.
    const theirs = await server.request({ url: `${apiAreas.billing}${billingCalls.currentBill}?accountNumber=300041526371`, headers: session.headers });
    expect(theirs.statusCode).toBe(403);
  });

  it('gives two copies of one demo user different names and numbers', async () => {
    const first = envelope<TestPeopleData>(await create({ users: ['demo.prepaid'] })).data;
    const second = envelope<TestPeopleData>(await create({ users: ['demo.prepaid'] })).data;
    expect(first.users[0]!.userName).not.toBe(second.users[0]!.userName);
    expect(first.accounts[0]!.meters[0]!.meterNumber).not.toBe(second.accounts[0]!.meters[0]!.meterNumber);
    expect(first.accounts[0]!.meters[0]!.meterNumber).toMatch(/^\d{11}$/);
  });

  it('copies an account without a user, for registration', async () => {
    const { users, accounts } = envelope<TestPeopleData>(await create({ accounts: ['open-molepolole'] })).data;
    expect(users).toEqual([]);
    expect(accounts[0]).toMatchObject({ like: 'open-molepolole', holderLastName: 'Modise', holderDateOfBirth: '1988-03-14', postalCode: expect.any(String) });
  });
});
