/** Bad-input registration of paperless billing and bill format (tests/server/bad-input.test.ts runs every file of this folder). */
import { paperlessCalls } from '../../../src/domain/paperless.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.accountManagement}${call}`;
const account = '300041526371';

export const badInput: BadInputCalls = ({ server, customerAuth }) => {
  // What a refused change must not change: the setting the load answers.
  const state = async () => (await server().request({ method: 'GET', url: `${path(paperlessCalls.load)}?accountNumber=${account}`, headers: customerAuth })).json();
  return {
    get: [
      {
        name: 'account/billing-preferences',
        path: path(paperlessCalls.load),
        headers: customerAuth,
        valid: { accountNumber: account },
        required: ['accountNumber'],
        strings: ['accountNumber'],
        badValues: [{ accountNumber: 'abc' }, { accountNumber: '' }],
      },
    ],
    post: [
      {
        name: 'account/setPaperless',
        path: path(paperlessCalls.setPaperless),
        headers: customerAuth,
        valid: { accountNumber: account, isEnable: true },
        required: ['accountNumber', 'isEnable'],
        strings: ['accountNumber'],
        wrongTypes: [{ isEnable: 'yes' }, { isEnable: 1 }, { isEnable: null }, { accountNumber: 300041526371 }],
        state,
      },
      {
        name: 'account/billFormat',
        path: path(paperlessCalls.billFormat),
        headers: customerAuth,
        valid: { accountNumber: account, customerNumber: '1041526371', isBFSEligible: 1 },
        required: ['accountNumber', 'customerNumber', 'isBFSEligible'],
        strings: ['accountNumber', 'customerNumber'],
        wrongTypes: [{ isBFSEligible: 2 }, { isBFSEligible: '1' }, { isBFSEligible: true }, { customerNumber: 'abc' }],
        state,
      },
    ],
  };
};
