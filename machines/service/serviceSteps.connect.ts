/** The view model of the service flows' shared steps (./serviceSteps.ts): what the mailing and appointment fields show, and the intents they send. */
import { addressFieldsOf, type AddressField, type AddressType, type CalendarDay, type SlotNumber } from '../../src/domain/serviceRequests.ts';
import type { CalendarContext, MailingContext, ServiceStepEvent } from './serviceSteps.ts';

export interface ServiceStepsViewModel {
  /** The fields the chosen mailing-address type asks for. */
  addressFields: readonly AddressField[];
  /** The slots of the chosen day, with their free places. */
  slotsOfDay: CalendarDay['slots'];
  next: () => void;
  back: () => void;
  retry: () => void;
  submit: () => void;
  chooseAddressType: (addressType: AddressType) => void;
  changeAddress: (field: AddressField, value: string) => void;
  chooseDay: (day: string) => void;
  chooseSlot: (slot: SlotNumber) => void;
}

export function connectServiceSteps(context: MailingContext & CalendarContext, send: (event: ServiceStepEvent) => void): ServiceStepsViewModel {
  return {
    addressFields: addressFieldsOf[context.address.addressType],
    slotsOfDay: context.calendar.find((day) => day.day === context.day)?.slots ?? [],
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    retry: () => send({ type: 'step.retry' }),
    submit: () => send({ type: 'step.submit' }),
    chooseAddressType: (addressType) => send({ type: 'address.chooseType', addressType }),
    changeAddress: (field, value) => send({ type: 'address.change', field, value }),
    chooseDay: (day) => send({ type: 'appointment.chooseDay', day }),
    chooseSlot: (slot) => send({ type: 'appointment.chooseSlot', slot }),
  };
}
