import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { convenienceFee, isMethodRefusalCode, type SavedPaymentMethod } from '../../../src/domain/payment.ts';
import { type MeterValidationData, type RechargeReceipt } from '../../../src/domain/prepaid.ts';
import { failedWith, failureParams, notProvided, type FailureParams } from '../../common/effects.ts';
import { defineSteps, stepTag } from '../../common/steps.ts';
import { paymentMethodMachine, runningDraft } from '../paymentMethod/paymentMethod.machine.ts';
import { amountStepCheck, isStepValid, meterStepCheck, parseAmount, randomUuid, type StepCheck } from './recharge.checks.ts';
import type { RechargeBody, RechargeContext, RechargeEvent, RechargeInput, RechargeRequest, ValidateMeterRequest,  RechargeTag } from './recharge.types.ts';

export const rechargeSteps = defineSteps([
  { id: 'meter', labelId: 'recharge.step.meter' },
  { id: 'amount', labelId: 'recharge.step.amount' },
  { id: 'method', labelId: 'recharge.step.method' },
  { id: 'review', labelId: 'recharge.step.review' },
] as const);

const withCheck = (check: StepCheck) => ({ errors: check.fields, formError: check.form });
const cleared = { errors: {}, formError: null, failure: null } as const;

const limitsOf = (context: RechargeContext) =>
  context.meter ? { minimum: context.meter.minimumAllowed, maximum: context.meter.maximumAllowed } : undefined;

/** The convenience fee of the review: by the chosen method's kind (cards 2.5%, at least BWP 5; bank nothing). */
export function rechargeFeeOf(context: Pick<RechargeContext, 'amount' | 'selection'>): number {
  const amount = parseAmount(context.amount);
  return amount === null || !context.selection ? 0 : convenienceFee(amount, context.selection.kind);
}

/** The recharge request of the review step: what the customer saw is what is sent. */
function rechargeRequestOf(context: RechargeContext): RechargeRequest {
  const amount = parseAmount(context.amount) ?? 0;
  const selection = context.selection;
  const signedIn = context.mode === 'account';
  const body: RechargeBody = {
    meterNumber: context.meterNumber.trim(),
    ...(signedIn && context.accountNumber ? { accountNumber: context.accountNumber } : {}),
    amount,
    paymentMethod: selection?.paymentMethod ?? 'NewCard',
    ...(selection?.savedPaymentMethod !== undefined ? { savedPaymentMethod: selection.savedPaymentMethod } : {}),
    ...(selection?.card ? { card: selection.card } : {}),
    ...(selection?.bank ? { bank: selection.bank } : {}),
    ...(selection?.wallet ? { wallet: selection.wallet } : {}),
    // A guest's recharge takes a new card or bank account only, never saved.
    ...(signedIn && selection ? { saveMethod: selection.saveMethod, nickName: selection.nickName, setDefaultPayment: selection.setDefaultPayment } : {}),
    convenienceFee: rechargeFeeOf(context),
  };
  return { mode: context.mode, idempotencyKey: context.idempotencyKey ?? '', body };
}

/**
 * Recharge Meter (document 1 sections 2-3; issue 4): before sign-in (/RechargeMeter) the visitor
 * types a meter number, which is validated first (ValidateMeterForPayments); signed in (/Recharge)
 * the account's own meter is validated at once. Then the amount within the recharge limits, the
 * method (the shared payment-method step, a child machine: a saved method when signed in, a new card
 * or bank account), the review with the convenience fee; the recharge answers the 20-digit STS token and its
 * reference. The review makes the submission's Idempotency-Key: a retry after a failed or dropped
 * call sends the same key and is never charged twice. Nothing typed is lost on any failure.
 */
