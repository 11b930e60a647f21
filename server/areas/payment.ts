/**
 * Payment service area (document 2 section 7 "Billing and payment"; src/domain/payment.ts): saved
 * methods (gateway tokens), the convenience fee, the duplicate-payment check, pay now and schedule
 * with an Idempotency-Key, scheduled payments and their cancellation, the pre-login guest payment
 * (ValidateAccountForPayments, then pay with a new card or bank account) and prepaid recharges
 * (ValidateMeterForPayments, recharge signed in or as a guest), and wallets: the wallets offered
 * and the customer's approval in one (a one-time token that pay now, guest pay and the recharges
 * accept as paymentMethod Wallet; never saved, never scheduled).
 *
 * Every account call checks that the caller holds the account and applies the PayBill rule
 * (payments/access.ts): role 7 and agents' sessions get 403. Bodies carry the portal's checksum
 * (payments/checksum.ts). Pre-login calls are throttled per IP. Outcomes are interaction records of
 * the payment catalogue (payments/interactions.ts).
 */
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../src/domain/envelope.ts';
import { paymentCalls } from '../../src/domain/calls.ts';
import { maskAccountNumber } from '../../src/domain/fields.ts';
import { accountQuerySchema, amountIssue, amountLimitsFor, bankProfileBodySchema, cancelScheduledBodySchema, cardProfileBodySchemaAt, convenienceFeeBodySchema, convenienceFeeRules, convenienceFeeThebe, duplicateCheckBodySchema, guestPaymentBodySchemaAt, guestPaymentTokenSeconds, guestValidateAccountBodySchema, idempotencyKeyHeader, idempotencyKeySchema, maskName, paymentBodySchemaAt, paymentLimits, paymentScreens, paymentTokenBodySchema, rechargeAmountLimits, renameMethodBodySchema, scheduleDateIssue, scheduledQuerySchema, walletApprovalBodySchema, walletLabels, type CancelScheduledData, type ConvenienceFeeData, type DuplicateCheckData, type GuestAccountData, type MethodUses, type SavedPaymentMethod, type ScheduledPayment, type WalletApproval, type WalletsData } from '../../src/domain/payment.ts';
import { fromThebe, isoDay, toThebe } from '../../src/domain/format.ts';
import { guestRechargeBodySchemaAt, prepaidTariff, rechargeBodySchemaAt, validateMeterBodySchema, type MeterValidationData } from '../../src/domain/prepaid.ts';
import type { Envelope } from '../../src/domain/envelope.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { holderName, linkedAccount, linkInForce, type AccountRow } from '../accounts.ts';
import { ApiError } from '../http/errors.ts';
import { sessionOf, type Auth } from '../http/auth.ts';
import { validate } from '../http/validation.ts';
import { routes, type Call } from '../http/route.ts';
import { throttled } from '../auth/requestThrottle.ts';
import { mayManageMethods, mayPayOnSome, payAccess, requireAccess } from '../payments/access.ts';
import { keepRawJsonBodies } from '../payments/checksum.ts';
import { runIdempotent, type IdempotentReply } from '../payments/idempotency.ts';
import { recordPaymentEvent, requestActor, withFailureEvent, type PaymentRecord } from '../payments/interactions.ts';
import { findSavedMethod, listMethods, makeDefault, saveMethod, savedMethodOf, walletText } from '../payments/methods.ts';
import {
  chargeKeyOf,
  checkAmount,
  checkFee,
  checkRoomToSave,
  chooseMethod,
  fieldRefusal,
  kindOf,
  payNow,
  recharge,
  refuseWalletSave,
  savedChoice,
  schedulePayment,
  tokenizeNew,
  unitsThisMonth,
  type EventBase,
  type MeterRow,
  type Payments,
} from '../payments/service.ts';
import { accountStatement, pula, thebe } from '../payments/statement.ts';
import { scheduledPaymentsOf } from './billing.ts';
import { methodDetailOf } from '../../src/domain/paymentMethodText.ts';

