import type { AddressField, AddressForm, CalendarDay, Eligibility, MoveOutCheck, Premise, SlotNumber, StopServiceAddress, Town, TransferReceipt, TransferRequest } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';
import type { CalendarContext, ServiceStepEvent } from '../serviceSteps.ts';

export interface TransferServiceInput {
  /** The selected service account: the one moved out of. */
  accountNumber: string;
}

export interface TransferServiceContext extends TransferServiceInput {
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
  | { type: 'transfer.changeQuery'; value: string }
  | { type: 'transfer.chooseTown'; town: Town | '' }
  | { type: 'transfer.search' }
  | { type: 'transfer.choosePremise'; premiseId: string };

export type TransferServiceStepId = 'moveOut' | 'moveOutDate' | 'moveIn' | 'moveInDate' | 'mailing' | 'review';

export type TransferServiceTag = 'busy' | 'loading' | 'failed' | 'done' | StepTag<TransferServiceStepId>;

export type TransferServiceSubmitInput = TransferRequest;
export interface MoveInCheckInput {
  premiseId: string;
  accountNumber: string;
}
export type { Eligibility, MoveOutCheck, CalendarDay, SlotNumber };
