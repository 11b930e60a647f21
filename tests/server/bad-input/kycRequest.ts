/** Bad-input registration of the KYC request's call (tests/server/bad-input.test.ts runs every file of this folder). */
import { kycCalls } from '../../../src/domain/kyc.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

export const badInput: BadInputCalls = () => ({
  get: [],
  post: [],
  // Its body names uploads made first (the caller's own, or a visitor's from this address).
  ownFile: [{ method: 'POST', path: `${apiAreas.service}${kycCalls.submit}`, testedIn: './kyc.test.ts' }],
});
