/**
 * Contracts of "Make a Payment and Recharge" (document 1 section 3 "Payment profile", "Scheduled
 * payment", "Make payment and recharge"; document 2 sections 5, 6, 7, 8 and 9): the field rules the
 * portal's forms, its machines and the reference server share, the request schemas, the reply
 * shapes, the limits and fee rules, the card error catalogue F300-F315 / F351-F355 and the
 * activity-logging catalogue of payments. Prepaid meters (STS tokens, tariff, recharge schemas and
 * replies) are in prepaid.ts.
 *
 * Every rule failure carries a stable message code (the valibot issue message) whose English text
 * is in errors.ts (fieldMessages); the server answers it inside VLD002 ("... body.card.cardNumber:
 * PAY_CARD_LUHN"). Sensitive fields (card number, CVV, bank account number) name their own code for
 * every failure, type errors included, so a refusal never echoes what was typed.
 *
 * Money travels as numbers with at most 2 decimals in the utility's currency (BWP); the server
 * computes in thebe (1/100 pula). Calendar days are yyyy-mm-dd in UTC (the server's day). Money and
 * days are in format.ts, the one module of amounts and dates.
 */
import * as v from 'valibot';
import type { MethodDetail } from './paymentMethodText.ts';
import { accountNumberSchema } from './session.ts';
import { limits } from './constants.ts';
import { toThebe, fromThebe, hasAtMostTwoDecimals, isoDay, isIsoDay, addDaysIso, addMonthsIso } from './format.ts';

// ---------------------------------------------------------------- limits

/**
 * Limits the spec leaves open ("Payment min/max allowed amounts exist: values not shown"; "Other
 * field bounds: not shown"), chosen here and used on both sides.
 */
export const paymentLimits = {
  /** Card numbers: at most 19 digits (document 2 section 9). */
  cardMaxDigits: limits.cardMaxDigits,
  /** Routing numbers: exactly 9 digits. */
  routingDigits: limits.routingDigits,
  bankAccountMinDigits: 6,
  bankAccountMaxDigits: 17,
  /** Expiry years offered: the current year and the 9 after it (10 years). */
  expiryYears: 10,
  /** A scheduled payment is at most this many days ahead (and never after the next cycle's due date). */
  scheduleMaxDaysAhead: 60,
  /** Grace days after the due date before a late payment charge: due date + grace = net due date. */
  netDueGraceDays: 5,
  nicknameMax: 40,
  nameOnCardMax: 60,
  /** Saved payment methods one user may keep. */
  savedMethodsMax: 10,
  /** The duplicate-payment check looks this far back for a payment of the same amount. */
  duplicateWindowHours: 24,
  /** Largest amount the schema accepts at all (length bound); per-account limits are lower. */
  amountCeiling: 9_999_999.99,
  /** Meter numbers: digits, 8 to 13 (STS meters have 11; older ones 8). */
  meterMinDigits: 8,
  meterMaxDigits: 13,
  /** Page size of the history calls: default and largest. */
  pageSizeDefault: 12,
  pageSizeMax: 50,
} as const;

export interface AmountLimits {
  /** Smallest amount one payment may be. */
  minimum: number;
  /** Largest amount one payment may be. */
  maximum: number;
}

/**
 * Minimum and maximum allowed per payment, by account type (answered per account by the current
 * bill and the guest account validation): residential BWP 10.00 - 50,000.00, commercial BWP 10.00 -
 * 250,000.00. A prepaid recharge is BWP 10.00 - 5,000.00.
 */
export const amountLimitsByAccountType: Record<string, AmountLimits> = {
  Residential: { minimum: 10, maximum: 50_000 },
  Commercial: { minimum: 10, maximum: 250_000 },
};
export const rechargeAmountLimits: AmountLimits = { minimum: 10, maximum: 5_000 };

export function amountLimitsFor(accountType: string, isPrepaid = false): AmountLimits {
  if (isPrepaid) return rechargeAmountLimits;
  return amountLimitsByAccountType[accountType] ?? amountLimitsByAccountType.Residential!;
}

/** The per-account amount rule: PAY_AMOUNT_MIN / PAY_AMOUNT_MAX, or null when the amount is allowed. */
export function amountIssue(amount: number, allowed: AmountLimits): 'PAY_AMOUNT_MIN' | 'PAY_AMOUNT_MAX' | null {
  if (toThebe(amount) < toThebe(allowed.minimum)) return 'PAY_AMOUNT_MIN';
  if (toThebe(amount) > toThebe(allowed.maximum)) return 'PAY_AMOUNT_MAX';
  return null;
}

// ---------------------------------------------------------------- convenience fee

