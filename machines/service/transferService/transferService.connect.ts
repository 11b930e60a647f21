import type { SnapshotFrom } from 'xstate';
import { otherFreeSlots, type AddressField, type AddressForm, type Premise, type SlotNumber, type StopServiceAddress, type Town, type TransferContactField, type TransferIdentityField, type TransferReceipt } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { connectServiceSteps, type ServiceStepsViewModel } from '../serviceSteps.connect.ts';
import type { CalendarContext } from '../serviceSteps.ts';
import { preTransferServiceSteps, transferServiceSteps, type transferServiceMachine } from './transferService.machine.ts';
import type { TransferServiceEvent } from './transferService.types.ts';

export type TransferServiceStatus = 'loading' | 'identify' | 'moveOutFailed' | 'refused' | 'moveOut' | 'calendarFailed' | 'moveOutDate' | 'moveIn' | 'moveInDate' | 'contact' | 'mailing' | 'review' | 'scheduleFailure' | 'done';

export interface TransferServiceViewModel extends ServiceStepsViewModel {
  status: TransferServiceStatus;
  steps: StepItem[];
  /** A call is under way (a check, a calendar, a search or the submission): the page waits. */
  busy: boolean;
  stop: StopServiceAddress | null;
  refusal: string | null;
  /** The appointment of the date step shown (move-out or move-in). */
  appointment: CalendarContext;
  dayError: string | undefined;
  moveOut: CalendarContext;
  moveIn: CalendarContext;
  query: string;
  town: Town | '';
  searchError: string | null;
  premises: Premise[] | null;
  premise: Premise | null;
  ineligible: { premiseId: string; msgcode: string } | null;
  address: AddressForm;
  addressErrors: Partial<Record<AddressField, string>>;
  failure: CallFailure | null;
  receipt: TransferReceipt | null;
  visitor: boolean;
  identity: Record<TransferIdentityField, string>;
  identityErrors: Partial<Record<TransferIdentityField, string>>;
  contact: Record<TransferContactField, string>;
  contactErrors: Partial<Record<TransferContactField, string>>;
  /** The appointment whose time was taken (the schedule failure page), and the free times offered instead. */
  taken: 'moveOut' | 'moveIn' | null;
  offers: { day: string; slots: SlotNumber[] }[];
  changeIdentity: (field: TransferIdentityField, value: string) => void;
  changeContact: (field: TransferContactField, value: string) => void;
  pick: (day: string, slot: SlotNumber) => void;
  changeQuery: (value: string) => void;
  chooseTown: (town: Town | '') => void;
  search: () => void;
  choosePremise: (premiseId: string) => void;
}

export function connectTransferService(snapshot: SnapshotFrom<typeof transferServiceMachine>, send: (event: TransferServiceEvent) => void): TransferServiceViewModel {
  const { context } = snapshot;
  const inMoveIn = snapshot.hasTag('step:moveInDate');
  const status: TransferServiceStatus = snapshot.matches('identify')
    ? 'identify'
    : snapshot.matches('contact')
      ? 'contact'
      : snapshot.matches({ scheduleFailure: 'choosing' })
        ? 'scheduleFailure'
        : statusOf(snapshot);
  const appointment = inMoveIn ? context.moveIn : context.moveOut;
  const taken = context.taken ? context[context.taken] : null;
  return {
    ...connectServiceSteps({ ...context, ...appointment }, send),
    status,
    steps: stepItems(context.visitor ? preTransferServiceSteps : transferServiceSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy') || snapshot.hasTag('loading'),
    visitor: context.visitor,
    identity: context.identity,
    identityErrors: context.identityErrors,
    contact: context.contact,
    contactErrors: context.contactErrors,
    taken: context.taken,
    offers: taken ? otherFreeSlots(taken.calendar, taken.day) : [],
    changeIdentity: (field, value) => send({ type: 'identify.change', field, value }),
    changeContact: (field, value) => send({ type: 'contact.change', field, value }),
    pick: (day, slot) => send({ type: 'schedule.pick', day, slot }),
    stop: context.stop,
    refusal: context.refusal,
    appointment,
    dayError: inMoveIn ? context.dayErrors.moveIn : context.dayErrors.moveOut,
    moveOut: context.moveOut,
    moveIn: context.moveIn,
    query: context.query,
    town: context.town,
    searchError: context.searchError,
    premises: context.premises,
    premise: context.premise,
    ineligible: context.ineligible,
    address: context.address,
    addressErrors: context.addressErrors,
    failure: context.failure,
    receipt: context.receipt,
    changeQuery: (value) => send({ type: 'start.changeQuery', value }),
    chooseTown: (town) => send({ type: 'start.chooseTown', town }),
    search: () => send({ type: 'start.search' }),
    choosePremise: (premiseId) => send({ type: 'start.choosePremise', premiseId }),
  };
}

function statusOf(snapshot: SnapshotFrom<typeof transferServiceMachine>): TransferServiceStatus {
  const inMoveIn = snapshot.hasTag('step:moveInDate');
  return snapshot.matches('moveOutFailed')
    ? 'moveOutFailed'
    : snapshot.matches('refused')
      ? 'refused'
      : snapshot.matches({ moveOutDate: 'calendarFailed' }) || snapshot.matches({ moveInDate: 'calendarFailed' }) || snapshot.matches({ scheduleFailure: 'calendarFailed' })
        ? 'calendarFailed'
        : snapshot.hasTag('done')
          ? 'done'
          : snapshot.hasTag('loading')
            ? 'loading'
            : snapshot.hasTag('step:moveOut')
              ? 'moveOut'
              : snapshot.hasTag('step:moveOutDate')
                ? 'moveOutDate'
                : snapshot.hasTag('step:moveIn')
                  ? 'moveIn'
                  : inMoveIn
                    ? 'moveInDate'
                    : snapshot.hasTag('step:mailing')
                      ? 'mailing'
                      : 'review';
}
