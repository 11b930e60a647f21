/**
 * The shared payment rules of src/domain/payment.ts (the portal's forms and machines use the same):
 * Luhn, brand detection, card number, CVV and expiry rules, bank rules, amounts, the fee, the
 * scheduling window, the prepaid block tariff, STS token display and masked names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { successCards, testCardForCode } from '../../server/gateway/testCards.ts';
import { addMonthsIso, amountIssue, amountLimitsFor, bankDetailsSchema, cardDetailsSchemaAt, cardErrorCatalogue, cardErrorCodes, cardNumberSchema, convenienceFee, cvvSchema, detectCardBrand, expiryYearOptions, isCardExpired, latestScheduleDate, luhnValid, maskName, meterNumberSchema, paymentBodySchemaAt, scheduleDateIssue } from '../../src/domain/payment.ts';
import { formatStsToken, prepaidUnits } from '../../src/domain/prepaid.ts';
import { errorCatalogue, fieldMessages } from '../../src/domain/errors.ts';

const issue = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe('cards', () => {
  it('Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('')).toBe(false);
    for (const number of Object.values(testCardForCode)) expect(luhnValid(number)).toBe(true);
  });

  it('brand by number pattern', () => {
    for (const [brand, numbers] of Object.entries(successCards)) for (const number of numbers) expect(detectCardBrand(number)).toBe(brand);
    expect(detectCardBrand('3714 496353 98431')).toBe('american-express');
    expect(detectCardBrand('2720990000000007')).toBe('mastercard');
    expect(detectCardBrand('6221260000000000')).toBe('discover');
    expect(detectCardBrand('6304000000000000')).toBe('maestro');
    expect(detectCardBrand('9999')).toBeNull();
    expect(detectCardBrand('abcd')).toBeNull();
  });

  it('card number rule: the digits out, a stable code per failure', () => {
    expect(v.parse(cardNumberSchema, '4242 4242-4242 4242')).toBe('4242424242424242');
    expect(issue(cardNumberSchema, '')).toBe('PAY_CARD_REQUIRED');
    expect(issue(cardNumberSchema, 4242424242424242)).toBe('PAY_CARD_REQUIRED');
    expect(issue(cardNumberSchema, '4242x')).toBe('PAY_CARD_DIGITS');
    expect(issue(cardNumberSchema, '00000000000000')).toBe('PAY_CARD_ZEROS');
    expect(issue(cardNumberSchema, '12345678901234')).toBe('PAY_CARD_BRAND');
    expect(issue(cardNumberSchema, '37828224631000')).toBe('PAY_CARD_LENGTH');
    expect(issue(cardNumberSchema, '42424242424242424242')).toBe('PAY_CARD_LENGTH');
    expect(issue(cardNumberSchema, '4242424242424243')).toBe('PAY_CARD_LUHN');
  });

  it('CVV: 3 digits, 4 for american-express, never zeros', () => {
    expect(issue(cvvSchema, '000')).toBe('PAY_CVV_ZEROS');
    expect(issue(cvvSchema, '12')).toBe('PAY_CVV_FORMAT');
    const now = new Date(Date.UTC(2026, 5, 15));
    const schema = cardDetailsSchemaAt(() => now);
    const details = { nameOnCard: 'A B', cardNumber: '378282246310005', expiryMonth: 6, expiryYear: 2026, cvv: '1234' };
    expect(issue(schema, details)).toBeNull();
    expect(issue(schema, { ...details, cvv: '123' })).toBe('PAY_CVV_FORMAT');
    expect(issue(schema, { ...details, cardNumber: '4242424242424242' })).toBe('PAY_CVV_FORMAT');
  });

  it('expiry: years from the current one for 10 years, the current year skipped when the month is past', () => {
    const now = new Date(Date.UTC(2026, 5, 15)); // June 2026
    expect(expiryYearOptions(now)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
    expect(expiryYearOptions(now, 5)).toEqual([2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
    expect(expiryYearOptions(now, 6)[0]).toBe(2026);
    expect(isCardExpired(5, 2026, now)).toBe(true);
    expect(isCardExpired(6, 2026, now)).toBe(false);
    const schema = cardDetailsSchemaAt(() => now);
    const details = { nameOnCard: 'A B', cardNumber: '4242424242424242', expiryMonth: 6, expiryYear: 2026, cvv: '123' };
    expect(issue(schema, { ...details, expiryMonth: 5 })).toBe('PAY_EXPIRY_PAST');
    expect(issue(schema, { ...details, expiryYear: 2036 })).toBe('PAY_EXPIRY_YEAR');
    expect(issue(schema, { ...details, expiryYear: 2035 })).toBeNull();
  });
});

describe('bank accounts, amounts, meters', () => {
  const account = { accountHolderName: 'A B', accountType: 'savings', routingNumber: '281467902', confirmRoutingNumber: '281467902', bankAccountNumber: '123456', confirmBankAccountNumber: '123456' };
  it('routing 9 digits not zeros, account 6-17 digits not zeros, both confirmed', () => {
    expect(issue(bankDetailsSchema, account)).toBeNull();
    expect(issue(bankDetailsSchema, { ...account, routingNumber: '000000000', confirmRoutingNumber: '000000000' })).toBe('PAY_ROUTING_ZEROS');
    expect(issue(bankDetailsSchema, { ...account, confirmRoutingNumber: '281467903' })).toBe('PAY_ROUTING_MISMATCH');
    expect(issue(bankDetailsSchema, { ...account, bankAccountNumber: '12345', confirmBankAccountNumber: '12345' })).toBe('PAY_BANK_ACCOUNT_LENGTH');
    expect(issue(bankDetailsSchema, { ...account, bankAccountNumber: '1'.repeat(18), confirmBankAccountNumber: '1'.repeat(18) })).toBe('PAY_BANK_ACCOUNT_LENGTH');
    expect(issue(bankDetailsSchema, { ...account, confirmBankAccountNumber: '123457' })).toBe('PAY_BANK_ACCOUNT_MISMATCH');
  });

  it('amount limits per account type and recharge', () => {
    expect(amountLimitsFor('Residential')).toEqual({ minimum: 10, maximum: 50_000 });
    expect(amountLimitsFor('Commercial')).toEqual({ minimum: 10, maximum: 250_000 });
    expect(amountLimitsFor('Residential', true)).toEqual({ minimum: 10, maximum: 5000 });
    expect(amountIssue(9.99, amountLimitsFor('Residential'))).toBe('PAY_AMOUNT_MIN');
    expect(amountIssue(10, amountLimitsFor('Residential'))).toBeNull();
    expect(amountIssue(50_000.01, amountLimitsFor('Residential'))).toBe('PAY_AMOUNT_MAX');
  });

  it('meter numbers: digits, 8-13, not zeros', () => {
    expect(issue(meterNumberSchema, '04112873365')).toBeNull();
    expect(issue(meterNumberSchema, '1234567')).toBe('PAY_METER_LENGTH');
    expect(issue(meterNumberSchema, '00000000')).toBe('PAY_METER_ZEROS');
    expect(issue(meterNumberSchema, '0411-287')).toBe('PAY_METER_FORMAT');
  });
});

describe('fee, scheduling, tariff, display', () => {
  it('convenience fee: cards and wallets 2.5%, at least BWP 5.00, half up to the thebe; banks free', () => {
    expect(convenienceFee(10, 'card')).toBe(5);
    expect(convenienceFee(200, 'card')).toBe(5);
    expect(convenienceFee(1000, 'card')).toBe(25);
    expect(convenienceFee(1021.74, 'card')).toBe(25.54);
    expect(convenienceFee(100.1, 'card')).toBe(5);
    expect(convenienceFee(300.3, 'card')).toBe(7.51);
    expect(convenienceFee(50_000, 'bank')).toBe(0);
    // Wallets are charged as the cards behind them.
    expect(convenienceFee(150, 'wallet')).toBe(5);
    expect(convenienceFee(1021.74, 'wallet')).toBe(25.54);
  });

  it('scheduling: after today, 60 days at most, never after the next cycle due date', () => {
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(latestScheduleDate('2026-06-01', '2026-06-20')).toBe('2026-07-20');
    expect(latestScheduleDate('2026-06-01', null)).toBe('2026-07-31');
    expect(latestScheduleDate('2026-06-01', '2026-08-25')).toBe('2026-07-31');
    expect(scheduleDateIssue('2026-06-01', '2026-06-01', '2026-06-20')).toBe('PAY_DATE_NOT_FUTURE');
    expect(scheduleDateIssue('2026-07-21', '2026-06-01', '2026-06-20')).toBe('PAY_DATE_AFTER_NEXT_CYCLE');
    expect(scheduleDateIssue('2026-08-01', '2026-06-01', null)).toBe('PAY_DATE_TOO_FAR');
    expect(scheduleDateIssue('2026-07-20', '2026-06-01', '2026-06-20')).toBeNull();
    const now = new Date(Date.UTC(2026, 5, 1, 12));
    const body = { accountNumber: '300041526371', amount: 10, paymentAmountType: 'OtherAmount', paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: 'tok_123456789', paymentDate: '2026-06-01', convenienceFee: 5 };
    expect(issue(paymentBodySchemaAt(() => now, 'payNow'), body)).toBeNull();
    expect(issue(paymentBodySchemaAt(() => now, 'scheduled'), body)).toBe('PAY_DATE_NOT_FUTURE');
    expect(issue(paymentBodySchemaAt(() => now, 'payNow'), { ...body, paymentMethod: 'NewBankAccount' })).toBe('PAY_BANK_DETAILS_REQUIRED');
  });

  it('prepaid block tariff: BWP 1.18 for the first 200 kWh of a month, 1.52 above, VAT 14% included', () => {
    expect(prepaidUnits(11_800 * 1.14, 0)).toBe(100);
    expect(prepaidUnits(23_600 * 1.14, 0)).toBe(200);
    expect(prepaidUnits(23_600 * 1.14 + 15_200 * 1.14, 0)).toBe(300);
    expect(prepaidUnits(15_200 * 1.14, 200)).toBe(100);
    expect(prepaidUnits(11_800 * 1.14 + 15_200 * 1.14, 100)).toBe(200);
  });

  it('STS tokens in groups of 4; masked names', () => {
    expect(formatStsToken('12345678901234567890')).toBe('1234 5678 9012 3456 7890');
    expect(maskName('Kagiso Molefe')).toBe('K***** M*****');
    expect(maskName('Okavango Lodge Supplies (Pty) Ltd')).toBe('O******* L**** S******* (**** L**');
  });

  it('every code has its English text; the F-codes carry the catalogue messages', () => {
    for (const code of cardErrorCodes) expect(errorCatalogue[code]).toBe(cardErrorCatalogue[code].message);
    expect(cardErrorCatalogue.F304.message).toBe('Your card/bank account number is not valid. Please update the details and try again.');
    expect(cardErrorCatalogue.F305.message).toBe('Your card is expired. Please update your card information.');
    expect(cardErrorCatalogue.F310.message).toBe('Your card details are not valid. Please update your card details.');
    expect(cardErrorCatalogue.F353.message).toBe('The transaction was unsuccessful. Please use a different card or contact your bank.');
    // Every rule code the shared schemas use has its English text.
    const source = readFileSync(new URL('../../src/domain/payment.ts', import.meta.url), 'utf8');
    const codes = new Set(source.match(/'(?:PAY|VLD)_[A-Z_]+'/g)!.map((quoted) => quoted.slice(1, -1)));
    expect(codes.size).toBeGreaterThan(50);
    for (const code of codes) expect(Object.hasOwn(fieldMessages, code) || Object.hasOwn(errorCatalogue, code), code).toBe(true);
    for (const code of ['PAY_CHECKSUM', 'PAY_IDEMPOTENCY_MISMATCH', 'PAY_FEE_CHANGED', 'PAY_METER_NOT_FOUND']) expect(errorCatalogue).toHaveProperty(code);
  });
});
