import { assign, fromPromise, setup } from 'xstate';
import { budgetBillingRefusals, type BudgetBillingEnrolBody, type BudgetBillingStatus } from '../../../src/domain/budgetBilling.ts';
import { failedWith, failureParams, notProvided, toCallFailure, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { BudgetBillingContext, BudgetBillingEvent, BudgetBillingInput, BudgetBillingStepId, BudgetBillingTag } from './budgetBilling.types.ts';

/** The enrolment's step tracker: the amount and the bills it comes from, the review with the terms, enrolled. */
export const budgetBillingSteps = defineSteps([
  { id: 'amount', labelId: 'billing.budgetBilling.step.amount' },
  { id: 'review', labelId: 'billing.budgetBilling.step.review' },
  { id: 'done', labelId: 'billing.budgetBilling.step.done' },
] as const satisfies readonly { id: BudgetBillingStepId; labelId: string }[]);

/**
 * Budget billing of the selected account (/Epp, /BudgetBilling): the plan in force with Leave the plan
 * behind a confirmation, or the offer (the monthly amount, the mean of the last 12 bills) to enrol in
 * two steps, or why the account cannot join. A refused enrolment keeps the review and says why; an
 * offer that changed meanwhile (a new bill) is read again and shown.
 */
export const budgetBillingMachine = setup({
  types: {
    context: {} as BudgetBillingContext,
    events: {} as BudgetBillingEvent,
    input: {} as BudgetBillingInput,
    tags: {} as BudgetBillingTag,
  },
  actors: {
    loadStatus: fromPromise<BudgetBillingStatus, { accountNumber: string }>(notProvided('loadStatus')),
    enrol: fromPromise<BudgetBillingStatus, BudgetBillingEnrolBody>(notProvided('enrol')),
    unenrol: fromPromise<BudgetBillingStatus, { accountNumber: string }>(notProvided('unenrol')),
  },
  guards: {
    isEnrolled: ({ context }) => context.status?.enrolment != null,
    isEligible: ({ context }) => context.status?.eligible === true,
    hasAcceptedTerms: ({ context }) => context.termsAccepted,
    isOfferChanged: failedWith([budgetBillingRefusals.amountChanged]),
  },
  actions: {
    storeActionFailure: assign((_, { failure }: FailureParams) => ({ actionFailure: failure })),
    clearActionFailure: assign({ actionFailure: null }),
  },
}).createMachine({
  id: 'budgetBilling',
  description: 'Budget billing of the selected account: the plan in force, the offer to enrol in two steps, or why it cannot join.',
  context: ({ input }) => ({ ...input, status: null, termsAccepted: false, termsError: null, failure: null, actionFailure: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the plan, the eligibility and the offer.',
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
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'budget.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    loaded: {
      description: 'Enrolled, eligible or not.',
      always: [
        { guard: 'isEnrolled', target: 'enrolled', description: 'A plan is in force.' },
        { guard: 'isEligible', target: 'offer', description: 'The account may join: the offer.' },
        { target: 'ineligible', description: 'The account cannot join now.' },
      ],
    },
    ineligible: {
      description: 'Why the account cannot join (prepaid, in collection, past due, fewer than 12 bills) and what to do.',
      tags: ['overview'],
    },
    offer: {
      description: 'Step 1: the monthly amount and the 12 bills it is the mean of.',
      tags: ['step:amount'],
      on: { 'budget.start': { target: 'review', actions: assign({ termsError: null, actionFailure: null, notice: null }), description: 'Continue to the review.' } },
    },
    review: {
      description: 'Step 2: the amount, what the plan means (a settle-up each year), the terms to accept.',
      tags: ['step:review'],
      on: {
        'terms.change': { actions: assign(({ event }) => ({ termsAccepted: event.accepted, termsError: null })), description: 'The user ticks or unticks the terms.' },
        'budget.enrol': [
          { guard: 'hasAcceptedTerms', target: 'enrolling', actions: 'clearActionFailure', description: 'Enrol (again after a refusal).' },
          { actions: assign({ termsError: budgetBillingRefusals.terms }), description: 'The terms are not accepted: the message beside them.' },
        ],
        'budget.back': { target: 'offer', description: 'Back to the amount.' },
      },
    },
    enrolling: {
      description: 'The enrolment is sent at the amount shown.',
      tags: ['step:review', 'busy'],
      invoke: {
        id: 'enrol',
        src: 'enrol',
        input: ({ context }) => ({ accountNumber: context.accountNumber, monthlyAmount: context.status?.monthlyAmount ?? 0, termsAccepted: true as const }),
        onDone: {
          target: 'enrolled',
          actions: assign(({ event }) => ({ status: event.output, notice: 'enrolled' as const, termsAccepted: false })),
          description: 'Enrolled: the plan in force, and a message saying so.',
        },
        onError: [
          {
            guard: { type: 'isOfferChanged', params: failureParams },
            target: 'loading',
            actions: assign({ notice: 'offerChanged' as const, termsAccepted: false }),
            description: 'A new bill changed the amount meanwhile: the offer is read again and the page says why.',
          },
          {
            target: 'review',
            actions: { type: 'storeActionFailure', params: failureParams },
            description: 'Refused or failed: the message, the terms kept; Enrol tries again.',
          },
        ],
      },
    },
    enrolled: {
      description: 'The plan in force: the monthly amount, since when; Leave the plan.',
      tags: ['overview'],
      on: { 'budget.unenrol': { target: 'confirmingUnenrol', actions: assign({ actionFailure: null, notice: null }), description: 'Leave the plan: a confirmation opens.' } },
    },
    confirmingUnenrol: {
      description: 'A dialog asks whether to leave the plan (bills go back to what each month costs); nothing changes yet.',
      tags: ['overview', 'dialog:unenrol'],
      on: {
        'unenrol.confirm': { target: 'unenrolling', actions: 'clearActionFailure', description: 'Yes, leave (again after a failure).' },
        'unenrol.dismiss': { target: 'enrolled', actions: 'clearActionFailure', description: 'Keep the plan (No, Escape).' },
      },
    },
    unenrolling: {
      description: 'The plan ends (recorded with activity code 197).',
      tags: ['overview', 'dialog:unenrol', 'busy'],
      invoke: {
        id: 'unenrol',
        src: 'unenrol',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({ status: event.output, notice: 'unenrolled' as const })),
          description: 'Left: the page shows the offer (or why not) and a message saying so.',
        },
        onError: {
          target: 'confirmingUnenrol',
          actions: { type: 'storeActionFailure', params: failureParams },
          description: 'Refused or failed: the message in the dialog; Leave tries again.',
        },
      },
    },
  },
});
