/** Bad-input registration of Text To Pay's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { textToPayCalls } from '../../../src/domain/textToPay.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.textToPay}${call}`;
const account = '300041526371';

export const badInput: BadInputCalls = ({ customerAuth }) => {
  return {
    // Calls that need something made first (a saved bank account's token, an enrolment, a texted link): their bad input is in tests/server/textToPay.test.ts.
    ownFile: [
      { method: 'POST', path: path(textToPayCalls.enroll), testedIn: 'textToPay.test.ts' },
      { method: 'POST', path: path(textToPayCalls.resend), testedIn: 'textToPay.test.ts' },
      { method: 'POST', path: path(textToPayCalls.unenroll), testedIn: 'textToPay.test.ts' },
      { method: 'GET', path: path(textToPayCalls.link), testedIn: 'textToPay.test.ts' },
      { method: 'POST', path: path(textToPayCalls.pay), testedIn: 'textToPay.test.ts' },
    ],
    get: [
      {
        name: 'texttopay/detail',
        path: path(textToPayCalls.detail),
        headers: customerAuth,
        valid: { accountNumber: account },
        required: ['accountNumber'],
        strings: ['accountNumber'],
        badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
      },
    ],
    post: [
    ],
  };
};