export const paymentMethodKinds = ['card', 'bank', 'wallet'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

/**
 * Convenience fee (document 1 "convenienceFee"): cards pay 2.5% of the amount, at least BWP 5.00,
 * rounded to the nearest thebe (half up); bank accounts (EFT) pay nothing; wallets are charged by
 * the gateway as the cards behind them, so they pay the card fee. The same rule applies to bill
 * payments, scheduled payments and recharges, signed in or not.
 */
export const convenienceFeeRules: Record<PaymentMethodKind, { percent: number; minimum: number }> = {
  card: { percent: 2.5, minimum: 5 },
  bank: { percent: 0, minimum: 0 },
  wallet: { percent: 2.5, minimum: 5 },
};

// ---------------------------------------------------------------- wallets

/**
 * The wallets of document 1 section 3 ("wallet references: PayPal, Google Pay, Venmo, Apple Pay").
 * The portal offers those the gateway lists (GET {payment}/wallets); the customer approves the
 * payment in the wallet, which gives a one-time wallet token; the pay call sends that token.
 * A wallet approval is for paying now (pay now, guest pay, recharges): a scheduled payment needs a
 * card or a bank account.
 */
export const walletTypes = ['PayPal', 'GooglePay', 'ApplePay', 'Venmo'] as const;
export type WalletType = (typeof walletTypes)[number];
/** Brand names are the same in every language. */
export const walletLabels: Record<WalletType, string> = { PayPal: 'PayPal', GooglePay: 'Google Pay', ApplePay: 'Apple Pay', Venmo: 'Venmo' };
/** Lifetime of a wallet approval (its one-time token), seconds (15 minutes). */
export const walletApprovalSeconds = 15 * 60;

export const walletTypeSchema = v.picklist(walletTypes, 'PAY_WALLET_TYPE');
/** The one-time token of a wallet approval. */
export const walletTokenSchema = v.pipe(v.string('PAY_WALLET_TOKEN'), v.regex(/^wal_[0-9a-f]{24}$/, 'PAY_WALLET_TOKEN'));
/** A wallet payment's details (paymentMethod Wallet): which wallet, and the token its approval gave. */
export const walletDetailsSchema = v.strictObject({ walletType: walletTypeSchema, walletToken: walletTokenSchema });
export type WalletDetails = v.InferOutput<typeof walletDetailsSchema>;

/** POST {payment}/wallet/approve: the customer approved paying with this wallet (before and after sign-in). */
export const walletApprovalBodySchema = v.strictObject({ walletType: walletTypeSchema });

/** Reply of GET {payment}/wallets. */
export interface WalletsData {
  wallets: WalletType[];
}

/** Reply of POST {payment}/wallet/approve. */
export interface WalletApproval {
  walletType: WalletType;
  walletToken: string;
  /** The wallet account that pays, masked ("k***@example.com"); null when the wallet does not say. */
  payer: string | null;
  /** ISO time after which the token is refused (PAY_WALLET_EXPIRED). */
  expiresAt: string;
}

/** The fee in thebe for an amount in thebe. */
export function convenienceFeeThebe(amountThebe: number, kind: PaymentMethodKind): number {
  const rule = convenienceFeeRules[kind];
  if (rule.percent === 0 && rule.minimum === 0) return 0;
  // percent * 10 per mille keeps the arithmetic in integers: 2.5% = 25 / 1000.
  const percentFee = Math.floor((amountThebe * rule.percent * 10 + 500) / 1000);
  return Math.max(toThebe(rule.minimum), percentFee);
}
export function convenienceFee(amount: number, kind: PaymentMethodKind): number {
  return fromThebe(convenienceFeeThebe(toThebe(amount), kind));
}

// ---------------------------------------------------------------- cards

export const cardBrands = ['american-express', 'mastercard', 'visa', 'discover', 'maestro'] as const;
export type CardBrand = (typeof cardBrands)[number];

/**
 * Card brands by number pattern (document 2 section 5) with the lengths each issues. Checked in
 * this order; the first pattern that matches names the brand.
 */
export const cardBrandRules: readonly { brand: CardBrand; pattern: RegExp; minDigits: number; maxDigits: number; cvvDigits: 3 | 4; label: string }[] = [
  { brand: 'american-express', pattern: /^3[47]/, minDigits: 15, maxDigits: 15, cvvDigits: 4, label: 'American Express' },
  { brand: 'mastercard', pattern: /^(?:5[1-5]|2(?:2(?:2[1-9]|[3-9]\d)|[3-6]\d\d|7(?:[01]\d|20)))/, minDigits: 16, maxDigits: 16, cvvDigits: 3, label: 'Mastercard' },
  { brand: 'visa', pattern: /^4/, minDigits: 13, maxDigits: 19, cvvDigits: 3, label: 'VISA' },
  { brand: 'discover', pattern: /^(?:6011|64[4-9]|65|622(?:12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/, minDigits: 16, maxDigits: 19, cvvDigits: 3, label: 'Discover' },
  { brand: 'maestro', pattern: /^(?:5018|5020|5038|5893|6304|6759|676[1-3])/, minDigits: 12, maxDigits: 19, cvvDigits: 3, label: 'Maestro' },
];

export const cardBrandLabels: Record<CardBrand, string> = Object.fromEntries(cardBrandRules.map((rule) => [rule.brand, rule.label])) as Record<CardBrand, string>;

/** Digits of a card number as typed: spaces and dashes (groups of 4) removed. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The brand of a card number (digits, spaces allowed), or null when no pattern matches. */
export function detectCardBrand(value: string): CardBrand | null {
  const digits = cardDigits(value);
  if (!/^\d+$/.test(digits)) return null;
  return cardBrandRules.find((rule) => rule.pattern.test(digits))?.brand ?? null;
}

/** The Luhn (mod 10) checksum of a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const allZeros = /^0+$/;

function brandRuleOf(digits: string) {
  return cardBrandRules.find((rule) => rule.pattern.test(digits));
}

/**
 * Card number (document 2 section 5): required, digits (spaces or dashes between groups allowed),
 * at most 19, not all zeros, a recognised brand ("card type required"), the brand's length, Luhn.
 * The output is the digits only.
 */
export const cardNumberSchema = v.pipe(
  v.string('PAY_CARD_REQUIRED'),
  v.maxLength(40, 'PAY_CARD_LENGTH'),
  v.transform(cardDigits),
  v.nonEmpty('PAY_CARD_REQUIRED'),
  v.regex(/^\d+$/, 'PAY_CARD_DIGITS'),
  v.maxLength(paymentLimits.cardMaxDigits, 'PAY_CARD_LENGTH'),
  v.check((value) => !allZeros.test(value), 'PAY_CARD_ZEROS'),
  v.check((value) => brandRuleOf(value) !== undefined, 'PAY_CARD_BRAND'),
  v.check((value) => {
    const rule = brandRuleOf(value);
    return !rule || (value.length >= rule.minDigits && value.length <= rule.maxDigits);
  }, 'PAY_CARD_LENGTH'),
  v.check(luhnValid, 'PAY_CARD_LUHN'),
);

/** CVV: 3 digits (4 for american-express, checked with the card), never all zeros. */
export const cvvSchema = v.pipe(
  v.string('PAY_CVV_REQUIRED'),
  v.nonEmpty('PAY_CVV_REQUIRED'),
  v.regex(/^\d{3,4}$/, 'PAY_CVV_FORMAT'),
  v.check((value) => !allZeros.test(value), 'PAY_CVV_ZEROS'),
);

/** The CVV length a card number's brand wants (3 when the brand is unknown). */
export function cvvDigitsFor(cardNumber: string): 3 | 4 {
  return brandRuleOf(cardDigits(cardNumber))?.cvvDigits ?? 3;
}

/**
 * Expiry years offered (document 2 section 5): the current year and the 9 after it; the current
 * year is skipped when the chosen month is already past.
 */
export function expiryYearOptions(today: Date, month?: number): number[] {
  const year = today.getUTCFullYear();
  const years = Array.from({ length: paymentLimits.expiryYears }, (_, index) => year + index);
  return month !== undefined && month < today.getUTCMonth() + 1 ? years.slice(1) : years;
}

/** True when the card has expired by `today` (a card is good to the end of its expiry month). */
export function isCardExpired(month: number, year: number, today: Date): boolean {
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return year * 12 + (month - 1) < current;
}

const nameOnCardCharacters = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/** Name as printed on the card, or the bank account holder's name. */
export const holderNameSchema = v.pipe(
  v.string('PAY_NAME_REQUIRED'),
  v.trim(),
  v.nonEmpty('PAY_NAME_REQUIRED'),
  v.maxLength(paymentLimits.nameOnCardMax, 'PAY_NAME_LENGTH'),
  v.regex(nameOnCardCharacters, 'PAY_NAME_CHARACTERS'),
);

/** Card details as the card form sends them; `today` is the clock the expiry is checked against. */
export function cardDetailsSchemaAt(today: () => Date) {
  return v.pipe(
    v.strictObject({
      nameOnCard: holderNameSchema,
      cardNumber: cardNumberSchema,
      expiryMonth: v.pipe(v.number('PAY_EXPIRY_MONTH'), v.integer('PAY_EXPIRY_MONTH'), v.minValue(1, 'PAY_EXPIRY_MONTH'), v.maxValue(12, 'PAY_EXPIRY_MONTH')),
      expiryYear: v.pipe(
        v.number('PAY_EXPIRY_YEAR'),
        v.integer('PAY_EXPIRY_YEAR'),
        v.check((year) => expiryYearOptions(today()).includes(year), 'PAY_EXPIRY_YEAR'),
      ),
      cvv: cvvSchema,
      /** The brand the form detected; when sent it must be the number's brand. */
      cardType: v.optional(v.picklist(cardBrands, 'PAY_CARD_TYPE')),
    }),
    v.forward(
      v.partialCheck([['cardNumber'], ['cvv']], (input) => input.cvv.length === cvvDigitsFor(input.cardNumber), 'PAY_CVV_FORMAT'),
      ['cvv'],
    ),
    v.forward(
      v.partialCheck([['expiryMonth'], ['expiryYear']], (input) => !isCardExpired(input.expiryMonth, input.expiryYear, today()), 'PAY_EXPIRY_PAST'),
      ['expiryMonth'],
    ),
    v.forward(
      v.partialCheck([['cardNumber'], ['cardType']], (input) => input.cardType === undefined || input.cardType === detectCardBrand(input.cardNumber), 'PAY_CARD_TYPE'),
      ['cardType'],
    ),
  );
}
export type CardDetails = v.InferOutput<ReturnType<typeof cardDetailsSchemaAt>>;

// ---------------------------------------------------------------- bank accounts

export const bankAccountTypes = ['checking', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

/** Routing number: 9 digits, not nine zeros. */
export const routingNumberSchema = v.pipe(
  v.string('PAY_ROUTING_REQUIRED'),
  v.trim(),
  v.nonEmpty('PAY_ROUTING_REQUIRED'),
  v.regex(/^\d{9}$/, 'PAY_ROUTING_FORMAT'),
  v.check((value) => !allZeros.test(value), 'PAY_ROUTING_ZEROS'),
);

/** Bank account number: digits, 6 to 17, not all zeros. */
export const bankAccountNumberSchema = v.pipe(
  v.string('PAY_BANK_ACCOUNT_REQUIRED'),
  v.trim(),
  v.nonEmpty('PAY_BANK_ACCOUNT_REQUIRED'),
  v.regex(/^\d+$/, 'PAY_BANK_ACCOUNT_DIGITS'),
  v.minLength(paymentLimits.bankAccountMinDigits, 'PAY_BANK_ACCOUNT_LENGTH'),
  v.maxLength(paymentLimits.bankAccountMaxDigits, 'PAY_BANK_ACCOUNT_LENGTH'),
  v.check((value) => !allZeros.test(value), 'PAY_BANK_ACCOUNT_ZEROS'),
);

const confirmationSchema = (code: 'PAY_ROUTING_MISMATCH' | 'PAY_BANK_ACCOUNT_MISMATCH') =>
  v.pipe(v.string(code), v.trim(), v.maxLength(40, code));

/** Bank account details as the bank form sends them, confirmations included. */
export const bankDetailsSchema = v.pipe(
  v.strictObject({
    accountHolderName: holderNameSchema,
    accountType: v.picklist(bankAccountTypes, 'PAY_BANK_ACCOUNT_TYPE'),
    routingNumber: routingNumberSchema,
    confirmRoutingNumber: confirmationSchema('PAY_ROUTING_MISMATCH'),
    bankAccountNumber: bankAccountNumberSchema,
    confirmBankAccountNumber: confirmationSchema('PAY_BANK_ACCOUNT_MISMATCH'),
  }),
  v.forward(
    v.partialCheck([['routingNumber'], ['confirmRoutingNumber']], (input) => input.routingNumber === input.confirmRoutingNumber, 'PAY_ROUTING_MISMATCH'),
    ['confirmRoutingNumber'],
  ),
  v.forward(
    v.partialCheck([['bankAccountNumber'], ['confirmBankAccountNumber']], (input) => input.bankAccountNumber === input.confirmBankAccountNumber, 'PAY_BANK_ACCOUNT_MISMATCH'),
    ['confirmBankAccountNumber'],
  ),
);
export type BankDetails = v.InferOutput<typeof bankDetailsSchema>;

// ---------------------------------------------------------------- other fields

/** A payment amount: a number above 0 with at most 2 decimals (the account's limits come after). */
export const amountSchema = v.pipe(
  v.number('PAY_AMOUNT_FORMAT'),
  v.check((value) => Number.isFinite(value), 'PAY_AMOUNT_FORMAT'),
  v.check((value) => value > 0, 'PAY_AMOUNT_POSITIVE'),
  v.check(hasAtMostTwoDecimals, 'PAY_AMOUNT_DECIMALS'),
  v.maxValue(paymentLimits.amountCeiling, 'PAY_AMOUNT_MAX'),
);

/** The convenience fee the customer was shown (0 or more, 2 decimals). */
export const feeSchema = v.pipe(
  v.number('PAY_FEE_FORMAT'),
  v.check((value) => Number.isFinite(value) && value >= 0, 'PAY_FEE_FORMAT'),
  v.check(hasAtMostTwoDecimals, 'PAY_FEE_FORMAT'),
  v.maxValue(paymentLimits.amountCeiling, 'PAY_FEE_FORMAT'),
);

/** A payment token the gateway issued (a saved method's paymentTokenId). */
export const paymentTokenSchema = v.pipe(v.string('PAY_TOKEN_FORMAT'), v.regex(/^tok_[A-Za-z0-9]{8,64}$/, 'PAY_TOKEN_FORMAT'));

/** A saved method's nickname: optional, up to 40 characters of letters, digits and simple punctuation. */
export const nicknameSchema = v.pipe(
  v.string('PAY_NICKNAME_CHARACTERS'),
  v.trim(),
  v.maxLength(paymentLimits.nicknameMax, 'PAY_NICKNAME_LENGTH'),
  v.check((value) => value === '' || /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.,&()/#-]*$/u.test(value), 'PAY_NICKNAME_CHARACTERS'),
);

/** A calendar day, yyyy-mm-dd. */
export const paymentDateSchema = v.pipe(v.string('PAY_DATE_REQUIRED'), v.nonEmpty('PAY_DATE_REQUIRED'), v.check(isIsoDay, 'PAY_DATE_FORMAT'));

/** Meter number for a recharge (document 2 "Meter / account numbers: non-zero and length-bound"). */
export const meterNumberSchema = v.pipe(
  v.string('PAY_METER_REQUIRED'),
  v.trim(),
  v.nonEmpty('PAY_METER_REQUIRED'),
  v.regex(/^\d+$/, 'PAY_METER_FORMAT'),
  v.minLength(paymentLimits.meterMinDigits, 'PAY_METER_LENGTH'),
  v.maxLength(paymentLimits.meterMaxDigits, 'PAY_METER_LENGTH'),
  v.check((value) => !allZeros.test(value), 'PAY_METER_ZEROS'),
);

/** Billing name, address and zip of a card payment (optional). */
export const billingAddressSchema = v.strictObject({
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'PAY_BILLING_LENGTH'))),
  address: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'PAY_BILLING_LENGTH'))),
  zip: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(10, 'PAY_BILLING_LENGTH'))),
});

