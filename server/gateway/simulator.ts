/**
 * Payment gateway simulator: a stand-in for the utility's card and EFT gateway with the behaviour
 * the portal needs to be tested end to end.
 *
 * - Tokenising a card runs the card check: Luhn, expiry (good to the end of its month), and the
 *   test numbers of TEST_CARDS.md whose code is answered at the check (F304, F305, F310). Other
 *   test numbers are tokenised and remember their code: every charge of that token answers it.
 * - Tokenising a bank account runs the bank check: the routing number must be in the directory of
 *   testCards.ts (else F304); test account numbers answer their codes like test cards.
 * - Wallets: the simulator offers the wallets it is given (PAYMENT_WALLETS; default all four) and
 *   approves an offered one at once, as if the customer had approved the payment in the wallet: a
 *   one-time token (wal_ + 24 hex) good for 15 minutes, with the payer masked. The wallet check
 *   refuses a token that is unknown, of another wallet, expired or used by another charge.
 * - Charging is idempotent on the request's key (gateway_charges): a repeat answers the first result.
 *   A token the vault does not know answers F304; a card expired since it was saved answers F305.
 *   A wallet token is used up by the charge that approves it, in the same transaction (single use);
 *   charging it again, or after its 15 minutes, answers PAY_WALLET_EXPIRED.
 *
 * The vault (gateway_tokens) keeps the token, brand, last four, expiry and bank details only: never a
 * card number, a bank account number or a CVV; of a wallet, the masked payer only. Nothing here logs.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { maskEmail } from '../../src/domain/fields.ts';
import {
  detectCardBrand,
  isCardExpired,
  isCardErrorCode,
  luhnValid,
  walletApprovalSeconds,
  walletTypes,
  type BankAccountType,
  type CardBrand,
  type WalletApproval,
  type WalletType,
} from '../../src/domain/payment.ts';
import type {
  BankInput,
  CardInput,
  ChargeRefusal,
  ChargeRequest,
  ChargeResult,
  GatewayResult,
  PaymentGateway,
  TokenizedMethod,
  WalletApprovalRequest,
  WalletCheckRequest,
  WalletMethod,
} from './types.ts';
import { routingDirectory, testBankOutcome, testCardOutcome } from './testCards.ts';

const newToken = () => `tok_${randomBytes(12).toString('hex')}`;
const newWalletToken = () => `wal_${randomBytes(12).toString('hex')}`;
const newChargeId = () => `ch_${randomBytes(12).toString('hex')}`;

type VaultRow = typeof t.gatewayTokens.$inferSelect;

/** Thrown inside a transaction to undo it (the charge key was taken meanwhile). */
class KeyTaken extends Error {}

