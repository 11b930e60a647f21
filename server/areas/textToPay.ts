/**
 * Text To Pay's calls (src/domain/textToPay.ts) on the text-to-pay service area (document 2
 * section 7: "Text-to-pay: detail and enroll"; unenrol and resend the link are the page's other
 * actions; the link's own two calls are open without signing in).
 *
 * Rights (document 2 section 6): the billing right "text-to-pay" on the account (status 2 grants
 * none); prepaid accounts have no bill to pay. Every outcome is recorded (document 2 sections 8-9):
 * enrol, unenrol and resend the link, each with its failed variant carrying the server's message;
 * the link's payment as a payment (success or fail) on the screen "Text To Pay"; a refused link.
 *
 * The link (server/outbox.ts holds the text): a random key of 32 bytes, only its SHA-256 stored.
 * Paying with it claims it (usedAt) before the charge, through the payment idempotency
 * (payments/idempotency.ts, operation text-pay, one key per link) and the gateway key derived from
 * it, so a link pays once: a second use answers 410 TTP_LINK_USED ("This link has expired.").
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { formatDate, fromThebe } from '../../src/domain/format.ts';
import { maskAccountNumber } from '../../src/domain/fields.ts';
import { convenienceFeeThebe } from '../../src/domain/payment.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
import { activityUpdatedBy, personas } from '../../src/domain/constants.ts';
import {
  payByTextPath,
  textToPayAccountBodySchema,
  textToPayCalls,
  textToPayDetailQuerySchema,
  textToPayEnrollBodySchema,
  textToPayLinkDays,
  textToPayLinkQuerySchema,
  textToPayPayBodySchema,
  textToPayScreen,
  type TextToPayEnrolment,
  type TextToPayLink,
  type TextToPayPaid,
  type TextToPayStatus,
} from '../../src/domain/textToPay.ts';
import { linkedAccount, type AccountRow } from '../accounts.ts';
import type { Executor } from '../auth/sessions.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { sessionOf, type Auth } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { deliver, maskPhone } from '../outbox.ts';
import { runIdempotent } from '../payments/idempotency.ts';
import { recordPaymentEvent, requestActor, withFailureEvent } from '../payments/interactions.ts';
import { chosenFromSaved, findSavedMethod, listMethods, methodText, savedMethodOf, type MethodRow } from '../payments/methods.ts';
import { money, payNow, type EventBase, type Payments } from '../payments/service.ts';
import { accountStatement } from '../payments/statement.ts';

type EnrolmentRow = typeof t.textToPayEnrolments.$inferSelect;
type LinkRow = typeof t.textToPayLinks.$inferSelect;

const digestOf = (key: string) => createHash('sha256').update(`text-to-pay\u0000${key}`).digest('hex');
const dayMs = 86_400_000;

async function activeEnrolment(ex: Executor, accountId: number): Promise<EnrolmentRow | undefined> {
  const [row] = await ex
    .select()
    .from(t.textToPayEnrolments)
    .where(and(eq(t.textToPayEnrolments.accountId, accountId), eq(t.textToPayEnrolments.status, 'active')));
  return row;
}

/** Every link of the enrolment not used yet stops working (a new link, or unenrolled). */
async function revokeLinks(ex: Executor, enrolmentId: number, now: Date): Promise<void> {
  await ex
    .update(t.textToPayLinks)
    .set({ revokedAt: now })
    .where(and(eq(t.textToPayLinks.enrolmentId, enrolmentId), isNull(t.textToPayLinks.usedAt), isNull(t.textToPayLinks.revokedAt)));
}

/** Makes a new link (the previous ones stop working) and texts it to the enrolment's mobile number. */
async function textLink(ctx: ServerContext, ex: Executor, log: FastifyBaseLogger, enrolment: EnrolmentRow, account: AccountRow, method: MethodRow): Promise<void> {
  const now = ctx.now();
  await revokeLinks(ex, enrolment.id, now);
  const key = randomBytes(32).toString('base64url');
  const statement = await accountStatement(ex, account);
  const url = `${ctx.publicUrl}${payByTextPath}?key=${key}`;
  const due = statement.latestBill ? ` due ${formatDate(statement.latestBill.dueDate, 'en-US')}` : '';
  const body = `Customer portal: your bill for account ${maskAccountNumber(account.accountNumber)} is ${money(statement.amountDueThebe)}${due}. Pay it from ${methodText('bank', null, method.last4)} with this link (it works once, for ${textToPayLinkDays} days): ${url}`;
  const outboxId = await deliver(ctx, ex, log, { userId: enrolment.userId, channel: 'sms', address: enrolment.mobileNumber, subject: 'Text To Pay', body, kind: 'text-to-pay' });
  await ex.insert(t.textToPayLinks).values({ enrolmentId: enrolment.id, keyDigest: digestOf(key), outboxId, expiresAt: new Date(now.getTime() + textToPayLinkDays * dayMs), createdAt: now });
}

