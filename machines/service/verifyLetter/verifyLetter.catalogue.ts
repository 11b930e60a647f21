/** Catalogue entry of the letter check: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleLetterFacts, sampleLetterOfCreditReceipt } from '../letterOfCredit/letterOfCredit.fixtures.ts';
import { verifyLetterMachine } from './verifyLetter.machine.ts';

export const verifyLetterEntry = entry({
  id: 'verifyLetter',
  title: 'Check a letter',
  description:
    'Check a letter (/VerificationService): its reference and code as printed, checked against their rules, looked up; a match shows the facts it was issued with, no match says so whichever is wrong.',
  machine: verifyLetterMachine,
  kind: 'flow',
  view: 'src/features/service/verifyLetter/VerifyLetterPage.tsx',
  scenarios: [
    { label: 'empty form', input: { reference: '', code: '' } },
    { label: 'from a link with the reference and code', input: { reference: sampleLetterOfCreditReceipt.reference, code: sampleLetterOfCreditReceipt.code } },
  ],
  events: [
    { type: 'verify.reference', reference: 'ltr-7k3q9m' },
    { type: 'verify.reference', reference: 'LTR-12' },
    { type: 'verify.code', code: 'h4xp2wqr' },
    { type: 'verify.submit' },
    { type: 'verify.another' },
  ],
  outcomes: {
    verifyLetter: [
      resolves('verifyLetter', { ...sampleLetterOfCreditReceipt, facts: sampleLetterFacts }, 'resolve: a match'),
      rejects('verifyLetter', callFailure('LETTER_NOT_FOUND', 'No letter matches this reference and code.'), 'reject: no match'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.reference, s.context.code, s.context.referenceError, s.context.codeError, s.context.failure?.msgcode ?? null]),
});
