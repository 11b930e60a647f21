import type { AddressField, AddressForm, CalendarDay, MoveOutReason, ScheduledRequestSummary, SlotNumber, StopRequest, StopServiceAddress } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { ServiceStepEvent } from '../serviceSteps.ts';

export interface StopServiceInput {
  /** The selected service account. */
  accountNumber: string;
}

export interface StopServiceContext extends StopServiceInput {
  /** GetStopServiceAddress: account, meter, balance, service and mailing address. */
  stop: StopServiceAddress | null;
  /** The calendar of the account's service-centre town. */
  calendar: CalendarDay[];
  day: string | null;
  /** ALLDAY (0) by default: a move-out (document 2 section 9). */
  slot: SlotNumber;
  reason: MoveOutReason | null;
  /** Rule codes of the schedule step, shown once the user pressed Next. */
  scheduleErrors: Partial<Record<'day' | 'reason', string>>;
  address: AddressForm;
  addressErrors: Partial<Record<AddressField, string>>;
  /** Why the load, the calendar or the last submission failed. */
  failure: CallFailure | null;
  receipt: ScheduledRequestSummary | null;
}

/** The shared steps' events (next, back, retry, submit, the address and the appointment) and the reason for moving out. */
export type StopServiceEvent = ServiceStepEvent | { type: 'stop.chooseReason'; reason: MoveOutReason };

export type StopServiceStepId = 'account' | 'schedule' | 'mailing' | 'review';

export type StopServiceTag = 'loading' | 'failed' | 'busy' | 'done' | StepTag<StopServiceStepId>;

export type StopServiceSubmitInput = StopRequest;
