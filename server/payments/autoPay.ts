/**
 * Automatic payment plan (AutoPay; src/domain/autoPay.ts): the enrolment of an account, what
 * /AutoPay shows (status, the bank accounts that may draft, the next draft), and the drafts.
 *
 * Drafting: on each pass of the payment scheduler (payments/scheduler.ts), every active enrolment
 * whose account's latest bill is due on or after the day of enrolment and whose draft day (the due
 * date, or N days before it) has come gets one scheduled payment for that bill, paid at 08:00 UTC
 * of the draft day by the scheduler's own executor (lease, gateway key "scheduled:<uid>"). The
 * draft row is unique per bill and written in the same transaction as the payment, so two passes
 * or two servers never draft one bill twice. Nothing due on the draft day: the draft is recorded
 * without a payment.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { ServerContext } from '../context.ts';
import type { AccountRow, LinkRow } from '../accounts.ts';
import type { Executor } from '../auth/sessions.ts';
import type { RequestSession } from '../http/auth.ts';
import { versionedReads } from '../db/writes.ts';
import { activityUpdatedBy, personas } from '../../src/domain/constants.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
import { amountLimitsFor, type SavedPaymentMethod } from '../../src/domain/payment.ts';
import { fromThebe, isoDay, toThebe } from '../../src/domain/format.ts';
import { autoPayScreen, draftAmountOf, type AutoPayBadge, draftDayOf, type AutoPayAmountType, type AutoPayDateType, type AutoPayEnrolment, type AutoPayNextDraft, type AutoPayStatus } from '../../src/domain/autoPay.ts';
import { recordPaymentEvent } from './interactions.ts';
import { listMethods, methodText, savedMethodOf, type MethodRow } from './methods.ts';
import { confirmationNumber, money } from './service.ts';
import { accountStatement, numeric, type BillRow, type Statement } from './statement.ts';

export type EnrolmentRow = typeof t.autopayEnrolments.$inferSelect;

export interface AutoPayAccess {
  view: boolean;
  edit: boolean;
  cancel: boolean;
}

/**
 * Rights (document 2 section 6): viewing needs the AutoPay menu or view right on the account,
 * enrolling or changing the edit right, cancelling the delete right; status 2 grants none; agents'
 * sessions never see Auto Pay.
 */
export async function autoPayAccess(ctx: ServerContext, session: RequestSession, account: Pick<AccountRow, 'status'>, link: Pick<LinkRow, 'roleId'>): Promise<AutoPayAccess> {
  if (session.isSupportLogin || session.user.isAgent) return { view: false, edit: false, cancel: false };
  const granted = effectiveRights(await ctx.rights.of(link.roleId, personas.residential), account.status);
  const has = (name: string) => hasRight(granted, name);
  return {
    view: has(rights.autoPayMenu) || has(rights.autoPayView),
    edit: has(rights.autoPayEdit),
    cancel: has(rights.autoPayDelete),
  };
}

/** The account's active enrolment, if any. */
export async function activeEnrolment(ex: Executor, accountId: number): Promise<EnrolmentRow | undefined> {
  const [row] = await ex
    .select()
    .from(t.autopayEnrolments)
    .where(and(eq(t.autopayEnrolments.accountId, accountId), eq(t.autopayEnrolments.status, 'active')));
  return row;
}

function enrolmentOf(row: EnrolmentRow, method: MethodRow | undefined): AutoPayEnrolment {
  return {
    paymentTokenId: method?.gatewayToken ?? '',
    bankName: method?.bankName ?? null,
    last4: method?.last4 ?? '',
    nickName: method?.nickname ?? '',
    amountType: row.amountType as AutoPayAmountType,
    fixedAmount: row.fixedAmount === null ? null : Number(row.fixedAmount),
    makePaymentType: row.makePaymentType as AutoPayDateType,
    daysBeforeDueDate: row.daysBeforeDueDate,
    enrolledAt: row.enrolledAt.toISOString(),
  };
}

const ruleOf = (row: EnrolmentRow) => ({
  amountType: row.amountType as AutoPayAmountType,
  fixedAmount: row.fixedAmount === null ? null : Number(row.fixedAmount),
  makePaymentType: row.makePaymentType as AutoPayDateType,
  daysBeforeDueDate: row.daysBeforeDueDate,
});

/** The bill a draft is for: the latest one, when it falls due on or after the day of enrolment. */
function draftableBill(bill: BillRow | undefined, row: EnrolmentRow): bill is BillRow {
  return bill !== undefined && bill.dueDate >= isoDay(row.enrolledAt);
}

/** The same day of the next month (the last day when that month is shorter): the next cycle's due date. */
function nextMonthDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

