/**
 * The payment gateway as the payment area sees it: tokenise a card or a bank account (the card or
 * bank check), charge a token, and name the bank of a routing number. The reference server uses
 * the simulator (simulator.ts); a real gateway is another implementation of this interface, passed
 * to buildApp as `gateway`.
 *
 * Card numbers and CVVs travel through here in memory only: an implementation keeps a token, the
 * brand, the last four digits and the expiry, never the number or the CVV, and never logs them.
 */
import type { BankAccountType, CardBrand, CardErrorCode, PaymentMethodKind } from '../../src/domain/payment.ts';

export interface CardInput {
  /** Digits only. */
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  nameOnCard: string;
}

export interface BankInput {
  routingNumber: string;
  /** Digits only. */
  bankAccountNumber: string;
  accountType: BankAccountType;
  accountHolderName: string;
}

/** What the gateway tells about a token: enough to show and to save it, nothing to charge it elsewhere. */
export interface TokenizedMethod {
  token: string;
  kind: PaymentMethodKind;
  brand: CardBrand | null;
  last4: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  bankName: string | null;
  routingNumber: string | null;
  accountType: BankAccountType | null;
  holderName: string;
}

export interface ChargeRequest {
  token: string;
  /** Amount and fee together, in thebe. */
  amountThebe: number;
  currency: string;
  /**
   * The gateway's own idempotency key: a charge repeated with the same key (a retry after a lost
   * reply or a crash) answers the first result and is never charged again.
   */
  idempotencyKey: string;
  description: string;
}

export interface ChargeResult {
  /** The gateway's charge id (kept as the payment's gateway reference). */
  chargeId: string;
}

/** Success, or one of the card and bank codes of document 2 section 8. */
export type GatewayResult<T> = { ok: true; value: T } | { ok: false; code: CardErrorCode };

export interface PaymentGateway {
  /** The card check: Luhn, expiry and the issuer's verification; a token on success. */
  tokenizeCard(card: CardInput): Promise<GatewayResult<TokenizedMethod>>;
  /** The bank check: routing number lookup and account verification; a token on success. */
  tokenizeBank(bank: BankInput): Promise<GatewayResult<TokenizedMethod>>;
  /** Authorises and captures `amountThebe` on a token. */
  charge(request: ChargeRequest): Promise<GatewayResult<ChargeResult>>;
  /** The bank a routing number belongs to, or null when the gateway does not know it. */
  bankName(routingNumber: string): Promise<string | null>;
}
