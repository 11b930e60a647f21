/** Sample history pages (catalogue, machine tests, stories, view paths). */
import type { HistoryItem, Paged } from '../../../src/domain/payment.ts';

export const sampleHistoryAccount = '1000234567';

export function billItem(month: number, overrides: Partial<HistoryItem> = {}): HistoryItem {
  const mm = String(month).padStart(2, '0');
  const next = String((month % 12) + 1).padStart(2, '0');
  return {
    type: 'bill',
    date: `2026-${mm}-07`,
    amount: 930.25 + month,
    status: 'paid',
    reference: `BL-2026${mm}-11873`,
    description: `Bill for 2026-${mm}-01 to 2026-${mm}-30`,
    dueDate: `2026-${next}-01`,
    billPeriodStart: `2026-${mm}-01`,
    billPeriodEnd: `2026-${mm}-28`,
    usageKwh: 412 + month,
    ...overrides,
  };
}

function paymentItem(day: number, overrides: Partial<HistoryItem> = {}): HistoryItem {
  const dd = String(day).padStart(2, '0');
  return {
    type: 'payment',
    date: `2026-11-${dd}`,
    amount: 450,
    status: 'completed',
    reference: `PAY-202611${dd}-4821`,
    description: 'Payment',
    convenienceFee: 11.25,
    method: 'VISA ending 4242',
    channel: 'portal',
    ...overrides,
  };
}

export function historyPage(items: HistoryItem[], page = 1, totalPages = 1, pageSize = 12): Paged<HistoryItem> {
  return { items, page, pageSize, total: totalPages === 1 ? items.length : pageSize * (totalPages - 1) + items.length, totalPages };
}

export const emptyHistoryPage: Paged<HistoryItem> = { items: [], page: 1, pageSize: 12, total: 0, totalPages: 1 };

/** Bills: page 1 of 2 (the newest still due, one part paid), page 2 of 2 (with a credit). */
export const sampleBillsPage1 = historyPage([billItem(11, { status: 'due' }), billItem(10), billItem(9, { status: 'partial' })], 1, 2);
export const sampleBillsPage2 = historyPage([billItem(8, { amount: -35.4, description: 'Credit bill' }), billItem(7)], 2, 2);

/** Payments: scheduled, completed, cancelled and failed ones. */
export const samplePaymentsPage = historyPage([
  paymentItem(28, { status: 'scheduled', description: 'Scheduled payment', date: '2026-11-28' }),
  paymentItem(21),
  paymentItem(14, { status: 'cancelled', reference: 'PAY-20261114-0937', amount: 200, convenienceFee: 0, method: 'Bank account ending 6789' }),
  paymentItem(9, { status: 'failed', reference: 'PAY-20261109-3301', amount: 75 }),
]);
