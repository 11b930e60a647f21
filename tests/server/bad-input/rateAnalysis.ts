/** Bad-input registration of RateAnalysis's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { rateAnalysisCalls } from '../../../src/domain/rateAnalysis.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.billing}${call}`;

export const badInput: BadInputCalls = ({ customerAuth }) => ({
  get: [
    {
      name: 'billing/rate-analysis',
      path: path(rateAnalysisCalls.load),
      headers: customerAuth,
      valid: { accountNumber: '300041526371' },
      required: ['accountNumber'],
      strings: ['accountNumber'],
      badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
    },
  ],
  post: [],
});
