/**
 * Payment gateway simulator: a stand-in for the utility's card and EFT gateway with the behaviour
 * the portal needs to be tested end to end.
 *
 * - Tokenising a card runs the card check: Luhn, expiry (good to the end of its month), and the
 *   test numbers of TEST_CARDS.md whose code is answered at the check (F304, F305, F310). Other
 *   test numbers are tokenised and remember their code: every charge of that token answers it.
 * - Tokenising a bank account runs the bank check: the routing number must be in the directory of
 *   testCards.ts (else F304); test account numbers answer their codes like test cards.
 * - Charging is idempotent on the request's key (gateway_charges): a repeat answers the first result.
 *   A token the vault does not know answers F304; a card expired since it was saved answers F305.
 *
 * The vault (gateway_tokens) keeps the token, brand, last four, expiry and bank details only: never a
 * card number, a bank account number or a CVV. Nothing here logs.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { detectCardBrand, isCardExpired, isCardErrorCode, luhnValid, type BankAccountType, type CardBrand } from '../../src/domain/payment.ts';
import type { BankInput, CardInput, ChargeRequest, ChargeResult, GatewayResult, PaymentGateway, TokenizedMethod } from './types.ts';
import { routingDirectory, testBankOutcome, testCardOutcome } from './testCards.ts';

const newToken = () => `tok_${randomBytes(12).toString('hex')}`;
const newChargeId = () => `ch_${randomBytes(12).toString('hex')}`;

export class GatewaySimulator implements PaymentGateway {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

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

  async charge(request: ChargeRequest): Promise<GatewayResult<ChargeResult>> {
    const previous = await this.previousCharge(request.idempotencyKey);
    if (previous) return previous;
    const [vaulted] = await this.db.select().from(t.gatewayTokens).where(eq(t.gatewayTokens.token, request.token));
    let code: string | null = null;
    if (!vaulted) code = 'F304';
    else if (vaulted.kind === 'card' && vaulted.expiryMonth && vaulted.expiryYear && isCardExpired(vaulted.expiryMonth, vaulted.expiryYear, this.now())) code = 'F305';
    else if (vaulted.chargeOutcome) code = vaulted.chargeOutcome;
    else if (request.currency !== 'BWP') code = 'F352';
    else if (!Number.isInteger(request.amountThebe) || request.amountThebe <= 0) code = 'F312';
    const id = newChargeId();
    const inserted = await this.db
      .insert(t.gatewayCharges)
      .values({
        id,
        idempotencyKey: request.idempotencyKey,
        token: request.token,
        amount: (request.amountThebe / 100).toFixed(2),
        currency: request.currency,
        status: code ? 'declined' : 'approved',
        code,
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: t.gatewayCharges.idempotencyKey })
      .returning({ id: t.gatewayCharges.id });
    // Two requests with one key at the same moment: the one stored first is the answer for both.
    if (inserted.length === 0) return (await this.previousCharge(request.idempotencyKey))!;
    return code && isCardErrorCode(code) ? { ok: false, code } : code ? { ok: false, code: 'F300' } : { ok: true, value: { chargeId: id } };
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
