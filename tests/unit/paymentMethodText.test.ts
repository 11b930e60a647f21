/**
 * Payment methods as parts and as the English record text (issue 19, point 5): every record text
 * the server writes reads back as its parts, which the portal words in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { cardBrands, walletTypes } from '../../src/domain/payment.ts';
import { methodDetailOf, methodRecordText, type MethodDetail } from '../../src/domain/paymentMethodText.ts';

describe('method record text', () => {
  const details: MethodDetail[] = [
    ...cardBrands.map((brand): MethodDetail => ({ kind: 'card', brand, last4: '4242' })),
    { kind: 'card', brand: null, last4: '0005' },
    { kind: 'bank', last4: '6789' },
    ...walletTypes.map((walletType): MethodDetail => ({ kind: 'wallet', walletType, payer: 'k***@example.com' })),
    { kind: 'wallet', walletType: 'GooglePay', payer: null },
    { kind: 'cash', place: 'Gaborone-Main Mall' },
  ];

  it.each(details)('%o reads back from its text', (detail) => {
    expect(methodDetailOf(methodRecordText(detail))).toEqual(detail);
  });

  it('keeps the texts records have always had', () => {
    expect(methodRecordText({ kind: 'card', brand: 'visa', last4: '4242' })).toBe('VISA ending 4242');
    expect(methodRecordText({ kind: 'bank', last4: '6789' })).toBe('Bank account ending 6789');
    expect(methodRecordText({ kind: 'cash', place: 'Maun' })).toBe('Cash at Maun service centre');
    expect(methodRecordText({ kind: 'wallet', walletType: 'ApplePay', payer: null })).toBe('Apple Pay');
  });

  it('answers null for a text of another form', () => {
    expect(methodDetailOf('Cheque 12')).toBeNull();
    expect(methodDetailOf('Diners ending 1234')).toBeNull();
    expect(methodDetailOf('')).toBeNull();
    expect(methodDetailOf(null)).toBeNull();
  });
});
