import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { isLetterCode, isLetterReference, letterCodes, normaliseLetterCode, normaliseLetterReference, type LetterVerification } from '../../../src/domain/letterOfCredit.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import type { VerifyLetterContext, VerifyLetterEvent, VerifyLetterInput, VerifyLetterRequest, VerifyLetterTag } from './verifyLetter.types.ts';

/**
 * Check a letter (/VerificationService; issue 15): anyone holding a letter of credit or of service
 * types its reference and code, as printed; a match shows the facts the letter was issued with, so a
 * changed letter shows itself. A wrong reference and a wrong code get the same answer, and checks are
 * counted per address on the server, so codes cannot be guessed.
 */
export const verifyLetterMachine = setup({
  types: {
    context: {} as VerifyLetterContext,
    events: {} as VerifyLetterEvent,
    input: {} as VerifyLetterInput,
    tags: {} as VerifyLetterTag,
  },
  actors: {
    verifyLetter: fromPromise<LetterVerification, VerifyLetterRequest>(notProvided('verifyLetter')),
  },
  guards: {
    isReferenceValid: ({ context }) => isLetterReference(context.reference),
    isCodeValid: ({ context }) => isLetterCode(context.code),
  },
  actions: {
    storeReference: assign(({ event }) => {
      assertEvent(event, 'verify.reference');
      return { reference: event.reference, referenceError: null };
    }),
    storeCode: assign(({ event }) => {
      assertEvent(event, 'verify.code');
      return { code: event.code, codeError: null };
    }),
    markFieldErrors: assign(({ context }) => ({
      referenceError: isLetterReference(context.reference) ? null : letterCodes.reference,
      codeError: isLetterCode(context.code) ? null : letterCodes.code,
    })),
  },
}).createMachine({
  id: 'verifyLetter',
  description: 'Check a letter by its reference and verification code: the facts it was issued with, or the same "no match" whichever is wrong.',
  context: ({ input }) => ({ ...input, referenceError: null, codeError: null, failure: null, letter: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The reference and the code as printed on the letter; a failed check says why and keeps both.',
      tags: ['form'],
      on: {
        'verify.reference': { actions: 'storeReference', description: 'The user types the reference.' },
        'verify.code': { actions: 'storeCode', description: 'The user types the code.' },
        'verify.submit': [
          { guard: and(['isReferenceValid', 'isCodeValid']), target: 'checking', actions: assign({ failure: null }), description: 'Both keep their rules: the letter is looked up.' },
          { actions: 'markFieldErrors', description: 'A field breaks its rule: it says why; nothing is sent.' },
        ],
      },
    },
    checking: {
      description: 'The letter is being looked up; the form waits.',
      tags: ['form', 'busy'],
      invoke: {
        id: 'verifyLetter',
        src: 'verifyLetter',
        input: ({ context }) => ({ reference: normaliseLetterReference(context.reference), code: normaliseLetterCode(context.code) }),
        onDone: { target: 'verified', actions: assign(({ event }) => ({ letter: event.output })), description: 'A match: the letter’s facts.' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'No match, too many checks or no answer: the form keeps both and says why.',
        },
      },
    },
    verified: {
      description: 'The letter is genuine: its kind, date, addressee and the facts it states.',
      tags: ['verified'],
      on: {
        'verify.another': {
          target: 'editing',
          actions: assign({ reference: '', code: '', letter: null, failure: null }),
          description: 'Check another letter: an empty form.',
        },
      },
    },
  },
});