// ---------------------------------------------------------------- STS tokens

// ---------------------------------------------------------------- card error catalogue

/** Card and bank codes of document 2 section 8. */
export const cardErrorCodes = [
  'F300', 'F301', 'F302', 'F303', 'F304', 'F305', 'F306', 'F307', 'F308', 'F309', 'F310', 'F311', 'F312', 'F313', 'F314', 'F315',
  'F351', 'F352', 'F353', 'F354', 'F355',
] as const;
export type CardErrorCode = (typeof cardErrorCodes)[number];

export const cardErrorMessages = {
  unsuccessful: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  invalidNumber: 'Your card/bank account number is not valid. Please update the details and try again.',
  expired: 'Your card is expired. Please update your card information.',
  invalidDetails: 'Your card details are not valid. Please update your card details.',
} as const;

/**
 * The catalogue as data: the message the customer sees (document 2 section 8) and what the code
 * stands for at the gateway (the spec gives only the messages; the reasons are the reference
 * server's). `stage` says when the gateway answers it: `check` while it tokenises (the card or bank
 * check: invalid number, expired card, invalid details), `charge` when the payment is authorised.
 */
export const cardErrorCatalogue: Record<CardErrorCode, { message: string; reason: string; stage: 'check' | 'charge' }> = {
  F300: { message: cardErrorMessages.unsuccessful, reason: 'Declined by the issuer (do not honour)', stage: 'charge' },
  F301: { message: cardErrorMessages.unsuccessful, reason: 'Insufficient funds', stage: 'charge' },
  F302: { message: cardErrorMessages.unsuccessful, reason: 'Exceeds the withdrawal or credit limit', stage: 'charge' },
  F303: { message: cardErrorMessages.unsuccessful, reason: 'Restricted card', stage: 'charge' },
  F304: { message: cardErrorMessages.invalidNumber, reason: 'Invalid card or bank account number', stage: 'check' },
  F305: { message: cardErrorMessages.expired, reason: 'Expired card', stage: 'check' },
  F306: { message: cardErrorMessages.unsuccessful, reason: 'Lost card', stage: 'charge' },
  F307: { message: cardErrorMessages.unsuccessful, reason: 'Stolen card', stage: 'charge' },
  F308: { message: cardErrorMessages.unsuccessful, reason: 'Suspected fraud', stage: 'charge' },
  F309: { message: cardErrorMessages.unsuccessful, reason: 'Transaction not permitted to the cardholder', stage: 'charge' },
  F310: { message: cardErrorMessages.invalidDetails, reason: 'Card details do not match (CVV, expiry or name)', stage: 'check' },
  F311: { message: cardErrorMessages.unsuccessful, reason: 'Issuer or switch unavailable', stage: 'charge' },
  F312: { message: cardErrorMessages.unsuccessful, reason: 'Invalid amount for this card', stage: 'charge' },
  F313: { message: cardErrorMessages.unsuccessful, reason: 'Duplicate transaction at the issuer', stage: 'charge' },
  F314: { message: cardErrorMessages.unsuccessful, reason: 'Activity limit exceeded', stage: 'charge' },
  F315: { message: cardErrorMessages.unsuccessful, reason: 'Cardholder authentication (3-D Secure) failed', stage: 'charge' },
  F351: { message: cardErrorMessages.unsuccessful, reason: 'Declined by the processor', stage: 'charge' },
  F352: { message: cardErrorMessages.unsuccessful, reason: 'Currency not supported by the card', stage: 'charge' },
  F353: { message: cardErrorMessages.unsuccessful, reason: 'Card type not accepted', stage: 'charge' },
  F354: { message: cardErrorMessages.unsuccessful, reason: 'Gateway timeout at the processor', stage: 'charge' },
  F355: { message: cardErrorMessages.unsuccessful, reason: 'Blocked by the risk rules', stage: 'charge' },
};

