import { assign, fromPromise, setup } from 'xstate';
import { convenienceFee, isCardErrorCode, type MeterValidationData, type RechargeReceipt } from '../../../src/domain/payment.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import { defineSteps, stepTag } from '../../common/steps.ts';
import { amountStepCheck, cardDetailsOf, cardStepCheck, isStepValid, meterStepCheck, parseAmount, randomUuid, type StepCheck } from './recharge.checks.ts';
import type { RechargeContext, RechargeEvent, RechargeInput, RechargeRequest, ValidateMeterRequest } from './recharge.types.ts';

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

/** The recharge request of the review step: what the customer saw is what is sent. */
export function rechargeRequestOf(context: RechargeContext): RechargeRequest {
  const amount = parseAmount(context.amount) ?? 0;
  return {
    mode: context.mode,
    idempotencyKey: context.idempotencyKey ?? '',
    body: {
      meterNumber: context.meterNumber.trim(),
      ...(context.mode === 'account' && context.accountNumber ? { accountNumber: context.accountNumber } : {}),
      amount,
      paymentMethod: 'NewCard',
      card: cardDetailsOf(context.card),
      convenienceFee: convenienceFee(amount, 'card'),
    },
  };
}

const failureCode = (error: unknown) => toCallFailure(error).msgcode;

/**
 * Recharge Meter (document 1 sections 2-3; issue 4): before sign-in (/RechargeMeter) the visitor
 * types a meter number, which is validated first (ValidateMeterForPayments); signed in (/Recharge)
 * the account's own meter is validated at once. Then the amount within the recharge limits, the
 * card, the review with the convenience fee; the recharge answers the 20-digit STS token and its
 * reference. The review makes the submission's Idempotency-Key: a retry after a failed or dropped
 * call sends the same key and is never charged twice. Nothing typed is lost on any failure.
 */
export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    input: {} as RechargeInput,
    output: {} as { receipt: RechargeReceipt | null },
  },
  actors: {
    validateMeter: fromPromise<MeterValidationData, ValidateMeterRequest>(notProvided('validateMeter')),
    recharge: fromPromise<RechargeReceipt, RechargeRequest>(notProvided('recharge')),
  },
  guards: {
    startsWithAccountMeter: ({ context }) => context.meterFixed,
    isMeterStepValid: ({ context }) => isStepValid(meterStepCheck(context.meterNumber)),
    isAmountStepValid: ({ context }) => isStepValid(amountStepCheck(context.amount, limitsOf(context))),
    isCardStepValid: ({ context }) => isStepValid(cardStepCheck(context.card, context.today)),
    canTypeMeter: ({ context }) => !context.meterFixed,
  },
  actions: {
    showMeterErrors: assign(({ context }) => withCheck(meterStepCheck(context.meterNumber))),
    showAmountErrors: assign(({ context }) => withCheck(amountStepCheck(context.amount, limitsOf(context)))),
    showCardErrors: assign(({ context }) => withCheck(cardStepCheck(context.card, context.today))),
    clearMessages: assign(cleared),
    // One key per submission: made when the review is reached from the card step.
    assignIdempotencyKey: assign({ idempotencyKey: () => randomUuid() }),
    dropIdempotencyKey: assign({ idempotencyKey: null }),
    editMeter: assign(({ context, event }) => {
      if (event.type !== 'meter.change') return {};
      // Another meter must be validated again.
      return { meterNumber: event.value, meter: null, errors: { ...context.errors, meterNumber: undefined }, formError: null };
    }),
    editAmount: assign(({ context, event }) => {
      if (event.type !== 'amount.change') return {};
      return { amount: event.value, errors: { ...context.errors, amount: undefined } };
    }),
    editCard: assign(({ context, event }) => {
      if (event.type !== 'card.change') return {};
      return { card: { ...context.card, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, formError: null };
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
    card: { nameOnCard: '', cardNumber: '', expiryMonth: '', expiryYear: '', cvv: '' },
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
            guard: ({ context, event }) => !context.meterFixed && failureCode(event.error) === 'PAY_METER_NOT_FOUND',
            target: 'meter',
            actions: assign({ errors: { meterNumber: 'PAY_METER_NOT_FOUND' } }),
            description: 'No prepaid meter with this number: said beside the field.',
          },
          {
            target: 'meter',
            actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
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
          { guard: 'isAmountStepValid', target: 'method', actions: 'clearMessages' },
          { actions: 'showAmountErrors', description: 'Not an amount, or outside the limits.' },
        ],
        'step.back': { target: 'meter', actions: 'clearMessages' },
      },
    },
    method: {
      description: 'The card to pay with: name, number (brand detected, Luhn), expiry, CVV.',
      tags: [stepTag('method')],
      on: {
        'card.change': { actions: 'editCard' },
        'step.next': [
          { guard: 'isCardStepValid', target: 'review', actions: ['clearMessages', 'assignIdempotencyKey'], description: 'A new submission: a new Idempotency-Key.' },
          { actions: 'showCardErrors', description: 'A wrong card number is refused here, before any call.' },
        ],
        'step.back': { target: 'amount', actions: 'clearMessages' },
      },
    },
    review: {
      description: 'Meter, holder, amount, the card convenience fee and the total; Pay.',
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
            guard: ({ event }) => isCardErrorCode(failureCode(event.error)),
            target: 'method',
            actions: [assign(({ event }) => ({ failure: toCallFailure(event.error) })), 'dropIdempotencyKey'],
            description: 'F300-F355: the card was refused; its catalogue message on the card step, details kept.',
          },
          {
            guard: ({ event }) => failureCode(event.error) === 'PAY_METER_NOT_FOUND',
            target: 'meter',
            actions: [assign(({ event }) => ({ failure: toCallFailure(event.error), meter: null })), 'dropIdempotencyKey'],
            description: 'The meter went out of service meanwhile.',
          },
          {
            target: 'review',
            actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
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
