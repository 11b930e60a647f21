/** Bad-input registration of Other service's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { otherServiceCalls } from '../../../src/domain/otherService.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import { addDaysIso, isoDay } from '../../../src/domain/format.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.service}${call}`;

export const badInput: BadInputCalls = ({ server, customerAuth }) => ({
  get: [
    {
      name: 'service/other-service',
      path: path(otherServiceCalls.load),
      headers: customerAuth,
      valid: { accountNumber: '300041526371' },
      required: ['accountNumber'],
      strings: ['accountNumber'],
      badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
    },
  ],
  post: [
    {
      name: 'service/other-service/submit',
      path: path(otherServiceCalls.submit),
      headers: customerAuth,
      valid: { accountNumber: '300041526371', orderType: 'METER', taskType: 'TEST_METER', startDate: addDaysIso(isoDay(new Date()), 7), message: 'Please test the meter.' },
      required: ['accountNumber', 'orderType', 'taskType', 'startDate', 'message'],
      strings: ['accountNumber'],
      wrongTypes: [{ accountNumber: 300041526371 }],
      // What a refused submission must not change: the customer's requests.
      state: async () => (await server().request({ method: 'GET', url: path('/requests'), headers: customerAuth })).json(),
    },
  ],
});