export function isCardErrorCode(code: string): code is CardErrorCode {
  return (cardErrorCodes as readonly string[]).includes(code);
}

/** A refusal of the chosen method (a card or bank code, or a used or expired wallet approval): choose or approve again. */
export function isMethodRefusalCode(code: string): boolean {
  return isCardErrorCode(code) || code === 'PAY_WALLET_EXPIRED';
}

// ---------------------------------------------------------------- activity logging

/** Screens of the activity-logging catalogue (document 2 section 9). */
export const paymentScreens = {
  auth: 'Auth Make Payment',
  unauth: 'UnAuth Make Payment',
  preLogin: 'PreLogin Payment',
} as const;

/**
 * The logged outcomes of payments (document 2 section 9): each is an interaction record with
 * action Add, priority Normal, status Closed, the subject below and the incident code BL_MP_nn.
 * Guest payments carry reason A1-Z0000001-Z034 and category IR_01_14; the others A1-Z0000001-Z011.
 */
export const paymentInteractions = {
  convenienceFee: { subject: 'Convenience Fee Lookup', incident: 'BL_MP_01' },
  bankCheckEligible: { subject: 'Bank Account Check - Eligible', incident: 'BL_MP_02' },
  bankCheckIneligible: { subject: 'Bank Account Check - Ineligible', incident: 'BL_MP_03' },
  cardCheckEligible: { subject: 'Card Check - Eligible', incident: 'BL_MP_04' },
  cardCheckIneligible: { subject: 'Card Check - Ineligible', incident: 'BL_MP_05' },
  paymentSuccess: { subject: 'Payment Made - Success', incident: 'BL_MP_06' },
  paymentFailed: { subject: 'Payment Made - Failed', incident: 'BL_MP_07' },
  guestPaymentSuccess: { subject: 'Guest Payment Made - Success', incident: 'BL_MP_08' },
  guestPaymentFailed: { subject: 'Guest Payment Made - Failed', incident: 'BL_MP_09' },
  paymentScheduled: { subject: 'Payment Scheduled', incident: 'BL_MP_10' },
  scheduledPaymentCancelled: { subject: 'Scheduled Payment Cancelled', incident: 'BL_MP_11' },
  rechargeSuccess: { subject: 'Meter Recharge - Success', incident: 'BL_MP_12' },
  rechargeFailed: { subject: 'Meter Recharge - Failed', incident: 'BL_MP_13' },
  defaultMethodUpdated: { subject: 'Default Payment Method Updated', incident: 'BL_MP_14' },
  guestAccountEligible: { subject: 'Guest Payment Account Validation - Eligible', incident: 'BL_MP_15' },
  guestAccountIneligible: { subject: 'Guest Payment Account Validation - Ineligible', incident: 'BL_MP_16' },
  walletCheckEligible: { subject: 'Wallet Check - Eligible', incident: 'BL_MP_17' },
  walletCheckIneligible: { subject: 'Wallet Check - Ineligible', incident: 'BL_MP_18' },
} as const;
export type PaymentInteraction = keyof typeof paymentInteractions;

