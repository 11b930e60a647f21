/**
 * The payment gateway as the payment area sees it: tokenise a card or a bank account (the card or
 * bank check), list and approve wallets (a one-time wallet token) and check a wallet token (the
 * wallet check), charge a token, and name the bank of a routing number. The reference server uses
 * the simulator (simulator.ts); a real gateway is another implementation of this interface, passed
 * to buildApp as `gateway`.
 *
 * Card numbers and CVVs travel through here in memory only: an implementation keeps a token, the
 * brand, the last four digits and the expiry, never the number or the CVV, and never logs them.
 * A wallet's payer is kept masked only.
 */
import type { BankAccountType, CardBrand, CardErrorCode, PaymentMethodKind, WalletApproval, WalletType } from '../../src/domain/payment.ts';

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
  /** A wallet token says which wallet it must be of (another one is refused). */
  walletType?: WalletType;
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

/** Success, or one of the card and bank codes of document 2 section 8 (or `C`). */
export type GatewayResult<T, C extends string = CardErrorCode> = { ok: true; value: T } | { ok: false; code: C };

/**
 * What a charge may refuse with: a card or bank code, or PAY_WALLET_EXPIRED for a wallet token that
 * is unknown, of another wallet, expired or already used by another charge.
 */
export type ChargeRefusal = CardErrorCode | 'PAY_WALLET_EXPIRED';

export interface WalletApprovalRequest {
  walletType: WalletType;
  /** The signed-in customer's e-mail (the wallet account that pays); null for a guest. Kept masked. */
  payerEmail: string | null;
}

export interface WalletCheckRequest {
  walletType: WalletType;
  walletToken: string;
  /** The key the charge will carry: a token already used by the charge with this key (a retry) passes. */
  chargeKey: string;
}

/** A wallet token that may be charged: its wallet and payer as shown. */
export interface WalletMethod {
  token: string;
  walletType: WalletType;
  /** Masked ("k***@example.com"), or null. */
  payer: string | null;
}

export interface PaymentGateway {
  /** The card check: Luhn, expiry and the issuer's verification; a token on success. */
  tokenizeCard(card: CardInput): Promise<GatewayResult<TokenizedMethod>>;
  /** The bank check: routing number lookup and account verification; a token on success. */
  tokenizeBank(bank: BankInput): Promise<GatewayResult<TokenizedMethod>>;
  /** The wallets customers may pay with now. */
  offeredWallets(): WalletType[];
  /**
   * The customer approved paying with a wallet: a one-time token, good for walletApprovalSeconds;
   * null when the wallet is not offered.
   */
  approveWallet(request: WalletApprovalRequest): Promise<WalletApproval | null>;
  /**
   * The wallet check: the token is known, of this wallet, not expired and not used by another
   * charge; null when it is not.
   */
  checkWallet(request: WalletCheckRequest): Promise<WalletMethod | null>;
  /**
   * Authorises and captures `amountThebe` on a token. A wallet token is used up by the charge that
   * approves it (single use): another charge of it answers PAY_WALLET_EXPIRED.
   */
  charge(request: ChargeRequest): Promise<GatewayResult<ChargeResult, ChargeRefusal>>;
  /** The bank a routing number belongs to, or null when the gateway does not know it. */
  bankName(routingNumber: string): Promise<string | null>;
}