async function statusOf(ctx: ServerContext, userId: string, account: AccountRow): Promise<TextToPayStatus> {
  const now = ctx.now();
  const methods = await listMethods(ctx.db, userId);
  const row = await activeEnrolment(ctx.db, account.id);
  const statement = await accountStatement(ctx.db, account);
  let enrolment: TextToPayEnrolment | null = null;
  if (row) {
    const method = methods.find((candidate) => candidate.id === row.paymentMethodId);
    const [link] = await ctx.db.select().from(t.textToPayLinks).where(eq(t.textToPayLinks.enrolmentId, row.id)).orderBy(desc(t.textToPayLinks.id)).limit(1);
    const working = link && !link.usedAt && !link.revokedAt && link.expiresAt > now;
    enrolment = {
      mobileNumber: maskPhone(row.mobileNumber),
      paymentTokenId: method?.gatewayToken ?? '',
      bankName: method?.bankName ?? null,
      last4: method?.last4 ?? '',
      nickName: method?.nickname ?? '',
      enrolledAt: row.enrolledAt.toISOString(),
      linkSentAt: link ? link.createdAt.toISOString() : null,
      linkValidUntil: working ? link.expiresAt.toISOString() : null,
    };
  }
  return {
    accountNumber: account.accountNumber,
    enrolled: Boolean(row),
    enrolment,
    bankAccounts: methods.filter((candidate) => candidate.kind === 'bank').map((candidate) => savedMethodOf(candidate, now)),
    amountDue: fromThebe(statement.amountDueThebe),
    dueDate: statement.latestBill?.dueDate ?? null,
  };
}

/** A link with its enrolment, account and bank account, or why it does not work. */
async function openLink(ctx: ServerContext, key: string): Promise<{ link: LinkRow; enrolment: EnrolmentRow; account: AccountRow; method: MethodRow | null }> {
  const [found] = await ctx.db
    .select({ link: t.textToPayLinks, enrolment: t.textToPayEnrolments, account: t.serviceAccounts, method: t.paymentMethods })
    .from(t.textToPayLinks)
    .innerJoin(t.textToPayEnrolments, eq(t.textToPayEnrolments.id, t.textToPayLinks.enrolmentId))
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.textToPayEnrolments.accountId))
    .leftJoin(t.paymentMethods, eq(t.paymentMethods.id, t.textToPayEnrolments.paymentMethodId))
    .where(eq(t.textToPayLinks.keyDigest, digestOf(key)));
  if (!found) throw new ApiError(410, 'TTP_LINK_INVALID');
  return found;
}

function linkActor(request: FastifyRequest, enrolment: EnrolmentRow) {
  return { userId: enrolment.userId, familyId: null, agentUserId: null, updatedBy: activityUpdatedBy.customer, ip: request.ip };
}