// ---------------------------------------------------------------- headers and throttles

/** Required on pay, schedule, guest pay, recharge and guest recharge: a UUID chosen per submission. */
export const idempotencyKeyHeader = 'idempotency-key';
/** Sent by the portal on every payment call: `sha256=<base64 of SHA-256 of the exact body>`. */
export const checksumHeader = 'x-checksum';

export const idempotencyKeySchema = v.pipe(v.string('PAY_IDEMPOTENCY_KEY'), v.uuid('PAY_IDEMPOTENCY_KEY'));

/**
 * Per-IP throttles of the pre-login payment calls (429 GEN015 when reached within 15 minutes):
 * `all` counts every accepted request, `failures` only wrong details and unknown meters.
 */
export const paymentThrottles = {
  guestValidateAccount: { limit: 10, counts: 'failures' },
  guestPay: { limit: 10, counts: 'all' },
  validateMeter: { limit: 20, counts: 'failures' },
  guestRecharge: { limit: 10, counts: 'all' },
  /** Fee lookups before sign-in (signed-in lookups are not throttled). */
  convenienceFee: { limit: 60, counts: 'all' },
  /** Wallet approvals before sign-in. */
  walletApprove: { limit: 20, counts: 'all' },
} as const satisfies Record<string, { limit: number; counts: 'all' | 'failures' }>;
export type PaymentThrottleBucket = keyof typeof paymentThrottles;

/** Lifetime of the guest payment token validate-account answers, seconds (30 minutes). */
export const guestPaymentTokenSeconds = 30 * 60;

// ---------------------------------------------------------------- request schemas

