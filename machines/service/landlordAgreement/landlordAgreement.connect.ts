import type { SnapshotFrom } from 'xstate';
import { landlordStartRange, type LandlordAgreementErrors, type LandlordAgreementForm, type LandlordDateField, type LandlordPremise } from '../../../src/domain/landlordAgreement.ts';
import type { ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { landlordAgreementSteps, type landlordAgreementMachine } from './landlordAgreement.machine.ts';
import type { LandlordAgreementEvent } from './landlordAgreement.types.ts';

export type LandlordAgreementStatus = 'loading' | 'failed' | 'notLandlord' | 'premises' | 'terms' | 'review' | 'done';

export interface LandlordAgreementViewModel {
  status: LandlordAgreementStatus;
  steps: StepItem[];
  /** The submission is under way: the review waits. */
  busy: boolean;
  premises: LandlordPremise[];
  /** The premises chosen, as listed. */
  chosen: LandlordPremise[];
  form: LandlordAgreementForm;
  /** The start date's window (yyyy-mm-dd), for the field's hint. */
  startRange: { first: string; last: string };
  errors: LandlordAgreementErrors;
  failure: CallFailure | null;
  receipt: ServiceRequestSummary | null;
  togglePremise: (accountNumber: string) => void;
  changeDate: (field: LandlordDateField, value: string) => void;
  toggleTerms: () => void;
  changeMessage: (value: string) => void;
  next: () => void;
  back: () => void;
  submit: () => void;
  retry: () => void;
}

const statusOf = (snapshot: SnapshotFrom<typeof landlordAgreementMachine>): LandlordAgreementStatus => {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('notLandlord')) return 'notLandlord';
  if (snapshot.hasTag('step:done')) return 'done';
  if (snapshot.hasTag('step:review')) return 'review';
  if (snapshot.hasTag('step:terms')) return 'terms';
  return 'premises';
};

export function connectLandlordAgreement(snapshot: SnapshotFrom<typeof landlordAgreementMachine>, send: (event: LandlordAgreementEvent) => void): LandlordAgreementViewModel {
  const { context } = snapshot;
  const premises = context.record?.premises ?? [];
  return {
    status: statusOf(snapshot),
    steps: stepItems(landlordAgreementSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy'),
    premises,
    chosen: premises.filter((p) => context.form.accountNumbers.includes(p.accountNumber)),
    form: context.form,
    startRange: landlordStartRange(context.today),
    errors: context.errors,
    failure: context.failure,
    receipt: context.receipt,
    togglePremise: (accountNumber) => send({ type: 'landlord.togglePremise', accountNumber }),
    changeDate: (field, value) => send({ type: 'landlord.changeDate', field, value }),
    toggleTerms: () => send({ type: 'landlord.toggleTerms' }),
    changeMessage: (value) => send({ type: 'landlord.changeMessage', value }),
    next: () => send({ type: 'landlord.continue' }),
    back: () => send({ type: 'landlord.back' }),
    submit: () => send({ type: 'landlord.submit' }),
    retry: () => send({ type: 'landlord.retry' }),
  };
}
