/**
 * Service requests (document 1 sections 1-4, document 2 sections 7 and 9): the premises registry and
 * its eligibility outcomes, the appointment calendar, service orders with their status and priority
 * codes, and the stop-service payloads. Shared by machines, views and the server.
 */
import * as v from 'valibot';
import type { serviceRequestPriority, serviceRequestStatus } from './constants.ts';
import { serviceCentreTowns } from './constants.ts';
import { addDaysIso, isIsoDay } from './format.ts';

/** Call paths inside the service area (apiAreas.service). */
export const serviceCalls = {
  /** GET ?query=&town=: premises whose address matches. */
  premises: '/premises',
  /** POST { premiseId, orderType, accountNumber? }: eligible or the reason why not (recorded). */
  premiseEligibility: '/premises/eligibility',
  /** GET ?town=&from=: the days ahead with each slot's free places. */
  appointments: '/appointments',
  /** GET ?accountNumber=: what stop service shows (document 2 section 7 GetStopServiceAddress). */
  stopServiceAddress: '/GetStopServiceAddress',
  /** POST: a start, stop or transfer request (document 2 section 7 SubmitServiceRequest). */
  submit: '/SubmitServiceRequest',
  /** GET: the caller's requests (the service tracker). */
  requests: '/requests',
  /** POST { reference }: cancels an open request. */
  cancel: '/requests/cancel',
} as const;

export type Town = (typeof serviceCentreTowns)[number];
export const townSchema = v.picklist(serviceCentreTowns, 'SRV_TOWN');

// ---- status and priority (document 2 section 9)
export type ServiceRequestStatus = (typeof serviceRequestStatus)[keyof typeof serviceRequestStatus];
export type ServiceRequestPriority = (typeof serviceRequestPriority)[keyof typeof serviceRequestPriority];
export const statusNames: Record<ServiceRequestStatus, 'Open' | 'Closed' | 'RequiresWork'> = { 0: 'Open', 1: 'Closed', 2: 'RequiresWork' };
export const priorityNames: Record<ServiceRequestPriority, 'Immediate' | 'Normal' | 'Low'> = { 1: 'Immediate', 5: 'Normal', 7: 'Low' };

export const orderTypes = ['START', 'STOP', 'TRANSFER'] as const;
export type OrderType = (typeof orderTypes)[number];

// ---- premises and eligibility
/** Why a premise cannot be served for this customer (the issue's ineligible cases). */
export const ineligibleReasons = ['ACTIVE_FOR_ANOTHER', 'UNDER_CONSTRUCTION', 'OUTSIDE_TERRITORY', 'UNPAID_BALANCE'] as const;
export type IneligibleReason = (typeof ineligibleReasons)[number];

/** The catalogue's message code of each reason (texts: errorCatalogue and `error.<code>`). */
export const ineligibleCodes: Record<IneligibleReason, 'SRV_PREMISE_ACTIVE' | 'SRV_PREMISE_CONSTRUCTION' | 'SRV_PREMISE_TERRITORY' | 'SRV_UNPAID_BALANCE'> = {
  ACTIVE_FOR_ANOTHER: 'SRV_PREMISE_ACTIVE',
  UNDER_CONSTRUCTION: 'SRV_PREMISE_CONSTRUCTION',
  OUTSIDE_TERRITORY: 'SRV_PREMISE_TERRITORY',
  UNPAID_BALANCE: 'SRV_UNPAID_BALANCE',
};

export interface Premise {
  premiseId: string;
  address1: string;
  address2: string | null;
  city: string;
  town: string;
  postalCode: string;
}

export type Eligibility = { eligible: true; premise: Premise } | { eligible: false; premise: Premise; reason: IneligibleReason; msgcode: string };

/** Subjects of the interaction records (document 2 section 8 "Start Service Request Ineligible"). */
export const eligibilitySubjects = {
  START: { eligible: 'Start Service Request Eligible', ineligible: 'Start Service Request Ineligible' },
  TRANSFER: { eligible: 'Transfer Service Move-In Eligible', ineligible: 'Transfer Service Move-In Ineligible' },
  STOP: { eligible: 'Stop Service Request Eligible', ineligible: 'Stop Service Request Ineligible' },
} as const;

/** Logged screens of document 2 section 9. */
export const serviceScreens = {
  startAuth: 'Start Service',
  startUnauth: 'UnAuth Start Service',
  transferAuth: 'Auth Transfer Service',
  transferUnauth: 'UnAuth Transfer Service',
  stop: 'Stop Service',
  tracker: 'Track Request tab',
} as const;

const premiseIdSchema = v.pipe(v.string(), v.regex(/^[0-9A-Z-]{4,20}$/, 'SRV_PREMISE_ID'));
const accountNumberSchema = v.pipe(v.string(), v.regex(/^\d{6,20}$/, 'VLD_ACCOUNT_NUMBER'));