export class GatewaySimulator implements PaymentGateway {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** The wallets offered (config PAYMENT_WALLETS). */
    private readonly wallets: readonly WalletType[] = walletTypes,
  ) {}

  offeredWallets(): WalletType[] {
    return walletTypes.filter((wallet) => this.wallets.includes(wallet));
  }

  /** Approves an offered wallet at once (the simulator's customer always approves); null when not offered. */
  async approveWallet(request: WalletApprovalRequest): Promise<WalletApproval | null> {
    if (!this.wallets.includes(request.walletType)) return null;
    const now = this.now();
    const approval: WalletApproval = {
      walletType: request.walletType,
      walletToken: newWalletToken(),
      payer: request.payerEmail ? maskEmail(request.payerEmail) : null,
      expiresAt: new Date(now.getTime() + walletApprovalSeconds * 1000).toISOString(),
    };
    await this.db.insert(t.gatewayTokens).values({
      token: approval.walletToken,
      kind: 'wallet',
      walletType: approval.walletType,
      payer: approval.payer,
      expiresAt: new Date(approval.expiresAt),
      createdAt: now,
    });
    return approval;
  }

  async checkWallet(request: WalletCheckRequest): Promise<WalletMethod | null> {
    const [vaulted] = await this.db.select().from(t.gatewayTokens).where(and(eq(t.gatewayTokens.token, request.walletToken), eq(t.gatewayTokens.kind, 'wallet')));
    if (!vaulted || vaulted.walletType !== request.walletType) return null;
    const method: WalletMethod = { token: vaulted.token, walletType: request.walletType, payer: vaulted.payer };
    if (vaulted.usedByCharge) {
      // Used: only the charge that used it may be asked again (a retry of the same payment).
      const [charge] = await this.db.select({ key: t.gatewayCharges.idempotencyKey }).from(t.gatewayCharges).where(eq(t.gatewayCharges.id, vaulted.usedByCharge));
      return charge?.key === request.chargeKey ? method : null;
    }
    return this.unexpired(vaulted) ? method : null;
  }

  private unexpired(vaulted: VaultRow): boolean {
    return vaulted.expiresAt !== null && vaulted.expiresAt.getTime() > this.now().getTime();
  }

  async bankName(routingNumber: string): Promise<string | null> {
    return /^\d{9}$/.test(routingNumber) ? (routingDirectory[routingNumber.slice(0, 2)] ?? null) : null;
  }

  async tokenizeCard(card: CardInput): Promise<GatewayResult<TokenizedMethod>> {
    const brand = detectCardBrand(card.cardNumber);
    if (!brand || !luhnValid(card.cardNumber)) return { ok: false, code: 'F304' };
    if (isCardExpired(card.expiryMonth, card.expiryYear, this.now())) return { ok: false, code: 'F305' };
    const outcome = testCardOutcome(card.cardNumber);
    if (outcome?.stage === 'check') return { ok: false, code: outcome.code };
    const method: TokenizedMethod = {
      token: newToken(),
      kind: 'card',
      brand,
      last4: card.cardNumber.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      bankName: null,
      routingNumber: null,
      accountType: null,
      holderName: card.nameOnCard,
    };
    await this.store(method, outcome?.code ?? null);
    return { ok: true, value: method };
  }

  async tokenizeBank(bank: BankInput): Promise<GatewayResult<TokenizedMethod>> {
    const bankName = await this.bankName(bank.routingNumber);
    if (!bankName) return { ok: false, code: 'F304' };
    const outcome = testBankOutcome(bank.bankAccountNumber);
    if (outcome?.stage === 'check') return { ok: false, code: outcome.code };
    const method: TokenizedMethod = {
      token: newToken(),
      kind: 'bank',
      brand: null,
      last4: bank.bankAccountNumber.slice(-4),
      expiryMonth: null,
      expiryYear: null,
      bankName,
      routingNumber: bank.routingNumber,
      accountType: bank.accountType,
      holderName: bank.accountHolderName,
    };
    await this.store(method, outcome?.code ?? null);
    return { ok: true, value: method };
  }

  async charge(request: ChargeRequest): Promise<GatewayResult<ChargeResult, ChargeRefusal>> {
    const previous = await this.previousCharge(request.idempotencyKey);
    if (previous) return previous;
    const [vaulted] = await this.db.select().from(t.gatewayTokens).where(eq(t.gatewayTokens.token, request.token));
    const wallet = vaulted?.kind === 'wallet';
    if (wallet && (vaulted.usedByCharge || !this.unexpired(vaulted) || vaulted.walletType !== request.walletType)) return { ok: false, code: 'PAY_WALLET_EXPIRED' };
    let code: string | null = null;
    if (!vaulted) code = 'F304';
    else if (vaulted.kind === 'card' && vaulted.expiryMonth && vaulted.expiryYear && isCardExpired(vaulted.expiryMonth, vaulted.expiryYear, this.now())) code = 'F305';
    else if (vaulted.chargeOutcome) code = vaulted.chargeOutcome;
    else if (request.currency !== 'BWP') code = 'F352';
    else if (!Number.isInteger(request.amountThebe) || request.amountThebe <= 0) code = 'F312';
    const id = newChargeId();
    const row = {
      id,
      idempotencyKey: request.idempotencyKey,
      token: request.token,
      amount: (request.amountThebe / 100).toFixed(2),
      currency: request.currency,
      status: code ? ('declined' as const) : ('approved' as const),
      code,
      createdAt: this.now(),
    };
    if (wallet && !code) return this.chargeWallet(request, row);
    const inserted = await this.db.insert(t.gatewayCharges).values(row).onConflictDoNothing({ target: t.gatewayCharges.idempotencyKey }).returning({ id: t.gatewayCharges.id });
    // Two requests with one key at the same moment: the one stored first is the answer for both.
    if (inserted.length === 0) return (await this.previousCharge(request.idempotencyKey))!;
    return code && isCardErrorCode(code) ? { ok: false, code } : code ? { ok: false, code: 'F300' } : { ok: true, value: { chargeId: id } };
  }

  /**
   * An approved wallet charge uses the token up in the same transaction that stores the charge: of
   * two charges of one token at the same moment, one is approved and the other refused (or, with the
   * same key, answered the first one's result).
   */
  private async chargeWallet(request: ChargeRequest, row: typeof t.gatewayCharges.$inferInsert): Promise<GatewayResult<ChargeResult, ChargeRefusal>> {
    const now = this.now();
    try {
      const approved = await this.db.transaction(async (tx) => {
        const used = await tx
          .update(t.gatewayTokens)
          .set({ usedAt: now, usedByCharge: row.id })
          .where(and(eq(t.gatewayTokens.token, request.token), eq(t.gatewayTokens.walletType, request.walletType ?? ''), isNull(t.gatewayTokens.usedByCharge), gt(t.gatewayTokens.expiresAt, now)))
          .returning({ token: t.gatewayTokens.token });
        if (used.length === 0) return false;
        const inserted = await tx.insert(t.gatewayCharges).values(row).onConflictDoNothing({ target: t.gatewayCharges.idempotencyKey }).returning({ id: t.gatewayCharges.id });
        if (inserted.length === 0) throw new KeyTaken();
        return true;
      });
      if (approved) return { ok: true, value: { chargeId: row.id } };
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
    }
    // Used meanwhile: by the charge with this key (its result is the answer), or by another one.
    return (await this.previousCharge(request.idempotencyKey)) ?? { ok: false, code: 'PAY_WALLET_EXPIRED' };
  }

  private async previousCharge(idempotencyKey: string): Promise<GatewayResult<ChargeResult> | undefined> {
    const [row] = await this.db.select().from(t.gatewayCharges).where(eq(t.gatewayCharges.idempotencyKey, idempotencyKey));
    if (!row) return undefined;
    if (row.status === 'approved') return { ok: true, value: { chargeId: row.id } };
    return { ok: false, code: row.code && isCardErrorCode(row.code) ? row.code : 'F300' };
  }

  private async store(method: TokenizedMethod, chargeOutcome: string | null) {
    await this.db.insert(t.gatewayTokens).values({
      token: method.token,
      kind: method.kind,
      brand: method.brand satisfies CardBrand | null,
      last4: method.last4,
      expiryMonth: method.expiryMonth,
      expiryYear: method.expiryYear,
      routingNumber: method.routingNumber,
      bankName: method.bankName,
      bankAccountType: method.accountType satisfies BankAccountType | null,
      chargeOutcome,
      createdAt: this.now(),
    });
  }
}
