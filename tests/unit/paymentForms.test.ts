import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseDisplayDate } from '../../src/domain/format.ts';
import { amountCheck, bankCheck, cardCheck, chosenAmount, guestAccountCheck, parseAmount, type AmountFields, type PaymentTerms } from '../../src/domain/paymentForms.ts';

const today = new Date('2026-11-22T10:00:00Z');
const terms: PaymentTerms = {
  amountDue: 1240.5,
  pastDueAmount: 310.25,
  dueDate: '2026-11-28',
  limits: { minimum: 10, maximum: 50_000 },
  oneTimePaymentAllowed: true,
  scheduledPaymentAllowed: true,
  latestScheduleDate: '2026-12-28',
  paperless: false,
};
const amount = (fields: Partial<AmountFields>): AmountFields => ({ amountType: 'TotalDueAmount', otherAmount: '', dateType: 'payNow', paymentDate: '', paperless: false, ...fields });

describe('DD/MM/YYYY dates (document 2 section 9)', () => {
  it('reads real days only and writes them back', () => {
    expect(parseDisplayDate('01/12/2026')).toBe('2026-12-01');
    expect(parseDisplayDate('1/2/2027')).toBe('2027-02-01');
    expect(parseDisplayDate('29/02/2028')).toBe('2028-02-29');
    expect(parseDisplayDate('29/02/2027')).toBeNull();
    expect(parseDisplayDate('2026-12-01')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
    expect(formatDisplayDate('2026-12-01')).toBe('01/12/2026');
    expect(formatDisplayDate(null)).toBe('');
  });
});

describe('amount step', () => {
  it('stands for the total due, the past due amount or the amount typed', () => {
    expect(chosenAmount(amount({}), terms)).toBe(1240.5);
    expect(chosenAmount(amount({ amountType: 'PastDueAmount' }), terms)).toBe(310.25);
    expect(chosenAmount(amount({ amountType: 'OtherAmount', otherAmount: '1,000.50' }), terms)).toBe(1000.5);
    expect(parseAmount('12a')).toBeNaN();
  });

  it('keeps another amount within the limits, with at most 2 decimals', () => {
    const code = (otherAmount: string) => amountCheck(amount({ amountType: 'OtherAmount', otherAmount }), terms, today).fields.otherAmount;
    expect(code('')).toBe('PAY_AMOUNT_FORMAT');
    expect(code('abc')).toBe('PAY_AMOUNT_FORMAT');
    expect(code('0')).toBe('PAY_AMOUNT_POSITIVE');
    expect(code('9.99')).toBe('PAY_AMOUNT_MIN');
    expect(code('50000.01')).toBe('PAY_AMOUNT_MAX');
    expect(code('10.001')).toBe('PAY_AMOUNT_DECIMALS');
    expect(code('10')).toBeUndefined();
  });

  it('lets a small total due be paid in full, refuses nothing due', () => {
    expect(amountCheck(amount({}), { ...terms, amountDue: 4.5 }, today).fields).toEqual({});
    expect(amountCheck(amount({}), { ...terms, amountDue: 0 }, today).fields.amountType).toBe('PAY_NOTHING_DUE');
  });

  it('schedules later than today, not after the latest day', () => {
    const code = (paymentDate: string, custom: Partial<PaymentTerms> = {}) => amountCheck(amount({ dateType: 'scheduled', paymentDate }), { ...terms, ...custom }, today).fields.paymentDate;
    expect(code('')).toBe('PAY_DATE_REQUIRED');
    expect(code('32/12/2026')).toBe('PAY_DATE_DISPLAY_FORMAT');
    expect(code('22/11/2026')).toBe('PAY_DATE_NOT_FUTURE');
    expect(code('29/12/2026')).toBe('PAY_DATE_AFTER_NEXT_CYCLE');
    expect(code('23/11/2026')).toBeUndefined();
    expect(code('23/11/2026', { scheduledPaymentAllowed: false })).toBe('PAY_SCHEDULE_NOT_ALLOWED');
  });
});

describe('card, bank and guest forms', () => {
  const card = { nameOnCard: 'Kagiso Molefe', cardNumber: '4242 4242 4242 4242', expiryMonth: '12', expiryYear: '2028', cvv: '123' };
  it('checks the card: Luhn, brand, expiry, CVV length; VLD001 for several missing', () => {
    expect(cardCheck(card, today)).toEqual({ fields: {}, form: null });
    expect(cardCheck({ ...card, cardNumber: '4242 4242 4242 4241' }, today).fields.cardNumber).toBe('PAY_CARD_LUHN');
    expect(cardCheck({ ...card, cardNumber: '9999 9999 9999 9995' }, today).fields.cardNumber).toBe('PAY_CARD_BRAND');
    expect(cardCheck({ ...card, expiryMonth: '10', expiryYear: '2026' }, today).fields.expiryMonth).toBe('PAY_EXPIRY_PAST');
    expect(cardCheck({ ...card, cardNumber: '3782 822463 10005' }, today).fields.cvv).toBe('PAY_CVV_FORMAT');
    expect(cardCheck({ ...card, cvv: '000' }, today).fields.cvv).toBe('PAY_CVV_ZEROS');
    expect(cardCheck({ ...card, cardNumber: '', cvv: '' }, today).form).toBe('VLD001');
  });

  it('checks the bank account: 9-digit routing, confirmations', () => {
    const bank = { accountHolderName: 'Kagiso Molefe', accountType: 'checking' as const, routingNumber: '281467902', confirmRoutingNumber: '281467902', bankAccountNumber: '62001234', confirmBankAccountNumber: '62001234' };
    expect(bankCheck(bank)).toEqual({ fields: {}, form: null });
    expect(bankCheck({ ...bank, routingNumber: '000000000', confirmRoutingNumber: '000000000' }).fields.routingNumber).toBe('PAY_ROUTING_ZEROS');
    expect(bankCheck({ ...bank, routingNumber: '28146790', confirmRoutingNumber: '28146790' }).fields.routingNumber).toBe('PAY_ROUTING_FORMAT');
    expect(bankCheck({ ...bank, confirmBankAccountNumber: '62001235' }).fields.confirmBankAccountNumber).toBe('PAY_BANK_ACCOUNT_MISMATCH');
  });

  it('checks the guest account and its proof', () => {
    expect(guestAccountCheck({ accountNumber: '', proof: 'postCode', postCode: '', lastName: '' }).form).toBe('VLD001');
    expect(guestAccountCheck({ accountNumber: '300041526371', proof: 'postCode', postCode: '5900', lastName: '' }).fields.postCode).toBe('PAY_GUEST_POST_CODE');
    expect(guestAccountCheck({ accountNumber: '12a', proof: 'lastName', postCode: '', lastName: 'Molefe' }).fields.accountNumber).toBe('VLD_ACCOUNT_NUMBER');
    expect(guestAccountCheck({ accountNumber: '300041526371', proof: 'lastName', postCode: '', lastName: 'Molefe' })).toEqual({ fields: {}, form: null });
  });
});
