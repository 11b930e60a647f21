/** Bad-input registration of the letter calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { count } from 'drizzle-orm';
import * as t from '../../../server/db/schema.ts';
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
      valid: { accountNumber: '300041526371', kind: 'accountStanding', addressee: '', language: 'EN_US' },
      required: ['accountNumber', 'kind', 'addressee', 'language'],
      // addressee: an oversize one is refused with its own code (LETTER_ADDRESSEE), tested in letterOfCredit.test.ts.
      strings: ['accountNumber'],
      wrongTypes: [{ kind: 'credit' }, { kind: 5 }, { addressee: null }, { language: 'DE' }, { accountNumber: 300041526371 }],
      // What a refused request must not write: a letter.
      state: async () => (await server().db.select({ n: count() }).from(t.serviceLetters))[0]?.n,
    },
  ],
  // The PDF and the check need a letter issued first: their bad input is tested beside them.
  ownFile: [
    { method: 'GET', path: path(letterOfCreditCalls.pdf), testedIn: './letterOfCredit.test.ts' },
    { method: 'POST', path: path(letterOfCreditCalls.verify), testedIn: './letterOfCredit.test.ts' },
  ],
});
