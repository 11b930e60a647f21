/**
 * AutoPay as the dashboard and /ViewBill tell it (AutoPayBadge): the offer before enrolling, then
 * the day the bill is drafted and the bank account; nothing on older bills, in an agent's session or
 * on a prepaid account. And cancelling on the draft day, before the payment's hour: that day's
 * pending draft is withdrawn, and the scheduler makes nothing later that day.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { autoPayCalls, type AutoPayBadge, type AutoPayStatus } from '../../src/domain/autoPay.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { BillDetails } from '../../src/domain/bill.ts';
import type { DashboardSummary } from '../../src/domain/dashboard.ts';
import { envelope, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';
import { billUrl, customerTokens, home, post, prepaidAccount, supportSession } from './paymentHelpers.ts';

const clock = new TestClock();
let server: TestServer;
let customer: Record<string, string>;
let bankToken: string;

const autoPayUrl = (call: keyof typeof autoPayCalls) => `${apiAreas.payment}${autoPayCalls[call]}`;
const read = async <T>(url: string, headers = customer): Promise<T> => {
  const reply = await server.request({ method: 'GET', url, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<T>(reply).data;
};
const dashboardBadge = async (accountNumber = home, headers = customer): Promise<AutoPayBadge | null> =>
  (await read<DashboardSummary>(billUrl('dashboard', `accountNumber=${accountNumber}`), headers)).autoPay;
const billBadge = async (billNumber?: string): Promise<AutoPayBadge | null> =>
  (await read<BillDetails>(billUrl('details', `accountNumber=${home}${billNumber ? `&billNumber=${billNumber}` : ''}`))).autoPay;
const autopayPayments = () => server.db.select().from(t.payments).where(eq(t.payments.channel, 'autopay'));
const at = (day: string, time: string) => {
  clock.offsetMs = new Date(`${day}T${time}Z`).getTime() - Date.now();
};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, paymentSchedulerMs: 0 });
  customer = (await signIn(server, 'demo.customer')).headers;
  bankToken = (await customerTokens(server, customer)).bank;
});
afterAll(async () => {
  await server?.close();
});

describe('AutoPay on the dashboard and the bill', () => {
  it('not enrolled: the offer on the dashboard and on the latest bill', async () => {
    expect(await dashboardBadge()).toEqual({ enrolled: false });
    expect(await billBadge()).toEqual({ enrolled: false });
  });

  it('enrolled: the draft day and the bank account on both; older bills and prepaid accounts say nothing; agents see nothing', async () => {
    const reply = await post(
      server,
      autoPayUrl('enroll'),
      { accountNumber: home, paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: bankToken, amountType: 'AmountDue', makePaymentType: 'PayonDueDate', termsAccepted: true },
      { headers: customer, key: null },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const draft = envelope<AutoPayStatus>(reply).data.nextDraft!;
    const expected = { enrolled: true, date: draft.date, last4: '6789' };
    expect(await dashboardBadge()).toEqual(expected);
    expect(await billBadge()).toEqual(expected);
    const [account] = await server.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, home));
    const bills = await server.db.select().from(t.bills).where(eq(t.bills.accountId, account!.id)).orderBy(asc(t.bills.billDate));
    expect(await billBadge(bills.at(-2)!.billNumber)).toBeNull();
    expect(await dashboardBadge(prepaidAccount, (await signIn(server, 'demo.prepaid')).headers)).toBeNull();
    expect(await dashboardBadge(home, await supportSession(server, home))).toBeNull();
  });
});

describe('cancelling on the draft day', () => {
  it('before the payment is made: the pending draft is withdrawn and nothing is paid that day', async () => {
    const draftDay = (await dashboardBadge())!;
    expect(draftDay.enrolled).toBe(true);
    const day = (draftDay as { date: string }).date;
    // The draft day, before 08:00: the scheduler drafts the bill; its payment waits for its hour.
    at(day, '06:00:00');
    await server.app.paymentScheduler.runDue();
    const [pending] = await autopayPayments();
    expect(pending).toMatchObject({ status: 'scheduled', methodKind: 'bank' });
    customer = (await signIn(server, 'demo.customer')).headers;
    expect(await dashboardBadge()).toEqual({ enrolled: true, date: day, last4: '6789' });

    const cancelled = await post(server, autoPayUrl('cancel'), { accountNumber: home }, { headers: customer, key: null });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await autopayPayments()).toEqual([expect.objectContaining({ id: pending!.id, status: 'cancelled' })]);
    const [record] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(record).toMatchObject({ actionSubject: 'APP Enrollment Cancelled' });
    expect(JSON.stringify(record)).toContain(`pending draft ${pending!.confirmationNumber} withdrawn`);
    expect(await dashboardBadge()).toEqual({ enrolled: false });

    // Past the hour, the scheduler makes nothing: no AutoPay payment completed.
    at(day, '08:05:00');
    await server.app.paymentScheduler.runDue();
    expect(await server.db.select().from(t.payments).where(and(eq(t.payments.channel, 'autopay'), eq(t.payments.status, 'completed')))).toEqual([]);
  });
});
