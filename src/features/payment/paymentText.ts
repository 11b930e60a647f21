import type { IntlShape } from 'react-intl';
import type { FailureTexts } from '../../ui/failureText.ts';
import { cardBrandLabels, walletLabels, type CardBrand, type PaymentMethodKind, type WalletType } from '../../domain/payment.ts';
import { formatMoney } from '../../domain/format.ts';
import type { MethodDetail } from '../../domain/paymentMethodText.ts';

/**
 * Where the payment pages find a message code's text (field rules, server refusals, card codes
 * F300-F355): every code they can show has a `payment.code.<CODE>` entry in
 * src/i18n/messages/payment. A server refusal of one field (VLD002 "body.card.cardNumber:
 * PAY_CARD_LUHN") shows that rule's text; another card code shows the server's message (document 2
 * section 8), else the generic text.
 */
export const paymentTexts: FailureTexts = { prefixes: ['payment.code'], fallback: 'payment.code.GEN500' };

/** Money in the language's way, credits with CR (document 2 section 9). */
export function money(intl: IntlShape, value: number): string {
  return formatMoney(value, intl.locale);
}

/** How a summary names the method: a card, a bank account or a wallet (with its payer when known). */
export interface SummarisedMethod {
  brand: CardBrand | null;
  last4: string;
  bankName: string | null;
  kind?: PaymentMethodKind;
  /** The server's text of the method (receipts, history): what a wallet payment is named by. */
  summary?: string;
  walletType?: WalletType | null;
  payer?: string | null;
}

/** "VISA ending 4242", "First National Bank Botswana account ending 1234", "PayPal (k***@example.com)". */
export function methodSummary(intl: IntlShape, method: SummarisedMethod): string {
  if (method.walletType) {
    const wallet = walletLabels[method.walletType];
    return method.payer
      ? intl.formatMessage({ id: 'payment.method.summary.walletPayer' }, { wallet, payer: method.payer })
      : intl.formatMessage({ id: 'payment.method.summary.wallet' }, { wallet });
  }
  // Wallet names are brands (the same in every language): the server's text says which and who paid.
  if (method.kind === 'wallet' && method.summary) return method.summary;
  if (method.brand) return intl.formatMessage({ id: 'payment.method.summary.card' }, { brand: cardBrandLabels[method.brand], last4: method.last4 });
  if (method.kind === 'card') return intl.formatMessage({ id: 'payment.method.summary.cardUnknown' }, { last4: method.last4 });
  if (method.bankName) return intl.formatMessage({ id: 'payment.method.summary.bankNamed' }, { bank: method.bankName, last4: method.last4 });
  return intl.formatMessage({ id: 'payment.method.summary.bank' }, { last4: method.last4 });
}

/**
 * A method as lists show it (history, scheduled payments, prepaid transactions, the duplicate
 * warning), worded from the parts the server sends; `fallback` (the server's record text) only when
 * the parts are missing.
 */
export function methodDetailText(intl: IntlShape, detail: MethodDetail | null | undefined, fallback = ''): string {
  if (!detail) return fallback;
  switch (detail.kind) {
    case 'card':
      return methodSummary(intl, { kind: 'card', brand: detail.brand, last4: detail.last4, bankName: null });
    case 'bank':
      return methodSummary(intl, { kind: 'bank', brand: null, last4: detail.last4, bankName: null });
    case 'wallet':
      return methodSummary(intl, { kind: 'wallet', brand: null, last4: '', bankName: null, walletType: detail.walletType, payer: detail.payer });
    case 'cash':
      return intl.formatMessage({ id: 'payment.method.summary.cash' }, { place: detail.place });
  }
}
