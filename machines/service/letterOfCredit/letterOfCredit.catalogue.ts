/** Catalogue entry of LetterOfCredit: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { invalidLetterOfCreditReference, sampleLetterOfCreditAccount, sampleLetterOfCreditReceipt, sampleLetterOfCreditRecord, validLetterOfCreditReference } from './letterOfCredit.fixtures.ts';
import { letterOfCreditMachine } from './letterOfCredit.machine.ts';

export const letterOfCreditEntry = entry({
  id: 'letterOfCredit',
  title: 'LetterOfCredit',
  description: 'LetterOfCredit (/LetterOfCredit): one reference, checked against its rule, submitted and confirmed; a failed load or submission says why and offers Try again.',
  machine: letterOfCreditMachine,
  kind: 'flow',
  view: 'src/features/service/letterOfCredit/LetterOfCreditPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleLetterOfCreditAccount } }],
  events: [
    { type: 'letterOfCredit.change', reference: validLetterOfCreditReference },
    { type: 'letterOfCredit.change', reference: invalidLetterOfCreditReference },
    { type: 'letterOfCredit.submit' },
    { type: 'letterOfCredit.retry' },
  ],
  outcomes: {
    loadLetterOfCredit: [resolves('loadLetterOfCredit', sampleLetterOfCreditRecord, 'resolve: nothing submitted yet'), rejects('loadLetterOfCredit', callFailure('NETWORK'), 'reject: network down')],
    submitLetterOfCredit: [resolves('submitLetterOfCredit', sampleLetterOfCreditReceipt, 'resolve: accepted'), rejects('submitLetterOfCredit', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  // Guards read the typed reference; the view shows the field rule and the failure.
  serializeState: (s) => JSON.stringify([s.value, s.context.reference, s.context.referenceError, s.context.failure?.msgcode ?? null]),
});
