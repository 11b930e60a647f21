/** Bad-input registration of MeterInspection's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { meterInspectionCalls } from '../../../src/domain/meterInspection.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.service}${call}`;

export const badInput: BadInputCalls = ({ server, customerAuth }) => ({
  get: [
    {
      name: 'service/meter-inspection',
      path: path(meterInspectionCalls.load),
      headers: customerAuth,
      valid: { accountNumber: '300041526371' },
      required: ['accountNumber'],
      strings: ['accountNumber'],
      badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
    },
  ],
  post: [
    {
      name: 'service/meter-inspection/submit',
      path: path(meterInspectionCalls.submit),
      headers: customerAuth,
      valid: { accountNumber: '300041526371', reference: 'AB1234' },
      required: ['accountNumber', 'reference'],
      strings: ['accountNumber', 'reference'],
      wrongTypes: [{ reference: 5 }, { reference: 'x!' }, { reference: null }, { accountNumber: 300041526371 }],
      // What a refused submission must not change: the reference the load answers.
      state: async () => (await server().request({ method: 'GET', url: `${path(meterInspectionCalls.load)}?accountNumber=300041526371`, headers: customerAuth })).json(),
    },
  ],
});
