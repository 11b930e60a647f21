/**
 * Sample data of the current bill (catalogue, machine tests, stories, view paths): demo.customer's
 * home account, 612 kWh on the Domestic tariff with a meter test fee; the explainer's parts add up
 * to each difference.
 */
import type { BillDetails, BillExplainerData } from '../../../src/domain/bill.ts';

export const sampleViewBillAccount = '300041526371';

export const sampleBill: BillDetails = {
  accountNumber: sampleViewBillAccount,
  serviceAddress: 'Plot 2231, Moremi Road, Extension 12, Gaborone, GA 00267',
  customerName: 'Kagiso Molefe',
  billNumber: '41526371202611',
  billDate: '2026-11-22',
  dueDate: '2026-12-13',
  periodStart: '2026-10-22',
  periodEnd: '2026-11-21',
  days: 31,
  tariffName: 'Domestic',
  usageKwh: 612,
  estimated: false,
  previousBalance: 902.14,
  paymentsReceived: 902.14,
  balanceForward: 0,
  lines: [
    { kind: 'energy', code: 'block1', quantity: 200, rate: 118, amount: 236 },
    { kind: 'energy', code: 'block2', quantity: 412, rate: 152, amount: 626.24 },
    { kind: 'fixed', code: 'serviceCharge', quantity: null, rate: null, amount: 32.5 },
    { kind: 'levy', code: 'electrificationLevy', quantity: 612, rate: 4, amount: 24.48 },
    { kind: 'oneOff', code: 'meterTestFee', quantity: null, rate: null, amount: 85 },
    { kind: 'tax', code: 'vat', quantity: null, rate: 14, amount: 140.59 },
  ],
  currentCharges: 1144.81,
  totalOnBill: 1144.81,
  amountDue: 1144.81,
  pastDueAmount: 0,
  balance: 1144.81,
  isPastDue: false,
  canPay: true,
  autoPay: { enrolled: true, date: '2026-12-13', last4: '6789' },
  usageHistory: [
    ['2025-11', 590], ['2025-12', 601], ['2026-01', 640], ['2026-02', 598], ['2026-03', 541], ['2026-04', 505], ['2026-05', 548],
    ['2026-06', 661], ['2026-07', 717], ['2026-08', 655], ['2026-09', 526], ['2026-10', 560], ['2026-11', 612],
  ].map(([month, kwh]) => ({ month: String(month), periodEnd: `${String(month)}-21`, kwh: Number(kwh), estimated: month === '2026-08' })),
};

/** A past-due bill in credit after a payment larger than the amount due. */
export const sampleCreditBill: BillDetails = { ...sampleBill, amountDue: 0, balance: -25, canPay: false, estimated: true, autoPay: null };
export const samplePastDueBill: BillDetails = { ...sampleBill, balanceForward: 310.4, previousBalance: 620.8, paymentsReceived: 310.4, totalOnBill: 1455.21, amountDue: 1455.21, pastDueAmount: 310.4, balance: 1455.21, isPastDue: true, autoPay: { enrolled: false } };

export const sampleExplainer: BillExplainerData = {
  billNumber: sampleBill.billNumber,
  estimated: false,
  comparisons: [
    {
      against: 'previous',
      earlier: { billNumber: '41526371202610', periodStart: '2026-09-22', periodEnd: '2026-10-21', days: 30, kwh: 560, degreeDays: 31.2, charges: 902.14, estimated: false },
      later: { billNumber: sampleBill.billNumber, periodStart: '2026-10-22', periodEnd: '2026-11-21', days: 31, kwh: 612, degreeDays: 40.6, charges: 1144.81, estimated: false },
      difference: 242.67,
      parts: [
        { code: 'usage', amount: 44.12 },
        { code: 'days', amount: 32.33 },
        { code: 'weather', amount: 69.32 },
        { code: 'rates', amount: 0 },
        { code: 'oneOff', amount: 96.9 },
      ],
    },
    {
      against: 'lastYear',
      earlier: { billNumber: '41526371202511', periodStart: '2025-10-22', periodEnd: '2025-11-21', days: 31, kwh: 590, degreeDays: 36.4, charges: 1021.97, estimated: false },
      later: { billNumber: sampleBill.billNumber, periodStart: '2026-10-22', periodEnd: '2026-11-21', days: 31, kwh: 612, degreeDays: 40.6, charges: 1144.81, estimated: false },
      difference: 122.84,
      parts: [
        { code: 'usage', amount: -24 },
        { code: 'days', amount: 0 },
        { code: 'weather', amount: 30 },
        { code: 'rates', amount: 19.94 },
        { code: 'oneOff', amount: 96.9 },
      ],
    },
  ],
  projection: { periodStart: '2026-11-22', periodEnd: '2026-12-21', daysSoFar: 4, usageSoFarKwh: 78.4, projectedKwh: 588, projectedAmount: 1003.41, estimated: true },
};
