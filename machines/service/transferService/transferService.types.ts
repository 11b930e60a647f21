import type {
  AddressField,
  AddressForm,
  CalendarDay,
  Eligibility,
  MoveOutCheck,
  Premise,
  PreTransferRequest,
  SlotNumber,
  StopServiceAddress,
  Town,
  TransferContactField,
  TransferIdentityField,
  TransferReceipt,
  TransferRequest,
} from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { CalendarContext, PremiseSearchEvent, ServiceStepEvent } from '../serviceSteps.ts';

export interface TransferServiceInput {
  /** The selected service account: the one moved out of (empty for a visitor until proven). */
  accountNumber: string;
  /** A visitor (/TransferServicePrelogin): the account proven first, contact details asked, 8 steps. */
  visitor?: boolean;
}

export interface TransferServiceContext {
  accountNumber: string;
  visitor: boolean;
  /** A visitor's proof of the account: its number and the holder's last name. */
  identity: Record<TransferIdentityField, string>;
  identityErrors: Partial<Record<TransferIdentityField, string>>;
  /** A visitor's email and mobile phone (they also track the requests). */
  contact: Record<TransferContactField, string>;
  contactErrors: Partial<Record<TransferContactField, string>>;
  /** The appointment whose time was taken meanwhile (the schedule failure page), else null. */
  taken: 'moveOut' | 'moveIn' | null;
  /** The move-out check: account, meter, balance, service and mailing address. */
  stop: StopServiceAddress | null;
  /** Why the account cannot be moved out of (SRV_STOP_PENDING, SRV_VIEW_ONLY), or null. */
  refusal: string | null;
  /** The move-out appointment at the old premise (ALLDAY by default: a move). */
  moveOut: CalendarContext;
  query: string;
  town: Town | '';
  searchError: string | null;
  /** The premises found; null before the first search. */
  premises: Premise[] | null;
  /** The new premise, checked eligible for a move-in. */
  premise: Premise | null;
  /** The last premise found ineligible, with its reason's code. */
  ineligible: { premiseId: string; msgcode: string } | null;
  /** The move-in appointment at the new premise (ALLDAY by default). */
  moveIn: CalendarContext;
  /** A day and time no longer free when Next was pressed (SRV_SLOT), per appointment. */
  dayErrors: Partial<Record<'moveOut' | 'moveIn', string>>;
  address: AddressForm;
  addressErrors: Partial<Record<AddressField, string>>;
  /** Why the last call failed. */
  failure: CallFailure | null;
  receipt: TransferReceipt | null;
}

/** The shared steps' events (next, back, retry, submit, the address and the appointment) and the premise search. */
export type TransferServiceEvent =
  | ServiceStepEvent
  | PremiseSearchEvent
  | { type: 'identify.change'; field: TransferIdentityField; value: string }
  | { type: 'contact.change'; field: TransferContactField; value: string }
  | { type: 'schedule.pick'; day: string; slot: SlotNumber };

export type TransferServiceStepId = 'identify' | 'moveOut' | 'moveOutDate' | 'moveIn' | 'moveInDate' | 'contact' | 'mailing' | 'review';

export type TransferServiceTag = 'busy' | 'loading' | 'failed' | 'done' | 'scheduleFailure' | StepTag<TransferServiceStepId>;

/** Signed in, the request; a visitor's names the proof and the contact details too. */
export type TransferServiceSubmitInput = TransferRequest | PreTransferRequest;
export interface MoveInCheckInput {
  premiseId: string;
  accountNumber: string;
}
/** The move-out check: signed in the account; a visitor's with the holder's last name. */
export interface MoveOutCheckInput {
  accountNumber: string;
  lastName: string | null;
}
export type { Eligibility, MoveOutCheck, CalendarDay, SlotNumber };