export const paymentAmountTypes = ['TotalDueAmount', 'PastDueAmount', 'OtherAmount'] as const;
export type PaymentAmountType = (typeof paymentAmountTypes)[number];
/** How the payment is made: a saved method, a new card or bank account given in the request, or a wallet approval. */
export const paymentMethodTypes = ['SavedPaymentMethod', 'NewCard', 'NewBankAccount', 'Wallet'] as const;
/** What a guest (before sign-in) may pay with: no saved methods. */
export const guestPaymentMethodTypes = ['NewCard', 'NewBankAccount', 'Wallet'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/** Payment defaults of document 2 section 9. */
export const paymentDefaults = {
  paymentAmountType: 'TotalDueAmount',
  paymentMethod: 'SavedPaymentMethod',
  paymentDateType: 'payNow',
} as const satisfies { paymentAmountType: PaymentAmountType; paymentMethod: PaymentMethodType; paymentDateType: string };

const pageSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, 'VLD_PAGE'));
const pageSizeSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,2}$/, 'VLD_PAGE_SIZE'),
  v.check((value) => Number(value) <= paymentLimits.pageSizeMax, 'VLD_PAGE_SIZE'),
);

/** GET {billing}/current-bill?accountNumber= and GET {payment}/methods?accountNumber= */
export const accountQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });
/** GET {billing}/history?accountNumber=&page=&pageSize= */
export const historyQuerySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  page: v.optional(pageSchema),
  pageSize: v.optional(pageSizeSchema),
});
/** GET {payment}/scheduled?uuid= */
export const scheduledQuerySchema = v.strictObject({ uuid: v.pipe(v.string(), v.uuid('VLD_UUID')) });

/** Which details a payment method type needs: the first missing or extra one, or null. */
export function methodDetailsIssue(input: {
  paymentMethod: PaymentMethodType;
  savedPaymentMethod?: unknown;
  card?: unknown;
  bank?: unknown;
  wallet?: unknown;
}): { field: 'savedPaymentMethod' | 'card' | 'bank' | 'wallet'; code: string } | null {
  const wants = { SavedPaymentMethod: 'savedPaymentMethod', NewCard: 'card', NewBankAccount: 'bank', Wallet: 'wallet' } as const;
  const wanted = wants[input.paymentMethod];
  if (input[wanted] === undefined) {
    return {
      field: wanted,
      code: { savedPaymentMethod: 'PAY_SAVED_METHOD_REQUIRED', card: 'PAY_CARD_DETAILS_REQUIRED', bank: 'PAY_BANK_DETAILS_REQUIRED', wallet: 'PAY_WALLET_DETAILS_REQUIRED' }[wanted],
    };
  }
  for (const field of ['savedPaymentMethod', 'card', 'bank', 'wallet'] as const) {
    if (field !== wanted && input[field] !== undefined) return { field, code: 'PAY_METHOD_DETAILS_EXTRA' };
  }
  return null;
}

/** The fields of a payment body every variant shares (accountNumber and amount first). */
export function paymentEntries(today: () => Date) {
  return {
    accountNumber: accountNumberSchema,
    amount: amountSchema,
    paymentAmountType: v.picklist(paymentAmountTypes, 'PAY_AMOUNT_TYPE'),
    paymentMethod: v.picklist(paymentMethodTypes, 'PAY_METHOD_TYPE'),
    /** The saved method's paymentTokenId (paymentMethod SavedPaymentMethod). */
    savedPaymentMethod: v.optional(paymentTokenSchema),
    /** A new card (paymentMethod NewCard): tokenised in the same call. */
    card: v.optional(cardDetailsSchemaAt(today)),
    /** A new bank account (paymentMethod NewBankAccount): tokenised in the same call. */
    bank: v.optional(bankDetailsSchema),
    /** A wallet approval (paymentMethod Wallet): its one-time token. */
    wallet: v.optional(walletDetailsSchema),
    /** Keep the new card or bank account as a saved method (default false). */
    saveMethod: v.optional(v.boolean('PAY_FLAG'), false),
    nickName: v.optional(nicknameSchema, ''),
    /** Make the method (new and saved, or already saved) the default one. */
    setDefaultPayment: v.optional(v.boolean('PAY_FLAG'), false),
    paymentDate: paymentDateSchema,
    paymentDateType: v.optional(v.picklist(['payNow', 'scheduled'], 'PAY_DATE_TYPE')),
    /** The fee the customer was shown; the server charges only when it is the fee it computes. */
    convenienceFee: feeSchema,
    /** Enrol the account in paperless billing with this payment. */
    paperless: v.optional(v.boolean('PAY_FLAG'), false),
    billing: v.optional(billingAddressSchema),
  };
}

/**
 * The payment body of POST {payment}/pay (pay now: paymentDate must be today) and POST
 * {payment}/schedule (paymentDate later than today and at most 60 days ahead; the server also
 * refuses a date after the next cycle's due date, see scheduleDateIssue).
 */
export function paymentBodySchemaAt(today: () => Date, timing: 'payNow' | 'scheduled') {
  return v.pipe(
    v.strictObject(paymentEntries(today)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = methodDetailsIssue(dataset.value);
      if (issue) addIssue({ message: issue.code, path: [pathItem(dataset.value, issue.field)] });
    }),
    v.forward(
      v.partialCheck([['paymentDate'], ['paymentDateType']], (input) => input.paymentDateType === undefined || input.paymentDateType === timing, 'PAY_DATE_TYPE'),
      ['paymentDateType'],
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      // A wallet approval pays now: a scheduled payment needs a card or a bank account.
      if (dataset.typed && timing === 'scheduled' && dataset.value.paymentMethod === 'Wallet') {
        addIssue({ message: 'PAY_WALLET_NOT_SCHEDULED', path: [pathItem(dataset.value, 'paymentMethod')] });
      }
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const code = paymentDateIssue(dataset.value.paymentDate, isoDay(today()), timing);
      if (code) addIssue({ message: code, path: [pathItem(dataset.value, 'paymentDate')] });
    }),
  );
}

