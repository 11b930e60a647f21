/**
 * What a signed-in user reads about their accounts: service addresses, meters, status, role rights,
 * the dashboard figures (checked against the seeded bills, payments and recharges), the
 * notification banner, inbox counts, the outage count and the portal settings; and that another
 * user's account is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { buildApp } from '../../server/app.ts';
import { currentMeter } from '../../src/domain/accounts.ts';
import { accountCalls, billingCalls, inboxCalls, outageCalls, sessionCommonCalls, userCalls } from '../../src/domain/calls.ts';
import type { DashboardSummary } from '../../src/domain/dashboard.ts';
import { bannerItems, type NotificationBannerData } from '../../src/domain/notificationBanner.ts';
import { allRights, guestRights, rightGroups } from '../../src/domain/rights.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { AccountStatusData, Meter, PortalSettings, RoleRight, ServiceAccount } from '../../src/domain/session.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
type Session = Awaited<ReturnType<typeof signIn>>;
const sessions: Record<string, Session> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const userName of ['demo.customer', 'demo.prepaid', 'demo.suspended', 'demo.guest', 'demo.landlord', 'agent.csr']) {
    sessions[userName] = await signIn(server, userName);
  }
});
afterAll(async () => {
  await server?.close();
});

const home = '300041526371';
const flat = '300041526389';
const prepaidAccount = '300052837104';
const suspendedAccount = '300017382659';

async function get<T>(userName: string | null, url: string, status = 200) {
  const reply = await server.request({ method: 'GET', url, headers: userName ? sessions[userName]!.headers : {} });
  expect(reply.statusCode, reply.body).toBe(status);
  return envelope<T>(reply);
}

async function post<T>(userName: string, url: string, payload: unknown, status = 200) {
  const reply = await server.request({ method: 'POST', url, headers: sessions[userName]!.headers, payload: payload as object });
  expect(reply.statusCode, reply.body).toBe(status);
  return envelope<T>(reply);
}

const a = apiAreas.accountManagement;
const addresses = (userName: string, uuid = sessions[userName]!.uuid) => get<ServiceAccount[]>(userName, `${a}${accountCalls.serviceAddresses}?uuid=${uuid}`);

describe('service addresses', () => {
  it('demo.customer: two accounts, the default (Home) first, with the address on one line', async () => {
    const { data } = await addresses('demo.customer');
    expect(data.map((x) => [x.accountNumber, x.isDefault, x.serviceAddress.nickName])).toEqual([
      [home, true, 'Home'],
      [flat, false, 'Francistown flat'],
    ]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      accountNumber: home,
      customerNumber: '1041526371',
      roleId: 1,
      isDefault: true,
      status: 1,
      accountType: 'Residential',
      premiseId: '4041526371',
      isPrepaidAccount: false,
      bpName: 'Kagiso Molefe',
      serviceAddress: { address1: 'Plot 2231, Moremi Road', address2: 'Extension 12', city: 'Gaborone', state: 'GA', postalCode: '10001', nickName: 'Home' },
      serviceAddressCombined: 'Plot 2231, Moremi Road, Extension 12, Gaborone, GA 10001',
    });
  });

  it('demo.suspended has status 2, demo.prepaid a prepaid account, demo.guest role 8, the agent none', async () => {
    expect((await addresses('demo.suspended')).data.map((x) => [x.accountNumber, x.status])).toEqual([[suspendedAccount, 2]]);
    expect((await addresses('demo.prepaid')).data.map((x) => [x.accountNumber, x.isPrepaidAccount])).toEqual([[prepaidAccount, true]]);
    expect((await addresses('demo.guest')).data.map((x) => [x.accountNumber, x.roleId, x.serviceAddress.nickName])).toEqual([[flat, 8, 'Kagiso’s flat']]);
    expect((await addresses('agent.csr')).data).toEqual([]);
  });

  it("another user's uuid is 403", async () => {
    const reply = await server.request({ method: 'GET', url: `${a}${accountCalls.serviceAddresses}?uuid=${sessions['demo.customer']!.uuid}`, headers: sessions['demo.guest']!.headers });
    expect(reply.statusCode).toBe(403);
    expect(envelope(reply).status.msgcode).toBe('GEN403');
  });
});

describe('meters and status', () => {
  it('lists the meters of an account, electric and newest first; open end dates are null', async () => {
    const { data } = await get<Meter[]>('demo.customer', `${a}${accountCalls.meters}?accountNumber=${home}`);
    expect(data).toEqual([
      { meterNumber: '21873305', endDate: null, serviceType: 'electric' },
      { meterNumber: '21004417', endDate: '2021-03-15', serviceType: 'electric' },
      { meterNumber: '81093274', endDate: null, serviceType: 'solar' },
      { meterNumber: '61220918', endDate: null, serviceType: 'gas' },
      { meterNumber: '71450362', endDate: null, serviceType: 'water' },
    ]);
    expect(currentMeter(data, new Date())?.meterNumber).toBe('21873305');
  });

  it('the guest sees the meters of the account it is invited to, not the others', async () => {
    expect((await get<Meter[]>('demo.guest', `${a}${accountCalls.meters}?accountNumber=${flat}`)).data).toEqual([{ meterNumber: '21650128', endDate: null, serviceType: 'electric' }]);
    expect((await get('demo.guest', `${a}${accountCalls.meters}?accountNumber=${home}`, 403)).status.msgcode).toBe('GEN403');
  });

  it('status of an account', async () => {
    const s = sessions['demo.suspended']!;
    expect((await get<AccountStatusData>('demo.suspended', `${a}${accountCalls.status}?uuid=${s.uuid}&accountNumber=${suspendedAccount}`)).data).toEqual({ status: 2 });
    await get('demo.suspended', `${a}${accountCalls.status}?uuid=${s.uuid}&accountNumber=${home}`, 403);
    await get('demo.suspended', `${a}${accountCalls.status}?uuid=${sessions['demo.customer']!.uuid}&accountNumber=${home}`, 403);
  });
});

describe('role rights', () => {
  const u = apiAreas.userManagement;
  it('per role: the primary customer has every right, the guest only viewing', async () => {
    const primary = (await get<RoleRight[]>('demo.customer', `${u}${userCalls.roleRights}?roleId=1&personaId=1`)).data;
    expect(primary.map((r) => r.rightName).sort()).toEqual([...allRights].sort());
    expect(primary.every((r) => r.roleId === 1)).toBe(true);
    const guest = (await get<RoleRight[]>('demo.guest', `${u}${userCalls.roleRights}?roleId=8`)).data;
    expect(guest.map((r) => r.rightName).sort()).toEqual([...guestRights].sort());
    expect((await get<RoleRight[]>('demo.guest', `${u}${userCalls.roleRights}?roleId=42&personaId=1`)).data).toEqual([]);
  });

  it("per user and account: the caller's role, narrowed by module; none on a status-2 account", async () => {
    const url = `${u}${userCalls.userRoleRights}`;
    const customer = sessions['demo.customer']!;
    const all = (await post<RoleRight[]>('demo.customer', url, { uuid: customer.uuid, accountNumber: home, moduleName: '' })).data;
    expect(all).toHaveLength(allRights.length);
    const billing = (await post<RoleRight[]>('demo.customer', url, { uuid: customer.uuid, accountNumber: home, moduleName: 'Billing' })).data;
    expect(billing.map((r) => r.rightName).sort()).toEqual([...rightGroups.billing].sort());
    const guest = (await post<RoleRight[]>('demo.guest', url, { uuid: sessions['demo.guest']!.uuid, accountNumber: flat, moduleName: 'Dashboard' })).data;
    expect(guest.every((r) => r.roleId === 8)).toBe(true);
    expect(guest.map((r) => r.rightName).sort()).toEqual(rightGroups.dashboard.filter((r) => guestRights.includes(r)).sort());
    expect((await post<RoleRight[]>('demo.suspended', url, { uuid: sessions['demo.suspended']!.uuid, accountNumber: suspendedAccount, moduleName: '' })).data).toEqual([]);
    await post('demo.guest', url, { uuid: customer.uuid, accountNumber: flat, moduleName: '' }, 403);
    await post('demo.guest', url, { uuid: sessions['demo.guest']!.uuid, accountNumber: home, moduleName: '' }, 403);
  });
});

describe('dashboard figures', () => {
  const dashboard = (userName: string, accountNumber: string, status = 200) => get<DashboardSummary>(userName, `${apiAreas.billing}${billingCalls.dashboard}?accountNumber=${accountNumber}`, status);

  async function seeded(accountNumber: string) {
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, accountNumber));
    const [bill] = await server.db.select().from(t.bills).where(eq(t.bills.accountId, account!.id)).orderBy(desc(t.bills.billDate)).limit(1);
    const [payment] = await server.db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.accountId, account!.id), eq(t.payments.status, 'completed')))
      .orderBy(desc(t.payments.paidAt))
      .limit(1);
    return { account: account!, bill, payment };
  }

  it.each([home, flat])('demo.customer %s: what the latest bill asks, the last payment, the balance', async (accountNumber) => {
    const { account, bill, payment } = await seeded(accountNumber);
    const { data } = await dashboard('demo.customer', accountNumber);
    expect(data).toEqual({
      accountNumber,
      nickname: accountNumber === home ? 'Home' : 'Francistown flat',
      serviceAddress: expect.stringContaining(account.address1),
      isPrepaid: false,
      amountDue: Number(bill!.amountDue),
      pastDueAmount: Number(bill!.pastDue),
      dueDate: bill!.dueDate,
      lastBillDate: bill!.billDate,
      lastBillAmount: Number(bill!.amountDue),
      lastPaymentAmount: Number(payment!.amount),
      lastPaymentDate: payment!.paidAt.toISOString(),
      balance: Number(account.balance),
      paperless: true,
      // Not enrolled in AutoPay: the offer (the customer holds the AutoPay rights).
      autoPay: { enrolled: false },
    });
    expect(data.amountDue).toBeGreaterThan(0);
  });

  it('demo.suspended is in arrears: part of what is due is past due', async () => {
    const { bill, account } = await seeded(suspendedAccount);
    const { data } = await dashboard('demo.suspended', suspendedAccount);
    expect(data.pastDueAmount).toBe(Number(bill!.pastDue));
    expect(data.pastDueAmount).toBeGreaterThan(0);
    expect(data.amountDue).toBe(Number(account.balance));
    expect(data.paperless).toBe(false);
  });

  it('demo.prepaid: no bill, the last recharge with the token masked to its last 4 digits', async () => {
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, prepaidAccount));
    const [recharge] = await server.db.select().from(t.prepaidTransactions).where(eq(t.prepaidTransactions.accountId, account!.id)).orderBy(desc(t.prepaidTransactions.transactedAt)).limit(1);
    const { data } = await dashboard('demo.prepaid', prepaidAccount);
    expect(data).toMatchObject({
      isPrepaid: true,
      amountDue: 0,
      pastDueAmount: 0,
      dueDate: null,
      lastBillDate: null,
      lastBillAmount: null,
      balance: 0,
      lastRechargeAmount: Number(recharge!.amount),
      lastRechargeDate: recharge!.transactedAt.toISOString(),
      lastToken: `${'*'.repeat(16)}${recharge!.token.slice(-4)}`,
    });
    expect(JSON.stringify(data)).not.toContain(recharge!.token);
  });

  it('payments since the latest bill reduce what is due; paying more leaves a credit', async () => {
    const { account, bill } = await seeded(flat);
    const due = Number(bill!.amountDue);
    const pay = async (amount: string, confirmation: string) =>
      server.db.insert(t.payments).values({ accountId: account.id, amount, paidAt: new Date(), methodRef: 'Test', status: 'completed', confirmationNumber: confirmation, channel: 'web' });
    await pay('100.00', 'TEST0001');
    expect((await dashboard('demo.customer', flat)).data).toMatchObject({ amountDue: Math.round((due - 100) * 100) / 100, lastPaymentAmount: 100 });
    await pay((due - 100 + 25).toFixed(2), 'TEST0002');
    expect((await dashboard('demo.customer', flat)).data).toMatchObject({ amountDue: 0, pastDueAmount: 0, balance: -25 });
  });

  it('the guest reads its account; another user is refused', async () => {
    expect((await dashboard('demo.guest', flat)).data.accountNumber).toBe(flat);
    expect((await dashboard('demo.guest', home, 403)).status.msgcode).toBe('GEN403');
    expect((await dashboard('demo.landlord', suspendedAccount, 403)).status.msgcode).toBe('GEN403');
  });
});

describe('notification banner', () => {
  const banner = (userName: string, accountNumber: string) =>
    get<NotificationBannerData>(userName, `${apiAreas.common}${sessionCommonCalls.notificationBanner}?accountNumber=${accountNumber}`);

  it('demo.suspended: a DNP notice updated 2 days ago, shown red', async () => {
    const { data } = await banner('demo.suspended', suspendedAccount);
    expect(data).toMatchObject({ dnpNotoficationTitle: 'Disconnection notice', dnpNotificationDetail: expect.stringContaining('overdue'), outageTitle: null, notificationTitle: null });
    const age = Date.now() - Date.parse(data.dnpLastUpdated!);
    expect(age).toBeGreaterThan(1.5 * 86_400_000);
    expect(age).toBeLessThan(2.5 * 86_400_000);
    expect(bannerItems(data, new Date()).map((i) => [i.kind, i.colour])).toEqual([['dnp', 'red']]);
  });

  it('demo.customer Home: an outage message and the "Go paperless" preference; the flat has none', async () => {
    const { data } = await banner('demo.customer', home);
    expect(bannerItems(data, new Date()).map((i) => [i.kind, i.title, i.colour])).toEqual([
      ['outage', 'Power outage in your area', 'amber'],
      ['preference', 'Go paperless', 'amber'],
    ]);
    const flatData = (await banner('demo.customer', flat)).data;
    expect(Object.values(flatData).every((value) => value === null)).toBe(true);
    expect(Object.keys(flatData).sort()).toEqual(
      ['colorCode', 'cspNotificationDetail', 'cspNotoficationTitle', 'dnpLastUpdated', 'dnpNotificationDetail', 'dnpNotoficationTitle', 'notificationDetail', 'notificationTitle', 'outageDetail', 'outageTitle', 'serviceDetail', 'serviceTitle'],
    );
    await get('demo.landlord', `${apiAreas.common}${sessionCommonCalls.notificationBanner}?accountNumber=${home}`, 403);
  });
});

describe('inbox counts', () => {
  const i = apiAreas.notificationInbox;
  const unread = async (userName: string, body: Partial<{ status: number[]; categories: number[]; searchString: string; mode: number }> = {}) =>
    (await post<{ data: { totalUnreadCount: number } }>(userName, `${i}${inboxCalls.unread}`, { status: [], categories: [], searchString: '', mode: 1, ...body })).data.data.totalUnreadCount;

  it('unread count: demo.customer has 3 unread messages; categories and search narrow it', async () => {
    expect(await unread('demo.customer')).toBe(3);
    expect(await unread('demo.customer', { categories: [7] })).toBe(3);
    expect(await unread('demo.customer', { categories: [1] })).toBe(1);
    expect(await unread('demo.customer', { categories: [1, 3] })).toBe(2);
    expect(await unread('demo.customer', { searchString: 'WINTER' })).toBe(1);
    expect(await unread('demo.customer', { searchString: '100%_' })).toBe(0);
    expect(await unread('demo.suspended')).toBe(1);
    expect(await unread('demo.landlord')).toBe(0);
  });

  it('dashboard notification total: unread messages about the account or about no account', async () => {
    const total = async (accountNumber: string) =>
      (await get<{ totalNotification: number }>('demo.customer', `${i}${inboxCalls.dashboardNotification}?accountNumber=${accountNumber}`)).data.totalNotification;
    expect(await total(home)).toBe(3);
    expect(await total(flat)).toBe(1);
    await get('demo.customer', `${i}${inboxCalls.dashboardNotification}?accountNumber=${suspendedAccount}`, 403);
  });
});

describe('public calls', () => {
  it('outage count: every active outage, or the town of an account; no sign-in needed', async () => {
    const count = async (query = '') => (await get<{ affectedCount: number }>(null, `${apiAreas.outage}${outageCalls.count}${query}`)).data.affectedCount;
    // Gaborone, Maun, Jwaneng and Ghanzi (planned maintenance and restored outages are not counted).
    expect(await count()).toBe(1240 + 385 + 210 + 42);
    expect(await count(`?accountNumber=${home}`)).toBe(1240);
    expect(await count(`?accountNumber=${prepaidAccount}`)).toBe(385);
    expect(await count(`?accountNumber=${flat}`)).toBe(0);
    expect(await count('?accountNumber=999999999999')).toBe(0);
  });

  it('portal settings: the spec constants, external sites and features', async () => {
    const { data } = await get<PortalSettings>(null, `${apiAreas.common}${sessionCommonCalls.portalSettings}`);
    expect(data).toEqual({
      maintenanceCheckEnabled: true,
      maintenancePollMs: 200_000,
      inboxPollMs: 300_000,
      idleLimitMs: 1_740_000,
      popupAutoLogoutMs: 1_800_000,
      logoutOnForbidden: false,
      externalSites: {
        enterprise: 'https://enterprise.utility.example/',
        landlord: 'https://landlord.utility.example/',
        propertyManager: 'https://propertymanager.utility.example/',
      },
      features: { ViewAutoPay: true, ViewPaymentMethod: true, ViewBudgetBilling: true, ViewGuestUser: true, ViewNotificationPreferences: true, Billing: true, Usage: true, Account: true, Services: true },
    });
  });

  it('portal settings follow the server options (MAINTENANCE_POLL_MS, EXTERNAL_SITE_*)', async () => {
    const app = await buildApp({ db: server.db, settings: { maintenancePollMs: 2000, externalSites: { landlord: 'https://landlords.example.org/' } } });
    try {
      const data = (await app.inject(`${apiAreas.common}${sessionCommonCalls.portalSettings}`)).json().data as PortalSettings;
      expect(data.maintenancePollMs).toBe(2000);
      expect(data.externalSites).toEqual({ enterprise: 'https://enterprise.utility.example/', landlord: 'https://landlords.example.org/', propertyManager: 'https://propertymanager.utility.example/' });
    } finally {
      await app.close();
    }
  });
});
