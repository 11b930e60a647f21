import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AutoPayAmountType, AutoPayDateType, AutoPayEnrolment, AutoPayNextDraft, AutoPayStatus } from '../../../src/domain/autoPay.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import type { paymentMethodMachine } from '../paymentMethod/paymentMethod.machine.ts';
import type { PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';
import { autoPaySteps, type autoPayMachine } from './autoPay.machine.ts';
import type { AutoPayEvent, AutoPayNotice, AutoPayRuleErrors, AutoPayRuleFields } from './autoPay.types.ts';

export type AutoPayViewStatus = 'loading' | 'failed' | 'overview' | 'details' | 'review' | 'done';

export interface AutoPayViewModel {
  status: AutoPayViewStatus;
  steps: StepItem[];
  /** A call is under way (enrolling, cancelling): its buttons wait. */
  busy: boolean;
  /** Why the status could not be read (status 'failed'). */
  failure: CallFailure | null;
  /** The enrolment in force, or null. */
  enrolment: AutoPayEnrolment | null;
  nextDraft: AutoPayNextDraft | null;
  amountDue: number;
  dueDate: string | null;
  limits: AutoPayStatus['limits'] | null;
  canEnrol: boolean;
  canChange: boolean;
  canCancel: boolean;
  /** The cancel confirmation, when open. */
  cancelDialog: { busy: boolean; failure: CallFailure | null } | null;
  rule: AutoPayRuleFields;
  ruleErrors: AutoPayRuleErrors;
  /** The method step (bank accounts only) while step 1 is shown. */
  methodRef: ActorRefFrom<typeof paymentMethodMachine> | null;
  selection: PaymentMethodSelection | null;
  termsAccepted: boolean;
  termsError: string | null;
  /** Why the enrolment was refused (the review). */
  actionFailure: CallFailure | null;
  /** Enrolling changes a plan in force (the review's button and the confirmation say so). */
  isChange: boolean;
  notice: AutoPayNotice | null;
  retry: () => void;
  enrol: () => void;
  edit: () => void;
  cancel: () => void;
  confirmCancel: () => void;
  dismissCancel: () => void;
  changeAmountType: (value: AutoPayAmountType) => void;
  changeDateType: (value: AutoPayDateType) => void;
  changeFixedAmount: (value: string) => void;
  changeDaysBefore: (value: string) => void;
  continue: () => void;
  back: () => void;
  changeTerms: (accepted: boolean) => void;
  submit: () => void;
  finish: () => void;
}

type Snapshot = SnapshotFrom<typeof autoPayMachine>;

function statusOf(snapshot: Snapshot): AutoPayViewStatus {
  if (snapshot.hasTag('loading') || snapshot.matches('loaded')) return 'loading';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('done')) return 'done';
  if (snapshot.hasTag('step:details')) return 'details';
  if (snapshot.hasTag('step:review')) return 'review';
  return 'overview';
}

export function connectAutoPay(snapshot: Snapshot, send: (event: AutoPayEvent) => void): AutoPayViewModel {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const data = context.status;
  const methodRef = (snapshot.children.paymentMethod as ActorRefFrom<typeof paymentMethodMachine> | undefined) ?? null;
  const busy = snapshot.hasTag('busy');
  return {
    status,
    steps: stepItems(autoPaySteps, (tag) => snapshot.hasTag(tag)),
    busy,
    failure: context.failure,
    enrolment: data?.enrolment ?? null,
    nextDraft: data?.nextDraft ?? null,
    amountDue: data?.amountDue ?? 0,
    dueDate: data?.dueDate ?? null,
    limits: data?.limits ?? null,
    canEnrol: snapshot.can({ type: 'autoPay.enrol' }),
    canChange: snapshot.can({ type: 'autoPay.edit' }),
    canCancel: snapshot.can({ type: 'autoPay.cancel' }),
    cancelDialog: snapshot.hasTag('dialog:cancel') ? { busy, failure: context.actionFailure } : null,
    rule: context.rule,
    ruleErrors: context.ruleErrors,
    methodRef: status === 'details' ? methodRef : null,
    selection: context.selection,
    termsAccepted: context.termsAccepted,
    termsError: context.termsError,
    actionFailure: status === 'review' ? context.actionFailure : null,
    isChange: status === 'done' ? context.notice?.kind === 'updated' : Boolean(data?.enrolment),
    notice: context.notice,
    retry: () => send({ type: 'autoPay.retry' }),
    enrol: () => send({ type: 'autoPay.enrol' }),
    edit: () => send({ type: 'autoPay.edit' }),
    cancel: () => send({ type: 'autoPay.cancel' }),
    confirmCancel: () => send({ type: 'cancel.confirm' }),
    dismissCancel: () => send({ type: 'cancel.dismiss' }),
    changeAmountType: (value) => send({ type: 'rule.change', field: 'amountType', value }),
    changeDateType: (value) => send({ type: 'rule.change', field: 'makePaymentType', value }),
    changeFixedAmount: (value) => send({ type: 'rule.change', field: 'fixedAmount', value }),
    changeDaysBefore: (value) => send({ type: 'rule.change', field: 'daysBefore', value }),
    // Continue is the method step's: it checks the bank account, then the machine checks the amount and day.
    continue: () => methodRef?.send({ type: 'method.submit' }),
    back: () => send({ type: 'autoPay.back' }),
    changeTerms: (accepted) => send({ type: 'terms.change', accepted }),
    submit: () => send({ type: 'autoPay.submit' }),
    finish: () => send({ type: 'autoPay.finish' }),
  };
}
