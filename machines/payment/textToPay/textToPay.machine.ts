import { assign, fromPromise, setup } from 'xstate';
import { mobileNumberIssue, textToPayConsentCode, type TextToPayStatus } from '../../../src/domain/textToPay.ts';
import { failureParams, notProvided, toCallFailure, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { TextToPayContext, TextToPayEnrolInput, TextToPayEvent, TextToPayForm, TextToPayFormErrors, TextToPayInput, TextToPayStepId, TextToPayTag } from './textToPay.types.ts';

/** The step tracker: the details (mobile number, consent, bank account), then the confirmation. */
export const textToPaySteps = defineSteps([
  { id: 'details', labelId: 'payment.textToPay.step.details' },
  { id: 'done', labelId: 'payment.textToPay.step.done' },
] as const satisfies readonly { id: TextToPayStepId; labelId: string }[]);

/** The form's field codes as typed (empty when it can be sent). */
export function formIssues(form: TextToPayForm, status: TextToPayStatus | null): TextToPayFormErrors {
  const errors: TextToPayFormErrors = {};
  const mobile = mobileNumberIssue(form.mobileNumber);
  if (mobile) errors.mobileNumber = mobile;
  if (!form.consent) errors.consent = textToPayConsentCode;
  if (!status?.bankAccounts.some((method) => method.paymentTokenId === form.bankToken)) errors.bankToken = 'PAY_SAVED_METHOD_REQUIRED';
  return errors;
}

/** The form as it opens: the enrolled bank account (a change), else the default bank account; the number typed again. */
function formOf(status: TextToPayStatus | null): TextToPayForm {
  const banks = status?.bankAccounts ?? [];
  const enrolled = banks.find((method) => method.paymentTokenId === status?.enrolment?.paymentTokenId);
  const preferred = enrolled ?? banks.find((method) => method.isDefault) ?? (banks.length === 1 ? banks[0] : undefined);
  return { mobileNumber: '', consent: false, bankToken: preferred?.paymentTokenId ?? '' };
}

function notice(context: TextToPayContext, kind: 'enrolled' | 'resent' | 'unenrolled') {
  return { kind, seq: (context.notice?.seq ?? 0) + 1 };
}

/**
 * Text To Pay (/TextToPay, /EnrollTextToPay; document 1 sections 1-3, document 2 sections 6-8): the
 * account's enrolment (the masked mobile number, the bank account, when the last link was texted);
 * with the text-to-pay right, enrol (or change) - a mobile number by document 2's phone rules, the
 * consent to receive texts and one of the saved bank accounts - then the confirmation; resend the
 * pay-by-text link; unenrol behind a confirmation. A refusal keeps what was typed and says why; a
 * failed read offers Try again.
 */
export const textToPayMachine = setup({
  types: {
    context: {} as TextToPayContext,
    events: {} as TextToPayEvent,
    input: {} as TextToPayInput,
    tags: {} as TextToPayTag,
  },
  actors: {
    loadDetail: fromPromise<TextToPayStatus, { accountNumber: string }>(notProvided('loadDetail')),
    enrolTextToPay: fromPromise<TextToPayStatus, TextToPayEnrolInput>(notProvided('enrolTextToPay')),
    resendLink: fromPromise<TextToPayStatus, { accountNumber: string }>(notProvided('resendLink')),
    unenrolTextToPay: fromPromise<TextToPayStatus, { accountNumber: string }>(notProvided('unenrolTextToPay')),
  },
  guards: {
    wantsForm: ({ context }) => context.startWithForm && context.canEdit,
    mayEnrol: ({ context }) => context.canEdit,
    isEnrolledAndAllowed: ({ context }) => context.canEdit && Boolean(context.status?.enrolled),
    isFormValid: ({ context }) => Object.keys(formIssues(context.form, context.status)).length === 0,
  },
  actions: {
    openForm: assign(({ context }) => ({ form: formOf(context.status), errors: {}, actionFailure: null })),
    storeActionFailure: assign((_, { failure }: FailureParams) => ({ actionFailure: failure })),
  },
}).createMachine({
  id: 'textToPay',
  description: 'Text To Pay on the selected account: the enrolment, enrol or change, resend the link, unenrol.',
  context: ({ input }) => ({ ...input, status: null, form: formOf(null), errors: {}, failure: null, actionFailure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the enrolment, the saved bank accounts and the amount due.',
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ status: event.output })), description: 'The detail is known.' },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'The detail could not be had: the message and Try again.',
        },
      },
    },
    loaded: {
      description: '/EnrollTextToPay opens the form at once (with the right); /TextToPay shows the enrolment.',
      always: [
        { guard: 'wantsForm', target: 'editing', actions: 'openForm', description: 'The enrolment page: the form.' },
        { target: 'overview', description: 'The status page.' },
      ],
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'textToPay.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    overview: {
      description: 'Enrolled or not; when enrolled, the masked mobile number, the bank account and the last link; the actions the right allows.',
      tags: ['overview'],
      on: {
        'textToPay.enrol': { guard: 'mayEnrol', target: 'editing', actions: 'openForm', description: 'Enrol, or change the enrolment (with the right): the form.' },
        'textToPay.resend': { guard: 'isEnrolledAndAllowed', target: 'resending', actions: assign({ actionFailure: null }), description: 'Resend the pay-by-text link (enrolled).' },
        'textToPay.unenrol': { guard: 'isEnrolledAndAllowed', target: 'confirmingUnenrol', actions: assign({ actionFailure: null }), description: 'Unenrol (enrolled): a confirmation opens.' },
      },
    },
    editing: {
      description: 'The form: the mobile number, the consent, a saved bank account; each field’s rule shown once sent.',
      tags: ['step:details'],
      on: {
        'form.mobile': {
          actions: assign(({ context, event }) => ({ form: { ...context.form, mobileNumber: event.value }, errors: { ...context.errors, mobileNumber: undefined } })),
          description: 'The user types the mobile number; its message clears.',
        },
        'form.consent': {
          actions: assign(({ context, event }) => ({ form: { ...context.form, consent: event.accepted }, errors: { ...context.errors, consent: undefined } })),
          description: 'The user ticks or unticks the consent.',
        },
        'form.bank': {
          actions: assign(({ context, event }) => ({ form: { ...context.form, bankToken: event.token }, errors: { ...context.errors, bankToken: undefined } })),
          description: 'The user chooses a saved bank account.',
        },
        'textToPay.submit': [
          { guard: 'isFormValid', target: 'enrolling', actions: assign({ actionFailure: null, errors: {} }), description: 'Everything keeps its rule: enrol (again after a refusal).' },
          { actions: assign(({ context }) => ({ errors: formIssues(context.form, context.status) })), description: 'A field breaks its rule: the messages beside the fields; nothing is sent.' },
        ],
        'textToPay.back': { target: 'overview', actions: assign({ actionFailure: null }), description: 'Back to the status: nothing changes.' },
      },
    },
    enrolling: {
      description: 'The enrolment is sent; the server texts the pay-by-text link.',
      tags: ['step:details', 'busy'],
      invoke: {
        id: 'enrolTextToPay',
        src: 'enrolTextToPay',
        input: ({ context }) => ({ accountNumber: context.accountNumber, form: context.form }),
        onDone: {
          target: 'done',
          actions: assign(({ context, event }) => ({ status: event.output, notice: notice(context, 'enrolled') })),
          description: 'Enrolled: the confirmation (the link is on its way).',
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeActionFailure', params: failureParams },
          description: 'Refused (a rule, the network; recorded as Enrolled into Text To Pay Failed): the message, everything kept; Enrol tries again.',
        },
      },
    },
    done: {
      description: 'The confirmation (/EnrollTextToPaySuccess): the masked number the link was texted to and the bank account.',
      tags: ['done', 'step:done'],
      on: { 'textToPay.finish': { target: 'overview', description: 'Back to the enrolment’s status.' } },
    },
    resending: {
      description: 'A new link is texted; the previous one stops working.',
      tags: ['overview', 'busy'],
      invoke: {
        id: 'resendLink',
        src: 'resendLink',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: {
          target: 'overview',
          actions: assign(({ context, event }) => ({ status: event.output, notice: notice(context, 'resent') })),
          description: 'Sent: a toast says so; the status shows when.',
        },
        onError: {
          target: 'overview',
          actions: { type: 'storeActionFailure', params: failureParams },
          description: 'Refused or failed (recorded as Resend link Failed): the message on the page; Resend tries again.',
        },
      },
    },
    confirmingUnenrol: {
      description: 'A dialog asks whether to unenrol; nothing changes yet.',
      tags: ['overview', 'dialog:unenrol'],
      on: {
        'unenrol.confirm': { target: 'unenrolling', actions: assign({ actionFailure: null }), description: 'Yes, unenrol (again after a failure).' },
        'unenrol.dismiss': { target: 'overview', actions: assign({ actionFailure: null }), description: 'Stay enrolled (No, Escape).' },
      },
    },
    unenrolling: {
      description: 'Unenrolling; the link stops working.',
      tags: ['overview', 'dialog:unenrol', 'busy'],
      invoke: {
        id: 'unenrolTextToPay',
        src: 'unenrolTextToPay',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: {
          target: 'overview',
          actions: assign(({ context, event }) => ({ status: event.output, notice: notice(context, 'unenrolled') })),
          description: 'Unenrolled: the status says so and a toast too.',
        },
        onError: {
          target: 'confirmingUnenrol',
          actions: { type: 'storeActionFailure', params: failureParams },
          description: 'Refused or failed (recorded as Unenrolled from Text To Pay Failed): the message in the dialog; Unenrol tries again.',
        },
      },
    },
  },
});
