import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  defaultInstallmentBalanceType,
  defaultInstallmentType,
  installmentLimits,
  installmentPlanRefusals,
  offeredBalanceTypes,
  plannedBalance,
  type InstallmentPlanStatus,
} from '../../../src/domain/installmentPlan.ts';
import { failedWith, failureParams, notProvided, toCallFailure, type FailureParams } from '../../common/effects.ts';
import { defineSteps } from '../../common/steps.ts';
import type { InstallmentPlanContext, InstallmentPlanEnrolInput, InstallmentPlanEvent, InstallmentPlanInput, InstallmentPlanStepId, InstallmentPlanTag } from './installmentPlan.types.ts';

/** The step tracker: the plan (balance, how often, how many, the schedule), the review, enrolled. */
export const installmentPlanSteps = defineSteps([
  { id: 'plan', labelId: 'billing.installmentPlan.step.plan' },
  { id: 'review', labelId: 'billing.installmentPlan.step.review' },
  { id: 'done', labelId: 'billing.installmentPlan.step.done' },
] as const satisfies readonly { id: InstallmentPlanStepId; labelId: string }[]);

/**
 * Installment plan of the selected account (/CreatePaymentPlan): the plan in force with its
 * schedule, or why no plan can be started, or the plan to build in two steps (the balance: total or
 * past due; monthly or every two weeks; how many installments, with the schedule previewed), then
 * enrolment. A balance that changed meanwhile is read again and shown; any other refusal keeps the
 * review and says why.
 */
export const installmentPlanMachine = setup({
  types: {
    context: {} as InstallmentPlanContext,
    events: {} as InstallmentPlanEvent,
    input: {} as InstallmentPlanInput,
    tags: {} as InstallmentPlanTag,
  },
  actors: {
    loadStatus: fromPromise<InstallmentPlanStatus, { accountNumber: string }>(notProvided('loadStatus')),
    enrol: fromPromise<InstallmentPlanStatus, InstallmentPlanEnrolInput>(notProvided('enrol')),
  },
  guards: {
    hasPlan: ({ context }) => context.status?.plan != null,
    isEligible: ({ context }) => context.status?.eligible === true,
    hasBalanceToPlan: ({ context }) => context.status !== null && plannedBalance(context.status, context.balanceType) > 0,
    isBalanceOffered: ({ context, event }) => {
      assertEvent(event, 'installment.balance');
      return context.status !== null && offeredBalanceTypes(context.status).includes(event.balanceType);
    },
    isBalanceChanged: failedWith([installmentPlanRefusals.balanceChanged]),
  },
  actions: {
    storeActionFailure: assign((_, { failure }: FailureParams) => ({ actionFailure: failure })),
  },
}).createMachine({
  id: 'installmentPlan',
  description: 'Installment plan of the selected account: the plan in force, why none can start, or a plan to build and enrol in two steps.',
  context: ({ input }) => ({
    accountNumber: input.accountNumber,
    status: null,
    balanceType: defaultInstallmentBalanceType,
    installmentType: defaultInstallmentType,
    installments: installmentLimits.defaultCount,
    failure: null,
    actionFailure: null,
    notice: input.justEnrolled ? 'enrolled' : null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the plan in force, the eligibility and the balances.',
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: {
          target: 'loaded',
          // A balance read again may have nothing past due left: the choice falls back to the total.
          actions: assign(({ context, event }) => ({
            status: event.output,
            balanceType: offeredBalanceTypes(event.output).includes(context.balanceType) ? context.balanceType : defaultInstallmentBalanceType,
          })),
          description: 'The status is known (a past-due choice with nothing past due any more becomes the total balance).',
        },
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
      on: { 'installment.retry': { target: 'loading', description: 'The user pressed Try again.' } },
    },
    loaded: {
      description: 'A plan in force, eligible, or not.',
      always: [
        { guard: 'hasPlan', target: 'planInForce', description: 'A plan is in force: its schedule.' },
        { guard: 'isEligible', target: 'choosing', description: 'A plan may be started: step 1.' },
        { target: 'ineligible', description: 'No plan can be started now.' },
      ],
    },
    ineligible: {
      description: 'Why no plan can be started (prepaid, nothing owed, a payment already scheduled) and what to do.',
      tags: ['overview'],
    },
    choosing: {
      description: 'Step 1: the balance (the total, or the past-due part when something is past due), monthly or every two weeks, how many installments; the schedule previewed.',
      tags: ['step:plan'],
      on: {
        'installment.balance': {
          guard: 'isBalanceOffered',
          actions: assign(({ event }) => ({ balanceType: event.balanceType })),
          description: 'The user picks the total balance or, when something is past due, the past-due balance (not offered otherwise).',
        },
        'installment.type': {
          actions: assign(({ event }) => ({ installmentType: event.installmentType })),
          description: 'The user picks monthly or every two weeks.',
        },
        'installment.count': {
          actions: assign(({ event }) => ({ installments: event.installments })),
          description: 'The user picks how many installments (2 to 6, the only ones offered).',
        },
        'installment.continue': {
          guard: 'hasBalanceToPlan',
          target: 'review',
          actions: assign({ actionFailure: null, notice: null }),
          description: 'There is a balance of that kind to split (only such balances are offered): the review.',
        },
      },
    },
    review: {
      description: 'Step 2: the balance, the installments and their dates, to confirm.',
      tags: ['step:review'],
      on: {
        'installment.back': { target: 'choosing', description: 'Back to the plan.' },
        'installment.enrol': { target: 'enrolling', actions: assign({ actionFailure: null }), description: 'Enrol (again after a refusal).' },
      },
    },
    enrolling: {
      description: 'The plan is sent with the balance shown.',
      tags: ['step:review', 'busy'],
      invoke: {
        id: 'enrol',
        src: 'enrol',
        input: ({ context }) => ({
          accountNumber: context.accountNumber,
          selectedValue: context.balanceType,
          installmentType: context.installmentType,
          installments: context.installments,
          amount: context.status ? plannedBalance(context.status, context.balanceType) : 0,
        }),
        onDone: {
          target: 'done',
          actions: assign(({ event }) => ({ status: event.output, notice: 'enrolled' as const })),
          description: 'Enrolled: the plan and its schedule.',
        },
        onError: [
          {
            guard: { type: 'isBalanceChanged', params: failureParams },
            target: 'loading',
            actions: assign({ notice: 'balanceChanged' as const }),
            description: 'The balance changed meanwhile (a payment, a new bill): it is read again and the page says why.',
          },
          {
            target: 'review',
            actions: { type: 'storeActionFailure', params: failureParams },
            description: 'Refused or failed (recorded as Installment Plan Enrollment Failed): the message; Enrol tries again.',
          },
        ],
      },
    },
    done: {
      description: 'Enrolled: the plan and the dates of its installments.',
      type: 'final',
      tags: ['step:done'],
    },
    planInForce: {
      description: 'The plan in force: the balance it splits and its installments, paid or due.',
      tags: ['overview'],
    },
  },
});
