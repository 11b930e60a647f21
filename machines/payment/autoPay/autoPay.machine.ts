import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { autoPayDefaults, daysBeforeIssue, fixedAmountIssue, type AutoPayStatus } from '../../../src/domain/autoPay.ts';
import { emptyBankFields, emptyCardFields } from '../../../src/domain/paymentForms.ts';
import { failureParams, notProvided, toCallFailure, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import { paymentMethodMachine } from '../paymentMethod/paymentMethod.machine.ts';
import type { PaymentMethodDraft } from '../paymentMethod/paymentMethod.types.ts';
import type { AutoPayContext, AutoPayEnrolInput, AutoPayEvent, AutoPayInput, AutoPayRuleErrors, AutoPayRuleFields, AutoPayStepId, AutoPayTag } from './autoPay.types.ts';

/** The step tracker (document 1 section 2: autopay has 2 steps): the plan, then review and enrol. */
export const autoPaySteps = defineSteps([
  { id: 'details', labelId: 'payment.autoPay.step.details' },
  { id: 'review', labelId: 'payment.autoPay.step.review' },
] as const satisfies readonly { id: AutoPayStepId; labelId: string }[]);

const defaultRule: AutoPayRuleFields = { amountType: autoPayDefaults.amountType, fixedAmount: '', makePaymentType: autoPayDefaults.makePaymentType, daysBefore: '' };

/** The rule's field codes as typed (empty when it can be sent). */
export function ruleIssues(rule: AutoPayRuleFields, status: AutoPayStatus | null): AutoPayRuleErrors {
  const errors: AutoPayRuleErrors = {};
  if (rule.amountType === 'FixedAmount' && status) {
    const issue = fixedAmountIssue(rule.fixedAmount, status.limits);
    if (issue) errors.fixedAmount = issue;
  }
  if (rule.makePaymentType === 'DaysBeforeDueDate') {
    const issue = daysBeforeIssue(rule.daysBefore);
    if (issue) errors.daysBefore = issue;
  }
  return errors;
}

/** The form as it opens: the enrolment's rule and bank account when changing it, else the defaults. */
function formOf(status: AutoPayStatus | null): Pick<AutoPayContext, 'rule' | 'ruleErrors' | 'selection' | 'methodDraft' | 'termsAccepted' | 'termsError' | 'actionFailure'> {
  const enrolment = status?.enrolment ?? null;
  const enrolledBank = enrolment && status?.bankAccounts.some((method) => method.paymentTokenId === enrolment.paymentTokenId) ? enrolment.paymentTokenId : null;
  const methodDraft: PaymentMethodDraft | null = enrolledBank
    ? {
        choice: 'SavedPaymentMethod',
        savedPaymentMethod: enrolledBank,
        card: emptyCardFields,
        bank: emptyBankFields,
        options: { saveMethod: true, nickName: '', setDefaultPayment: false },
        routing: null,
        walletType: null,
      }
    : null;
  return {
    rule: enrolment
      ? {
          amountType: enrolment.amountType,
          fixedAmount: enrolment.fixedAmount === null ? '' : enrolment.fixedAmount.toFixed(2),
          makePaymentType: enrolment.makePaymentType,
          daysBefore: enrolment.daysBeforeDueDate === null ? '' : String(enrolment.daysBeforeDueDate),
        }
      : defaultRule,
    ruleErrors: {},
    selection: null,
    methodDraft,
    termsAccepted: false,
    termsError: null,
    actionFailure: null,
  };
}

function notice(context: AutoPayContext, kind: 'enrolled' | 'updated' | 'cancelled') {
  return { kind, seq: (context.notice?.seq ?? 0) + 1 };
}

/**
 * Automatic Payment Plan (/AutoPay, /EnrollAutoPay; document 1 sections 1-3, document 2 sections 6-8):
 * the account's enroll status with the next draft date and amount; with the edit right, enrol or
 * change the plan in 2 steps - a bank account (saved, or a new one with the routing lookup, through
 * the payment toolkit's method step), the amount (the amount due by default, or a fixed amount within
 * the account's limits) and the day (on the due date by default, or 1 to 10 days before) - then the
 * review with the terms, and the confirmation; with the delete right, cancel it behind a
 * confirmation. A refused enrolment keeps everything chosen and says why (the server records "APP
 * Enrollment Failed"); a failed read offers Try again.
 */
export const autoPayMachine = setup({
  types: {
    context: {} as AutoPayContext,
    events: {} as AutoPayEvent,
    input: {} as AutoPayInput,
    tags: {} as AutoPayTag,
  },
  actors: {
    loadStatus: fromPromise<AutoPayStatus, { accountNumber: string }>(notProvided('loadStatus')),
    enrolAutoPay: fromPromise<AutoPayStatus, AutoPayEnrolInput>(notProvided('enrolAutoPay')),
    cancelAutoPay: fromPromise<AutoPayStatus, { accountNumber: string }>(notProvided('cancelAutoPay')),
    paymentMethod: paymentMethodMachine,
  },
  guards: {
    wantsForm: ({ context }) => context.startWithForm && context.canEdit,
    canEnrol: ({ context }) => context.canEdit && !context.status?.enrolment,
    canChange: ({ context }) => context.canEdit && Boolean(context.status?.enrolment),
    canCancelPlan: ({ context }) => context.canCancel && Boolean(context.status?.enrolment),
    isRuleValid: ({ context }) => Object.keys(ruleIssues(context.rule, context.status)).length === 0,
    hasAcceptedTerms: ({ context }) => context.termsAccepted,
    /** The fixed amount is typed only with FixedAmount, the days only with DaysBeforeDueDate (the field is shown then). */
    isRuleFieldShown: ({ context, event }) => {
      assertEvent(event, 'rule.change');
      if (event.field === 'fixedAmount') return context.rule.amountType === 'FixedAmount';
      if (event.field === 'daysBefore') return context.rule.makePaymentType === 'DaysBeforeDueDate';
      return true;
    },
  },
  actions: {
    openForm: assign(({ context }) => formOf(context.status)),
    storeActionFailure: assign((_, { failure }: FailureParams) => ({ actionFailure: failure })),
  },
}).createMachine({
  id: 'autoPay',
  description: 'The automatic payment plan of the selected account: status, enrol or change in 2 steps, cancel.',
  context: ({ input }) => ({ ...input, status: null, ...formOf(null), failure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the enroll status, the saved bank accounts, the amount due and the limits.',
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ status: event.output })), description: 'The status is known.' },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'The status could not be had: the message and Try again.',
        },
      },
    },
    loaded: {
      description: '/EnrollAutoPay opens the form at once (with the edit right); /AutoPay shows the status.',
      always: [
        { guard: 'wantsForm', target: 'details', actions: 'openForm', description: 'The enrolment page: the form (a change when enrolled).' },
        { target: 'overview', description: 'The status page.' },
      ],
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'autoPay.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    overview: {
      description: 'Enrolled or not; when enrolled, the bank account, the rule, the next draft date and amount; the actions the rights allow.',
      tags: ['overview'],
      on: {
        'autoPay.enrol': { guard: 'canEnrol', target: 'details', actions: 'openForm', description: 'Enrol (not enrolled, with the edit right): the form with the defaults.' },
        'autoPay.edit': { guard: 'canChange', target: 'details', actions: 'openForm', description: 'Change the plan (enrolled, with the edit right): the form with its choices.' },
        'autoPay.cancel': {
          guard: 'canCancelPlan',
          target: 'confirmingCancel',
          actions: assign({ actionFailure: null }),
          description: 'Cancel the plan (enrolled, with the delete right): a confirmation opens.',
        },
      },
    },
    details: {
      description: 'Step 1: the bank account (the method step, bank accounts only), the amount and the day.',
      tags: ['step:details'],
      invoke: {
        id: 'paymentMethod',
        src: 'paymentMethod',
        input: ({ context }) => ({
          savedMethods: context.status?.bankAccounts ?? [],
          allowSaved: true,
          allowNew: true,
          allowCard: false,
          allowSave: true,
          // AutoPay drafts later from a stored token: a new bank account is always saved.
          saveRequired: true,
          allowWallet: false,
          today: context.today,
          // Back from the review or a rule refused: the bank account as chosen; else the plan's (a change).
          previous: context.selection,
          draft: context.selection ? null : context.methodDraft,
        }),
        onDone: [
          {
            guard: 'isRuleValid',
            target: 'review',
            actions: assign(({ event }) => ({ selection: event.output, ruleErrors: {}, termsError: null })),
            description: 'Continue: the bank account passes its checks (a new one: the routing number found) and the amount and day keep their rules: the review.',
          },
          {
            target: 'details',
            reenter: true,
            actions: assign(({ context, event }) => ({ selection: event.output, ruleErrors: ruleIssues(context.rule, context.status) })),
            description: 'A fixed amount outside the limits or days outside 1-10: step 1 again as chosen, the message beside the field.',
          },
        ],
      },
      on: {
        'rule.change': {
          guard: 'isRuleFieldShown',
          actions: assign(({ context, event }) => {
            assertEvent(event, 'rule.change');
            const rule = { ...context.rule, [event.field]: event.value } as AutoPayRuleFields;
            const cleared = event.field === 'amountType' || event.field === 'fixedAmount' ? 'fixedAmount' : 'daysBefore';
            return { rule, ruleErrors: { ...context.ruleErrors, [cleared]: undefined } };
          }),
          description: 'The user chooses or types; that field’s message clears.',
        },
        'autoPay.back': { target: 'overview', description: 'Back to the status: nothing changes.' },
      },
    },
    review: {
      description: 'Step 2: the bank account (last four digits), the amount, the day, the amount due and due date; the terms to accept.',
      tags: ['step:review'],
      on: {
        'terms.change': {
          actions: assign(({ event }) => ({ termsAccepted: event.accepted, termsError: null })),
          description: 'The user ticks or unticks the terms.',
        },
        'autoPay.submit': [
          { guard: 'hasAcceptedTerms', target: 'enrolling', actions: assign({ actionFailure: null }), description: 'Enrol (again after a refusal).' },
          { actions: assign({ termsError: 'APP_TERMS' }), description: 'The terms are not accepted: the message beside them.' },
        ],
        'autoPay.back': { target: 'details', description: 'Back to step 1 with everything chosen.' },
      },
    },
    enrolling: {
      description: 'The enrolment is sent (a new bank account is checked and saved in the same call).',
      tags: ['step:review', 'busy'],
      invoke: {
        id: 'enrolAutoPay',
        src: 'enrolAutoPay',
        input: ({ context }) => ({ accountNumber: context.accountNumber, selection: context.selection!, rule: context.rule }),
        onDone: {
          target: 'done',
          actions: assign(({ context, event }) => ({ notice: notice(context, context.status?.enrolment ? 'updated' : 'enrolled'), status: event.output })),
          description: 'Enrolled or changed: the confirmation with the next draft.',
        },
        onError: {
          target: 'review',
          actions: { type: 'storeActionFailure', params: failureParams },
          description: 'Refused (a bank code, a rule, the network; recorded as APP Enrollment Failed): the message, everything kept; Enrol tries again.',
        },
      },
    },
    done: {
      description: 'The confirmation (/EnrollAutoPaySuccess): the plan as enrolled and the next draft.',
      tags: ['done'],
      on: { 'autoPay.finish': { target: 'overview', description: 'Back to the plan’s status.' } },
    },
    confirmingCancel: {
      description: 'A dialog asks whether to cancel the plan; nothing changes yet.',
      tags: ['overview', 'dialog:cancel'],
      on: {
        'cancel.confirm': { target: 'cancelling', actions: assign({ actionFailure: null }), description: 'Yes, cancel it (again after a failure).' },
        'cancel.dismiss': { target: 'overview', actions: assign({ actionFailure: null }), description: 'Keep the plan (No, Escape).' },
      },
    },
    cancelling: {
      description: 'The plan is cancelled; no bill is drafted any more.',
      tags: ['overview', 'dialog:cancel', 'busy'],
      invoke: {
        id: 'cancelAutoPay',
        src: 'cancelAutoPay',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: {
          target: 'overview',
          actions: assign(({ context, event }) => ({ status: event.output, notice: notice(context, 'cancelled') })),
          description: 'Cancelled: the status says not enrolled and a toast says so.',
        },
        onError: {
          target: 'confirmingCancel',
          actions: { type: 'storeActionFailure', params: failureParams },
          description: 'Refused or failed: the message in the dialog; Cancel the plan tries again.',
        },
      },
    },
  },
});
