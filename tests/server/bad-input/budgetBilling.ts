/** Bad-input registration of budget billing's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { budgetBillingCalls } from '../../../src/domain/budgetBilling.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.billing}${call}`;
const account = '300041526371';

export const badInput: BadInputCalls = ({ customerAuth }) => {
  return {
    get: [
      {
        name: 'billing/budget-billing',
        path: path(budgetBillingCalls.status),
        headers: customerAuth,
        valid: { accountNumber: account },
        required: ['accountNumber'],
        strings: ['accountNumber'],
        badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
      },
    ],
    // Enrolling takes the amount the status call offers now and leaving needs a plan in force: no fixed
    // valid body exists, so their bad input is sent by their own test file.
    post: [],
    ownFile: [
      { method: 'POST', path: path(budgetBillingCalls.enrol), testedIn: './budgetBilling.test.ts' },
      { method: 'POST', path: path(budgetBillingCalls.unenrol), testedIn: './budgetBilling.test.ts' },
    ],
  };
};
