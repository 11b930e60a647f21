/** Bad-input registration of the usage alerts' calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { usageAlertsCalls } from '../../../src/domain/usageAlerts.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.usage}${call}`;

export const badInput: BadInputCalls = ({ server, customerAuth }) => ({
  get: [
    {
      name: 'usage/usage-alerts',
      path: path(usageAlertsCalls.load),
      headers: customerAuth,
      valid: { accountNumber: '300041526371' },
      required: ['accountNumber'],
      strings: ['accountNumber'],
      badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
    },
  ],
  post: [
    {
      name: 'usage/usage-alerts/save',
      path: path(usageAlertsCalls.save),
      headers: customerAuth,
      valid: { accountNumber: '300041526371', dailyThreshold: 25, monthlyBudget: null },
      required: ['accountNumber', 'dailyThreshold', 'monthlyBudget'],
      strings: ['accountNumber'],
      wrongTypes: [
        { dailyThreshold: '25' },
        { dailyThreshold: 0 },
        { dailyThreshold: -3 },
        { dailyThreshold: 12.345 },
        { dailyThreshold: 100000 },
        { monthlyBudget: 0 },
        { monthlyBudget: 800.001 },
        { monthlyBudget: true },
        { accountNumber: 300041526371 },
      ],
      // What a refused save must not change: the settings the load answers.
      state: async () => (await server().request({ method: 'GET', url: `${path(usageAlertsCalls.load)}?accountNumber=300041526371`, headers: customerAuth })).json(),
    },
  ],
});