/** Headers of the calls that move money: the Idempotency-Key (other headers pass). */
const idempotencyHeadersSchema = v.object({ [idempotencyKeyHeader]: idempotencyKeySchema });

function idempotencyKeyOf(request: FastifyRequest): string {
  return validate(idempotencyHeadersSchema, request.headers, 'headers')[idempotencyKeyHeader];
}

/** Answers a stored or fresh idempotent reply (a repeat is marked idempotent-replayed). */
function send(reply: FastifyReply, result: IdempotentReply) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.httpStatus).type('application/json; charset=utf-8').send(result.envelope);
}

/** A prepaid electric meter in service, with its account; else 404 PAY_METER_NOT_FOUND. */
async function prepaidMeter(ctx: ServerContext, meterNumber: string, accountNumber?: string): Promise<{ meter: MeterRow; account: AccountRow }> {
  const [row] = await ctx.db
    .select({ meter: t.meters, account: t.serviceAccounts })
    .from(t.meters)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.meters.accountId))
    .where(and(eq(t.meters.meterNumber, meterNumber), eq(t.meters.serviceType, 'electric'), gte(t.meters.endDate, isoDay(ctx.now()))));
  if (!row || !row.account.isPrepaid || (accountNumber !== undefined && row.account.accountNumber !== accountNumber)) {
    throw new ApiError(404, 'PAY_METER_NOT_FOUND');
  }
  return row;
}

/**
 * Writes of saved methods need the payment-methods right (payments/access.ts); agents' sessions change
 * no payment information (document 2 section 6: they cannot see Make a Payment).
 */
/** A payment that saves its new method or makes a method the default writes saved methods too. */
const writesMethods = (body: { saveMethod?: boolean; setDefaultPayment?: boolean }) => Boolean(body.saveMethod || body.setDefaultPayment);

async function requireMethodsRight(ctx: ServerContext, request: FastifyRequest) {
  if (!(await mayManageMethods(ctx.db, ctx.rights, sessionOf(request), ctx.now()))) throw new ApiError(403, 'GEN403');
}

