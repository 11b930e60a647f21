import type { SnapshotFrom } from 'xstate';
import type { SavedPaymentMethod } from '../../../src/domain/payment.ts';
import type { TextToPayEnrolment } from '../../../src/domain/textToPay.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { textToPaySteps, type textToPayMachine } from './textToPay.machine.ts';
import type { TextToPayEvent, TextToPayForm, TextToPayFormErrors, TextToPayNotice } from './textToPay.types.ts';

export type TextToPayViewStatus = 'loading' | 'failed' | 'overview' | 'details' | 'done';

export interface TextToPayViewModel {
  status: TextToPayViewStatus;
  steps: StepItem[];
  /** A call is under way (enrolling, resending, unenrolling): its buttons wait. */
  busy: boolean;
  /** Why the detail could not be read (status 'failed'). */
  failure: CallFailure | null;
  enrolment: TextToPayEnrolment | null;
  bankAccounts: SavedPaymentMethod[];
  amountDue: number;
  dueDate: string | null;
  canEnrol: boolean;
  canResend: boolean;
  canUnenrol: boolean;
  /** The unenrol confirmation, when open. */
  unenrolDialog: { busy: boolean; failure: CallFailure | null } | null;
  form: TextToPayForm;
  errors: TextToPayFormErrors;
  /** Why the enrolment (details) or the resend (overview) was refused. */
  actionFailure: CallFailure | null;
  notice: TextToPayNotice | null;
  retry: () => void;
  enrol: () => void;
  resend: () => void;
  unenrol: () => void;
  confirmUnenrol: () => void;
  dismissUnenrol: () => void;
  changeMobile: (value: string) => void;
  changeConsent: (accepted: boolean) => void;
  chooseBank: (token: string) => void;
  submit: () => void;
  back: () => void;
  finish: () => void;
}

type Snapshot = SnapshotFrom<typeof textToPayMachine>;

function statusOf(snapshot: Snapshot): TextToPayViewStatus {
  if (snapshot.hasTag('loading') || snapshot.matches('loaded')) return 'loading';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('done')) return 'done';
  if (snapshot.hasTag('step:details')) return 'details';
  return 'overview';
}

export function connectTextToPay(snapshot: Snapshot, send: (event: TextToPayEvent) => void): TextToPayViewModel {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const data = context.status;
  const busy = snapshot.hasTag('busy');
  const dialog = snapshot.hasTag('dialog:unenrol');
  const overview = snapshot.hasTag('overview');
  const enrolled = Boolean(data?.enrolled);
  return {
    status,
    steps: stepItems(textToPaySteps, (tag) => snapshot.hasTag(tag)),
    busy,
    failure: context.failure,
    enrolment: data?.enrolment ?? null,
    bankAccounts: data?.bankAccounts ?? [],
    amountDue: data?.amountDue ?? 0,
    dueDate: data?.dueDate ?? null,
    // The actions stay on the page (disabled while a call is under way) as long as the status is shown.
    canEnrol: overview && context.canEdit,
    canResend: overview && context.canEdit && enrolled,
    canUnenrol: overview && context.canEdit && enrolled,
    unenrolDialog: dialog ? { busy, failure: context.actionFailure } : null,
    form: context.form,
    errors: context.errors,
    actionFailure: dialog ? null : context.actionFailure,
    notice: context.notice,
    retry: () => send({ type: 'textToPay.retry' }),
    enrol: () => send({ type: 'textToPay.enrol' }),
    resend: () => send({ type: 'textToPay.resend' }),
    unenrol: () => send({ type: 'textToPay.unenrol' }),
    confirmUnenrol: () => send({ type: 'unenrol.confirm' }),
    dismissUnenrol: () => send({ type: 'unenrol.dismiss' }),
    changeMobile: (value) => send({ type: 'form.mobile', value }),
    changeConsent: (accepted) => send({ type: 'form.consent', accepted }),
    chooseBank: (token) => send({ type: 'form.bank', token }),
    submit: () => send({ type: 'textToPay.submit' }),
    back: () => send({ type: 'textToPay.back' }),
    finish: () => send({ type: 'textToPay.finish' }),
  };
}
