import type { SnapshotFrom } from 'xstate';
import { addressFieldsOf, type AddressField, type AddressForm, type AddressType, type CalendarDay, type MoveOutReason, type ServiceRequestSummary, type SlotNumber, type StopServiceAddress } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { stopServiceSteps, type stopServiceMachine } from './stopService.machine.ts';
import type { StopServiceEvent } from './stopService.types.ts';

export type StopServiceStatus = 'loading' | 'loadFailed' | 'account' | 'calendarFailed' | 'schedule' | 'mailing' | 'review' | 'done';

export interface StopServiceViewModel {
  status: StopServiceStatus;
  steps: StepItem[];
  /** A call is under way (reading, or the submission): the page waits. */
  busy: boolean;
  stop: StopServiceAddress | null;
  calendar: CalendarDay[];
  /** The slots of the chosen day, with their free places. */
  slotsOfDay: { slot: SlotNumber; free: number }[];
  day: string | null;
  slot: SlotNumber;
  reason: MoveOutReason | null;
  scheduleErrors: Partial<Record<'day' | 'reason', string>>;
  address: AddressForm;
  /** The fields the chosen address type asks for. */
  addressFields: readonly AddressField[];
  addressErrors: Partial<Record<AddressField, string>>;
  failure: CallFailure | null;
  receipt: ServiceRequestSummary | null;
  next: () => void;
  back: () => void;
  retry: () => void;
  submit: () => void;
  chooseDay: (day: string) => void;
  chooseSlot: (slot: SlotNumber) => void;
  chooseReason: (reason: MoveOutReason) => void;
  chooseAddressType: (addressType: AddressType) => void;
  changeAddress: (field: AddressField, value: string) => void;
}

export function connectStopService(snapshot: SnapshotFrom<typeof stopServiceMachine>, send: (event: StopServiceEvent) => void): StopServiceViewModel {
  const { context } = snapshot;
  const status: StopServiceStatus = snapshot.matches('loadFailed')
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
    status,
    steps: stepItems(stopServiceSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy') || snapshot.hasTag('loading'),
    stop: context.stop,
    calendar: context.calendar,
    slotsOfDay: context.calendar.find((day) => day.day === context.day)?.slots ?? [],
    day: context.day,
    slot: context.slot,
    reason: context.reason,
    scheduleErrors: context.scheduleErrors,
    address: context.address,
    addressFields: addressFieldsOf[context.address.addressType],
    addressErrors: context.addressErrors,
    failure: context.failure,
    receipt: context.receipt,
    next: () => send({ type: 'stop.next' }),
    back: () => send({ type: 'stop.back' }),
    retry: () => send({ type: 'stop.retry' }),
    submit: () => send({ type: 'stop.submit' }),
    chooseDay: (day) => send({ type: 'stop.chooseDay', day }),
    chooseSlot: (slot) => send({ type: 'stop.chooseSlot', slot }),
    chooseReason: (reason) => send({ type: 'stop.chooseReason', reason }),
    chooseAddressType: (addressType) => send({ type: 'stop.chooseAddressType', addressType }),
    changeAddress: (field, value) => send({ type: 'stop.changeAddress', field, value }),
  };
}