/** A valibot path item for a key of the validated object (so the refusal names the field). */
export function pathItem(value: Record<string, unknown>, key: string) {
  return { type: 'object' as const, origin: 'value' as const, input: value, key, value: value[key] };
}

/**
 * The date rule of a payment: pay now is today; a scheduled payment is later than today and at
 * most 60 days ahead (the next-cycle rule needs the account: scheduleDateIssue).
 */
export function paymentDateIssue(date: string, today: string, timing: 'payNow' | 'scheduled'): string | null {
  if (timing === 'payNow') return date === today ? null : 'PAY_DATE_NOT_TODAY';
  if (date <= today) return 'PAY_DATE_NOT_FUTURE';
  if (date > addDaysIso(today, paymentLimits.scheduleMaxDaysAhead)) return 'PAY_DATE_TOO_FAR';
  return null;
}

/**
 * The latest day a payment may be scheduled for: 60 days ahead, and never after the due date of the
 * next billing cycle (the current bill's due date plus one month), so a scheduled payment never
 * jumps over a bill. Without a bill only the 60 days apply.
 */
export function latestScheduleDate(today: string, dueDate: string | null): string {
  const byDays = addDaysIso(today, paymentLimits.scheduleMaxDaysAhead);
  if (!dueDate) return byDays;
  const nextCycleDue = addMonthsIso(dueDate, 1);
  return nextCycleDue < byDays ? nextCycleDue : byDays;
}

/** The whole scheduling rule for one account: null when `date` may be chosen. */
export function scheduleDateIssue(date: string, today: string, dueDate: string | null): string | null {
  const basic = paymentDateIssue(date, today, 'scheduled');
  if (basic) return basic;
  return date > latestScheduleDate(today, dueDate) ? 'PAY_DATE_AFTER_NEXT_CYCLE' : null;
}

/** POST {payment}/guest/pay: a new card or bank account only, with the token of guest validation. */
export function guestPaymentBodySchemaAt(today: () => Date) {
  const { savedPaymentMethod: _saved, saveMethod: _save, nickName: _nick, setDefaultPayment: _default, paymentMethod: _method, ...entries } = paymentEntries(today);
  return v.pipe(
    v.strictObject({
      ...entries,
      paymentMethod: v.picklist(guestPaymentMethodTypes, 'PAY_METHOD_TYPE'),
      /** What POST {payment}/guest/validate-account answered for this account. */
      guestPaymentToken: v.pipe(v.string('PAY_GUEST_TOKEN'), v.nonEmpty('PAY_GUEST_TOKEN'), v.maxLength(1000, 'PAY_GUEST_TOKEN')),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = methodDetailsIssue(dataset.value);
      if (issue) addIssue({ message: issue.code, path: [pathItem(dataset.value, issue.field)] });
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const code = paymentDateIssue(dataset.value.paymentDate, isoDay(today()), 'payNow');
      if (code) addIssue({ message: code, path: [pathItem(dataset.value, 'paymentDate')] });
    }),
  );
}

/**
 * The body of pay and schedule (paymentBodySchemaAt); guest pay sends the same fields, a new card or
 * bank account only, with its guestPaymentToken (guestPaymentBodySchemaAt).
 */
export type PaymentBody = v.InferInput<ReturnType<typeof paymentBodySchemaAt>> &
  Partial<Pick<v.InferInput<ReturnType<typeof guestPaymentBodySchemaAt>>, 'guestPaymentToken'>>;

/** POST {payment}/profiles/card: tokenise a card and save it. */
export function cardProfileBodySchemaAt(today: () => Date) {
  return v.strictObject({
    card: cardDetailsSchemaAt(today),
    nickName: v.optional(nicknameSchema, ''),
    setDefaultPayment: v.optional(v.boolean('PAY_FLAG'), false),
  });
}
/** POST {payment}/profiles/bank: tokenise a bank account and save it. */
export const bankProfileBodySchema = v.strictObject({
  bank: bankDetailsSchema,
  nickName: v.optional(nicknameSchema, ''),
  setDefaultPayment: v.optional(v.boolean('PAY_FLAG'), false),
});

/** POST {payment}/methods/default and /methods/remove */
export const paymentTokenBodySchema = v.strictObject({ paymentTokenId: paymentTokenSchema });

/** POST {payment}/methods/rename: a saved method's new nickname (empty clears it). */
export const renameMethodBodySchema = v.strictObject({ paymentTokenId: paymentTokenSchema, nickName: nicknameSchema });

/** POST {payment}/convenience-fee */
export const convenienceFeeBodySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  amount: amountSchema,
  methodType: v.picklist(paymentMethodKinds, 'PAY_METHOD_KIND'),
});

/** POST {payment}/duplicate-check */
export const duplicateCheckBodySchema = v.strictObject({ accountNumber: accountNumberSchema, amount: amountSchema });

/** POST {payment}/scheduled/cancel */
export const cancelScheduledBodySchema = v.strictObject({
  schedulePayUid: v.pipe(v.string('VLD_UUID'), v.uuid('VLD_UUID')),
  accountNumber: accountNumberSchema,
});

const guestLastNameSchema = v.pipe(v.string(), v.trim(), v.maxLength(100, 'PAY_GUEST_LAST_NAME'), v.regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.,&()/-]*$/u, 'PAY_GUEST_LAST_NAME'));
const guestPostCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^(?:\d{5}|\d{5}-\d{4}|\d{10})$/, 'PAY_GUEST_POST_CODE'));

/**
 * POST {payment}/guest/validate-account (ValidateAccountForPayments): the account number and one
 * proof, the service address post code or the account holder's last name (company name for a
 * commercial account).
 */
export const guestValidateAccountBodySchema = v.pipe(
  v.strictObject({
    accountNumber: accountNumberSchema,
    postCode: v.optional(guestPostCodeSchema),
    lastName: v.optional(guestLastNameSchema),
  }),
  v.forward(
    v.partialCheck([['postCode'], ['lastName']], (input) => input.postCode !== undefined || input.lastName !== undefined, 'PAY_GUEST_PROOF'),
    ['postCode'],
  ),
);

