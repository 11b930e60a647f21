/** Bad-input registration of the installment plan's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { installmentPlanCalls } from '../../../src/domain/installmentPlan.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.billing}${call}`;

export const badInput: BadInputCalls = ({ customerAuth }) => ({
  get: [
    {
      name: 'billing/installment-plan',
      path: path(installmentPlanCalls.status),
      headers: customerAuth,
      valid: { accountNumber: '300041526371' },
      required: ['accountNumber'],
      strings: ['accountNumber'],
      badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
    },
  ],
  // Enrolling takes the balance the status call shows now and succeeds once: no fixed valid body
  // exists, so its bad input is sent by its own test file.
  post: [],
  ownFile: [{ method: 'POST', path: path(installmentPlanCalls.enrol), testedIn: './installmentPlan.test.ts' }],
});
