/** Bad-input registration of the payment arrangements' calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { paymentArrangementsCalls } from '../../../src/domain/paymentArrangements.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.billing}${call}`;

export const badInput: BadInputCalls = ({ customerAuth }) => ({
  get: [
    {
      name: 'billing/payment-arrangements',
      path: path(paymentArrangementsCalls.arrangements),
      headers: customerAuth,
      valid: { accountNumber: '300041526371' },
      required: ['accountNumber'],
      strings: ['accountNumber'],
      badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
    },
  ],
  // The day an extension may reach depends on the current bill's due date, and a bill is extended
  // once: its bad input is sent by its own test file.
  post: [],
  ownFile: [{ method: 'POST', path: path(paymentArrangementsCalls.requestExtension), testedIn: './installmentPlan.test.ts' }],
});
