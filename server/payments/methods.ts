/**
 * Saved payment methods (payment_methods): gateway tokens with what the portal may show (brand, last
 * four, expiry, bank name, routing number, account type, nickname, default), never a card or account
 * number. A user keeps up to 10; saving a card already saved (same brand, last four and expiry) or a
 * bank account already saved (same routing number and last four) updates that one instead of
 * adding a second. The first saved method becomes the default. Wallets pay with a one-time token and
 * are never saved.
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Executor } from '../auth/sessions.ts';
import { ApiError } from '../http/errors.ts';
import type { TokenizedMethod, WalletMethod } from '../gateway/types.ts';
import {
  cardBrandLabels,
  isCardExpired,
  paymentLimits,
  type BankAccountType,
  type CardBrand,
  type MethodSummary,
  type PaymentMethodKind,
  type SavedPaymentMethod,
  type WalletType,
} from '../../src/domain/payment.ts';
import { methodRecordText } from '../../src/domain/paymentMethodText.ts';

export type MethodRow = typeof t.paymentMethods.$inferSelect;

/** "VISA ending 4242", "Bank account ending 6789" (the record text; lists send its parts, methodDetailOf). */
export function methodText(kind: PaymentMethodKind, brand: string | null, last4: string): string {
  if (kind === 'bank') return methodRecordText({ kind: 'bank', last4 });
  return methodRecordText({ kind: 'card', brand: brand && brand in cardBrandLabels ? (brand as CardBrand) : null, last4 });
}

/** "PayPal (k***@example.com)", or "PayPal" when the payer is not known. */
export function walletText(walletType: WalletType, payer: string | null): string {
  return methodRecordText({ kind: 'wallet', walletType, payer });
}

export function savedMethodOf(row: MethodRow, now: Date): SavedPaymentMethod {
  const kind = row.kind as PaymentMethodKind;
  return {
    paymentTokenId: row.gatewayToken,
    kind,
    brand: (row.brand as CardBrand | null) ?? null,
    last4: row.last4,
    maskedNumber: `${'*'.repeat(kind === 'card' ? 12 : 6)}${row.last4}`,
    summary: methodText(kind, row.brand, row.last4),
    nickName: row.nickname ?? '',
    isDefault: row.isDefault,
    holderName: row.holderName,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    isExpired: kind === 'card' && row.expiryMonth !== null && row.expiryYear !== null && isCardExpired(row.expiryMonth, row.expiryYear, now),
    bankName: row.bankName,
    routingNumber: row.routingNumber,
    accountType: (row.bankAccountType as BankAccountType | null) ?? null,
  };
}

/** The method a payment was made with, as a receipt shows it. */
export interface ChosenMethod {
  token: string;
  kind: PaymentMethodKind;
  brand: CardBrand | null;
  last4: string;
  nickname: string;
  bankName: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  /** The saved row paid with (SavedPaymentMethod), else null. */
  saved: MethodRow | null;
  /** What the gateway answered for a new card or bank account, else null. */
  tokenized: TokenizedMethod | null;
  /** A wallet's type and masked payer (kind wallet), else null. */
  walletType: WalletType | null;
  payer: string | null;
}

/** What receipts, history and records show of the method: "VISA ending 4242", "PayPal (k***@example.com)". */
export function chosenText(method: ChosenMethod): string {
  return method.kind === 'wallet' && method.walletType ? walletText(method.walletType, method.payer) : methodText(method.kind, method.brand, method.last4);
}

export function chosenFromSaved(row: MethodRow): ChosenMethod {
  return {
    token: row.gatewayToken,
    kind: row.kind as PaymentMethodKind,
    brand: (row.brand as CardBrand | null) ?? null,
    last4: row.last4,
    nickname: row.nickname ?? '',
    bankName: row.bankName,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    saved: row,
    tokenized: null,
    walletType: null,
    payer: null,
  };
}

export function chosenFromTokenized(method: TokenizedMethod): ChosenMethod {
  return {
    token: method.token,
    kind: method.kind,
    brand: method.brand,
    last4: method.last4,
    nickname: '',
    bankName: method.bankName,
    expiryMonth: method.expiryMonth,
    expiryYear: method.expiryYear,
    saved: null,
    tokenized: method,
    walletType: null,
    payer: null,
  };
}

/** A wallet the wallet check accepted: no brand, no last four. */
export function chosenFromWallet(method: WalletMethod): ChosenMethod {
  return {
    token: method.token,
    kind: 'wallet',
    brand: null,
    last4: '',
    nickname: '',
    bankName: null,
    expiryMonth: null,
    expiryYear: null,
    saved: null,
    tokenized: null,
    walletType: method.walletType,
    payer: method.payer,
  };
}