export function textToPayRoutes(ctx: ServerContext, auth: Auth, pay: Payments) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);

    /** The account, if the caller may use Text To Pay on it (the right, not status 2, not prepaid). */
    const account = async (request: FastifyRequest, accountNumber: string) => {
      const session = sessionOf(request);
      const { account: found, link } = await linkedAccount(ctx, session.uuid, accountNumber);
      const granted = effectiveRights(await ctx.rights.of(link.roleId, personas.residential), found.status);
      if (!hasRight(granted, rights.textToPay)) throw new ApiError(403, 'GEN403');
      if (found.isPrepaid) throw new ApiError(409, 'TTP_PREPAID_ACCOUNT');
      return { session, account: found };
    };

    route.get(textToPayCalls.detail, { auth: 'required', query: textToPayDetailQuerySchema }, async ({ request, query }) => {
      const held = await account(request, query.accountNumber);
      return ok<TextToPayStatus>(await statusOf(ctx, held.session.uuid, held.account));
    });

    route.post(textToPayCalls.enroll, { auth: 'required', body: textToPayEnrollBodySchema }, async ({ request, body }) => {
      let found: AccountRow | null = null;
      const base = (): EventBase => ({ guest: false, screen: textToPayScreen, module: 'Payment', account: found, accountNumber: body.accountNumber });
      return withFailureEvent(
        async () => {
          const held = await account(request, body.accountNumber);
          found = held.account;
          const method = await findSavedMethod(ctx.db, held.session.uuid, body.savedPaymentMethod);
          if (method.kind !== 'bank') throw new ApiError(409, 'TTP_BANK_ONLY');
          const now = ctx.now();
          const target = held.account;
          const values = { userId: held.session.uuid, mobileNumber: body.mobileNumber, paymentMethodId: method.id, status: 'active', consentAt: now, enrolledAt: now, cancelledAt: null };
          await ctx.db.transaction(async (tx) => {
            const [row] = await tx
              .insert(t.textToPayEnrolments)
              .values({ accountId: target.id, ...values })
              .onConflictDoUpdate({ target: t.textToPayEnrolments.accountId, set: values })
              .returning();
            await textLink(ctx, tx, request.log, row!, target, method);
            await recordPaymentEvent(ctx, tx, requestActor(request), 'textToPayEnrolled', {
              ...base(),
              status: 'Success',
              notes: `Mobile ${maskPhone(body.mobileNumber)}; ${methodText('bank', null, method.last4)}; pay-by-text link sent`,
            });
          });
          return ok<TextToPayStatus>(await statusOf(ctx, held.session.uuid, target), 'Enrolled into Text To Pay');
        },
        async (error) => {
          await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'textToPayEnrolFailed', { ...base(), status: 'Failed', notes: `${error.msgcode}: refused`, message: error.message });
        },
      );
    });

    route.post(textToPayCalls.unenroll, { auth: 'required', body: textToPayAccountBodySchema }, async ({ request, body }) => {
      let found: AccountRow | null = null;
      const base = (): EventBase => ({ guest: false, screen: textToPayScreen, module: 'Payment', account: found, accountNumber: body.accountNumber });
      return withFailureEvent(
        async () => {
          const held = await account(request, body.accountNumber);
          found = held.account;
          const now = ctx.now();
          await ctx.db.transaction(async (tx) => {
            const row = await activeEnrolment(tx, held.account.id);
            if (!row) throw new ApiError(404, 'TTP_NOT_ENROLLED');
            await tx.update(t.textToPayEnrolments).set({ status: 'cancelled', cancelledAt: now }).where(eq(t.textToPayEnrolments.id, row.id));
            await revokeLinks(tx, row.id, now);
            await recordPaymentEvent(ctx, tx, requestActor(request), 'textToPayUnenrolled', { ...base(), status: 'Success', notes: `Mobile ${maskPhone(row.mobileNumber)} unenrolled; its link stopped working` });
          });
          return ok<TextToPayStatus>(await statusOf(ctx, held.session.uuid, held.account), 'Unenrolled from Text To Pay');
        },
        async (error) => {
          await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'textToPayUnenrolFailed', { ...base(), status: 'Failed', notes: `${error.msgcode}: refused`, message: error.message });
        },
      );
    });

    route.post(textToPayCalls.resend, { auth: 'required', body: textToPayAccountBodySchema }, async ({ request, body }) => {
      let found: AccountRow | null = null;
      const base = (): EventBase => ({ guest: false, screen: textToPayScreen, module: 'Payment', account: found, accountNumber: body.accountNumber });
      return withFailureEvent(
        async () => {
          const held = await account(request, body.accountNumber);
          found = held.account;
          await ctx.db.transaction(async (tx) => {
            const row = await activeEnrolment(tx, held.account.id);
            if (!row) throw new ApiError(404, 'TTP_NOT_ENROLLED');
            const [method] = row.paymentMethodId === null ? [] : await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.id, row.paymentMethodId));
            // The bank account was removed since: enrol again with another one.
            if (!method) throw new ApiError(409, 'TTP_BANK_ONLY');
            await textLink(ctx, tx, request.log, row, held.account, method);
            await recordPaymentEvent(ctx, tx, requestActor(request), 'textToPayLinkResent', { ...base(), status: 'Success', notes: `New pay-by-text link sent to ${maskPhone(row.mobileNumber)}` });
          });
          return ok<TextToPayStatus>(await statusOf(ctx, held.session.uuid, held.account), 'Link sent');
        },
        async (error) => {
          await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'textToPayResendFailed', { ...base(), status: 'Failed', notes: `${error.msgcode}: refused`, message: error.message });
        },
      );
    });

    /** Why a link does not pay (used, replaced, unenrolled, expired, no bank account), recorded on its account. */
    const refuseLink = async (request: FastifyRequest, opened: Awaited<ReturnType<typeof openLink>>, error: ApiError, notes: string): Promise<never> => {
      await recordPaymentEvent(ctx, ctx.db, linkActor(request, opened.enrolment), 'textToPayLinkRefused', {
        guest: false,
        screen: textToPayScreen,
        module: 'Payment',
        account: opened.account,
        status: 'Failed',
        notes: `${error.msgcode}: ${notes}`,
        message: error.message,
      });
      throw error;
    };

    const checkLink = async (request: FastifyRequest, opened: Awaited<ReturnType<typeof openLink>>) => {
      const { link, enrolment, method } = opened;
      if (link.paymentId !== null) return refuseLink(request, opened, new ApiError(410, 'TTP_LINK_USED'), 'link used a second time');
      if (link.revokedAt || enrolment.status !== 'active') return refuseLink(request, opened, new ApiError(410, 'TTP_LINK_INVALID'), 'link replaced or unenrolled');
      if (link.expiresAt <= ctx.now()) return refuseLink(request, opened, new ApiError(410, 'TTP_LINK_INVALID'), 'link past its days');
      if (!method) return refuseLink(request, opened, new ApiError(410, 'TTP_LINK_INVALID'), 'bank account removed');
      return method;
    };

    route.get(textToPayCalls.link, { query: textToPayLinkQuerySchema }, async ({ request, query }) => {
      const opened = await openLink(ctx, query.key);
      const method = await checkLink(request, opened);
      const statement = await accountStatement(ctx.db, opened.account);
      return ok<TextToPayLink>({
        accountNumber: maskAccountNumber(opened.account.accountNumber),
        amountDue: fromThebe(statement.amountDueThebe),
        dueDate: statement.latestBill?.dueDate ?? null,
        bankLast4: method.last4,
        bankName: method.bankName,
        validUntil: opened.link.expiresAt.toISOString(),
      });
    });

    route.post(textToPayCalls.pay, { body: textToPayPayBodySchema }, async ({ request, reply, body }) => {
      const opened = await openLink(ctx, body.key);
      const method = await checkLink(request, opened);
      const { link, enrolment, account: payee } = opened;
      const actor = linkActor(request, enrolment);
      const scope = 'texttopay';
      const key = `link-${link.id}`;
      const base: EventBase = { guest: false, screen: textToPayScreen, module: 'Payment', account: payee };
      const answer = await runIdempotent(ctx, { scope, key, operation: 'text-pay', request: { link: link.id } }, async () => {
        // The one request that pays: the link is claimed before anything is charged.
        const [claimed] = await ctx.db
          .update(t.textToPayLinks)
          .set({ usedAt: ctx.now() })
          .where(and(eq(t.textToPayLinks.id, link.id), isNull(t.textToPayLinks.usedAt)))
          .returning({ id: t.textToPayLinks.id });
        if (!claimed) throw new ApiError(410, 'TTP_LINK_USED');
        const statement = await accountStatement(ctx.db, payee);
        if (statement.amountDueThebe <= 0) {
          await ctx.db.update(t.textToPayLinks).set({ usedAt: null }).where(eq(t.textToPayLinks.id, link.id));
          throw new ApiError(409, 'TTP_NOTHING_DUE');
        }
        const receipt = await payNow(pay, {
          actor,
          userId: enrolment.userId,
          guest: false,
          account: payee,
          statement,
          choice: { paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: method.gatewayToken },
          method: chosenFromSaved(method),
          amountThebe: statement.amountDueThebe,
          feeThebe: convenienceFeeThebe(statement.amountDueThebe, 'bank'),
          amountType: 'TotalDueAmount',
          paperless: false,
          scope,
          key,
          base,
          finish: async () => undefined,
        });
        const [payment] = await ctx.db.select({ id: t.payments.id }).from(t.payments).where(eq(t.payments.confirmationNumber, receipt.confirmationNumber));
        await ctx.db.update(t.textToPayLinks).set({ paymentId: payment!.id }).where(eq(t.textToPayLinks.id, link.id));
        return ok<TextToPayPaid>(
          { confirmationNumber: receipt.confirmationNumber, amount: receipt.amount, paidAt: receipt.paidAt, bankLast4: method.last4, amountDue: receipt.amountDue },
          'Payment successful',
        );
      });
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.code(answer.httpStatus).type('application/json; charset=utf-8').send(answer.envelope);
    });
  };
}
