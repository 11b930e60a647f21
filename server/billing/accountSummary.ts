/**
 * The summary of an account the caller holds, in one query: the link in force (the account is the
 * caller's, else 403), the latest bill with what was paid since that bill's day, the last payment,
 * the last prepaid recharge and the scheduled payments. The current bill (what every payment page
 * starts from) and the dashboard are answered from it: they are the server's hottest reads, so the
 * query is the database function portal_account_summary (migration 0009), whose plan is made once
 * per database session.
 *
 * The summaries read are also kept in memory, as the sessions are (caches.ts), while the user
 * still holds the account (its access_until). On the embedded database an entry is good while this
 * process has written none of the tables the function reads (db/writes.ts); on a PostgreSQL server
 * until a notification says its account, a link to it, its bills, payments or recharges changed,
 * in any process (db/cacheEvents.ts, migration 0031). A payment, a new bill, a changed link or
 * account, anywhere, makes the next read ask the database again.
 */
import { sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { versionedReads } from '../db/writes.ts';
import type { AccountRow, LinkRow } from '../accounts.ts';
import { ApiError } from '../http/errors.ts';
import type { RequestSession } from '../http/auth.ts';
import { type ScheduledPayment } from '../../src/domain/payment.ts';
import { isoDay } from '../../src/domain/format.ts';
import { pula, statementOf, thebe, type BillRow, type Statement } from '../payments/statement.ts';

/** What the summary holds of the account. */
type SummaryAccount = Pick<
  AccountRow,
  'id' | 'accountNumber' | 'accountType' | 'isPrepaid' | 'status' | 'balance' | 'paperless' | 'address1' | 'address2' | 'city' | 'state' | 'postalCode'
>;

export interface AccountSummary {
  account: SummaryAccount;
  link: Pick<LinkRow, 'roleId' | 'nickname'>;
  statement: Statement;
  scheduled: ScheduledPayment[];
  lastPayment: { amountThebe: number; paidAt: Date } | null;
  /** Prepaid accounts only. */
  lastRecharge: { amountThebe: number; transactedAt: Date; token: string } | null;
}

interface SummaryJson extends SummaryAccount {
  roleId: number;
  nickname: string | null;
  /** Until when the user holds the account (migration 0016); null: no end. */
  accessUntil: string | null;
  bill: BillRow | null;
  paidSince: string;
  lastPayment: { amount: string; paidAt: string } | null;
  lastRecharge: { amount: string; transactedAt: string; token: string } | null;
  scheduled: { uid: string; confirmationNumber: string; amount: string; convenienceFee: string; paidAt: string; methodRef: string }[];
}

/** The tables portal_account_summary reads. */
const summaryTables = ['user_accounts', 'service_accounts', 'bills', 'payments', 'prepaid_transactions'] as const;

/** Summaries kept in memory (embedded database), at most 20,000; a 403 (no summary) is not kept. */
const summaryReads = versionedReads<SummaryJson | null>(summaryTables, 20_000, {
  keep: (summary) => summary !== null,
  // PostgreSQL: dropped when the account, a link to it, its bills, payments or recharges change (migration 0031).
  tagsOf: (summary) => (summary ? [`a:${summary.id}`] : []),
});

async function querySummary(ctx: ServerContext, userId: string, accountNumber: string): Promise<SummaryJson | null> {
  const result = (await ctx.db.execute(sql`select portal_account_summary(${userId}::uuid, ${accountNumber}, ${ctx.now()}) as summary`)) as unknown as {
    rows: { summary: SummaryJson | string | null }[];
  };
  const raw = result.rows[0]?.summary;
  return typeof raw === 'string' ? (JSON.parse(raw) as SummaryJson) : (raw ?? null);
}

/** The summary from memory when nothing it was read from has changed and the user still holds the account, else from the database. */
function summaryOf(ctx: ServerContext, who: Reader, accountNumber: string): Promise<SummaryJson | null> {
  return summaryReads(
    ctx.db,
    `${who.uuid}:${accountNumber}`,
    () => querySummary(ctx, who.uuid, accountNumber),
    (summary) => summary === null || summary.accessUntil === null || new Date(summary.accessUntil) > ctx.now(),
    who.cacheTicket,
  );
}

/** Who reads: the request's session (its cache ticket lets the read share the session's round trip, db/cacheEvents.ts). */
type Reader = Pick<RequestSession, 'uuid'> & Partial<Pick<RequestSession, 'cacheTicket'>>;

export async function readAccountSummary(ctx: ServerContext, who: Reader, accountNumber: string): Promise<AccountSummary> {
  const found = await summaryOf(ctx, who, accountNumber);
  if (!found) throw new ApiError(403, 'GEN403');
  const { roleId, nickname, accessUntil: _accessUntil, bill, paidSince, scheduled, lastPayment, lastRecharge, ...account } = found;
  return {
    account,
    link: { roleId, nickname },
    statement: statementOf(account, bill ?? undefined, bill ? thebe(paidSince) : 0),
    scheduled: scheduled.map((payment) => ({
      schedulePayUid: payment.uid,
      confirmationNumber: payment.confirmationNumber,
      accountNumber: account.accountNumber,
      amount: pula(thebe(payment.amount)),
      convenienceFee: pula(thebe(payment.convenienceFee)),
      paymentDate: isoDay(new Date(payment.paidAt)),
      method: payment.methodRef,
      status: 'scheduled',
    })),
    lastPayment: lastPayment ? { amountThebe: thebe(lastPayment.amount), paidAt: new Date(lastPayment.paidAt) } : null,
    lastRecharge: lastRecharge ? { amountThebe: thebe(lastRecharge.amount), transactedAt: new Date(lastRecharge.transactedAt), token: lastRecharge.token } : null,
  };
}