export function summaryOf(method: ChosenMethod): MethodSummary {
  return {
    kind: method.kind,
    brand: method.brand,
    last4: method.last4,
    summary: chosenText(method),
    nickName: method.nickname,
    bankName: method.bankName,
  };
}

export async function listMethods(ex: Executor, userId: string): Promise<MethodRow[]> {
  return ex.select().from(t.paymentMethods).where(eq(t.paymentMethods.userId, userId)).orderBy(desc(t.paymentMethods.isDefault), asc(t.paymentMethods.createdAt), asc(t.paymentMethods.id));
}

/** One of the user's saved methods by its token; else 404 PAY_METHOD_NOT_FOUND. */
export async function findSavedMethod(ex: Executor, userId: string, token: string): Promise<MethodRow> {
  const [row] = await ex.select().from(t.paymentMethods).where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.gatewayToken, token)));
  if (!row) throw new ApiError(404, 'PAY_METHOD_NOT_FOUND');
  return row;
}

/** The stored method that is the same card or bank account, if the user saved it before. */
async function sameMethod(ex: Executor, userId: string, method: Pick<TokenizedMethod, 'kind' | 'brand' | 'last4' | 'expiryMonth' | 'expiryYear' | 'routingNumber'>): Promise<MethodRow | undefined> {
  const rows = await ex
    .select()
    .from(t.paymentMethods)
    .where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.kind, method.kind), eq(t.paymentMethods.last4, method.last4)));
  return rows.find((row) =>
    method.kind === 'card'
      ? row.brand === method.brand && row.expiryMonth === method.expiryMonth && row.expiryYear === method.expiryYear
      : row.routingNumber === method.routingNumber,
  );
}

/** Refuses (409 PAY_METHODS_LIMIT) a new method beyond the limit; checked before any charge. */
export async function ensureRoomFor(ex: Executor, userId: string, method: Parameters<typeof sameMethod>[2]): Promise<void> {
  if (await sameMethod(ex, userId, method)) return;
  const [row] = await ex.select({ n: count() }).from(t.paymentMethods).where(eq(t.paymentMethods.userId, userId));
  if ((row?.n ?? 0) >= paymentLimits.savedMethodsMax) throw new ApiError(409, 'PAY_METHODS_LIMIT');
}

/** Makes `methodId` the user's only default method. */
export async function makeDefault(ex: Executor, userId: string, methodId: number): Promise<void> {
  await ex.update(t.paymentMethods).set({ isDefault: false }).where(and(eq(t.paymentMethods.userId, userId), ne(t.paymentMethods.id, methodId)));
  await ex.update(t.paymentMethods).set({ isDefault: true }).where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.id, methodId)));
}

/** Saves a tokenised method for the user (or updates the same one saved before) and answers the row. */
export async function saveMethod(ex: Executor, userId: string, method: TokenizedMethod, options: { nickname: string; setDefault: boolean; now: Date }): Promise<MethodRow> {
  const existing = await sameMethod(ex, userId, method);
  let row: MethodRow;
  if (existing) {
    [row] = (await ex
      .update(t.paymentMethods)
      .set({ nickname: options.nickname || existing.nickname, holderName: method.holderName })
      .where(eq(t.paymentMethods.id, existing.id))
      .returning()) as [MethodRow];
  } else {
    const [{ n } = { n: 0 }] = await ex.select({ n: count() }).from(t.paymentMethods).where(eq(t.paymentMethods.userId, userId));
    if (n >= paymentLimits.savedMethodsMax) throw new ApiError(409, 'PAY_METHODS_LIMIT');
    [row] = (await ex
      .insert(t.paymentMethods)
      .values({
        userId,
        kind: method.kind,
        gatewayToken: method.token,
        holderName: method.holderName,
        brand: method.brand,
        last4: method.last4,
        expiryMonth: method.expiryMonth,
        expiryYear: method.expiryYear,
        bankName: method.bankName,
        routingNumber: method.routingNumber,
        bankAccountType: method.accountType,
        nickname: options.nickname || null,
        isDefault: false,
        createdAt: options.now,
      })
      .returning()) as [MethodRow];
  }
  const [defaults] = await ex.select({ n: count() }).from(t.paymentMethods).where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.isDefault, true)));
  if (options.setDefault || (defaults?.n ?? 0) === 0) {
    await makeDefault(ex, userId, row.id);
    row = { ...row, isDefault: true };
  }
  return row;
}