// ---------------------------------------------------------------- replies

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** GET {billing}/current-bill */
export interface CurrentBill {
  accountNumber: string;
  isPrepaid: boolean;
  currency: string;
  /** What is owed now (never below 0). */
  amountDue: number;
  /** The part of amountDue already due on an earlier bill. */
  pastDueAmount: number;
  /** The latest bill's own charges (its total less what it carried over). */
  currentCharges: number;
  /** Latest bill minus payments since it; negative is a credit. */
  balance: number;
  billNumber: string | null;
  billDate: string | null;
  dueDate: string | null;
  billPeriodStart: string | null;
  billPeriodEnd: string | null;
  /** Last day to pay without a late payment charge: the due date plus 5 grace days. */
  netDueDate: string | null;
  minimumAllowed: number;
  maximumAllowed: number;
  /** Pay now is allowed for this user on this account (PayBill rule). */
  oneTimePaymentAllowed: boolean;
  /** Scheduling is allowed (schedule right, a date can be chosen). */
  scheduledPaymentAllowed: boolean;
  /** The latest day a payment may be scheduled for (null when scheduling is not allowed). */
  latestScheduleDate: string | null;
  /** Future payments already scheduled on this account. */
  scheduledPayments: ScheduledPayment[];
  paperless: boolean;
}

export interface HistoryItem {
  type: 'bill' | 'payment';
  /** yyyy-mm-dd: bill date, or the payment's (planned) day. */
  date: string;
  amount: number;
  /** Bills: due, paid, partial, overdue. Payments: completed, scheduled, cancelled, failed. */
  status: string;
  /** Bill number or confirmation number. */
  reference: string;
  description: string;
  dueDate?: string;
  billPeriodStart?: string;
  billPeriodEnd?: string;
  usageKwh?: number;
  convenienceFee?: number;
  /** The record text, "VISA ending 4242". */
  method?: string;
  /** Its parts, which the portal words (null for a text of another form). */
  methodDetail?: MethodDetail | null;
  channel?: string;
}

/** A saved payment method as the portal lists it: never more than the last four digits. */
export interface SavedPaymentMethod {
  paymentTokenId: string;
  kind: PaymentMethodKind;
  brand: CardBrand | null;
  last4: string;
  /** "************4242" / "******6789". */
  maskedNumber: string;
  /** "VISA ending 4242", "Bank account ending 6789". */
  summary: string;
  nickName: string;
  isDefault: boolean;
  holderName: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  isExpired: boolean;
  bankName: string | null;
  routingNumber: string | null;
  accountType: BankAccountType | null;
  /**
   * What pays with it now (the list of /PaymentMethod): the payments scheduled with it and the
   * automatic payment plans that draft from it. A method in use cannot be removed; the page says so
   * before asking.
   */
  uses?: MethodUses;
}

/** What a saved method pays for now. */
export interface MethodUses {
  /** Scheduled payments (not yet made) that pay with it. */
  scheduledPayments: number;
  /** Accounts whose automatic payment plan drafts from it (a bank account). */
  autoPay: number;
}

export interface ConvenienceFeeData {
  amount: number;
  methodType: PaymentMethodKind;
  convenienceFee: number;
  total: number;
  rule: { percent: number; minimum: number };
}

export interface DuplicateCheckData {
  duplicate: boolean;
  previous: { confirmationNumber: string; amount: number; date: string; status: 'completed' | 'scheduled'; method: string; methodDetail?: MethodDetail | null } | null;
}

/** How a payment was made, as a receipt shows it. */
export interface MethodSummary {
  kind: PaymentMethodKind;
  brand: CardBrand | null;
  last4: string;
  summary: string;
  nickName: string;
  bankName: string | null;
}

/** Reply of pay, schedule and guest pay. */
export interface PaymentReceipt {
  confirmationNumber: string;
  schedulePayUid: string;
  status: 'completed' | 'scheduled';
  /** Masked for a guest. */
  accountNumber: string;
  amount: number;
  convenienceFee: number;
  /** amount + fee: what the card or account is charged. */
  totalCharged: number;
  paymentDate: string;
  /** When it was paid, or when it will be (ISO). */
  paidAt: string;
  method: MethodSummary;
  /** The method as now saved (saveMethod), else null. */
  savedMethod: SavedPaymentMethod | null;
  /** Balance and amount due after this payment (a scheduled one changes nothing yet). */
  newBalance: number;
  amountDue: number;
  paperless: boolean;
}

export interface ScheduledPayment {
  schedulePayUid: string;
  confirmationNumber: string;
  accountNumber: string;
  amount: number;
  convenienceFee: number;
  paymentDate: string;
  method: string;
  /** The parts of `method`, which the portal words. */
  methodDetail?: MethodDetail | null;
  status: 'scheduled';
}

export interface CancelScheduledData {
  schedulePayUid: string;
  status: 'cancelled';
}

/** Reply of guest validate-account: the amounts, never personal data beyond a masked name. */
export interface GuestAccountData {
  accountNumber: string;
  /** "K***** M*****". */
  maskedName: string;
  isPrepaid: boolean;
  amountDue: number;
  pastDueAmount: number;
  dueDate: string | null;
  minimumAllowed: number;
  maximumAllowed: number;
  /** Carry back in POST {payment}/guest/pay. */
  guestPaymentToken: string;
  expiresIn: number;
}

/** "K***** M*****": the first letter of each word, the rest starred. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0] ?? ''}${'*'.repeat(Math.max(0, [...word].length - 1))}`)
    .join(' ');
}

// ---------------------------------------------------------------- bank routing lookup

/** GET {bankRouting}/lookup?routingNumber= */
export const routingLookupQuerySchema = v.strictObject({ routingNumber: routingNumberSchema });

/** Reply of the routing lookup: the bank's name, null when no bank has this routing number. */
export interface RoutingLookupData {
  routingNumber: string;
  bankName: string | null;
}
