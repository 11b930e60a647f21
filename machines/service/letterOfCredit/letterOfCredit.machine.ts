import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isLetterAddressee, letterCodes, type LetterOfCreditReceipt, type LetterOfCreditRecord } from '../../../src/domain/letterOfCredit.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { LetterOfCreditContext, LetterOfCreditEvent, LetterOfCreditInput, LetterOfCreditStepId, LetterOfCreditSubmitInput, LetterOfCreditTag, LetterPdfRequest } from './letterOfCredit.types.ts';

/** The step tracker: the letter's details, then the letter. */
export const letterOfCreditSteps = defineSteps([
  { id: 'details', labelId: 'service.letterOfCredit.step.details' },
  { id: 'done', labelId: 'service.letterOfCredit.step.done' },
] as const satisfies readonly { id: LetterOfCreditStepId; labelId: string }[]);

/**
 * Letter of credit or of service (/LetterOfCredit; issue 15): shows what a letter of the account
 * would say today, takes its kind (the account's standing, or the service at its address) and who it
 * is for, issues it, then offers its PDF with the reference and the code anyone checks it with on
 * /VerificationService. A failed load offers Try again; a failed request keeps what was chosen and
 * typed; a failed download keeps the letter and tries again.
 */
export const letterOfCreditMachine = setup({
  types: {
    context: {} as LetterOfCreditContext,
    events: {} as LetterOfCreditEvent,
    input: {} as LetterOfCreditInput,
    tags: {} as LetterOfCreditTag,
  },
  actors: {
    loadLetterOfCredit: fromPromise<LetterOfCreditRecord, { accountNumber: string }>(notProvided('loadLetterOfCredit')),
    submitLetterOfCredit: fromPromise<LetterOfCreditReceipt, LetterOfCreditSubmitInput>(notProvided('submitLetterOfCredit')),
    downloadLetter: fromPromise<void, LetterPdfRequest>(notProvided('downloadLetter')),
  },
  guards: {
    isAddresseeValid: ({ context }) => isLetterAddressee(context.addressee),
  },
  actions: {
    storeKind: assign(({ event }) => {
      assertEvent(event, 'letterOfCredit.kind');
      return { kind: event.kind };
    }),
    storeAddressee: assign(({ event }) => {
      assertEvent(event, 'letterOfCredit.addressee');
      return { addressee: event.addressee, addresseeError: null };
    }),
    markAddresseeInvalid: assign({ addresseeError: letterCodes.addressee }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'letterOfCredit',
  description: 'A letter of credit or of service for the selected account: its kind and addressee, issued with a reference and a verification code, then its PDF.',
  context: ({ input }) => ({ ...input, record: null, kind: 'accountStanding', addressee: '', addresseeError: null, failure: null, receipt: null, pdfFailure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading what a letter of the account would say today.',
      tags: ['loading', 'step:details'],
      invoke: {
        id: 'loadLetterOfCredit',
        src: 'loadLetterOfCredit',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ record: event.output })), description: 'The facts a letter would state, and the form.' },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })), description: 'Nothing to show: the message and Try again.' },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed', 'step:details'],
      on: { 'letterOfCredit.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    editing: {
      description: 'The kind of letter (account standing by default), who it is for, and the facts it will state.',
      tags: ['step:details'],
      on: {
        'letterOfCredit.kind': { actions: 'storeKind', description: 'The user chose the kind of letter.' },
        'letterOfCredit.addressee': { actions: 'storeAddressee', description: 'The user types who the letter is for.' },
        'letterOfCredit.submit': [
          { guard: 'isAddresseeValid', target: 'submitting', actions: 'clearFailure', description: 'The addressee keeps the rule (or is empty): the letter is asked for.' },
          { actions: 'markAddresseeInvalid', description: 'The addressee breaks the rule: the field says why; nothing is sent.' },
        ],
      },
    },
    submitting: {
      description: 'The letter is being issued; the form waits.',
      tags: ['busy', 'step:details'],
      invoke: {
        id: 'submitLetterOfCredit',
        src: 'submitLetterOfCredit',
        input: ({ context }) => ({ accountNumber: context.accountNumber, kind: context.kind, addressee: context.addressee.trim(), language: context.language }),
        onDone: { target: 'issued', actions: assign(({ event }) => ({ receipt: event.output })), description: 'Issued: its reference, its code and the PDF.' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'Refused or failed: the form keeps the choice and the addressee and says why; the same button tries again.',
        },
      },
    },
    issued: {
      description: 'The letter: its reference and verification code, the PDF to download, and where anyone checks it.',
      tags: ['step:done'],
      initial: 'ready',
      on: {
        'letterOfCredit.another': {
          target: '#letterOfCredit.editing',
          actions: assign({ receipt: null, pdfFailure: null, addressee: '', addresseeError: null }),
          description: 'Another letter: the form again, with the facts already read.',
        },
      },
      states: {
        ready: {
          description: 'The PDF can be downloaded (again).',
          on: { 'letterOfCredit.download': { target: 'downloading', actions: assign({ pdfFailure: null }), description: 'The user asked for the PDF.' } },
        },
        downloading: {
          description: 'The PDF is being fetched and handed to the browser.',
          tags: ['pdfBusy'],
          invoke: {
            id: 'downloadLetter',
            src: 'downloadLetter',
            input: ({ context }) => ({ reference: context.receipt?.reference ?? '', language: context.language }),
            onDone: { target: 'ready', description: 'Saved by the browser.' },
            onError: { target: 'ready', actions: assign(({ event }) => ({ pdfFailure: toCallFailure(event.error) })), description: 'The PDF did not come: the message; the button tries again.' },
          },
        },
      },
    },
  },
});
