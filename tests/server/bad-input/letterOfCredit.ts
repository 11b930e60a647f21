/** Bad-input registration of LetterOfCredit's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { letterOfCreditCalls } from '../../../src/domain/letterOfCredit.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.service}${call}`;

export const badInput: BadInputCalls = ({ server, customerAuth }) => ({
  get: [
    {
      name: 'service/letter-of-credit',
      path: path(letterOfCreditCalls.load),
      headers: customerAuth,
      valid: { accountNumber: '300041526371' },
      required: ['accountNumber'],
      strings: ['accountNumber'],
      badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
    },
  ],
  post: [
    {
      name: 'service/letter-of-credit/submit',
      path: path(letterOfCreditCalls.submit),
      headers: customerAuth,
      valid: { accountNumber: '300041526371', reference: 'AB1234' },
      required: ['accountNumber', 'reference'],
      strings: ['accountNumber', 'reference'],
      wrongTypes: [{ reference: 5 }, { reference: 'x!' }, { reference: null }, { accountNumber: 300041526371 }],
      // What a refused submission must not change: the reference the load answers.
      state: async () => (await server().request({ method: 'GET', url: `${path(letterOfCreditCalls.load)}?accountNumber=300041526371`, headers: customerAuth })).json(),
    },
  ],
});