export const premiseSearchQuerySchema = v.strictObject({
  query: v.pipe(v.string(), v.trim(), v.minLength(2, 'SRV_SEARCH_LENGTH'), v.maxLength(60, 'SRV_SEARCH_LENGTH')),
  town: v.optional(townSchema),
});

export const eligibilityBodySchema = v.strictObject({
  premiseId: premiseIdSchema,
  orderType: v.picklist(['START', 'TRANSFER'], 'SRV_ORDER_TYPE'),
  accountNumber: v.optional(accountNumberSchema),
});

// ---- appointments
/** Slot 1 8:00-10:00 AM is the default (document 2 section 9); moves default to ALLDAY (slot 0). */
export const appointmentSlots = [
  { slot: 0, code: 'ALLDAY', from: '08:00', to: '17:00' },
  { slot: 1, code: 'SLOT1', from: '08:00', to: '10:00' },
  { slot: 2, code: 'SLOT2', from: '10:00', to: '12:00' },
  { slot: 3, code: 'SLOT3', from: '13:00', to: '15:00' },
  { slot: 4, code: 'SLOT4', from: '15:00', to: '17:00' },
] as const;
export type SlotNumber = (typeof appointmentSlots)[number]['slot'];
export const defaultSlot: SlotNumber = 1;
export const moveDefaultSlot: SlotNumber = 0;
/** Places per slot and day in a town unless the calendar says otherwise. */
export const defaultSlotCapacity = 4;
/** Days the calendar offers, from tomorrow. */
export const calendarDays = 21;

export interface SlotAvailability {
  slot: SlotNumber;
  free: number;
}
export interface CalendarDay {
  day: string;
  /** Sundays have no appointments. */
  slots: SlotAvailability[];
}

export const calendarQuerySchema = v.strictObject({
  town: townSchema,
  from: v.optional(v.pipe(v.string(), v.check(isIsoDay, 'SRV_DAY_FORMAT'))),
});

/** The first day an appointment may be booked for: tomorrow (document 2 section 5 "Date1 must be later than today"). */
export function firstAppointmentDay(today: string): string {
  return addDaysIso(today, 1);
}

export function isWorkingDay(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0;
}

export const appointmentSchema = v.strictObject({
  day: v.pipe(v.string(), v.check(isIsoDay, 'SRV_DAY_FORMAT')),
  slot: v.picklist([0, 1, 2, 3, 4], 'SRV_SLOT'),
});
export type Appointment = v.InferOutput<typeof appointmentSchema>;

// ---- mailing address (document 1 section 3: 0 street, 1 PO box, 2 military, 3 foreign)
export const addressTypes = { street: 0, poBox: 1, military: 2, foreign: 3 } as const;
export type AddressType = (typeof addressTypes)[keyof typeof addressTypes];

const line = (max: number, code: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, code));
const requiredLine = (max: number, code: string) => v.pipe(v.string(), v.trim(), v.minLength(1, code), v.maxLength(max, code));

export const mailingAddressSchema = v.variant('addressType', [
  v.strictObject({ addressType: v.literal(0), address1: requiredLine(80, 'SRV_ADDRESS_LINE'), address2: v.optional(line(80, 'SRV_ADDRESS_LINE')), city: requiredLine(40, 'SRV_CITY'), district: v.optional(line(40, 'SRV_CITY')), country: v.literal('BW') }),
  v.strictObject({ addressType: v.literal(1), poBox: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,6}$/, 'SRV_PO_BOX')), city: requiredLine(40, 'SRV_CITY'), country: v.literal('BW') }),
  v.strictObject({ addressType: v.literal(2), address1: requiredLine(80, 'SRV_ADDRESS_LINE'), city: requiredLine(40, 'SRV_CITY'), state: v.picklist(['AA', 'AE', 'AP'], 'SRV_MILITARY_STATE'), country: v.literal('US') }),
  v.strictObject({ addressType: v.literal(3), address1: requiredLine(80, 'SRV_ADDRESS_LINE'), address2: v.optional(line(80, 'SRV_ADDRESS_LINE')), city: requiredLine(40, 'SRV_CITY'), country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'SRV_COUNTRY')) }),
], 'SRV_ADDRESS_TYPE');
export type MailingAddress = v.InferOutput<typeof mailingAddressSchema>;

// ---- stop service (document 1 section 3 "Stop service")
export const moveOutReasons = ['MOVING', 'SELLING', 'TENANT_LEAVING', 'DEMOLITION', 'OTHER'] as const;
export type MoveOutReason = (typeof moveOutReasons)[number];

