/** Bad-input registration of the payment locations call (tests/server/bad-input.test.ts runs every file of this folder). */
import { paymentLocationsCalls } from '../../../src/domain/paymentLocations.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.payment}${call}`;

export const badInput: BadInputCalls = () => ({
  get: [
    {
      name: 'payment/locations',
      path: path(paymentLocationsCalls.list),
      valid: { town: 'Maun' },
      strings: ['town'],
      badValues: [{ town: 'Atlantis' }, { town: '' }, { town: 'maun' }],
    },
  ],
  post: [],
});
