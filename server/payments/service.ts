/**
 * The payment steps the payment area runs: choosing the method (a saved token, a new card or bank
 * account tokenised by the gateway: the card or bank check, or a wallet approval's one-time token:
 * the wallet check), checking the amount and the fee,
 * charging, and recording the payment, the recharge or the scheduled payment together with its
 * interaction record and its idempotent reply, in one transaction.
 *
 * Order of checks, so that nothing is charged for a request that is then refused: account and
 * rights, amount limits and type, fee, room to save the method, then the gateway (check, charge).
 */
import { randomInt } from 'node:crypto';
import { and, eq, gte, like, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import type { AccountRow } from '../accounts.ts';
import type { InteractionActor } from '../activity.ts';
import type { Executor } from '../auth/sessions.ts';
import { ApiError } from '../http/errors.ts';
import type { PaymentGateway, TokenizedMethod, WalletMethod } from '../gateway/types.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { maskAccountNumber } from '../../src/domain/fields.ts';
import { amountIssue, amountLimitsFor, convenienceFeeThebe, detectCardBrand, walletLabels, type BankDetails, type CardDetails, type PaymentAmountType, type PaymentMethodKind, type PaymentMethodType, type PaymentReceipt, type WalletDetails } from '../../src/domain/payment.ts';
import { defaultCurrency as currency, fromThebe, isoDay, toThebe } from '../../src/domain/format.ts';
import { formatStsToken, prepaidUnits, type RechargeReceipt } from '../../src/domain/prepaid.ts';
import { accountStatement, numeric, settleBills, type Statement } from './statement.ts';
import {
  chosenFromSaved,
  chosenFromTokenized,
  chosenFromWallet,
  chosenText,
  ensureRoomFor,
  findSavedMethod,
  makeDefault,
  methodText,
  saveMethod,
  savedMethodOf,
  summaryOf,
  walletText,
  type ChosenMethod,
  type MethodRow,
} from './methods.ts';
import { markLogged, recordPaymentEvent, type PaymentRecord } from './interactions.ts';
import { limitedCheck } from './methodChecks.ts';
import type { Finish } from './idempotency.ts';
import { ok } from '../../src/domain/envelope.ts';

export interface Payments {
  ctx: ServerContext;
  gateway: PaymentGateway;
}

/** How a request pays: what the body says about the method. */
export interface MethodChoice {
  paymentMethod: PaymentMethodType;
  savedPaymentMethod?: string;
  card?: CardDetails;
  bank?: BankDetails;
  wallet?: WalletDetails;
  saveMethod?: boolean;
  nickName?: string;
  setDefaultPayment?: boolean;
}

/** Where a payment event is logged: guest or not, the screen and module, the account. */
export type EventBase = Omit<PaymentRecord, 'notes' | 'status' | 'message'>;

/** 400 VLD002 naming a body field and its rule code, as schema refusals do. */
export function fieldRefusal(field: string, code: string): ApiError {
  return new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} body.${field}: ${code}`);
}

export const money = (valueThebe: number) => `${currency} ${(valueThebe / 100).toFixed(2)}`;

/** "PMT" + day + 8 random digits (seeded confirmations have 5: they never collide). */
export function confirmationNumber(now: Date): string {
  return `PMT${isoDay(now).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

// ---------------------------------------------------------------- amount, fee, method

/**
 * The account's amount rules: within its minimum and maximum (the total due may always be paid,
 * even below the minimum), and an amount type that matches (TotalDueAmount is the amount due,
 * PastDueAmount the past due part).
 */
export function checkAmount(account: AccountRow, statement: Statement, amountThebe: number, amountType: PaymentAmountType | undefined): void {
  const isTotalDue = statement.amountDueThebe > 0 && amountThebe === statement.amountDueThebe;
  const issue = amountIssue(fromThebe(amountThebe), amountLimitsFor(account.accountType, account.isPrepaid));
  if (issue && !(issue === 'PAY_AMOUNT_MIN' && isTotalDue)) throw fieldRefusal('amount', issue);
  if (amountType === 'TotalDueAmount' && !isTotalDue) throw new ApiError(409, 'PAY_AMOUNT_NOT_DUE');
  if (amountType === 'PastDueAmount' && !(statement.pastDueThebe > 0 && amountThebe === statement.pastDueThebe)) throw new ApiError(409, 'PAY_AMOUNT_NOT_DUE');
}

/** The saved method of a SavedPaymentMethod choice (the caller's own), else null. */
export async function savedChoice(ex: Executor, userId: string | null, choice: MethodChoice): Promise<MethodRow | null> {
  if (choice.paymentMethod !== 'SavedPaymentMethod') return null;
  if (!userId || !choice.savedPaymentMethod) throw new ApiError(404, 'PAY_METHOD_NOT_FOUND');
  return findSavedMethod(ex, userId, choice.savedPaymentMethod);
}

export function kindOf(choice: MethodChoice, saved: MethodRow | null): PaymentMethodKind {
  if (saved) return saved.kind as PaymentMethodKind;
  if (choice.paymentMethod === 'Wallet') return 'wallet';
  return choice.paymentMethod === 'NewBankAccount' ? 'bank' : 'card';
}

/** A wallet pays with a one-time token and is never saved: saveMethod with it is refused (400 VLD002). */
export function refuseWalletSave(choice: MethodChoice): void {
  if (choice.paymentMethod === 'Wallet' && choice.saveMethod) throw fieldRefusal('saveMethod', 'PAY_WALLET_NOT_SAVED');
}

/** The gateway's key of the charge of a payment or recharge (derived from the Idempotency-Key). */
export function chargeKeyOf(operation: 'pay' | 'recharge', scope: string, key: string): string {
  return `${operation}:${scope}:${key}`;
}

/** Refuses (409 PAY_FEE_CHANGED) a fee other than the one that applies; answers the fee in thebe. */
export function checkFee(amountThebe: number, kind: PaymentMethodKind, sentFee: number): number {
  const fee = convenienceFeeThebe(amountThebe, kind);
  if (toThebe(sentFee) !== fee) throw new ApiError(409, 'PAY_FEE_CHANGED', `${errorCatalogue.PAY_FEE_CHANGED} (${money(fee)})`);
  return fee;
}

/** Before charging: a new method to be saved must have room (10 at most). */
export async function checkRoomToSave(ex: Executor, userId: string | null, choice: MethodChoice): Promise<void> {
  if (!userId || !choice.saveMethod) return;
  if (choice.card) {
    const brand = detectCardBrand(choice.card.cardNumber);
    await ensureRoomFor(ex, userId, { kind: 'card', brand, last4: choice.card.cardNumber.slice(-4), expiryMonth: choice.card.expiryMonth, expiryYear: choice.card.expiryYear, routingNumber: null });
  } else if (choice.bank) {
    await ensureRoomFor(ex, userId, { kind: 'bank', brand: null, last4: choice.bank.bankAccountNumber.slice(-4), expiryMonth: null, expiryYear: null, routingNumber: choice.bank.routingNumber });
  }
}

/**
 * The card or bank check: the gateway tokenises the new card or bank account. Both outcomes are
 * logged (Card Check / Bank Account Check - Eligible or Ineligible); a refusal answers its code
 * (HTTP 402) after the payment failure is logged too.
 */
export async function tokenizeNew(pay: Payments, actor: InteractionActor, choice: MethodChoice, base: EventBase, failedEvent: FailedEvent | null): Promise<TokenizedMethod> {
  const kind: PaymentMethodKind = choice.card ? 'card' : 'bank';
  // Failed checks are limited per user and per IP (card testing: payments/methodChecks.ts).
  const result = await limitedCheck(
    pay.ctx,
    actor,
    () =>
      choice.card
        ? pay.gateway.tokenizeCard({
            cardNumber: choice.card.cardNumber,
            expiryMonth: choice.card.expiryMonth,
            expiryYear: choice.card.expiryYear,
            cvv: choice.card.cvv,
            nameOnCard: choice.card.nameOnCard,
          })
        : pay.gateway.tokenizeBank({
            routingNumber: choice.bank!.routingNumber,
            bankAccountNumber: choice.bank!.bankAccountNumber,
            accountType: choice.bank!.accountType,
            accountHolderName: choice.bank!.accountHolderName,
          }),
    (checked) => !checked.ok,
  );
  const last4 = choice.card ? choice.card.cardNumber.slice(-4) : choice.bank!.bankAccountNumber.slice(-4);
  const brand = choice.card ? detectCardBrand(choice.card.cardNumber) : null;
  const text = methodText(kind, brand, last4);
  if (!result.ok) {
    const error = markLogged(new ApiError(402, result.code));
    await pay.ctx.db.transaction(async (tx) => {
      await recordPaymentEvent(pay.ctx, tx, actor, kind === 'card' ? 'cardCheckIneligible' : 'bankCheckIneligible', {
        ...base,
        status: 'Failed',
        notes: `${result.code}: ${text} refused at the ${kind === 'card' ? 'card' : 'bank'} check`,
        message: error.message,
      });
      if (failedEvent) {
        await recordPaymentEvent(pay.ctx, tx, actor, failedEvent, { ...base, status: 'Failed', notes: `${result.code}: ${text}`, message: error.message });
      }
    });
    throw error;
  }
  await recordPaymentEvent(pay.ctx, pay.ctx.db, actor, kind === 'card' ? 'cardCheckEligible' : 'bankCheckEligible', {
    ...base,
    status: 'Success',
    notes: `${text} passed the ${kind === 'card' ? 'card' : 'bank'} check`,
  });
  return result.value;
}

type FailedEvent = 'paymentFailed' | 'guestPaymentFailed' | 'rechargeFailed';

/**
 * A refused wallet token (unknown, of another wallet, expired or used): 422 PAY_WALLET_EXPIRED, with
 * Wallet Check - Ineligible and the payment's failure recorded together. Never a card code: the
 * customer approves in the wallet again.
 */
async function walletRefusal(pay: Payments, actor: InteractionActor, base: EventBase, failedEvent: FailedEvent | null, text: string, stage: string): Promise<ApiError> {
  const error = markLogged(new ApiError(422, 'PAY_WALLET_EXPIRED'));
  await pay.ctx.db.transaction(async (tx) => {
    await recordPaymentEvent(pay.ctx, tx, actor, 'walletCheckIneligible', { ...base, status: 'Failed', notes: `PAY_WALLET_EXPIRED: ${text} approval refused at the ${stage}`, message: error.message });
    if (failedEvent) await recordPaymentEvent(pay.ctx, tx, actor, failedEvent, { ...base, status: 'Failed', notes: `PAY_WALLET_EXPIRED: ${text}`, message: error.message });
  });
  return error;
}

/**
 * The wallet check: the gateway knows the approval's token, for this wallet, not expired and not
 * used by another payment (a retry of this one may ask again). Both outcomes are logged (Wallet
 * Check - Eligible or Ineligible).
 */
export async function checkWallet(pay: Payments, actor: InteractionActor, wallet: WalletDetails, base: EventBase, failedEvent: FailedEvent | null, chargeKey: string): Promise<WalletMethod> {
  const method = await pay.gateway.checkWallet({ walletType: wallet.walletType, walletToken: wallet.walletToken, chargeKey });
  if (!method) throw await walletRefusal(pay, actor, base, failedEvent, walletLabels[wallet.walletType], 'wallet check');
  await recordPaymentEvent(pay.ctx, pay.ctx.db, actor, 'walletCheckEligible', { ...base, status: 'Success', notes: `${walletText(method.walletType, method.payer)} passed the wallet check` });
  return method;
}

/**
 * The method to charge: the saved one, a new one tokenised now, or the wallet approval's token
 * (checked for the charge with `chargeKey`).
 */
export async function chooseMethod(pay: Payments, actor: InteractionActor, choice: MethodChoice, saved: MethodRow | null, base: EventBase, failedEvent: FailedEvent | null, chargeKey: string): Promise<ChosenMethod> {
  if (saved) return chosenFromSaved(saved);
  if (choice.paymentMethod === 'Wallet' && choice.wallet) return chosenFromWallet(await checkWallet(pay, actor, choice.wallet, base, failedEvent, chargeKey));
  return chosenFromTokenized(await tokenizeNew(pay, actor, choice, base, failedEvent));
}

/** Saves the new method when asked (signed-in users only) and sets the default; answers the saved row. */
async function keepMethod(ex: Executor, userId: string | null, choice: MethodChoice, method: ChosenMethod, now: Date): Promise<MethodRow | null> {
  if (!userId) return null;
  if (method.tokenized && choice.saveMethod) {
    return saveMethod(ex, userId, method.tokenized, { nickname: choice.nickName ?? '', setDefault: choice.setDefaultPayment ?? false, now });
  }
  if (method.saved && choice.setDefaultPayment) {
    await makeDefault(ex, userId, method.saved.id);
    return { ...method.saved, isDefault: true };
  }
  return null;
}

// ---------------------------------------------------------------- pay now and schedule

export interface PaymentRun {
  actor: InteractionActor;
  /** The paying user; null for a guest. */
  userId: string | null;
  guest: boolean;
  account: AccountRow;
  statement: Statement;
  choice: MethodChoice;
  method: ChosenMethod;
  amountThebe: number;
  feeThebe: number;
  amountType: PaymentAmountType;
  paperless: boolean;
  /** The scope and Idempotency-Key (the gateway key and the payment's key derive from them). */
  scope: string;
  key: string;
  base: EventBase;
  finish: Finish;
}

/** What every payments row of a run shares (paid, declined, scheduled or a recharge); `fields` adds the rest. */
function paymentRowOf(
  run: Pick<PaymentRun, 'account' | 'userId' | 'method' | 'amountThebe' | 'feeThebe' | 'guest'>,
  now: Date,
  fields: Partial<typeof t.payments.$inferInsert> & Pick<typeof t.payments.$inferInsert, 'status'>,
): typeof t.payments.$inferInsert {
  return {
    accountId: run.account.id,
    userId: run.userId,
    paymentMethodId: run.method.saved?.id ?? null,
    amount: numeric(run.amountThebe),
    convenienceFee: numeric(run.feeThebe),
    paidAt: now,
    methodRef: chosenText(run.method),
    methodKind: run.method.kind,
    gatewayToken: run.method.token,
    isGuest: run.guest,
    confirmationNumber: confirmationNumber(now),
    channel: 'web',
    ...fields,
  };
}

function receiptOf(run: PaymentRun, payment: typeof t.payments.$inferSelect, saved: MethodRow | null, after: Statement, paperless: boolean, now: Date): PaymentReceipt {
  return {
    confirmationNumber: payment.confirmationNumber,
    schedulePayUid: payment.uid,
    status: payment.status === 'scheduled' ? 'scheduled' : 'completed',
    accountNumber: run.guest ? maskAccountNumber(run.account.accountNumber) : run.account.accountNumber,
    amount: fromThebe(run.amountThebe),
    convenienceFee: fromThebe(run.feeThebe),
    totalCharged: fromThebe(run.amountThebe + run.feeThebe),
    paymentDate: isoDay(payment.paidAt),
    paidAt: payment.paidAt.toISOString(),
    method: summaryOf(saved ? chosenFromSaved(saved) : run.method),
    savedMethod: saved ? savedMethodOf(saved, now) : null,
    newBalance: fromThebe(after.balanceThebe),
    amountDue: fromThebe(after.amountDueThebe),
    paperless,
  };
}

/** Charges now; records the completed payment (or the failed one) with its events and reply. */
export async function payNow(pay: Payments, run: PaymentRun): Promise<PaymentReceipt> {
  const { ctx } = pay;
  const text = chosenText(run.method);
  const charge = await pay.gateway.charge({
    token: run.method.token,
    walletType: run.method.walletType ?? undefined,
    amountThebe: run.amountThebe + run.feeThebe,
    currency,
    idempotencyKey: chargeKeyOf('pay', run.scope, run.key),
    description: `Bill payment ${run.account.accountNumber}`,
  });
  const now = ctx.now();
  if (!charge.ok && charge.code === 'PAY_WALLET_EXPIRED') {
    // Used or expired between the wallet check and the charge: nothing was charged.
    throw await walletRefusal(pay, run.actor, run.base, run.guest ? 'guestPaymentFailed' : 'paymentFailed', text, 'charge');
  }
  if (!charge.ok) {
    const error = markLogged(new ApiError(402, charge.code));
    await ctx.db.transaction(async (tx) => {
      await tx.insert(t.payments).values(paymentRowOf(run, now, { status: 'failed', amountType: run.amountType, failureCode: charge.code }));
      await recordPaymentEvent(ctx, tx, run.actor, run.guest ? 'guestPaymentFailed' : 'paymentFailed', {
        ...run.base,
        status: 'Failed',
        notes: `${charge.code}: ${money(run.amountThebe)} + fee ${money(run.feeThebe)} with ${text} declined`,
        message: error.message,
      });
    });
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    const saved = await keepMethod(tx, run.userId, run.choice, run.method, now);
    const [payment] = await tx
      .insert(t.payments)
      .values(
        paymentRowOf(run, now, {
          status: 'completed',
          paymentMethodId: saved?.id ?? run.method.saved?.id ?? null,
          amountType: run.amountType,
          gatewayReference: charge.value.chargeId,
          idempotencyKey: `${run.scope}:${run.key}`,
        }),
      )
      .returning();
    await tx
      .update(t.serviceAccounts)
      .set({ balance: sql`${t.serviceAccounts.balance} - ${numeric(run.amountThebe)}::numeric`, ...(run.paperless ? { paperless: true } : {}) })
      .where(eq(t.serviceAccounts.id, run.account.id));
    await settleBills(tx, run.account, isoDay(now));
    const after = await accountStatement(tx, run.account);
    await recordPaymentEvent(ctx, tx, run.actor, run.guest ? 'guestPaymentSuccess' : 'paymentSuccess', {
      ...run.base,
      status: 'Success',
      notes: `${money(run.amountThebe)} + fee ${money(run.feeThebe)} with ${text}; confirmation ${payment!.confirmationNumber}`,
    });
    const receipt = receiptOf(run, payment!, saved, after, run.paperless || run.account.paperless, now);
    await run.finish(tx, ok(receipt, 'Payment successful'));
    return receipt;
  });
}

/** The moment a scheduled payment is made: 08:00 UTC of its day (the seed's scheduled time). */
function scheduledMoment(day: string): Date {
  return new Date(`${day}T08:00:00Z`);
}

/** Records a payment to be made on `day` (nothing is charged now). */
export async function schedulePayment(pay: Payments, run: PaymentRun, day: string): Promise<PaymentReceipt> {
  const { ctx } = pay;
  const now = ctx.now();
  const text = chosenText(run.method);
  // A card that will have expired by the payment day is refused now rather than failing later.
  const when = scheduledMoment(day);
  if (run.method.kind === 'card' && run.method.expiryMonth && run.method.expiryYear) {
    const lastValid = Date.UTC(run.method.expiryYear, run.method.expiryMonth, 1);
    if (when.getTime() >= lastValid) {
      await recordPaymentEvent(ctx, ctx.db, run.actor, 'paymentFailed', { ...run.base, status: 'Failed', notes: `F305: ${text} expires before ${day}`, message: errorCatalogue.F305 });
      throw markLogged(new ApiError(402, 'F305'));
    }
  }
  return ctx.db.transaction(async (tx) => {
    const saved = await keepMethod(tx, run.userId, run.choice, run.method, now);
    const [payment] = await tx
      .insert(t.payments)
      .values(
        paymentRowOf(run, now, {
          status: 'scheduled',
          paidAt: when,
          paymentMethodId: saved?.id ?? run.method.saved?.id ?? null,
          amountType: run.amountType,
          isGuest: false,
          idempotencyKey: `${run.scope}:${run.key}`,
        }),
      )
      .returning();
    if (run.paperless) await tx.update(t.serviceAccounts).set({ paperless: true }).where(eq(t.serviceAccounts.id, run.account.id));
    await recordPaymentEvent(ctx, tx, run.actor, 'paymentScheduled', {
      ...run.base,
      status: 'Success',
      notes: `${money(run.amountThebe)} + fee ${money(run.feeThebe)} with ${text} on ${day}; confirmation ${payment!.confirmationNumber}`,
    });
    const receipt = receiptOf(run, payment!, saved, run.statement, run.paperless || run.account.paperless, now);
    await run.finish(tx, ok(receipt, 'Payment scheduled'));
    return receipt;
  });
}

// ---------------------------------------------------------------- recharge

export type MeterRow = typeof t.meters.$inferSelect;

export interface RechargeRun extends Omit<PaymentRun, 'statement' | 'amountType' | 'paperless'> {
  meter: MeterRow;
}

/**
 * "RCH" + the account's last 6 digits + day + 4 random digits, not yet taken (references are unique:
 * a draw that repeated one of the day would fail the whole recharge). Runs with the meter locked.
 */
async function rechargeReference(ex: Executor, account: AccountRow, now: Date): Promise<string> {
  const prefix = `RCH${account.accountNumber.slice(-6)}${isoDay(now).replaceAll('-', '')}`;
  const taken = new Set(
    (await ex.select({ reference: t.prepaidTransactions.reference }).from(t.prepaidTransactions).where(like(t.prepaidTransactions.reference, `${prefix}%`))).map(
      (row) => row.reference,
    ),
  );
  if (taken.size >= 9_000) throw new Error(`recharge references of ${prefix} nearly exhausted`);
  for (;;) {
    const reference = `${prefix}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    if (!taken.has(reference)) return reference;
  }
}

/**
 * The 20-digit STS token of a vend: a keyed hash (HMAC-SHA256 under the server key) of the meter,
 * the reference, the amount and the units, read as a number below 10^20. Realistic and stable for a
 * vend, not guessable without the key.
 */
export function stsToken(ctx: ServerContext, meterNumber: string, reference: string, amountThebe: number, units: number): string {
  const digest = ctx.tokens.digest('sts-token', `${meterNumber}|${reference}|${amountThebe}|${units.toFixed(2)}`);
  return (BigInt(`0x${digest.slice(0, 24)}`) % 10n ** 20n).toString().padStart(20, '0');
}

/** kWh already bought on the meter this calendar month (UTC): the block tariff counts them. */
export async function unitsThisMonth(ex: Executor, meterId: number, now: Date): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await ex
    .select({ total: sql<string>`coalesce(sum(${t.prepaidTransactions.units}), 0)` })
    .from(t.prepaidTransactions)
    .where(and(eq(t.prepaidTransactions.meterId, meterId), gte(t.prepaidTransactions.transactedAt, monthStart)));
  return Number(row?.total ?? 0);
}

/** Charges and vends: the payment, the prepaid transaction with its token, the events and reply. */
export async function recharge(pay: Payments, run: RechargeRun): Promise<RechargeReceipt> {
  const { ctx } = pay;
  const text = chosenText(run.method);
  const charge = await pay.gateway.charge({
    token: run.method.token,
    walletType: run.method.walletType ?? undefined,
    amountThebe: run.amountThebe + run.feeThebe,
    currency,
    idempotencyKey: chargeKeyOf('recharge', run.scope, run.key),
    description: `Prepaid recharge ${run.meter.meterNumber}`,
  });
  const now = ctx.now();
  if (!charge.ok && charge.code === 'PAY_WALLET_EXPIRED') {
    throw await walletRefusal(pay, run.actor, run.base, 'rechargeFailed', text, 'charge');
  }
  if (!charge.ok) {
    const error = markLogged(new ApiError(402, charge.code));
    await recordPaymentEvent(ctx, ctx.db, run.actor, 'rechargeFailed', {
      ...run.base,
      status: 'Failed',
      notes: `${charge.code}: ${money(run.amountThebe)} + fee ${money(run.feeThebe)} for meter ${run.meter.meterNumber} with ${text} declined`,
      message: error.message,
    });
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    // One vend at a time per meter: the month's units decide the block rate.
    await tx.select({ id: t.meters.id }).from(t.meters).where(eq(t.meters.id, run.meter.id)).for('update');
    const saved = await keepMethod(tx, run.userId, run.choice, run.method, now);
    const [payment] = await tx
      .insert(t.payments)
      .values(
        paymentRowOf(run, now, {
          status: 'completed',
          paymentMethodId: saved?.id ?? run.method.saved?.id ?? null,
          gatewayReference: charge.value.chargeId,
          idempotencyKey: `${run.scope}:${run.key}`,
        }),
      )
      .returning();
    const units = prepaidUnits(run.amountThebe, await unitsThisMonth(tx, run.meter.id, now));
    const referenceId = await rechargeReference(tx, run.account, now);
    const token = stsToken(ctx, run.meter.meterNumber, referenceId, run.amountThebe, units);
    await tx.insert(t.prepaidTransactions).values({
      accountId: run.account.id,
      meterId: run.meter.id,
      amount: numeric(run.amountThebe),
      units: units.toFixed(2),
      token,
      reference: referenceId,
      transactedAt: now,
      channel: 'web',
      paymentId: payment!.id,
    });
    await recordPaymentEvent(ctx, tx, run.actor, 'rechargeSuccess', {
      ...run.base,
      status: 'Success',
      notes: `${money(run.amountThebe)} + fee ${money(run.feeThebe)} for meter ${run.meter.meterNumber} (${units.toFixed(2)} kWh) with ${text}; reference ${referenceId}`,
    });
    const receipt: RechargeReceipt = {
      referenceId,
      confirmationNumber: payment!.confirmationNumber,
      meterNumber: run.meter.meterNumber,
      accountNumber: run.guest ? maskAccountNumber(run.account.accountNumber) : run.account.accountNumber,
      token,
      tokenDisplay: formatStsToken(token),
      units,
      amount: fromThebe(run.amountThebe),
      convenienceFee: fromThebe(run.feeThebe),
      totalCharged: fromThebe(run.amountThebe + run.feeThebe),
      transactedAt: now.toISOString(),
      method: summaryOf(saved ? chosenFromSaved(saved) : run.method),
      savedMethod: saved ? savedMethodOf(saved, now) : null,
    };
    await run.finish(tx, ok(receipt, 'Recharge successful'));
    return receipt;
  });
}
