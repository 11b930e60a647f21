import type { AddressField, AddressForm, CalendarDay, MoveOutReason, PreStopRequest, ScheduledRequestSummary, SlotNumber, StopRequest, StopServiceAddress, TransferContactField, TransferIdentityField } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { ServiceStepEvent } from '../serviceSteps.ts';

export interface StopServiceInput {
  /** The selected service account (empty for a visitor until proven). */
  accountNumber: string;
  /** A visitor (/PreStopService): the account proven first by its number and the holder's last name, with an email and phone to track the request. */
  visitor?: boolean;
}

/** A visitor's first step: the account's proof and how to reach them. */
export type StopVisitorField = TransferIdentityField | TransferContactField;

export interface StopServiceContext {
  accountNumber: string;
  visitor: boolean;
  /** A visitor's proof of the account: its number and the holder's last name. */
  identity: Record<TransferIdentityField, string>;
  /** A visitor's email and mobile phone (they also track the request). */
  contact: Record<TransferContactField, string>;
  /** The rule codes of a visitor's first step, shown once Next was pressed. */
  visitorErrors: Partial<Record<StopVisitorField, string>>;
  /** Why a visitor's account cannot be stopped (SRV_STOP_PENDING), or null. */
  refusal: string | null;
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
export type StopServiceEvent = ServiceStepEvent | { type: 'stop.chooseReason'; reason: MoveOutReason } | { type: 'visitor.change'; field: StopVisitorField; value: string };

export type StopServiceStepId = 'account' | 'schedule' | 'mailing' | 'review';

export type StopServiceTag = 'loading' | 'failed' | 'busy' | 'done' | StepTag<StopServiceStepId>;

/** Signed in, the request; a visitor's names the proof and the contact details too. */
export type StopServiceSubmitInput = StopRequest | PreStopRequest;

/** A visitor's proof of the account (the transfer's move-out check). */
export interface StopProofInput {
  accountNumber: string;
  lastName: string;
}