export interface StopServiceAddress {
  accountNumber: string;
  customerNumber: string;
  meterNumber: string | null;
  premiseId: string;
  serviceAddress: { address1: string; address2: string | null; city: string; postalCode: string; town: string };
  /** What is owed now (negative: a credit). */
  outstandingBalance: number;
  autopay: boolean;
  /** The mailing address on file, as the forwarding address starts. */
  mailingAddress: MailingAddress | null;
}

export const stopServiceQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const stopRequestSchema = v.strictObject({
  orderType: v.literal('STOP'),
  accountNumber: accountNumberSchema,
  appointment: appointmentSchema,
  reason: v.picklist(moveOutReasons, 'SRV_REASON'),
  mailingAddress: mailingAddressSchema,
});
export type StopRequest = v.InferOutput<typeof stopRequestSchema>;

/** Only stop is taken so far; start and transfer join this union. */
export const submitRequestSchema = v.variant('orderType', [stopRequestSchema], 'SRV_ORDER_TYPE');

export interface ServiceRequestEvent {
  status: ServiceRequestStatus;
  note: string;
  at: string;
}

/** A request as the tracker lists it. */
export interface ServiceRequestSummary {
  reference: string;
  orderType: OrderType;
  status: ServiceRequestStatus;
  priority: ServiceRequestPriority;
  accountNumber: string | null;
  premiseId: string | null;
  appointment: Appointment & { town: string };
  createdAt: string;
  updatedAt: string;
  /** Made by an agent on the customer's behalf. */
  byAgent: boolean;
  timeline: ServiceRequestEvent[];
}

export const cancelRequestSchema = v.strictObject({ reference: v.pipe(v.string(), v.regex(/^SR-[0-9A-Z]{8}$/, 'SRV_REFERENCE')) });

// ---- the mailing-address form (strings as typed) and its check with mailingAddressSchema
export interface AddressForm {
  addressType: AddressType;
  address1: string;
  address2: string;
  poBox: string;
  city: string;
  /** AA, AE or AP for a military address. */
  state: string;
  /** Two-letter country of a foreign address. */
  country: string;
}
export type AddressField = Exclude<keyof AddressForm, 'addressType'>;

export const emptyAddressForm: AddressForm = { addressType: addressTypes.street, address1: '', address2: '', poBox: '', city: '', state: '', country: '' };

/** The fields each address type asks for (document 1 section 3). */
export const addressFieldsOf: Record<AddressType, readonly AddressField[]> = {
  0: ['address1', 'address2', 'city'],
  1: ['poBox', 'city'],
  2: ['address1', 'city', 'state'],
  3: ['address1', 'address2', 'city', 'country'],
};

/** The form as the call sends it: only the type's fields, optional ones left out when empty. */
export function toMailingAddress(form: AddressForm): unknown {
  const pick = (field: AddressField) => form[field].trim();
  switch (form.addressType) {
    case 0:
      return { addressType: 0, address1: pick('address1'), ...(pick('address2') ? { address2: pick('address2') } : {}), city: pick('city'), country: 'BW' };
    case 1:
      return { addressType: 1, poBox: pick('poBox'), city: pick('city'), country: 'BW' };
    case 2:
      return { addressType: 2, address1: pick('address1'), city: pick('city'), state: pick('state'), country: 'US' };
    default:
      return { addressType: 3, address1: pick('address1'), ...(pick('address2') ? { address2: pick('address2') } : {}), city: pick('city'), country: pick('country').toUpperCase() };
  }
}

/** The form made from an address on file. */
export function addressFormOf(address: MailingAddress | null): AddressForm {
  if (!address) return emptyAddressForm;
  return {
    ...emptyAddressForm,
    addressType: address.addressType,
    address1: 'address1' in address ? address.address1 : '',
    address2: 'address2' in address ? (address.address2 ?? '') : '',
    poBox: 'poBox' in address ? address.poBox : '',
    city: address.city,
    state: 'state' in address ? address.state : '',
    country: address.addressType === 3 ? address.country : '',
  };
}

/** The rule each field breaks (field -> message code), empty when the address can be sent. */
export function addressFormErrors(form: AddressForm): Partial<Record<AddressField, string>> {
  const result = v.safeParse(mailingAddressSchema, toMailingAddress(form));
  if (result.success) return {};
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && (addressFieldsOf[form.addressType] as readonly string[]).includes(key)) errors[key as AddressField] ??= issue.message;
  }
  return errors;
}

/** The first day of a calendar on which `slot` has a free place, or null. */
export function firstFreeDay(days: readonly CalendarDay[], slot: SlotNumber): string | null {
  return days.find((day) => day.slots.some((s) => s.slot === slot && s.free > 0))?.day ?? null;
}

export function hasFreePlace(days: readonly CalendarDay[], day: string | null, slot: SlotNumber | null): boolean {
  return days.some((d) => d.day === day && d.slots.some((s) => s.slot === slot && s.free > 0));
}
