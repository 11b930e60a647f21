/**
 * How a payment was made, as parts the portal words in the reader's language ("VISA ending 4242"
 * in English, "VISA se terminant par 4242" in French), and as the English record text the server
 * keeps in its payment records and activity notes ("VISA ending 4242", "Bank account ending 6789",
 * "PayPal (k***@example.com)", "Cash at Maun service centre"). Lists (history, scheduled payments,
 * prepaid transactions, the duplicate-payment warning) carry the parts (methodDetailOf of the
 * record), never the English text alone.
 */
import { cardBrandLabels, walletLabels, walletTypes, type CardBrand, type WalletType } from './payment.ts';

export type MethodDetail =
  | { kind: 'card'; brand: CardBrand | null; last4: string }
  | { kind: 'bank'; last4: string }
  | { kind: 'wallet'; walletType: WalletType; payer: string | null }
  /** Paid in cash at a service centre (the town's name). */
  | { kind: 'cash'; place: string };

/** The English record text of a method (what payment records and activity notes keep). */
export function methodRecordText(detail: MethodDetail): string {
  switch (detail.kind) {
    case 'card':
      return `${detail.brand ? cardBrandLabels[detail.brand] : 'Card'} ending ${detail.last4}`;
    case 'bank':
      return `Bank account ending ${detail.last4}`;
    case 'wallet':
      return detail.payer ? `${walletLabels[detail.walletType]} (${detail.payer})` : walletLabels[detail.walletType];
    case 'cash':
      return `Cash at ${detail.place} service centre`;
  }
}

const brandsByLabel = new Map(Object.entries(cardBrandLabels).map(([brand, label]) => [label, brand as CardBrand]));
const walletsByLabel = new Map(walletTypes.map((type) => [walletLabels[type], type]));

/** The parts of a record text made by methodRecordText; null for any other text. */
export function methodDetailOf(text: string | null | undefined): MethodDetail | null {
  if (!text) return null;
  const ending = /^(.+) ending (\d{4})$/.exec(text);
  if (ending) {
    const [, name, last4] = ending as unknown as [string, string, string];
    if (name === 'Bank account') return { kind: 'bank', last4 };
    if (name === 'Card') return { kind: 'card', brand: null, last4 };
    const brand = brandsByLabel.get(name);
    return brand ? { kind: 'card', brand, last4 } : null;
  }
  const cash = /^Cash at (.+) service centre$/.exec(text);
  if (cash) return { kind: 'cash', place: cash[1]! };
  const wallet = /^(.+?)(?: \((.+)\))?$/.exec(text);
  const walletType = wallet ? walletsByLabel.get(wallet[1]!) : undefined;
  return walletType ? { kind: 'wallet', walletType, payer: wallet?.[2] ?? null } : null;
}