export function paymentArea(ctx: ServerContext, auth: Auth, pay: Payments) {
  const payBody = paymentBodySchemaAt(ctx.now, 'payNow');
  const scheduleBody = paymentBodySchemaAt(ctx.now, 'scheduled');
  const guestPayBody = guestPaymentBodySchemaAt(ctx.now);
  const rechargeBody = rechargeBodySchemaAt(ctx.now);
  const guestRechargeBody = guestRechargeBodySchemaAt(ctx.now);
  const cardProfileBody = cardProfileBodySchemaAt(ctx.now);

  /** The failure event of a refused payment step (one not recorded by the gateway steps). */
  const failureRecorder = (request: FastifyRequest, event: 'paymentFailed' | 'guestPaymentFailed' | 'rechargeFailed', base: () => EventBase) => async (error: ApiError) => {
    await recordPaymentEvent(ctx, ctx.db, requestActor(request), event, { ...base(), status: 'Failed', notes: `${error.msgcode}: refused`, message: error.message });
  };

  return async function register(app: FastifyInstance) {
    keepRawJsonBodies(app);
    const route = routes(app, auth, { checksum: true });

    // ---------------------------------------------------------------- saved methods

    route.get(paymentCalls.methods, { auth: 'required', query: accountQuerySchema }, async ({ query, session }) => {
      await linkedAccount(ctx, session.uuid, query.accountNumber);
      const now = ctx.now();
      const methods = await listMethods(ctx.db, session.uuid);
      const uses = await methodUses(methods);
      return ok<SavedPaymentMethod[]>(methods.map((row) => ({ ...savedMethodOf(row, now), uses: uses.get(row.id) ?? { scheduledPayments: 0, autoPay: 0 } })));
    });

    /** The scheduled payments (not yet made) and the automatic payment plans that pay with each of these methods. */
    const methodUses = async (methods: { id: number; gatewayToken: string }[]): Promise<Map<number, MethodUses>> => {
      const uses = new Map<number, MethodUses>();
      if (methods.length === 0) return uses;
      const pending = await ctx.db
        .select({ methodId: t.payments.paymentMethodId, token: t.payments.gatewayToken })
        .from(t.payments)
        .where(and(inArray(t.payments.status, ['scheduled', 'processing']), or(inArray(t.payments.paymentMethodId, methods.map((m) => m.id)), inArray(t.payments.gatewayToken, methods.map((m) => m.gatewayToken)))));
      const plans = await ctx.db
        .select({ methodId: t.autopayEnrolments.paymentMethodId })
        .from(t.autopayEnrolments)
        .where(and(eq(t.autopayEnrolments.status, 'active'), inArray(t.autopayEnrolments.paymentMethodId, methods.map((m) => m.id))));
      for (const method of methods) {
        const scheduledPayments = pending.filter((payment) => payment.methodId === method.id || payment.token === method.gatewayToken).length;
        const autoPay = plans.filter((plan) => plan.methodId === method.id).length;
        uses.set(method.id, { scheduledPayments, autoPay });
      }
      return uses;
    };

    const profile = async (request: FastifyRequest, body: v.InferOutput<typeof cardProfileBody> | v.InferOutput<typeof bankProfileBodySchema>) => {
      await requireMethodsRight(ctx, request);
      const session = sessionOf(request);
      const choice = { paymentMethod: 'card' in body ? ('NewCard' as const) : ('NewBankAccount' as const), saveMethod: true, nickName: body.nickName, setDefaultPayment: body.setDefaultPayment, ...('card' in body ? { card: body.card } : { bank: body.bank }) };
      await checkRoomToSave(ctx.db, session.uuid, choice);
      const base: EventBase = { guest: false, screen: 'PaymentMethod', module: 'Payment' };
      const tokenized = await tokenizeNew(pay, requestActor(request), choice, base, null);
      const row = await ctx.db.transaction((tx) => saveMethod(tx, session.uuid, tokenized, { nickname: body.nickName, setDefault: body.setDefaultPayment, now: ctx.now() }));
      return ok<SavedPaymentMethod>(savedMethodOf(row, ctx.now()), 'Payment method saved');
    };
    route.post(paymentCalls.cardProfile, { auth: 'required', body: cardProfileBody }, ({ request, body }) => profile(request, body));
    route.post(paymentCalls.bankProfile, { auth: 'required', body: bankProfileBodySchema }, ({ request, body }) => profile(request, body));

    route.post(paymentCalls.setDefault, { auth: 'required', body: paymentTokenBodySchema }, async ({ request, body }) => {
      await requireMethodsRight(ctx, request);
      const session = sessionOf(request);
      const row = await findSavedMethod(ctx.db, session.uuid, body.paymentTokenId);
      await ctx.db.transaction(async (tx) => {
        await makeDefault(tx, session.uuid, row.id);
        await recordPaymentEvent(ctx, tx, requestActor(request), 'defaultMethodUpdated', {
          guest: false,
          screen: 'PaymentMethod',
          module: 'Payment',
          status: 'Success',
          notes: `Default payment method: ${savedMethodOf(row, ctx.now()).summary}`,
        });
      });
      return ok<SavedPaymentMethod>(savedMethodOf({ ...row, isDefault: true }, ctx.now()), 'Default payment method updated');
    });

    route.post(paymentCalls.rename, { auth: 'required', body: renameMethodBodySchema }, async ({ request, body }) => {
      await requireMethodsRight(ctx, request);
      const session = sessionOf(request);
      const row = await findSavedMethod(ctx.db, session.uuid, body.paymentTokenId);
      const [renamed] = await ctx.db.update(t.paymentMethods).set({ nickname: body.nickName || null }).where(eq(t.paymentMethods.id, row.id)).returning();
      return ok<SavedPaymentMethod>(savedMethodOf(renamed ?? row, ctx.now()), 'Payment method renamed');
    });

    route.post(paymentCalls.remove, { auth: 'required', body: paymentTokenBodySchema }, async ({ request, body }) => {
      await requireMethodsRight(ctx, request);
      const session = sessionOf(request);
      const row = await findSavedMethod(ctx.db, session.uuid, body.paymentTokenId);
      await ctx.db.transaction(async (tx) => {
        const [inUse] = await tx
          .select({ id: t.payments.id })
          .from(t.payments)
          .where(and(inArray(t.payments.status, ['scheduled', 'processing']), sql`(${t.payments.paymentMethodId} = ${row.id} or ${t.payments.gatewayToken} = ${row.gatewayToken})`))
          .limit(1);
        if (inUse) throw new ApiError(409, 'PAY_METHOD_IN_USE');
        // An automatic payment plan drafts from it: change or cancel the plan first.
        const [plan] = await tx
          .select({ id: t.autopayEnrolments.id })
          .from(t.autopayEnrolments)
          .where(and(eq(t.autopayEnrolments.status, 'active'), eq(t.autopayEnrolments.paymentMethodId, row.id)))
          .limit(1);
        if (plan) throw new ApiError(409, 'PAY_METHOD_AUTOPAY');
        await tx.delete(t.paymentMethods).where(eq(t.paymentMethods.id, row.id));
        if (row.isDefault) {
          // The oldest remaining method becomes the default.
          const [next] = await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.userId, session.uuid)).orderBy(asc(t.paymentMethods.createdAt), asc(t.paymentMethods.id)).limit(1);
          if (next) await makeDefault(tx, session.uuid, next.id);
        }
      });
      return ok(null, 'Payment method removed');
    });

    // ---------------------------------------------------------------- wallets

    route.get(paymentCalls.wallets, { auth: 'optional' }, async () => {
      return ok<WalletsData>({ wallets: pay.gateway.offeredWallets() });
    });

    route.post(paymentCalls.walletApprove, { auth: 'optional', body: walletApprovalBodySchema }, async ({ request, body }) => {
      const session = request.session;
      // Signed in: agents never pay, and the user must be able to pay on some account (role 7 cannot).
      if (session && !(await mayPayOnSome(ctx.db, ctx.rights, session, ctx.now()))) throw new ApiError(403, 'GEN403');
      const approve = async () => {
        const base: EventBase = { guest: !session, screen: session ? paymentScreens.auth : paymentScreens.unauth, module: 'Payment' };
        const approval = await pay.gateway.approveWallet({ walletType: body.walletType, payerEmail: session?.user.email || null });
        if (!approval) {
          const error = new ApiError(422, 'PAY_WALLET_NOT_OFFERED');
          await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'walletCheckIneligible', { ...base, status: 'Failed', notes: `PAY_WALLET_NOT_OFFERED: ${walletLabels[body.walletType]} is not offered`, message: error.message });
          throw error;
        }
        await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'walletCheckEligible', {
          ...base,
          status: 'Success',
          notes: `${walletText(approval.walletType, approval.payer)} approved in the wallet, good until ${approval.expiresAt}`,
        });
        return ok<WalletApproval>(approval, 'Wallet approved');
      };
      return session ? approve() : throttled(ctx, 'walletApprove', request.ip, approve);
    });

    // ---------------------------------------------------------------- fee and duplicate check

    route.post(paymentCalls.convenienceFee, { auth: 'optional', body: convenienceFeeBodySchema }, async ({ request, body }) => {
      const lookup = async () => {
        const account = request.session ? (await linkedAccount(ctx, request.session.uuid, body.accountNumber)).account : null;
        const fee = convenienceFeeThebe(toThebe(body.amount), body.methodType);
        await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'convenienceFee', {
          guest: !request.session,
          screen: request.session ? paymentScreens.auth : paymentScreens.unauth,
          module: 'Payment',
          account,
          accountNumber: body.accountNumber,
          status: 'Success',
          notes: `${body.methodType}: fee BWP ${fromThebe(fee).toFixed(2)} on BWP ${body.amount.toFixed(2)}`,
        });
        return ok<ConvenienceFeeData>({
          amount: body.amount,
          methodType: body.methodType,
          convenienceFee: fromThebe(fee),
          total: fromThebe(toThebe(body.amount) + fee),
          rule: convenienceFeeRules[body.methodType],
        });
      };
      return request.session ? lookup() : throttled(ctx, 'convenienceFee', request.ip, lookup);
    });

    route.post(paymentCalls.duplicateCheck, { auth: 'required', body: duplicateCheckBodySchema }, async ({ request, body }) => {
      const { account } = await linkedAccount(ctx, sessionOf(request).uuid, body.accountNumber);
      const since = new Date(ctx.now().getTime() - paymentLimits.duplicateWindowHours * 3_600_000);
      const [previous] = await ctx.db
        .select()
        .from(t.payments)
        .where(
          and(
            eq(t.payments.accountId, account.id),
            eq(t.payments.amount, (toThebe(body.amount) / 100).toFixed(2)),
            sql`((${t.payments.status} = 'completed' and ${t.payments.paidAt} >= ${since}) or ${t.payments.status} in ('scheduled', 'processing'))`,
          ),
        )
        .orderBy(sql`${t.payments.paidAt} desc`)
        .limit(1);
      return ok<DuplicateCheckData>({
        duplicate: Boolean(previous),
        previous: previous
          ? {
              confirmationNumber: previous.confirmationNumber,
              amount: pula(thebe(previous.amount)),
              date: previous.paidAt.toISOString(),
              status: previous.status === 'completed' ? 'completed' : 'scheduled',
              method: previous.methodRef,
              methodDetail: methodDetailOf(previous.methodRef),
            }
          : null,
      });
    });

    // ---------------------------------------------------------------- pay now and schedule

    const payOrSchedule = (timing: 'payNow' | 'scheduled') => async ({ request, reply, body }: Call<'required', undefined, undefined, typeof payBody>) => {
      refuseWalletSave(body);
      const key = idempotencyKeyOf(request);
      const session = sessionOf(request);
      let account: AccountRow | null = null;
      const base = (): EventBase => ({ guest: false, screen: paymentScreens.auth, module: 'Payment', account, accountNumber: body.accountNumber });
      const result = await runIdempotent(ctx, { scope: session.uuid, key, operation: timing === 'payNow' ? 'pay' : 'schedule', request: body }, (finish) =>
        withFailureEvent(async (): Promise<Envelope<unknown>> => {
          const linked = await linkedAccount(ctx, session.uuid, body.accountNumber);
          account = linked.account;
          if (account.isPrepaid) throw new ApiError(409, 'PAY_PREPAID_ACCOUNT');
          const access = await payAccess(ctx.rights, session, account, linked.link);
          requireAccess(access.payBill && (body.paymentMethod === 'SavedPaymentMethod' ? access.payWithSaved : access.payWithNew));
          if (timing === 'scheduled' && !access.schedule) throw new ApiError(403, 'GEN403');
          if (writesMethods(body)) await requireMethodsRight(ctx, request);
          const statement = await accountStatement(ctx.db, account);
          if (timing === 'scheduled') {
            const issue = scheduleDateIssue(body.paymentDate, isoDay(ctx.now()), statement.latestBill?.dueDate ?? null);
            if (issue) throw fieldRefusal('paymentDate', issue);
          }
          const amountThebe = toThebe(body.amount);
          checkAmount(account, statement, amountThebe, body.paymentAmountType);
          const saved = await savedChoice(ctx.db, session.uuid, body);
          const feeThebe = checkFee(amountThebe, kindOf(body, saved), body.convenienceFee);
          await checkRoomToSave(ctx.db, session.uuid, body);
          const actor = requestActor(request);
          const method = await chooseMethod(pay, actor, body, saved, base(), 'paymentFailed', chargeKeyOf('pay', session.uuid, key));
          const run = {
            actor, userId: session.uuid, guest: false, account, statement, choice: body, method, amountThebe, feeThebe,
            amountType: body.paymentAmountType, paperless: body.paperless, scope: session.uuid, key, base: base(), finish,
          };
          const receipt = timing === 'payNow' ? await payNow(pay, run) : await schedulePayment(pay, run, body.paymentDate);
          return ok(receipt, timing === 'payNow' ? 'Payment successful' : 'Payment scheduled');
        }, failureRecorder(request, 'paymentFailed', base)),
      );
      return send(reply, result);
    };
    route.post(paymentCalls.pay, { auth: 'required', body: payBody }, payOrSchedule('payNow'));
    route.post(paymentCalls.schedule, { auth: 'required', body: scheduleBody }, payOrSchedule('scheduled'));

    route.get(paymentCalls.scheduled, { auth: 'required', query: scheduledQuerySchema }, async ({ query, session }) => {
      if (query.uuid !== session.uuid) throw new ApiError(403, 'GEN403');
      return ok<ScheduledPayment[]>(await scheduledPaymentsOf(ctx, { userId: session.uuid }));
    });

    route.post(paymentCalls.cancelScheduled, { auth: 'required', body: cancelScheduledBodySchema }, async ({ request, body }) => {
      const session = sessionOf(request);
      const { account, link } = await linkedAccount(ctx, session.uuid, body.accountNumber);
      const access = await payAccess(ctx.rights, session, account, link);
      requireAccess(access.payBill && access.cancelScheduled);
      const [payment] = await ctx.db.select().from(t.payments).where(and(eq(t.payments.uid, body.schedulePayUid), eq(t.payments.accountId, account.id)));
      if (!payment) throw new ApiError(404, 'PAY_SCHEDULE_NOT_FOUND');
      await ctx.db.transaction(async (tx) => {
        // One conditional update: a payment the job has claimed (processing) or made is not cancelled.
        const [cancelled] = await tx
          .update(t.payments)
          .set({ status: 'cancelled' })
          .where(and(eq(t.payments.id, payment.id), eq(t.payments.status, 'scheduled')))
          .returning({ id: t.payments.id });
        if (!cancelled) throw new ApiError(409, 'PAY_SCHEDULE_NOT_CANCELLABLE');
        await recordPaymentEvent(ctx, tx, requestActor(request), 'scheduledPaymentCancelled', {
          guest: false,
          screen: paymentScreens.auth,
          module: 'Payment',
          account,
          status: 'Success',
          notes: `Cancelled ${payment.confirmationNumber} of BWP ${pula(thebe(payment.amount)).toFixed(2)} due ${isoDay(payment.paidAt)}`,
        });
      });
      return ok<CancelScheduledData>({ schedulePayUid: payment.uid, status: 'cancelled' }, 'Scheduled payment cancelled');
    });

    // ---------------------------------------------------------------- guest payment (pre-login)

    route.post(paymentCalls.guestValidateAccount, { body: guestValidateAccountBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'guestValidateAccount', request.ip, async () => {
        const [account] = await ctx.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, body.accountNumber));
        const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
        const matches =
          account !== undefined &&
          (body.postCode === undefined || account.postalCode.trim() === body.postCode.replace('-', '').slice(0, 5)) &&
          (body.lastName === undefined || same(account.holderLastName, body.lastName) || same(account.holderOrgName, body.lastName));
        const record: Omit<PaymentRecord, 'status' | 'notes'> = { guest: true, screen: paymentScreens.preLogin, module: 'Payment', account: account ?? null, accountNumber: body.accountNumber };
        if (!account || !matches) {
          const error = new ApiError(400, 'GEN014');
          await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'guestAccountIneligible', { ...record, status: 'Failed', notes: `GEN014: ${body.postCode !== undefined ? 'post code' : 'last name'} does not match`, message: error.message });
          throw error;
        }
        const statement = await accountStatement(ctx.db, account);
        const allowed = amountLimitsFor(account.accountType, account.isPrepaid);
        await recordPaymentEvent(ctx, ctx.db, requestActor(request), 'guestAccountEligible', { ...record, status: 'Success', notes: 'Account checked for a guest payment' });
        return ok<GuestAccountData>({
          accountNumber: maskAccountNumber(account.accountNumber),
          maskedName: maskName(holderName(account)),
          isPrepaid: account.isPrepaid,
          amountDue: pula(statement.amountDueThebe),
          pastDueAmount: pula(statement.pastDueThebe),
          dueDate: statement.latestBill?.dueDate ?? null,
          minimumAllowed: allowed.minimum,
          maximumAllowed: allowed.maximum,
          guestPaymentToken: ctx.tokens.issueGuestPayment({ accountId: account.id, accountNumber: account.accountNumber }, ctx.now(), guestPaymentTokenSeconds),
          expiresIn: guestPaymentTokenSeconds,
        });
      });
    });

    route.post(paymentCalls.guestPay, { body: guestPayBody }, async ({ request, reply, body }) => {
      const key = idempotencyKeyOf(request);
      let account: AccountRow | null = null;
      const base = (): EventBase => ({ guest: true, screen: paymentScreens.unauth, module: 'Payment', account, accountNumber: body.accountNumber });
      return throttled(ctx, 'guestPay', request.ip, async () => {
        const result = await runIdempotent(ctx, { scope: 'guest', key, operation: 'guest-pay', request: body }, (finish) =>
          withFailureEvent(async (): Promise<Envelope<unknown>> => {
            const claims = ctx.tokens.verifyGuestPayment(body.guestPaymentToken, ctx.now());
            if (!claims || claims.accountNumber !== body.accountNumber) throw new ApiError(410, 'PAY_GUEST_EXPIRED');
            [account = null] = await ctx.db.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.id, claims.accountId));
            if (!account) throw new ApiError(410, 'PAY_GUEST_EXPIRED');
            if (account.isPrepaid) throw new ApiError(409, 'PAY_PREPAID_ACCOUNT');
            const statement = await accountStatement(ctx.db, account);
            const amountThebe = toThebe(body.amount);
            checkAmount(account, statement, amountThebe, body.paymentAmountType);
            const feeThebe = checkFee(amountThebe, kindOf(body, null), body.convenienceFee);
            const actor = requestActor(request);
            const method = await chooseMethod(pay, actor, body, null, base(), 'guestPaymentFailed', chargeKeyOf('pay', 'guest', key));
            const receipt = await payNow(pay, {
              actor, userId: null, guest: true, account, statement, choice: body, method, amountThebe, feeThebe,
              amountType: body.paymentAmountType, paperless: body.paperless, scope: 'guest', key, base: base(), finish,
            });
            return ok(receipt, 'Payment successful');
          }, failureRecorder(request, 'guestPaymentFailed', base)),
        );
        return send(reply, result);
      });
    });

    // ---------------------------------------------------------------- prepaid recharge

    route.post(paymentCalls.validateMeter, { auth: 'optional', body: validateMeterBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'validateMeter', request.ip, async () => {
        const { meter, account } = await prepaidMeter(ctx, body.meterNumber, body.accountNumber);
        // The holder's own account is shown whole; anyone else sees it masked.
        const [holds] = request.session
          ? await ctx.db
              .select({ accountId: t.userAccounts.accountId })
              .from(t.userAccounts)
              .where(and(eq(t.userAccounts.userId, request.session.uuid), eq(t.userAccounts.accountId, account.id), linkInForce(ctx.now())))
          : [];
        return ok<MeterValidationData>({
          meterNumber: meter.meterNumber,
          accountNumber: holds ? account.accountNumber : maskAccountNumber(account.accountNumber),
          maskedName: maskName(holderName(account)),
          minimumAllowed: rechargeAmountLimits.minimum,
          maximumAllowed: rechargeAmountLimits.maximum,
          tariff: prepaidTariff.name,
          unitsThisMonth: await unitsThisMonth(ctx.db, meter.id, ctx.now()),
        });
      });
    });

    const rechargeAmount = (amount: number) => {
      const issue = amountIssue(amount, rechargeAmountLimits);
      if (issue) throw fieldRefusal('amount', issue);
      return toThebe(amount);
    };

    route.post(paymentCalls.recharge, { auth: 'required', body: rechargeBody }, async ({ request, reply, body }) => {
      refuseWalletSave(body);
      const key = idempotencyKeyOf(request);
      const session = sessionOf(request);
      let account: AccountRow | null = null;
      const base = (): EventBase => ({ guest: false, screen: paymentScreens.auth, module: 'Recharge', account, accountNumber: body.accountNumber });
      const result = await runIdempotent(ctx, { scope: session.uuid, key, operation: 'recharge', request: body }, (finish) =>
        withFailureEvent(async (): Promise<Envelope<unknown>> => {
          const found = await prepaidMeter(ctx, body.meterNumber, body.accountNumber);
          const linked = await linkedAccount(ctx, session.uuid, found.account.accountNumber);
          account = linked.account;
          const access = await payAccess(ctx.rights, session, account, linked.link);
          requireAccess(access.payBill && (body.paymentMethod === 'SavedPaymentMethod' ? access.payWithSaved : access.payWithNew));
          if (writesMethods(body)) await requireMethodsRight(ctx, request);
          const amountThebe = rechargeAmount(body.amount);
          const saved = await savedChoice(ctx.db, session.uuid, body);
          const feeThebe = checkFee(amountThebe, kindOf(body, saved), body.convenienceFee);
          await checkRoomToSave(ctx.db, session.uuid, body);
          const actor = requestActor(request);
          const method = await chooseMethod(pay, actor, body, saved, base(), 'rechargeFailed', chargeKeyOf('recharge', session.uuid, key));
          const receipt = await recharge(pay, { actor, userId: session.uuid, guest: false, account, meter: found.meter, choice: body, method, amountThebe, feeThebe, scope: session.uuid, key, base: base(), finish });
          return ok(receipt, 'Recharge successful');
        }, failureRecorder(request, 'rechargeFailed', base)),
      );
      return send(reply, result);
    });

    route.post(paymentCalls.guestRecharge, { body: guestRechargeBody }, async ({ request, reply, body }) => {
      const key = idempotencyKeyOf(request);
      let account: AccountRow | null = null;
      const base = (): EventBase => ({ guest: true, screen: paymentScreens.unauth, module: 'Recharge', account });
      return throttled(ctx, 'guestRecharge', request.ip, async () => {
        const result = await runIdempotent(ctx, { scope: 'guest', key, operation: 'guest-recharge', request: body }, (finish) =>
          withFailureEvent(async (): Promise<Envelope<unknown>> => {
            const found = await prepaidMeter(ctx, body.meterNumber);
            account = found.account;
            const amountThebe = rechargeAmount(body.amount);
            const feeThebe = checkFee(amountThebe, kindOf(body, null), body.convenienceFee);
            const actor = requestActor(request);
            const method = await chooseMethod(pay, actor, body, null, base(), 'rechargeFailed', chargeKeyOf('recharge', 'guest', key));
            const receipt = await recharge(pay, { actor, userId: null, guest: true, account, meter: found.meter, choice: body, method, amountThebe, feeThebe, scope: 'guest', key, base: base(), finish });
            return ok(receipt, 'Recharge successful');
          }, failureRecorder(request, 'rechargeFailed', base)),
        );
        return send(reply, result);
      });
    });
  };
}
