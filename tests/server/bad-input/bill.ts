/** Bad input to the bill calls (GET {billing}/bill-details, /bill-explainer, /bill-pdf) and the history downloads (/history-export). */
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import { billingCalls } from '../../../src/domain/calls.ts';
import type { BadInputCalls, GetCall } from '../badInputCalls.ts';

export const badInput: BadInputCalls = ({ customerAuth }) => {
  const bill = [billingCalls.details, billingCalls.explainer].map(
    (call): GetCall => ({
      name: `billing${call}`,
      path: `${apiAreas.billing}${call}`,
      headers: customerAuth,
      valid: { accountNumber: '300041526371' },
      required: ['accountNumber'],
      strings: ['accountNumber', 'billNumber'],
      badValues: [{ billNumber: '4152637125' }, { billNumber: 'x1526371202601' }, { billNumber: '' }, { accountNumber: 'abc' }],
    }),
  );
  const pdf: GetCall = {
    name: `billing${billingCalls.pdf}`,
    path: `${apiAreas.billing}${billingCalls.pdf}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371', language: 'EN_US' },
    required: ['accountNumber'],
    strings: ['accountNumber', 'billNumber', 'language'],
    badValues: [{ language: 'DE' }, { language: 'SP' }, { billNumber: '123' }],
    envelope: false,
  };
  const historyExport: GetCall = {
    name: `billing${billingCalls.historyExport}`,
    path: `${apiAreas.billing}${billingCalls.historyExport}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371', type: 'bill', format: 'csv', from: '2025-01-01', to: '2025-12-31' },
    required: ['accountNumber', 'type', 'format'],
    strings: ['accountNumber', 'type', 'format', 'from', 'to'],
    badValues: [{ format: 'pdf' }, { type: 'bills' }, { from: '2025-13-01' }, { to: '31/12/2025' }, { to: '2025-01-01', from: '2026-01-01' }],
    envelope: false,
  };
  return { get: [...bill, pdf, historyExport], post: [] };
};
