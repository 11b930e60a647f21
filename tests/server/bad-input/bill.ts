/** Bad input to the bill calls (GET {billing}/bill-details and /bill-explainer). */
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import { billingCalls } from '../../../src/domain/calls.ts';
import type { BadInputCalls, GetCall } from '../badInputCalls.ts';

export const badInput: BadInputCalls = ({ customerAuth }) => ({
  get: [billingCalls.details, billingCalls.explainer].map((call): GetCall => ({
    name: `billing${call}`,
    path: `${apiAreas.billing}${call}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371' },
    required: ['accountNumber'],
    strings: ['accountNumber', 'billNumber'],
    badValues: [{ billNumber: '4152637125' } as Record<string, string>, { billNumber: 'x1526371202601' }, { billNumber: '' }, { accountNumber: 'abc' }],
  })).concat({
    name: `billing${billingCalls.pdf}`,
    path: `${apiAreas.billing}${billingCalls.pdf}`,
    headers: customerAuth,
    valid: { accountNumber: '300041526371', language: 'EN_US' },
    required: ['accountNumber'],
    strings: ['accountNumber', 'billNumber', 'language'],
    badValues: [{ language: 'DE' }, { language: 'SP' }, { billNumber: '123' }],
    envelope: false,
  }),
  post: [],
});