async function nextDraftOf(ex: Executor, account: AccountRow, row: EnrolmentRow, today: string): Promise<AutoPayNextDraft | null> {
  const statement = await accountStatement(ex, account);
  const bill = statement.latestBill;
  if (!bill) return null;
  const rule = ruleOf(row);
  if (draftableBill(bill, row) && statement.amountDueThebe > 0) {
    const [drafted] = await ex.select({ id: t.autopayDrafts.id }).from(t.autopayDrafts).where(eq(t.autopayDrafts.billId, bill.id));
    if (!drafted) {
      const day = draftDayOf(bill.dueDate, rule);
      return { date: day < today ? today : day, amount: draftAmountOf(fromThebe(statement.amountDueThebe), rule) };
    }
  }
  // The next bill is not out yet: its draft day from the next cycle's due date; a fixed amount is known.
  const nextDue = nextMonthDay(bill.dueDate);
  return { date: draftDayOf(nextDue, rule), amount: rule.amountType === 'FixedAmount' ? rule.fixedAmount : null };
}

/** The tables a badge is read from: while none has been written (embedded database), a kept badge is good for its day. */
const badgeTables = ['autopay_enrolments', 'autopay_drafts', 'payments', 'payment_methods', 'bills'] as const;
const badgeReads = versionedReads<AutoPayBadge | null>(badgeTables, 20_000);

/** Payments of a draft that still stand (a cancelled or failed one does not pay the bill). */
const standingDraftStatuses = ['scheduled', 'processing', 'completed'];

async function enrolledBadge(ex: Executor, account: Pick<AccountRow, 'id'>, statement: Statement, today: string): Promise<AutoPayBadge | null> {
  const [found] = await ex
    .select({ enrolment: t.autopayEnrolments, last4: t.paymentMethods.last4 })
    .from(t.autopayEnrolments)
    .leftJoin(t.paymentMethods, eq(t.paymentMethods.id, t.autopayEnrolments.paymentMethodId))
    .where(and(eq(t.autopayEnrolments.accountId, account.id), eq(t.autopayEnrolments.status, 'active')));
  if (!found) return null;
  const row = found.enrolment;
  const bill = statement.latestBill;
  const badge = (date: string | null): AutoPayBadge => ({ enrolled: true, date, last4: found.last4 ?? '' });
  if (!bill) return badge(null);
  const rule = ruleOf(row);
  if (draftableBill(bill, row)) {
    const [draft] = await ex
      .select({ paidAt: t.payments.paidAt, status: t.payments.status })
      .from(t.autopayDrafts)
      .leftJoin(t.payments, eq(t.payments.id, t.autopayDrafts.paymentId))
      .where(eq(t.autopayDrafts.billId, bill.id));
    // Drafted: the day its payment is (or was) made; a withdrawn or failed draft leaves the next cycle's.
    if (draft?.paidAt && standingDraftStatuses.includes(draft.status ?? '')) return badge(isoDay(draft.paidAt));
    if (!draft && statement.amountDueThebe > 0) {
      const day = draftDayOf(bill.dueDate, rule);
      return badge(day < today ? today : day);
    }
  }
  return badge(draftDayOf(nextMonthDay(bill.dueDate), rule));
}

/**
 * What the dashboard and /ViewBill say of AutoPay for the caller (src/domain/autoPay.ts
 * AutoPayBadge): kept in memory per account and day while its tables are unwritten, as the account
 * summary is, since the dashboard is the server's hottest read.
 */
export async function autoPayBadgeOf(
  ctx: ServerContext,
  session: RequestSession,
  account: Pick<AccountRow, 'id' | 'isPrepaid' | 'status'>,
  link: Pick<LinkRow, 'roleId'>,
  statement: Statement,
): Promise<AutoPayBadge | null> {
  if (account.isPrepaid) return null;
  const access = await autoPayAccess(ctx, session, account, link);
  if (!access.view) return null;
  const today = isoDay(ctx.now());
  const key = `${account.id}:${statement.latestBill?.id ?? 0}:${statement.amountDueThebe}:${today}`;
  const enrolled = await badgeReads(ctx.db, key, () => enrolledBadge(ctx.db, account, statement, today));
  if (enrolled) return enrolled;
  return access.edit ? { enrolled: false } : null;
}

/**
 * Withdraws the drafts of an enrolment whose payments are not made yet (cancelling on a draft day
 * before the payment's hour); answers how many. A payment the executor has claimed or made stands.
 */