export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    input: {} as RechargeInput,
    output: {} as { receipt: RechargeReceipt | null },
    tags: {} as RechargeTag,
  },
  actors: {
    validateMeter: fromPromise<MeterValidationData, ValidateMeterRequest>(notProvided('validateMeter')),
    loadSavedMethods: fromPromise<SavedPaymentMethod[], { accountNumber: string }>(notProvided('loadSavedMethods')),
    paymentMethod: paymentMethodMachine,
    recharge: fromPromise<RechargeReceipt, RechargeRequest>(notProvided('recharge')),
  },
  guards: {
    startsWithAccountMeter: ({ context }) => context.meterFixed,
    isMeterStepValid: ({ context }) => isStepValid(meterStepCheck(context.meterNumber)),
    isAmountStepValid: ({ context }) => isStepValid(amountStepCheck(context.amount, limitsOf(context))),
    needsSavedMethods: ({ context }) => context.mode === 'account' && context.savedMethods === null,
    canTypeMeter: ({ context }) => !context.meterFixed,
    isMeterNotFound: failedWith(['PAY_METER_NOT_FOUND']),
    /** Only a typed meter can be corrected beside its field; the account's own meter cannot. */
    isTypedMeterNotFound: ({ context }, { failure }: FailureParams) => !context.meterFixed && failure.msgcode === 'PAY_METER_NOT_FOUND',
    isMethodRefused: (_, { failure }: FailureParams) => isMethodRefusalCode(failure.msgcode),
  },
  actions: {
    showMeterErrors: assign(({ context }) => withCheck(meterStepCheck(context.meterNumber))),
    showAmountErrors: assign(({ context }) => withCheck(amountStepCheck(context.amount, limitsOf(context)))),
    clearMessages: assign(cleared),
    storeFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    keepMethodDraft: assign(({ self }) => ({ methodDraft: runningDraft(self, 'paymentMethod') })),
    // One key per submission: made when the review is reached from the method step.
    assignIdempotencyKey: assign({ idempotencyKey: () => randomUuid() }),
    dropIdempotencyKey: assign({ idempotencyKey: null }),
    editMeter: assign(({ context, event }) => {
      assertEvent(event, 'meter.change');
      // Another meter must be validated again.
      return { meterNumber: event.value, meter: null, errors: { ...context.errors, meterNumber: undefined }, formError: null };
    }),
    editAmount: assign(({ context, event }) => {
      assertEvent(event, 'amount.change');
      return { amount: event.value, errors: { ...context.errors, amount: undefined } };
    }),
  },
}).createMachine({
  id: 'recharge',
  description: 'A prepaid customer or a visitor buys electricity for a prepaid meter and gets its STS token.',
  context: ({ input }) => ({
    mode: input.mode,
    accountNumber: input.mode === 'account' ? (input.accountNumber ?? null) : null,
    meterNumber: input.mode === 'account' ? (input.meterNumber ?? '') : '',
    meterFixed: input.mode === 'account' && Boolean(input.meterNumber),
    meter: null,
    amount: '',
    savedMethods: null,
    selection: null,
    methodDraft: null,
    errors: {},
    formError: null,
    failure: null,
    idempotencyKey: null,
    receipt: null,
    today: input.today,
  }),
  output: ({ context }) => ({ receipt: context.receipt }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Signed in, the account meter is validated at once; a visitor types a meter number first.',
      always: [
        { guard: 'startsWithAccountMeter', target: 'validatingMeter', description: "/Recharge: the account's own meter." },
        { target: 'meter', description: '/RechargeMeter: any prepaid meter.' },
      ],
    },
    meter: {
      description: 'The meter number (8 to 13 digits); signed in, the account meter is shown and cannot be changed.',
      tags: [stepTag('meter')],
      on: {
        'meter.change': { guard: 'canTypeMeter', actions: 'editMeter', description: 'The visitor types; nothing is lost.' },
        'step.next': [
          { guard: 'isMeterStepValid', target: 'validatingMeter', actions: 'clearMessages', description: 'Continue (or Try again after a failed check).' },
          { actions: 'showMeterErrors', description: 'Bad or missing number: the message beside the field, no call.' },
        ],
      },
    },
    validatingMeter: {
      description: 'ValidateMeterForPayments: is this a prepaid meter in service? It answers the masked holder and the limits.',
      tags: [stepTag('meter'), 'busy'],
      invoke: {
        id: 'validateMeter',
        src: 'validateMeter',
        input: ({ context }) => ({
          meterNumber: context.meterNumber.trim(),
          ...(context.mode === 'account' && context.accountNumber ? { accountNumber: context.accountNumber } : {}),
        }),
        onDone: { target: 'amount', actions: assign(({ event }) => ({ meter: event.output, ...cleared })) },
        onError: [
          {
            guard: { type: 'isTypedMeterNotFound', params: failureParams },
            target: 'meter',
            actions: assign({ errors: { meterNumber: 'PAY_METER_NOT_FOUND' } }),
            description: 'No prepaid meter with this number: said beside the field.',
          },
          {
            target: 'meter',
            actions: { type: 'storeFailure', params: failureParams },
            description: 'The check failed (network, blocked after many tries...): the message and Try again.',
          },
        ],
      },
    },
    amount: {
      description: 'How much to buy (BWP 10.00 to 5,000.00), with an estimate of the units.',
      tags: [stepTag('amount')],
      on: {
        'amount.change': { actions: 'editAmount' },
        'step.next': [
          {
            guard: and(['isAmountStepValid', 'needsSavedMethods']),
            target: 'loadingSavedMethods',
            actions: 'clearMessages',
            description: 'Signed in: the saved methods are read first (once).',
          },
          { guard: 'isAmountStepValid', target: 'method', actions: 'clearMessages' },
          { actions: 'showAmountErrors', description: 'Not an amount, or outside the limits.' },
        ],
        'step.back': { target: 'meter', actions: 'clearMessages' },
      },
    },
    loadingSavedMethods: {
      description: "The signed-in user's saved payment methods (masked).",
      tags: [stepTag('method'), 'busy'],
      invoke: {
        id: 'loadSavedMethods',
        src: 'loadSavedMethods',
        input: ({ context }) => ({ accountNumber: context.accountNumber ?? '' }),
        onDone: { target: 'method', actions: assign(({ event }) => ({ savedMethods: event.output })) },
        onError: {
          target: 'method',
          actions: [assign({ savedMethods: [] }), { type: 'storeFailure', params: failureParams }],
          description: 'Not available now: said, and a new card or bank account can still pay.',
        },
      },
    },
    method: {
      description: 'The shared payment-method step: a saved method (signed in), a new card, a new bank account or a wallet.',
      tags: [stepTag('method')],
      invoke: {
        id: 'paymentMethod',
        src: 'paymentMethod',
        input: ({ context }) => ({
          savedMethods: context.savedMethods ?? [],
          allowSaved: context.mode === 'account',
          allowNew: true,
          allowSave: context.mode === 'account',
          allowWallet: true,
          today: context.today,
          previous: context.selection,
          draft: context.methodDraft,
        }),
        onDone: {
          target: 'review',
          actions: [assign(({ event }) => ({ selection: event.output, methodDraft: null, ...cleared })), 'assignIdempotencyKey'],
          description: 'A method is chosen: a new submission, a new Idempotency-Key.',
        },
      },
      on: {
        'step.back': {
          target: 'amount',
          actions: ['clearMessages', 'keepMethodDraft'],
          description: 'Back to the amount; what was typed on this step is kept for when the customer returns.',
        },
      },
    },
    review: {
      description: 'Meter, holder, amount, the method, its convenience fee and the total; Pay.',
      tags: [stepTag('review')],
      on: {
        'recharge.submit': { target: 'recharging', actions: assign({ failure: null }), description: 'Pay, or Try again with the same key.' },
        'step.back': { target: 'method', actions: ['clearMessages', 'dropIdempotencyKey'] },
      },
    },
    recharging: {
      description: 'The card is charged and the token vended (Idempotency-Key of this submission).',
      tags: [stepTag('review'), 'busy'],
      invoke: {
        id: 'recharge',
        src: 'recharge',
        input: ({ context }) => rechargeRequestOf(context),
        onDone: { target: 'recharged', actions: assign(({ event }) => ({ receipt: event.output })) },
        onError: [
          {
            guard: { type: 'isMethodRefused', params: failureParams },
            target: 'method',
            actions: [{ type: 'storeFailure', params: failureParams }, 'dropIdempotencyKey'],
            description: 'F300-F355: the card or bank account was refused; its catalogue message on the method step, details kept. A wallet approval used or expired: approve again.',
          },
          {
            guard: { type: 'isMeterNotFound', params: failureParams },
            target: 'meter',
            actions: [{ type: 'storeFailure', params: failureParams }, assign({ meter: null }), 'dropIdempotencyKey'],
            description: 'The meter went out of service meanwhile.',
          },
          {
            target: 'review',
            actions: { type: 'storeFailure', params: failureParams },
            description: 'Failed or dropped call: the message and Try again, with the same key (charged once at most).',
          },
        ],
      },
    },
    recharged: {
      description: 'The 20-digit token (in groups of 4, with a copy button), the units and the reference.',
      type: 'final',
    },
  },
});
