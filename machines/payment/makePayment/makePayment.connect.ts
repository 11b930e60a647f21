import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PaymentAmountType } from '../../../src/domain/payment.ts';
import { enrollsPaperless, scheduleWindow, type PaymentTerms } from '../../../src/domain/paymentForms.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import type { paymentMethodMachine } from '../paymentMethod/paymentMethod.machine.ts';
import {
  accountOf,
  amountOf,
  guestPaymentSteps,
  payBillSteps,
  paymentDayOf,
  timingOf,
  type makePaymentMachine,
} from './makePayment.machine.ts';
import type { AmountFields, GuestAccountFields, MakePaymentContext, MakePaymentEvent, PaymentTiming } from './makePayment.types.ts';

type MakePaymentStep = 'account' | 'amount' | 'method' | 'review' | 'done';

export interface MakePaymentViewModel {
  mode: MakePaymentContext['mode'];
  steps: StepItem[];
  step: MakePaymentStep;
  /** A call is under way (the step's fields and buttons are disabled). */
  busy: boolean;
  /** The bill is loading (nothing to show yet) or failed to load. */
  loading: boolean;
  loadFailed: boolean;
  feeFailed: boolean;
  /** The duplicate-payment warning is open. */
  duplicateWarning: boolean;
  duplicate: MakePaymentContext['duplicate'];
  guest: GuestAccountFields;
  maskedName: string | null;
  terms: MakePaymentContext['terms'];
  amountFields: AmountFields;
  /** The amount the choice stands for (NaN while the other amount is not a number). */
  amount: number;
  /** The amounts the bill allows choosing: the total due, the past-due amount when there is one, another amount. */
  amountOptions: { value: PaymentAmountType; amount: number | null }[];
  /** Pay now or on a chosen day: offered signed in when scheduling is allowed (pay now only when allowed too); else none. */
  dateOptions: PaymentTiming[];
  /** The day field shows: a scheduled payment the bill allows. */
  showsPaymentDate: boolean;
  /** The days a payment can be scheduled for (yyyy-mm-dd), for the field's hint. */
  scheduleWindow: { from: string; to: string } | null;
  /** The paperless opt-in is offered (the account is not paperless yet). */
  offersPaperless: boolean;
  /** Review: this payment enrols the account in paperless billing. */
  enrollsPaperless: boolean;
  /** Review: the convenience fee, and the amount plus the fee. */
  convenienceFee: number;
  total: number;
  timing: PaymentTiming;
  /** yyyy-mm-dd of the payment. */
  paymentDay: string;
  accountNumber: string;
  method: MakePaymentContext['method'];
  /** The running payment-method step, while the method step is on screen. */
  methodRef: ActorRefFrom<typeof paymentMethodMachine> | null;
  fee: MakePaymentContext['fee'];
  receipt: MakePaymentContext['receipt'];
  errors: MakePaymentContext['errors'];
  formError: 'VLD001' | null;
  failure: MakePaymentContext['failure'];
  canGoBack: boolean;
  canSubmit: boolean;
  changeGuest: (field: keyof GuestAccountFields, value: string) => void;
  changeAmount: (field: 'amountType' | 'otherAmount' | 'dateType' | 'paymentDate', value: string) => void;
  changePaperless: (value: boolean) => void;
  confirmDuplicate: () => void;
  cancelDuplicate: () => void;
  next: () => void;
  /** Continue on the method step: the child machine checks and ends it. */
  submitMethod: () => void;
  back: () => void;
  submit: () => void;
  retry: () => void;
}

function amountOptionsOf(terms: PaymentTerms | null): MakePaymentViewModel['amountOptions'] {
  if (!terms) return [];
  return [
    { value: 'TotalDueAmount', amount: terms.amountDue },
    ...(terms.pastDueAmount > 0 ? [{ value: 'PastDueAmount' as const, amount: terms.pastDueAmount }] : []),
    { value: 'OtherAmount', amount: null },
  ];
}

function dateOptionsOf(context: MakePaymentContext): PaymentTiming[] {
  const { terms } = context;
  if (context.mode !== 'signedIn' || !terms?.scheduledPaymentAllowed) return [];
  return [...(terms.oneTimePaymentAllowed ? (['payNow'] as const) : []), 'scheduled'];
}

function stepOf(snapshot: SnapshotFrom<typeof makePaymentMachine>): MakePaymentStep {
  if (snapshot.status === 'done') return 'done';
  for (const step of ['account', 'amount', 'method', 'review'] as const) if (snapshot.hasTag(`step:${step}`)) return step;
  return 'amount';
}

export function connectMakePayment(
  snapshot: SnapshotFrom<typeof makePaymentMachine>,
  send: (event: MakePaymentEvent) => void,
): MakePaymentViewModel {
  const { context } = snapshot;
  const methodRef = (snapshot.children.paymentMethod as ActorRefFrom<typeof paymentMethodMachine> | undefined) ?? null;
  const steps = context.mode === 'guest' ? guestPaymentSteps : payBillSteps;
  const amount = amountOf(context);
  const convenienceFee = context.fee?.convenienceFee ?? 0;
  return {
    mode: context.mode,
    steps: stepItems(steps, (tag) => snapshot.hasTag(tag)),
    step: stepOf(snapshot),
    busy: snapshot.hasTag('busy'),
    loading: snapshot.hasTag('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    feeFailed: snapshot.matches('feeFailed'),
    duplicateWarning: snapshot.matches('duplicateWarning'),
    duplicate: context.duplicate,
    guest: context.guest,
    maskedName: context.guestAccount?.maskedName ?? null,
    terms: context.terms,
    amountFields: context.amount,
    amount,
    amountOptions: amountOptionsOf(context.terms),
    dateOptions: dateOptionsOf(context),
    showsPaymentDate: context.amount.dateType === 'scheduled' && (context.terms?.scheduledPaymentAllowed ?? false),
    scheduleWindow: context.terms?.scheduledPaymentAllowed ? scheduleWindow(context.terms, context.today) : null,
    offersPaperless: context.terms !== null && !context.terms.paperless,
    enrollsPaperless: enrollsPaperless(context.amount, context.terms),
    convenienceFee,
    total: amount + convenienceFee,
    timing: timingOf(context),
    paymentDay: paymentDayOf(context),
    accountNumber: accountOf(context),
    method: context.method,
    methodRef: snapshot.matches('method') ? methodRef : null,
    fee: context.fee,
    receipt: context.receipt,
    errors: context.errors,
    formError: context.formError,
    failure: context.failure,
    canGoBack: snapshot.can({ type: 'step.back' }),
    canSubmit: snapshot.can({ type: 'payment.submit' }),
    changeGuest: (field, value) => send({ type: 'guest.change', field, value }),
    changeAmount: (field, value) => send({ type: 'amount.change', field, value }),
    changePaperless: (value) => send({ type: 'amount.change', field: 'paperless', value }),
    confirmDuplicate: () => send({ type: 'duplicate.confirm' }),
    cancelDuplicate: () => send({ type: 'duplicate.cancel' }),
    next: () => send({ type: 'step.next' }),
    submitMethod: () => methodRef?.send({ type: 'method.submit' }),
    back: () => send({ type: 'step.back' }),
    submit: () => send({ type: 'payment.submit' }),
    retry: () => send({ type: 'payment.retry' }),
  };
}
