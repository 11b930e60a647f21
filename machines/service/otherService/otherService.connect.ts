import type { SnapshotFrom } from 'xstate';
import { otherServiceStartRange, otherServiceTasks, type OtherServiceErrors, type OtherServiceField, type OtherServiceForm, type OtherServiceOrderType, type OtherServicePlace, type OtherServiceTaskType } from '../../../src/domain/otherService.ts';
import type { ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { otherServiceSteps, type otherServiceMachine } from './otherService.machine.ts';
import type { OtherServiceEvent } from './otherService.types.ts';

export type OtherServiceStatus = 'loading' | 'failed' | 'editing' | 'review' | 'done';

export interface OtherServiceViewModel {
  status: OtherServiceStatus;
  steps: StepItem[];
  /** The submission is under way: the review waits. */
  busy: boolean;
  place: OtherServicePlace | null;
  form: OtherServiceForm;
  /** The tasks the chosen kind of service offers (none before a kind is chosen). */
  tasks: readonly OtherServiceTaskType[];
  /** The start date's window (yyyy-mm-dd), for the field's hint. */
  startRange: { first: string; last: string };
  errors: OtherServiceErrors;
  /** Why the load (status 'failed') or the last submission failed. */
  failure: CallFailure | null;
  receipt: ServiceRequestSummary | null;
  change: (field: OtherServiceField, value: string) => void;
  next: () => void;
  back: () => void;
  submit: () => void;
  retry: () => void;
}

export function connectOtherService(snapshot: SnapshotFrom<typeof otherServiceMachine>, send: (event: OtherServiceEvent) => void): OtherServiceViewModel {
  const { context } = snapshot;
  const status: OtherServiceStatus = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('failed')
      ? 'failed'
      : snapshot.matches('done')
        ? 'done'
        : snapshot.hasTag('step:review')
          ? 'review'
          : 'editing';
  const kind = context.form.orderType in otherServiceTasks ? (context.form.orderType as OtherServiceOrderType) : null;
  return {
    status,
    steps: stepItems(otherServiceSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy'),
    place: context.place,
    form: context.form,
    tasks: kind ? otherServiceTasks[kind] : [],
    startRange: otherServiceStartRange(context.today),
    errors: context.errors,
    failure: context.failure,
    receipt: context.receipt,
    change: (field, value) => send({ type: 'otherService.change', field, value }),
    next: () => send({ type: 'otherService.continue' }),
    back: () => send({ type: 'otherService.back' }),
    submit: () => send({ type: 'otherService.submit' }),
    retry: () => send({ type: 'otherService.retry' }),
  };
}
