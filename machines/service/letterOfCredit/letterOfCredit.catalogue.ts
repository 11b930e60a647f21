/** Catalogue entry of letters of credit and of service: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { invalidLetterAddressee, sampleLetterOfCreditAccount, sampleLetterOfCreditReceipt, sampleLetterOfCreditRecord, validLetterAddressee } from './letterOfCredit.fixtures.ts';
import { letterOfCreditMachine } from './letterOfCredit.machine.ts';

export const letterOfCreditEntry = entry({
  id: 'letterOfCredit',
  title: 'Letter of credit or of service',
  description:
    'Letter of credit or of service (/LetterOfCredit): the facts a letter would state, its kind and addressee (checked against the rule), issued with a reference and a verification code, then its PDF; a failed load, request or download says why and offers Try again.',
  machine: letterOfCreditMachine,
  kind: 'flow',
  view: 'src/features/service/letterOfCredit/LetterOfCreditPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleLetterOfCreditAccount, language: 'EN_US' } }],
  events: [
    { type: 'letterOfCredit.kind', kind: 'serviceAtAddress' },
    { type: 'letterOfCredit.addressee', addressee: validLetterAddressee },
    { type: 'letterOfCredit.addressee', addressee: invalidLetterAddressee },
    { type: 'letterOfCredit.submit' },
    { type: 'letterOfCredit.retry' },
    { type: 'letterOfCredit.download' },
    { type: 'letterOfCredit.another' },
  ],
  outcomes: {
    loadLetterOfCredit: [resolves('loadLetterOfCredit', sampleLetterOfCreditRecord, 'resolve: the facts of the account'), rejects('loadLetterOfCredit', callFailure('NETWORK'), 'reject: network down')],
    submitLetterOfCredit: [resolves('submitLetterOfCredit', sampleLetterOfCreditReceipt, 'resolve: issued'), rejects('submitLetterOfCredit', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    downloadLetter: [resolves('downloadLetter', undefined, 'resolve: saved'), rejects('downloadLetter', callFailure('NETWORK'), 'reject: network down')],
  },
  // Guards read the typed addressee; the view shows the kind, the field rule and the failures.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.kind, s.context.addressee, s.context.addresseeError, s.context.failure?.msgcode ?? null, s.context.pdfFailure?.msgcode ?? null]),
});
