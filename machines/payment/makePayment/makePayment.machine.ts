import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { isMethodRefusalCode, paymentDefaults, type ConvenienceFeeData, type DuplicateCheckData, type GuestAccountData } from '../../../src/domain/payment.ts';
import { isoDay } from '../../../src/domain/format.ts';
import {
  amountCheck,
  chosenAmount,
  emptyGuestAccountFields,
  enrollsPaperless,
  guestAccountCheck,
  passes,
  type AmountFields,
  type PaymentTerms,
} from '../../../src/domain/paymentForms.ts';
import { parseDisplayDate } from '../../../src/domain/format.ts';
import { failedWith, failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import { defineSteps, stepTag } from '../../common/steps.ts';
import { paymentMethodMachine, runningDraft } from '../paymentMethod/paymentMethod.machine.ts';
import type {
  FeeLookupInput,
  MakePaymentContext,
  MakePaymentEvent,
  MakePaymentInput,
  MakePaymentOutput,
  PaymentBody,
  PaymentData,
  SubmitPaymentInput,
  MakePaymentTag,
} from './makePayment.types.ts';

/** Post-login /PayBill: 3 steps (document 1 section 2, "payment 3"). */
export const payBillSteps = defineSteps([
  { id: 'amount', labelId: 'payment.step.amount' },
  { id: 'method', labelId: 'payment.step.method' },
  { id: 'review', labelId: 'payment.step.review' },
] as const);

/** Pre-login /MakePayment: the account is checked first. */
export const guestPaymentSteps = defineSteps([
  { id: 'account', labelId: 'payment.step.account' },
  { id: 'amount', labelId: 'payment.step.amount' },
  { id: 'method', labelId: 'payment.step.method' },
  { id: 'review', labelId: 'payment.step.review' },
] as const);

const cleared = { errors: {}, formError: null, failure: null } as const;

/** Before the bill is known: the payment defaults of document 2 section 9. */
const initialAmount: AmountFields = {
  amountType: paymentDefaults.paymentAmountType,
  otherAmount: '',
  dateType: paymentDefaults.paymentDateType,
  paymentDate: '',
  paperless: false,
};

/**
 * The payment defaults of document 2 section 9 for this bill: the total due, paid now; another
 * amount when nothing is due, scheduled when only that is allowed.
 */
function defaultAmount(terms: PaymentTerms): AmountFields {
  return {
    ...initialAmount,
    amountType: terms.amountDue > 0 ? paymentDefaults.paymentAmountType : 'OtherAmount',
    dateType: !terms.oneTimePaymentAllowed && terms.scheduledPaymentAllowed ? 'scheduled' : paymentDefaults.paymentDateType,
  };
}

function termsOfBill({ bill }: PaymentData): PaymentTerms {
  return {
    amountDue: bill.amountDue,
    pastDueAmount: bill.pastDueAmount,
    dueDate: bill.dueDate,
    limits: { minimum: bill.minimumAllowed, maximum: bill.maximumAllowed },
    oneTimePaymentAllowed: bill.oneTimePaymentAllowed,
    scheduledPaymentAllowed: bill.scheduledPaymentAllowed,
    latestScheduleDate: bill.latestScheduleDate,
    paperless: bill.paperless,
  };
}

function termsOfGuest(account: GuestAccountData): PaymentTerms {
  return {
    amountDue: account.amountDue,
    pastDueAmount: account.pastDueAmount,
    dueDate: account.dueDate,
    limits: { minimum: account.minimumAllowed, maximum: account.maximumAllowed },
    oneTimePaymentAllowed: true,
    // A guest pays now only (POST {payment}/guest/pay).
    scheduledPaymentAllowed: false,
    latestScheduleDate: null,
    paperless: false,
  };
}

/** The account the payment is for: the selected one, or the one the guest typed. */
export const accountOf = (context: MakePaymentContext) => (context.mode === 'guest' ? context.guest.accountNumber.trim() : (context.accountNumber ?? ''));
export const amountOf = (context: MakePaymentContext) => (context.terms ? chosenAmount(context.amount, context.terms) : Number.NaN);
export const timingOf = (context: MakePaymentContext) => (context.mode === 'guest' ? 'payNow' : context.amount.dateType);
/** The day the payment is made: today, or the scheduled day (yyyy-mm-dd). */
export const paymentDayOf = (context: MakePaymentContext) =>
  timingOf(context) === 'scheduled' ? (parseDisplayDate(context.amount.paymentDate) ?? '') : isoDay(context.today);

/** The pay, schedule or guest pay body of what the customer reviewed. */
function paymentBodyOf(context: MakePaymentContext): PaymentBody {
  const method = context.method!;
  const guest = context.mode === 'guest';
  return {
    accountNumber: accountOf(context),
    amount: amountOf(context),
    paymentAmountType: context.amount.amountType,
    paymentMethod: method.paymentMethod,
    ...(method.savedPaymentMethod ? { savedPaymentMethod: method.savedPaymentMethod } : {}),
    ...(method.card ? { card: method.card } : {}),
    ...(method.bank ? { bank: method.bank } : {}),
    ...(method.wallet ? { wallet: method.wallet } : {}),
    ...(guest ? {} : { saveMethod: method.saveMethod, nickName: method.nickName, setDefaultPayment: method.setDefaultPayment }),
    paymentDate: paymentDayOf(context),
    paymentDateType: timingOf(context),
    convenienceFee: context.fee?.convenienceFee ?? 0,
    paperless: enrollsPaperless(context.amount, context.terms),
    ...(guest ? { guestPaymentToken: context.guestAccount?.guestPaymentToken ?? '' } : {}),
  };
}

/**
 * Make a Payment (document 1 sections 2-3; document 2 sections 5-9): signed in on /PayBill
 * (amount, method, review; then /PayBillSuccess or /PayScheduledSuccess) and as a guest on
 * /MakePayment (the account checked first, with its guestPaymentToken). The amount is the total
 * due, the past due amount or another amount within the account's limits, paid now or on a chosen
 * day; a second payment of the same amount is warned about first; the convenience fee is looked up
 * for the chosen method and shown on review. The Idempotency-Key is made when review is reached and
 * sent again with every retry, so nothing is charged twice. A failed call keeps everything.
 */
export const makePaymentMachine = setup({
  types: {
    context: {} as MakePaymentContext,
    events: {} as MakePaymentEvent,
    input: {} as MakePaymentInput,
    output: {} as MakePaymentOutput,
    tags: {} as MakePaymentTag,
  },
  actors: {
    loadPaymentData: fromPromise<PaymentData, { accountNumber: string }>(notProvided('loadPaymentData')),
    validateGuestAccount: fromPromise<GuestAccountData, { accountNumber: string; postCode?: string; lastName?: string }>(notProvided('validateGuestAccount')),
    checkDuplicate: fromPromise<DuplicateCheckData, { accountNumber: string; amount: number }>(notProvided('checkDuplicate')),
    lookUpFee: fromPromise<ConvenienceFeeData, FeeLookupInput>(notProvided('lookUpFee')),
    submitPayment: fromPromise<MakePaymentOutput['receipt'], SubmitPaymentInput>(notProvided('submitPayment')),
    paymentMethod: paymentMethodMachine,
  },
  guards: {
    isGuest: ({ context }) => context.mode === 'guest',
    isGuestAccountValid: ({ context }) => passes(guestAccountCheck(context.guest)),
    isAmountStepValid: ({ context }) => context.terms !== null && passes(amountCheck(context.amount, context.terms, context.today)),
    isPrepaidAccount: (_, { output }: { output: GuestAccountData }) => output.isPrepaid,
    isDuplicate: (_, { output }: { output: DuplicateCheckData }) => output.duplicate,
    isScheduledReceipt: (_, { output }: { output: MakePaymentOutput['receipt'] }) => output.status === 'scheduled',
    /** Only a guest's account check expires (30 minutes). */
    isGuestCheckExpired: ({ context }, { failure }: FailureParams) => context.mode === 'guest' && failure.msgcode === 'PAY_GUEST_EXPIRED',
    isFeeChanged: failedWith(['PAY_FEE_CHANGED']),
    isMethodRefused: (_, { failure }: FailureParams) => isMethodRefusalCode(failure.msgcode),
  },
  actions: {
    clearMessages: assign(cleared),
    storeFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    keepMethodDraft: assign(({ self }) => ({ methodDraft: runningDraft(self, 'paymentMethod') })),
    showGuestErrors: assign(({ context }) => {
      const check = guestAccountCheck(context.guest);
      return { errors: check.fields, formError: check.form, failure: null };
    }),
    showAmountErrors: assign(({ context }) => {
      const check = amountCheck(context.amount, context.terms!, context.today);
      return { errors: check.fields, formError: check.form, failure: null };
    }),
    editGuest: assign(({ context, event }) => {
      assertEvent(event, 'guest.change');
      // Another account must be checked again.
      return { guest: { ...context.guest, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, formError: null };
    }),
    editAmount: assign(({ context, event }) => {
      assertEvent(event, 'amount.change');
      const errors = { ...context.errors, [event.field]: undefined };
      // Choosing an amount type or a timing clears that choice's markers (document 2 section 5).
      if (event.field === 'amountType') Object.assign(errors, { otherAmount: undefined });
      if (event.field === 'dateType') Object.assign(errors, { paymentDate: undefined, amountType: undefined });
      return { amount: { ...context.amount, [event.field]: event.value }, errors, formError: null };
    }),
  },
}).createMachine({
  id: 'makePayment',
  description: 'A customer pays the bill now or on a chosen day, signed in (/PayBill) or as a guest (/MakePayment).',
  context: ({ input }) => ({
    mode: input.mode,
    accountNumber: input.accountNumber,
    allowSaved: input.mode === 'signedIn' && input.allowSaved,
    allowNew: input.mode === 'guest' || input.allowNew,
    today: input.today,
    newIdempotencyKey: input.newIdempotencyKey,
    guest: emptyGuestAccountFields,
    guestAccount: null,
    terms: null,
    savedMethods: [],
    amount: initialAmount,
    method: null,
    methodDraft: null,
    fee: null,
    duplicate: null,
    idempotencyKey: null,
    receipt: null,
    errors: {},
    formError: null,
    failure: null,
  }),
  initial: 'start',
  // The receipt says what happened (a pay-now answer is never a scheduled payment, and the other way round).
  output: ({ context }) => ({ timing: context.receipt!.status === 'scheduled' ? 'scheduled' : 'payNow', receipt: context.receipt! }),
  states: {
    start: {
      description: 'A guest checks the account first; a signed-in customer starts from the current bill.',
      always: [{ guard: 'isGuest', target: 'account' }, { target: 'loading' }],
    },
    loading: {
      description: 'The current bill (amounts due, limits, pay and schedule flags) and the saved methods.',
      tags: [stepTag('amount'), 'busy', 'loading'],
      invoke: {
        id: 'loadPaymentData',
        src: 'loadPaymentData',
        input: ({ context }) => ({ accountNumber: context.accountNumber ?? '' }),
        onDone: {
          target: 'amount',
          actions: assign(({ event }) => {
            const terms = termsOfBill(event.output);
            return { terms, savedMethods: event.output.methods, amount: defaultAmount(terms), failure: null };
          }),
        },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: failureParams } },
      },
    },
    loadFailed: {
      description: 'The bill could not be had: the message and Try again.',
      tags: [stepTag('amount')],
      on: { 'payment.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    account: {
      description: 'Guest: the account number and the service address post code or the account holder’s last name.',
      tags: [stepTag('account')],
      on: {
        'guest.change': { actions: 'editGuest', description: 'The guest types; nothing is lost.' },
        'step.next': [
          { guard: 'isGuestAccountValid', target: 'validatingAccount', actions: 'clearMessages' },
          { actions: 'showGuestErrors', description: 'Bad or missing details: errors beside the fields.' },
        ],
      },
    },
    validatingAccount: {
      description: 'ValidateAccountForPayments: the amounts due and a guestPaymentToken (logged as guest account validation).',
      tags: [stepTag('account'), 'busy'],
      invoke: {
        id: 'validateGuestAccount',
        src: 'validateGuestAccount',
        input: ({ context }) => ({
          accountNumber: context.guest.accountNumber.trim(),
          ...(context.guest.proof === 'postCode' ? { postCode: context.guest.postCode.trim() } : { lastName: context.guest.lastName.trim() }),
        }),
        onDone: [
          {
            guard: { type: 'isPrepaidAccount', params: outputParams },
            target: 'account',
            actions: assign({ failure: { msgcode: 'PAY_PREPAID_ACCOUNT', message: '' } }),
            description: 'A prepaid account is recharged, not paid.',
          },
          {
            target: 'amount',
            actions: assign(({ event }) => {
              const terms = termsOfGuest(event.output);
              return { guestAccount: event.output, terms, amount: defaultAmount(terms), failure: null };
            }),
          },
        ],
        onError: {
          target: 'account',
          actions: { type: 'storeFailure', params: failureParams },
          description: 'GEN014 details do not match, GEN015 / GEN429 too many attempts.',
        },
      },
    },
    amount: {
      description: 'Total due, past due or another amount; pay now or on a date; paperless billing opt-in.',
      tags: [stepTag('amount')],
      on: {
        'amount.change': { actions: 'editAmount' },
        'step.next': [
          { guard: and(['isGuest', 'isAmountStepValid']), target: 'method', actions: 'clearMessages', description: 'A guest has no duplicate check.' },
          { guard: 'isAmountStepValid', target: 'checkingDuplicate', actions: 'clearMessages', description: 'Signed in: is this a second identical payment?' },
          { actions: 'showAmountErrors', description: 'An amount outside the limits, a date not allowed: errors beside the fields.' },
        ],
        'step.back': { guard: 'isGuest', target: 'account', actions: 'clearMessages' },
      },
    },
    checkingDuplicate: {
      description: 'The duplicate-payment check: a payment of the same amount in the last 24 hours, or one scheduled.',
      tags: [stepTag('amount'), 'busy'],
      invoke: {
        id: 'checkDuplicate',
        src: 'checkDuplicate',
        input: ({ context }) => ({ accountNumber: accountOf(context), amount: amountOf(context) }),
        onDone: [
          { guard: { type: 'isDuplicate', params: outputParams }, target: 'duplicateWarning', actions: assign(({ event }) => ({ duplicate: event.output.previous })) },
          { target: 'method', actions: assign({ duplicate: null }) },
        ],
        onError: { target: 'amount', actions: { type: 'storeFailure', params: failureParams } },
      },
    },
    duplicateWarning: {
      description: 'A warning before a second identical payment: pay again anyway, or change the amount.',
      tags: [stepTag('amount')],
      on: {
        'duplicate.confirm': { target: 'method', description: 'The customer means to pay again.' },
        'duplicate.cancel': { target: 'amount', actions: assign({ duplicate: null }) },
      },
    },
    method: {
      description: 'The payment-method step (child machine): a saved method, a new card or a new bank account.',
      tags: [stepTag('method')],
      invoke: {
        id: 'paymentMethod',
        src: 'paymentMethod',
        input: ({ context }) => ({
          savedMethods: context.savedMethods,
          allowSaved: context.allowSaved,
          allowNew: context.allowNew,
          allowSave: context.mode === 'signedIn',
          // A wallet approval pays now: a scheduled payment needs a card or a bank account.
          allowWallet: timingOf(context) === 'payNow',
          today: context.today,
          previous: context.method,
          draft: context.methodDraft,
        }),
        onDone: { target: 'fetchingFee', actions: assign(({ event }) => ({ method: event.output, methodDraft: null, failure: null })) },
      },
      on: {
        'step.back': {
          target: 'amount',
          actions: ['clearMessages', 'keepMethodDraft'],
          description: 'Back to the amount; what was typed on this step is kept for when the customer returns.',
        },
      },
    },
    fetchingFee: {
      description: 'The convenience fee of the amount and method (cards 2.5%, at least BWP 5; bank accounts free).',
      tags: [stepTag('method'), 'busy'],
      invoke: {
        id: 'lookUpFee',
        src: 'lookUpFee',
        input: ({ context }) => ({ accountNumber: accountOf(context), amount: amountOf(context), methodType: context.method!.kind }),
        onDone: {
          target: 'review',
          // Review reached: one key for this submission and every retry of it.
          actions: assign(({ context, event }) => ({ fee: event.output, idempotencyKey: context.newIdempotencyKey() })),
        },
        onError: { target: 'feeFailed', actions: { type: 'storeFailure', params: failureParams } },
      },
    },
    feeFailed: {
      description: 'The fee could not be looked up: the message and Try again.',
      tags: [stepTag('method')],
      on: {
        'payment.retry': { target: 'fetchingFee', actions: 'clearMessages' },
        'step.back': { target: 'method', actions: 'clearMessages' },
      },
    },
    review: {
      description: 'Amount, fee, total, date and method to check before paying.',
      tags: [stepTag('review')],
      on: {
        'payment.submit': { target: 'submitting', actions: 'clearMessages', description: 'Pay (a second click while paying does nothing).' },
        'step.back': { target: 'method', actions: 'clearMessages' },
      },
    },
    submitting: {
      description: 'Pay now, schedule or guest pay, with the Idempotency-Key of this submission.',
      tags: [stepTag('review'), 'busy'],
      invoke: {
        id: 'submitPayment',
        src: 'submitPayment',
        input: ({ context }) => ({ mode: context.mode, timing: timingOf(context), body: paymentBodyOf(context), idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: [
          { guard: { type: 'isScheduledReceipt', params: outputParams }, target: 'scheduled', actions: assign(({ event }) => ({ receipt: event.output })) },
          { target: 'paid', actions: assign(({ event }) => ({ receipt: event.output })) },
        ],
        onError: [
          {
            guard: { type: 'isGuestCheckExpired', params: failureParams },
            target: 'account',
            actions: [{ type: 'storeFailure', params: failureParams }, assign({ guestAccount: null })],
            description: 'The guest account check expired (30 minutes): check the account again, everything kept.',
          },
          {
            guard: { type: 'isFeeChanged', params: failureParams },
            target: 'fetchingFee',
            actions: { type: 'storeFailure', params: failureParams },
            description: 'The fee changed: look it up again and review (a new submission, a new key).',
          },
          {
            guard: { type: 'isMethodRefused', params: failureParams },
            target: 'method',
            actions: { type: 'storeFailure', params: failureParams },
            description: 'F300-F315, F351-F355: the catalogue message; another card or bank account. A wallet approval used or expired: approve again.',
          },
          {
            target: 'review',
            actions: { type: 'storeFailure', params: failureParams },
            description: 'Any other failure (a dropped connection): the message and Try again with the same key.',
          },
        ],
      },
    },
    paid: { description: 'Paid: /PayBillSuccess (or the guest receipt).', type: 'final' },
    scheduled: { description: 'Scheduled: /PayScheduledSuccess.', type: 'final' },
  },
});