export async function withdrawPendingDrafts(ex: Executor, enrolmentId: number): Promise<{ confirmationNumber: string }[]> {
  const drafts = await ex.select({ paymentId: t.autopayDrafts.paymentId }).from(t.autopayDrafts).where(eq(t.autopayDrafts.enrolmentId, enrolmentId));
  const ids = drafts.map((draft) => draft.paymentId).filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  return ex
    .update(t.payments)
    .set({ status: 'cancelled' })
    .where(and(inArray(t.payments.id, ids), eq(t.payments.status, 'scheduled')))
    .returning({ confirmationNumber: t.payments.confirmationNumber });
}

/** What /AutoPay shows for the account. */
export async function autoPayStatusOf(ctx: ServerContext, userId: string, account: AccountRow): Promise<AutoPayStatus> {
  const now = ctx.now();
  const methods = await listMethods(ctx.db, userId);
  const row = await activeEnrolment(ctx.db, account.id);
  const method = row ? methods.find((candidate) => candidate.id === row.paymentMethodId) : undefined;
  const statement = await accountStatement(ctx.db, account);
  const bankAccounts: SavedPaymentMethod[] = methods.filter((candidate) => candidate.kind === 'bank').map((candidate) => savedMethodOf(candidate, now));
  return {
    accountNumber: account.accountNumber,
    enrolment: row ? enrolmentOf(row, method) : null,
    nextDraft: row ? await nextDraftOf(ctx.db, account, row, isoDay(now)) : null,
    bankAccounts,
    amountDue: fromThebe(statement.amountDueThebe),
    dueDate: statement.latestBill?.dueDate ?? null,
    limits: amountLimitsFor(account.accountType, account.isPrepaid),
  };
}

/**
 * Drafts every bill whose day has come (see the file's comment); answers how many payments were
 * scheduled. The scheduler's pass then makes those whose moment has passed.
 */
export async function draftAutoPayments(ctx: ServerContext, now: Date): Promise<number> {
  const today = isoDay(now);
  const enrolments = await ctx.db
    .select({ enrolment: t.autopayEnrolments, account: t.serviceAccounts })
    .from(t.autopayEnrolments)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.autopayEnrolments.accountId))
    .where(eq(t.autopayEnrolments.status, 'active'));
  let drafted = 0;
  for (const { enrolment, account } of enrolments) {
    const [bill] = await ctx.db.select().from(t.bills).where(eq(t.bills.accountId, account.id)).orderBy(desc(t.bills.billDate)).limit(1);
    if (!draftableBill(bill, enrolment)) continue;
    const day = draftDayOf(bill.dueDate, ruleOf(enrolment));
    if (day > today) continue;
    const made = await ctx.db.transaction(async (tx) => {
      // The bill is drafted once: a second pass (or server) finds the row and does nothing.
      const [draft] = await tx
        .insert(t.autopayDrafts)
        .values({ enrolmentId: enrolment.id, billId: bill.id, draftDay: day, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!draft) return false;
      const statement = await accountStatement(tx, account);
      const amountThebe = toThebe(draftAmountOf(fromThebe(statement.amountDueThebe), ruleOf(enrolment)));
      const [method] = enrolment.paymentMethodId === null ? [] : await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.id, enrolment.paymentMethodId));
      if (amountThebe <= 0 || !method) return false;
      const paidAt = new Date(`${day}T08:00:00Z`);
      const [payment] = await tx
        .insert(t.payments)
        .values({
          accountId: account.id,
          userId: enrolment.userId,
          paymentMethodId: method.id,
          amount: numeric(amountThebe),
          convenienceFee: '0',
          paidAt,
          methodRef: methodText('bank', null, method.last4),
          methodKind: 'bank',
          gatewayToken: method.gatewayToken,
          status: 'scheduled',
          amountType: amountThebe === statement.amountDueThebe ? 'TotalDueAmount' : 'OtherAmount',
          isGuest: false,
          confirmationNumber: confirmationNumber(now),
          channel: 'autopay',
          createdAt: now,
        })
        .returning();
      await tx.update(t.autopayDrafts).set({ paymentId: payment!.id }).where(eq(t.autopayDrafts.id, draft.id));
      await recordPaymentEvent(
        ctx,
        tx,
        { userId: enrolment.userId, familyId: null, agentUserId: null, updatedBy: activityUpdatedBy.customer, ip: null },
        'autoPayDrafted',
        {
          guest: false,
          screen: autoPayScreen,
          module: 'Payment',
          account,
          status: 'Success',
          notes: `Bill ${bill.billNumber}: ${money(amountThebe)} with ${methodText('bank', null, method.last4)} on ${day}; confirmation ${payment!.confirmationNumber}`,
        },
      );
      return true;
    });
    if (made) drafted += 1;
  }
  return drafted;
}

