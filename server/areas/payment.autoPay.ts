/**
 * AutoPay's calls (src/domain/autoPay.ts) on the payment service area: the enroll status, the
 * enrolment (a saved bank account, or a new one tokenised and saved in the same call: enrolment with
 * bank draft) and its cancellation. Signed with the payment checksum like every payment call.
 *
 * Rights (document 2 section 6): viewing needs the AutoPay menu or view right on the account, enrolling
 * or changing the edit right, cancelling the delete right; status 2 grants none; agents' sessions
 * never see Auto Pay (403). A new bank account also needs the payment-methods right (it is saved).
 * Every refusal of an enrolment is recorded as "APP Enrollment Failed" with the server's message.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { autoPayCalls, autoPayCancelBodySchema, autoPayEnrollBodySchema, autoPayScreen, autoPayStatusQuerySchema, fixedAmountIssue, type AutoPayStatus } from '../../src/domain/autoPay.ts';
import { amountLimitsFor } from '../../src/domain/payment.ts';
import { linkedAccount, type AccountRow } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { sessionOf, type Auth } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { routes } from '../http/route.ts';
import { mayManageMethods } from '../payments/access.ts';
import { activeEnrolment, autoPayAccess, autoPayStatusOf, withdrawPendingDrafts } from '../payments/autoPay.ts';
import { keepRawJsonBodies } from '../payments/checksum.ts';
import { recordPaymentEvent, requestActor, withFailureEvent } from '../payments/interactions.ts';
import { findSavedMethod, methodText, saveMethod } from '../payments/methods.ts';
import { checkRoomToSave, fieldRefusal, tokenizeNew, type EventBase, type Payments } from '../payments/service.ts';

function refuseUnless(allowed: boolean): void {
  if (!allowed) throw new ApiError(403, 'GEN403');
}

export function autoPayRoutes(ctx: ServerContext, auth: Auth, pay: Payments) {
  return async function register(app: FastifyInstance) {
    keepRawJsonBodies(app);
    const route = routes(app, auth, { checksum: true });

    const account = async (request: FastifyRequest, accountNumber: string) => {
      const session = sessionOf(request);
      const linked = await linkedAccount(ctx, session.uuid, accountNumber);
      return { session, ...linked, access: await autoPayAccess(ctx, session, linked.account, linked.link) };
    };

    route.get(autoPayCalls.status, { auth: 'required', query: autoPayStatusQuerySchema }, async ({ request, query }) => {
      const held = await account(request, query.accountNumber);
      refuseUnless(held.access.view);
      return ok<AutoPayStatus>(await autoPayStatusOf(ctx, held.session.uuid, held.account));
    });

    route.post(autoPayCalls.enroll, { auth: 'required', body: autoPayEnrollBodySchema }, async ({ request, body }) => {
      let found: AccountRow | null = null;
      const base = (): EventBase => ({ guest: false, screen: autoPayScreen, module: 'Payment', account: found, accountNumber: body.accountNumber });
      return withFailureEvent(
        async () => {
          const held = await account(request, body.accountNumber);
          found = held.account;
          refuseUnless(held.access.edit);
          if (held.account.isPrepaid) throw new ApiError(409, 'APP_PREPAID_ACCOUNT');
          if (body.amountType === 'FixedAmount') {
            const issue = fixedAmountIssue(String(body.amount), amountLimitsFor(held.account.accountType));
            if (issue) throw fieldRefusal('amount', issue);
          }
          const uuid = held.session.uuid;
          const actor = requestActor(request);
          // A saved bank account of the user's, or a new one: tokenised (logged as a bank check) and saved.
          let method;
          if (body.paymentMethod === 'SavedPaymentMethod') {
            method = await findSavedMethod(ctx.db, uuid, body.savedPaymentMethod!);
            if (method.kind !== 'bank') throw new ApiError(409, 'APP_BANK_ONLY');
          } else {
            if (!(await mayManageMethods(ctx.db, ctx.rights, held.session, ctx.now()))) throw new ApiError(403, 'GEN403');
            const choice = { paymentMethod: 'NewBankAccount' as const, bank: body.bank!, saveMethod: true, nickName: body.nickName, setDefaultPayment: body.setDefaultPayment };
            await checkRoomToSave(ctx.db, uuid, choice);
            const tokenized = await tokenizeNew(pay, actor, choice, base(), null);
            method = await ctx.db.transaction((tx) => saveMethod(tx, uuid, tokenized, { nickname: body.nickName, setDefault: body.setDefaultPayment, now: ctx.now() }));
          }
          const now = ctx.now();
          const values = {
            userId: uuid,
            paymentMethodId: method.id,
            amountType: body.amountType,
            fixedAmount: body.amountType === 'FixedAmount' ? body.amount!.toFixed(2) : null,
            makePaymentType: body.makePaymentType,
            daysBeforeDueDate: body.makePaymentType === 'DaysBeforeDueDate' ? body.daysBeforeDueDate! : null,
            status: 'active',
            enrolledAt: now,
            cancelledAt: null,
          };
          const target = held.account;
          const changed = await ctx.db.transaction(async (tx) => {
            const before = await activeEnrolment(tx, target.id);
            await tx
              .insert(t.autopayEnrolments)
              .values({ accountId: target.id, ...values })
              .onConflictDoUpdate({ target: t.autopayEnrolments.accountId, set: values });
            const rule = body.amountType === 'FixedAmount' ? `fixed BWP ${body.amount!.toFixed(2)}` : 'amount due';
            const when = body.makePaymentType === 'PayonDueDate' ? 'on the due date' : `${body.daysBeforeDueDate} days before the due date`;
            await recordPaymentEvent(ctx, tx, actor, before ? 'autoPayUpdated' : 'autoPayEnrolled', {
              ...base(),
              status: 'Success',
              notes: `${methodText('bank', null, method.last4)}; ${rule}; ${when}`,
            });
            return Boolean(before);
          });
          return ok<AutoPayStatus>(await autoPayStatusOf(ctx, uuid, target), changed ? 'Automatic payment plan updated' : 'Enrolled in the automatic payment plan');
        },
        async (error) => {
          await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'autoPayEnrollmentFailed', {
            ...base(),
            status: 'Failed',
            notes: `${error.msgcode}: refused`,
            message: error.message,
          });
        },
      );
    });

    route.post(autoPayCalls.cancel, { auth: 'required', body: autoPayCancelBodySchema }, async ({ request, body }) => {
      const held = await account(request, body.accountNumber);
      refuseUnless(held.access.cancel);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const row = await activeEnrolment(tx, held.account.id);
        if (!row) throw new ApiError(404, 'APP_NOT_ENROLLED');
        await tx.update(t.autopayEnrolments).set({ status: 'cancelled', cancelledAt: now }).where(eq(t.autopayEnrolments.id, row.id));
        // Cancelled on a draft day before the payment is made: that day's draft is withdrawn too.
        const withdrawn = await withdrawPendingDrafts(tx, row.id);
        await recordPaymentEvent(ctx, tx, requestActor(request), 'autoPayCancelled', {
          guest: false,
          screen: autoPayScreen,
          module: 'Payment',
          account: held.account,
          status: 'Success',
          notes: withdrawn.length === 0 ? 'Automatic payment plan cancelled' : `Automatic payment plan cancelled; pending draft ${withdrawn.map((payment) => payment.confirmationNumber).join(', ')} withdrawn`,
        });
      });
      return ok<AutoPayStatus>(await autoPayStatusOf(ctx, held.session.uuid, held.account), 'Automatic payment plan cancelled');
    });
  };
}
