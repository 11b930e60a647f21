import type { SnapshotFrom } from 'xstate';
import { type AddressField, type AddressForm, type CalendarDay, type MoveOutReason, type ScheduledRequestSummary, type SlotNumber, type StopServiceAddress } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { connectServiceSteps, type ServiceStepsViewModel } from '../serviceSteps.connect.ts';
import { stopServiceSteps, type stopServiceMachine } from './stopService.machine.ts';
import type { StopServiceEvent, StopVisitorField } from './stopService.types.ts';

export type StopServiceStatus = 'identify' | 'refused' | 'loading' | 'loadFailed' | 'account' | 'calendarFailed' | 'schedule' | 'mailing' | 'review' | 'done';

export interface StopServiceViewModel extends ServiceStepsViewModel {
  status: StopServiceStatus;
  steps: StepItem[];
  /** A call is under way (reading, or the submission): the page waits. */
  busy: boolean;
  stop: StopServiceAddress | null;
  calendar: CalendarDay[];
  day: string | null;
  slot: SlotNumber;
  reason: MoveOutReason | null;
  scheduleErrors: Partial<Record<'day' | 'reason', string>>;
  address: AddressForm;
  addressErrors: Partial<Record<AddressField, string>>;
  failure: CallFailure | null;
  receipt: ScheduledRequestSummary | null;
  chooseReason: (reason: MoveOutReason) => void;
  /** A visitor (/PreStopService): the account proven first, with the contact details. */
  visitor: boolean;
  /** A visitor's first step: the account number, the holder's last name, the email and the phone. */
  visitorForm: Record<StopVisitorField, string>;
  visitorErrors: Partial<Record<StopVisitorField, string>>;
  /** Why a visitor's account cannot be stopped (SRV_STOP_PENDING), or null. */
  refusal: string | null;
  changeVisitor: (field: StopVisitorField, value: string) => void;
}

export function connectStopService(snapshot: SnapshotFrom<typeof stopServiceMachine>, send: (event: StopServiceEvent) => void): StopServiceViewModel {
  const { context } = snapshot;
  const status: StopServiceStatus = snapshot.matches('identify')
    ? 'identify'
    : snapshot.matches('refused')
      ? 'refused'
      : snapshot.matches('loadFailed')
    ? 'loadFailed'
    : snapshot.matches('calendarFailed')
      ? 'calendarFailed'
      : snapshot.hasTag('done')
        ? 'done'
        : snapshot.hasTag('loading')
          ? 'loading'
          : snapshot.hasTag('step:account')
            ? 'account'
            : snapshot.hasTag('step:schedule')
              ? 'schedule'
              : snapshot.hasTag('step:mailing')
                ? 'mailing'
                : 'review';
  return {
    ...connectServiceSteps(context, send),
    status,
    steps: stepItems(stopServiceSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy') || snapshot.hasTag('loading'),
    stop: context.stop,
    calendar: context.calendar,
    day: context.day,
    slot: context.slot,
    reason: context.reason,
    scheduleErrors: context.scheduleErrors,
    address: context.address,
    addressErrors: context.addressErrors,
    failure: context.failure,
    receipt: context.receipt,
    chooseReason: (reason) => send({ type: 'stop.chooseReason', reason }),
    visitor: context.visitor,
    visitorForm: { ...context.identity, ...context.contact },
    visitorErrors: context.visitorErrors,
    refusal: context.refusal,
    changeVisitor: (field, value) => send({ type: 'visitor.change', field, value }),
  };
}
