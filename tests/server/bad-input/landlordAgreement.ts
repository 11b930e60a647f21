/** Bad-input registration of Landlord agreement's calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { landlordAgreementCalls } from '../../../src/domain/landlordAgreement.ts';
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.service}${call}`;

export const badInput: BadInputCalls = ({ customerAuth }) => ({
  post: [],
  get: [{ name: 'service/landlord-agreement', path: path(landlordAgreementCalls.load), headers: customerAuth, valid: {} }],
  // Only a landlord (demo.landlord) signs: its bad bodies are sent in the flow's own test, signed in as one.
  ownFile: [{ method: 'POST', path: path(landlordAgreementCalls.submit), testedIn: './landlord-agreement.test.ts' }],
});
