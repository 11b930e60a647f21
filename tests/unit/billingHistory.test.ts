import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sampleScheduledPayments } from '../../machines/payment/scheduledPayments/scheduledPayments.fixtures.ts';
import { billingHistoryQuerySchema, billingHistoryTabOf, historyTypeOfTab, scheduledPaymentsOfAccount } from '../../src/domain/billingHistory.ts';
import { fieldMessages } from '../../src/domain/errors.ts';

describe('billing history tabs', () => {
  it('no tab is the bills; a known tab in any case; an unknown one is null', () => {
    expect(billingHistoryTabOf(undefined)).toBe('bills');
    expect(billingHistoryTabOf('')).toBe('bills');
    expect(billingHistoryTabOf('Payments')).toBe('payments');
    expect(billingHistoryTabOf(' scheduled ')).toBe('scheduled');
    expect(billingHistoryTabOf('tokens')).toBeNull();
    expect(historyTypeOfTab).toEqual({ bills: 'bill', payments: 'payment' });
  });
});

describe('history query', () => {
  it('takes an optional type, bill or payment, refused with its own code otherwise', () => {
    expect(v.safeParse(billingHistoryQuerySchema, { accountNumber: '300041526371', type: 'bill', page: '2' }).success).toBe(true);
    expect(v.safeParse(billingHistoryQuerySchema, { accountNumber: '300041526371' }).success).toBe(true);
    const refused = v.safeParse(billingHistoryQuerySchema, { accountNumber: '300041526371', type: 'bills' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('VLD_HISTORY_TYPE');
    expect(fieldMessages.VLD_HISTORY_TYPE).toBeTruthy();
  });
});

describe('scheduled payments of one account', () => {
  it("keeps the account's own, soonest first", () => {
    const reversed = [...sampleScheduledPayments].reverse();
    expect(scheduledPaymentsOfAccount(reversed, '1000234567').map((payment) => payment.paymentDate)).toEqual(['2026-11-28', '2026-12-15']);
    expect(scheduledPaymentsOfAccount(reversed, '1000987654')).toHaveLength(1);
    expect(scheduledPaymentsOfAccount(reversed, '1')).toEqual([]);
  });
});
