/**
 * Service requests (document 1 sections 1-4, document 2 sections 7 and 9): the premises registry and
 * its eligibility outcomes, the appointment calendar, service orders with their status and priority
 * codes, and the stop-service payloads. Shared by machines, views and the server.
 */
import * as v from 'valibot';
import type { serviceRequestPriority, serviceRequestStatus } from './constants.ts';
import { serviceCentreTowns } from './constants.ts';
import { addDaysIso, isIsoDay } from './format.ts';
import { dateKey, emailSchema, idNumberSchema, nameSchema, orgNameSchema, phoneSchema } from './fields.ts';

/** Call paths inside the service area (apiAreas.service). */
export const serviceCalls = {
  /** GET ?query=&town=: premises whose address matches. */
  premises: '/premises',
  /** POST { premiseId, orderType, accountNumber? }: eligible or the reason why not (recorded). */
  premiseEligibility: '/premises/eligibility',
  /** POST { premiseId, coApplicant }: the co-applicant's identity check (recorded). */
  identityCheck: '/coapplicant/identity',
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
  /** POST { reference, appointment }: moves an open request's visit to another day and slot (the old place is freed). */
  editAppointment: '/requests/appointment',
  /** POST { reference, documentIds }: the missing document of a request that RequiresWork; it goes back to Open. */
  supplyDocuments: '/requests/documents',
  /** POST { accountNumber }: transfer service's move-out check of the account being left (recorded). */
  moveOutCheck: '/transfer/move-out',
  /** POST the local-market start service of a visitor (not signed in; recorded as UnAuth Start Service). */
  preStart: '/prelogin/start',
  /** POST { reference, contact }: a request tracked without signing in, by its reference and the email or phone given with it. */
  track: '/prelogin/track',
  /** POST { accountNumber, lastName }: a visitor's move-out check of the account left (throttled; recorded as UnAuth Transfer Service). */
  preMoveOutCheck: '/prelogin/transfer/move-out',
  /** POST a visitor's transfer: the account proven again, both appointments, contact details (throttled; recorded as UnAuth Transfer Service). */
  preTransfer: '/prelogin/transfer',
  /** POST a visitor's stop: the account proven again (its number and the holder's last name), the stop, contact details (throttled; recorded as UnAuth Stop Service). */
  preStop: '/prelogin/stop',
} as const;

export type Town = (typeof serviceCentreTowns)[number];
export const townSchema = v.picklist(serviceCentreTowns, 'SRV_TOWN');

// ---- status and priority (document 2 section 9)
export type ServiceRequestStatus = (typeof serviceRequestStatus)[keyof typeof serviceRequestStatus];
export type ServiceRequestPriority = (typeof serviceRequestPriority)[keyof typeof serviceRequestPriority];
export const statusNames: Record<ServiceRequestStatus, 'Open' | 'Closed' | 'RequiresWork'> = { 0: 'Open', 1: 'Closed', 2: 'RequiresWork' };
export const priorityNames: Record<ServiceRequestPriority, 'Immediate' | 'Normal' | 'Low'> = { 1: 'Immediate', 5: 'Normal', 7: 'Low' };

/** Every kind of service request (the service_orders check constraint lists the same). */
export const orderTypes = ['START', 'STOP', 'TRANSFER', 'KYC', 'METER_INSPECTION', 'NEW_CONNECTION', 'OTHER', 'LANDLORD_AGREEMENT'] as const;
export type OrderType = (typeof orderTypes)[number];

// ---- premises and eligibility
/** Why a premise cannot be served for this customer (the issue's ineligible cases). */
export const ineligibleReasons = ['ACTIVE_FOR_ANOTHER', 'UNDER_CONSTRUCTION', 'OUTSIDE_TERRITORY', 'UNPAID_BALANCE', 'CURRENT_PREMISE'] as const;
export type IneligibleReason = (typeof ineligibleReasons)[number];

/** The catalogue's message code of each reason (texts: errorCatalogue and `error.<code>`). */
export const ineligibleCodes: Record<IneligibleReason, 'SRV_PREMISE_ACTIVE' | 'SRV_PREMISE_CONSTRUCTION' | 'SRV_PREMISE_TERRITORY' | 'SRV_UNPAID_BALANCE' | 'SRV_PREMISE_CURRENT'> = {
  ACTIVE_FOR_ANOTHER: 'SRV_PREMISE_ACTIVE',
  UNDER_CONSTRUCTION: 'SRV_PREMISE_CONSTRUCTION',
  OUTSIDE_TERRITORY: 'SRV_PREMISE_TERRITORY',
  UNPAID_BALANCE: 'SRV_UNPAID_BALANCE',
  /** A move-in to the premise the transfer moves out of. */
  CURRENT_PREMISE: 'SRV_PREMISE_CURRENT',
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
  MOVE_OUT: { eligible: 'Transfer Service Move-Out Eligible', ineligible: 'Transfer Service Move-Out Ineligible' },
} as const;

/** Logged screens of document 2 section 9. */
export const serviceScreens = {
  startAuth: 'Start Service',
  startUnauth: 'UnAuth Start Service',
  transferAuth: 'Auth Transfer Service',
  transferUnauth: 'UnAuth Transfer Service',
  stop: 'Stop Service',
  /** A visitor's stop (/PreStopService): the spec names no screen; named as the other visitors' flows are. */
  stopUnauth: 'UnAuth Stop Service',
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

// ---- start service, signed in (document 1 section 3 "Authenticated start service")
export const customerTypes = ['RESIDENTIAL', 'BUSINESS'] as const;
export type CustomerType = (typeof customerTypes)[number];
export const depositOptions = ['DEPOSIT', 'ESTABLISHMENT_FEE'] as const;
export type DepositOption = (typeof depositOptions)[number];

/** The co-applicant's date of birth as day, month and year parts (document 1 section 3). */
export interface BirthParts {
  day: string;
  month: string;
  year: string;
}

/** The rule the date-of-birth parts break, or null: a real day, and the co-applicant at least 18 on `today` (yyyy-mm-dd). */
export function birthPartsError(parts: BirthParts, today: string): 'SRV_DOB_REQUIRED' | 'SRV_DOB_INVALID' | 'SRV_DOB_ADULT' | null {
  if (!parts.day.trim() || !parts.month.trim() || !parts.year.trim()) return 'SRV_DOB_REQUIRED';
  if (!/^\d{1,2}$/.test(parts.day.trim()) || !/^\d{1,2}$/.test(parts.month.trim()) || !/^\d{4}$/.test(parts.year.trim())) return 'SRV_DOB_INVALID';
  const [day, month, year] = [Number(parts.day), Number(parts.month), Number(parts.year)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'SRV_DOB_INVALID';
  const key = dateKey(date);
  const [ty, tm, td] = today.split('-');
  const adultFrom = `${Number(ty) - 18}${tm}${td}`;
  return key > adultFrom ? 'SRV_DOB_ADULT' : null;
}

const birthPartSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,4}$/, 'SRV_DOB_FORMAT'));

export const coApplicantSchema = v.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  birth: v.strictObject({ day: birthPartSchema, month: birthPartSchema, year: birthPartSchema }),
  /** National ID (Omang) or passport number. */
  idNumber: idNumberSchema,
});
export type CoApplicant = v.InferOutput<typeof coApplicantSchema>;

/** POST body of the co-applicant identity check (recorded as an interaction). */
export const identityCheckBodySchema = v.strictObject({ premiseId: premiseIdSchema, coApplicant: coApplicantSchema });

/**
 * The reference server's identity check of a co-applicant: an adult whose national ID (Omang) has 9
 * digits with 1 or 2 (the sex digit) fifth; a passport number is letters and digits and is accepted.
 */
export function identityMatches(coApplicant: CoApplicant, today: string): boolean {
  if (birthPartsError(coApplicant.birth, today) !== null) return false;
  const id = coApplicant.idNumber.toUpperCase();
  if (/^\d+$/.test(id)) return /^\d{4}[12]\d{4}$/.test(id);
  return /^[A-Z]{1,2}\d{6,8}$/.test(id);
}

const uuidSchema = v.pipe(v.string(), v.uuid('VLD_UUID'));

export const startRequestSchema = v.strictObject({
  orderType: v.literal('START'),
  premiseId: premiseIdSchema,
  customerType: v.picklist(customerTypes, 'SRV_CUSTOMER_TYPE'),
  /** A business customer's name (required for BUSINESS). */
  businessName: v.optional(orgNameSchema),
  coApplicant: v.optional(coApplicantSchema),
  mailingAddress: mailingAddressSchema,
  appointment: appointmentSchema,
  accessInstructions: v.pipe(v.string(), v.trim(), v.maxLength(200, 'SRV_ACCESS_LENGTH')),
  gateCode: v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Za-z#*]{0,10}$/, 'SRV_GATE_CODE')),
  creditReview: v.boolean('SRV_CREDIT_REVIEW'),
  depositOption: v.picklist(depositOptions, 'SRV_DEPOSIT'),
  optInText: v.boolean(),
  textNumber: v.optional(phoneSchema),
  paperless: v.boolean(),
  /** Documents uploaded for this request (proof of identity when the credit review is declined). */
  documentIds: v.pipe(v.array(uuidSchema), v.maxLength(10, 'SRV_DOCUMENT_COUNT')),
});
export type StartRequest = v.InferOutput<typeof startRequestSchema>;

/** Codes of the rules across fields of a start request. */
export type StartRuleCode = 'SRV_BUSINESS_NAME' | 'SRV_DOB_REQUIRED' | 'SRV_DOB_INVALID' | 'SRV_DOB_ADULT' | 'SRV_TEXT_NUMBER' | 'SRV_DOCUMENTS_REQUIRED';

/** The rules across fields of a start request (the form and the server check the same), or null. */
export function startRequestRule(body: StartRequest, today: string): StartRuleCode | null {
  if (body.customerType === 'BUSINESS' && (body.businessName ?? '').trim() === '') return 'SRV_BUSINESS_NAME';
  if (body.coApplicant) {
    const birth = birthPartsError(body.coApplicant.birth, today);
    if (birth) return birth;
  }
  if (body.optInText && body.textNumber === undefined) return 'SRV_TEXT_NUMBER';
  if (!body.creditReview && body.documentIds.length === 0) return 'SRV_DOCUMENTS_REQUIRED';
  return null;
}

// ---- transfer service (a stop at the old premise and a start at the new one, made together)
/** The move-out check of transfer service: the account may be left, or why not (SRV_STOP_PENDING, SRV_VIEW_ONLY). */
export type MoveOutCheck = { eligible: true; stop: StopServiceAddress } | { eligible: false; stop: StopServiceAddress; msgcode: 'SRV_STOP_PENDING' | 'SRV_VIEW_ONLY' };
export const moveOutCheckBodySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const transferRequestSchema = v.strictObject({
  orderType: v.literal('TRANSFER'),
  /** The account whose service stops at the old premise. */
  accountNumber: accountNumberSchema,
  moveOut: appointmentSchema,
  /** The new premise, checked eligible for a move-in. */
  premiseId: premiseIdSchema,
  moveIn: appointmentSchema,
  mailingAddress: mailingAddressSchema,
});
export type TransferRequest = v.InferOutput<typeof transferRequestSchema>;

/** The two linked requests a transfer makes: the stop at the old premise and the start (TRANSFER) at the new one. */
export interface TransferReceipt {
  moveOut: ScheduledRequestSummary;
  moveIn: ScheduledRequestSummary;
}

/** The account holder's last name: a visitor's proof of the account moved out of (compared ignoring case and spaces at the ends). */
export const holderLastNameSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('SRV_LAST_NAME'), v.maxLength(100, 'SRV_LAST_NAME'));

/** A visitor's move-out check: the account number and the holder's last name; `flow` STOP for a visitor's stop (recorded on its own screen), else a transfer's. */
export const preMoveOutCheckBodySchema = v.strictObject({ accountNumber: accountNumberSchema, lastName: holderLastNameSchema, flow: v.optional(v.picklist(['STOP', 'TRANSFER'], 'SRV_ORDER_TYPE')) });
export type PreMoveOutCheck = v.InferOutput<typeof preMoveOutCheckBodySchema>;

/** A visitor's transfer: the account proven again, the two appointments, the new premise, the mailing address and how to reach them (the email and phone also track the requests). */
export const preTransferRequestSchema = v.strictObject({
  accountNumber: accountNumberSchema,
  lastName: holderLastNameSchema,
  moveOut: appointmentSchema,
  premiseId: premiseIdSchema,
  moveIn: appointmentSchema,
  mailingAddress: mailingAddressSchema,
  email: emailSchema,
  primaryPhone: phoneSchema,
});
export type PreTransferRequest = v.InferOutput<typeof preTransferRequestSchema>;

/** A visitor's stop (/PreStopService): the account proven again, the stop as signed in, and how to reach them (the email and phone also track the request). */
export const preStopRequestSchema = v.strictObject({
  accountNumber: accountNumberSchema,
  lastName: holderLastNameSchema,
  appointment: appointmentSchema,
  reason: v.picklist(moveOutReasons, 'SRV_REASON'),
  mailingAddress: mailingAddressSchema,
  email: emailSchema,
  primaryPhone: phoneSchema,
});
export type PreStopRequest = v.InferOutput<typeof preStopRequestSchema>;

/** Wrong guesses of an account and its holder's name allowed per address within the window (only refusals count). */
export const preTransferLimits = { perIp: 10, windowMinutes: 15 } as const;

/** A visitor's contact step: the email and the mobile phone, by the schemas the server checks. */
export type TransferContactField = 'email' | 'primaryPhone';
export function transferContactErrors(form: Record<TransferContactField, string>): Partial<Record<TransferContactField, string>> {
  const errors: Partial<Record<TransferContactField, string>> = {};
  const email = firstIssue(preTransferRequestSchema.entries.email, form.email);
  const phone = firstIssue(preTransferRequestSchema.entries.primaryPhone, form.primaryPhone);
  if (email) errors.email = email;
  if (phone) errors.primaryPhone = phone;
  return errors;
}

/** A visitor's identify step: the account number and the holder's last name. */
export type TransferIdentityField = 'accountNumber' | 'lastName';
export function transferIdentityErrors(form: Record<TransferIdentityField, string>): Partial<Record<TransferIdentityField, string>> {
  const errors: Partial<Record<TransferIdentityField, string>> = {};
  const account = firstIssue(preMoveOutCheckBodySchema.entries.accountNumber, form.accountNumber.trim());
  const lastName = firstIssue(preMoveOutCheckBodySchema.entries.lastName, form.lastName);
  if (account) errors.accountNumber = account;
  if (lastName) errors.lastName = lastName;
  return errors;
}

/** A slot of a transfer taken meanwhile: which of the two appointments to choose again. */
export const transferSlotCodes = { moveOut: 'SRV_MOVE_OUT_SLOT_FULL', moveIn: 'SRV_MOVE_IN_SLOT_FULL' } as const;

export const submitRequestSchema = v.variant('orderType', [stopRequestSchema, startRequestSchema, transferRequestSchema], 'SRV_ORDER_TYPE');

export interface ServiceRequestEvent {
  status: ServiceRequestStatus;
  note: string;
  at: string;
}

/**
 * The catalogue text of each timeline note the portal writes (the note itself stays in English for
 * agents); a note not listed here (an agent's own words) is shown as written.
 */
export const timelineNoteIds: Record<string, string> = {
  'Start service requested': 'service.tracker.note.startRequested',
  'Stop service requested': 'service.tracker.note.stopRequested',
  'Transfer service requested': 'service.tracker.note.transferRequested',
  'KYC requested': 'service.tracker.note.kycRequested',
  'KYC requested (company)': 'service.tracker.note.kycCompanyRequested',
  'New connection requested': 'service.tracker.note.newConnectionRequested',
  'Cancelled by the customer': 'service.tracker.note.cancelled',
  'Appointment changed by the customer': 'service.tracker.note.appointmentChanged',
  'A document is missing': 'service.tracker.note.documentMissing',
  'Missing document received': 'service.tracker.note.documentReceived',
  Completed: 'service.tracker.note.completed',
};

/** A document attached to a request (uploaded with its ReferenceNumber). */
export interface ServiceRequestDocument {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** A request as the tracker lists it. */
export interface ServiceRequestSummary {
  reference: string;
  orderType: OrderType;
  status: ServiceRequestStatus;
  priority: ServiceRequestPriority;
  accountNumber: string | null;
  premiseId: string | null;
  /** Null for a request without a visit (KYC, landlord agreement). */
  appointment: (Appointment & { town: string }) | null;
  createdAt: string;
  updatedAt: string;
  /** Made by an agent on the customer's behalf. */
  byAgent: boolean;
  timeline: ServiceRequestEvent[];
  documents: ServiceRequestDocument[];
  /** The other request of a transfer (its stop, or its move-in). */
  linkedReference?: string;
  /** While RequiresWork: the document asked of the customer. */
  missingDocument?: MissingDocument;
}

/** The documents a request may wait for (RequiresWork); the tracker names each in four languages. */
export const missingDocuments = ['PROOF_OF_IDENTITY', 'PROOF_OF_ADDRESS', 'LEASE_AGREEMENT', 'METER_READING_PHOTO'] as const;
export type MissingDocument = (typeof missingDocuments)[number];

/** Demo administration (tests, demos): puts an Open request in RequiresWork, asking for a document. */
export const requireWorkBodySchema = v.strictObject({ reference: v.pipe(v.string(), v.regex(/^SR-[0-9A-Z]{8}$/, 'SRV_REFERENCE')), document: v.picklist(missingDocuments, 'SRV_MISSING_DOCUMENT') });

/** The tracker sends the missing document: the customer's uploads (not attached elsewhere) for a request that RequiresWork. */
export const supplyDocumentsSchema = v.strictObject({
  reference: v.pipe(v.string(), v.regex(/^SR-[0-9A-Z]{8}$/, 'SRV_REFERENCE')),
  documentIds: v.pipe(v.array(v.pipe(v.string(), v.uuid('VLD_UUID'))), v.minLength(1, 'SRV_DOCUMENTS'), v.maxLength(10, 'SRV_DOCUMENTS')),
});
export type SupplyDocuments = v.InferOutput<typeof supplyDocumentsSchema>;

/** The tracker offers the upload while the request RequiresWork. */
export function awaitsDocument(request: Pick<ServiceRequestSummary, 'status'>): boolean {
  return request.status === 2;
}

/** A request with a visit: what start, stop and transfer answer (their receipts show the appointment). */
export type ScheduledRequestSummary = ServiceRequestSummary & { appointment: Appointment & { town: string } };

/** A request can be cancelled while it is Open or RequiresWork (the server says the same). */
export function isCancellable(request: Pick<ServiceRequestSummary, 'status'>): boolean {
  return request.status === 0 || request.status === 2;
}

const referenceSchema = v.pipe(v.string(), v.regex(/^SR-[0-9A-Z]{8}$/, 'SRV_REFERENCE'));
export const cancelRequestSchema = v.strictObject({ reference: referenceSchema });

/** The tracker's appointment edit: the request and its new day and slot (in the same town). */
export const editAppointmentSchema = v.strictObject({ reference: referenceSchema, appointment: appointmentSchema });
export type EditAppointment = v.InferOutput<typeof editAppointmentSchema>;

/** An appointment can be changed while the request is Open and has a visit (the server says the same). */
export function isEditable(request: Pick<ServiceRequestSummary, 'status' | 'appointment'>): boolean {
  return request.status === 0 && request.appointment !== null;
}

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

/** The schedule failure page's offer: the free times of the day that was taken and of the next days (up to `days` days with a free time). */
export function otherFreeSlots(days: readonly CalendarDay[], from: string | null, limit = 3): { day: string; slots: SlotNumber[] }[] {
  return days
    .filter((d) => from === null || d.day >= from)
    .map((d) => ({ day: d.day, slots: d.slots.filter((s) => s.free > 0).map((s) => s.slot) }))
    .filter((d) => d.slots.length > 0)
    .slice(0, limit);
}

// ---- the start-service form (strings as typed) and the rules of each step
export interface CoApplicantForm {
  firstName: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
  idNumber: string;
}
export type CoApplicantField = keyof CoApplicantForm;
export const emptyCoApplicant: CoApplicantForm = { firstName: '', lastName: '', day: '', month: '', year: '', idNumber: '' };

export type CustomerField = 'businessName' | 'firstName' | 'lastName' | 'idNumber' | 'birth' | 'identity';

const firstIssue = (schema: v.GenericSchema, value: unknown): string | undefined => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

/** The customer step's rules: a business name for a business; the co-applicant's fields when there is one. */
export function customerErrors(form: { customerType: CustomerType; businessName: string; hasCoApplicant: boolean; coApplicant: CoApplicantForm }, today: string): Partial<Record<CustomerField, string>> {
  const errors: Partial<Record<CustomerField, string>> = {};
  if (form.customerType === 'BUSINESS') {
    errors.businessName = form.businessName.trim() === '' ? 'SRV_BUSINESS_NAME' : firstIssue(orgNameSchema, form.businessName);
  }
  if (form.hasCoApplicant) {
    const co = form.coApplicant;
    errors.firstName = firstIssue(nameSchema, co.firstName);
    errors.lastName = firstIssue(nameSchema, co.lastName);
    errors.idNumber = firstIssue(idNumberSchema, co.idNumber);
    errors.birth = birthPartsError({ day: co.day, month: co.month, year: co.year }, today) ?? undefined;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined));
}

export function toCoApplicant(form: CoApplicantForm): CoApplicant {
  return { firstName: form.firstName.trim(), lastName: form.lastName.trim(), birth: { day: form.day.trim(), month: form.month.trim(), year: form.year.trim() }, idNumber: form.idNumber.trim().toUpperCase() };
}

export type AppointmentField = 'day' | 'accessInstructions' | 'gateCode';

/** The appointment step's rules: a day and slot still free, the access instructions' length, the gate code. */
export function appointmentErrors(form: { calendar: readonly CalendarDay[]; day: string | null; slot: SlotNumber; accessInstructions: string; gateCode: string }): Partial<Record<AppointmentField, string>> {
  const errors: Partial<Record<AppointmentField, string>> = {};
  if (!hasFreePlace(form.calendar, form.day, form.slot)) errors.day = 'SRV_SLOT';
  if (form.accessInstructions.trim().length > 200) errors.accessInstructions = 'SRV_ACCESS_LENGTH';
  if (!/^[0-9A-Za-z#*]{0,10}$/.test(form.gateCode.trim())) errors.gateCode = 'SRV_GATE_CODE';
  return errors;
}

export type CreditField = 'creditReview' | 'depositOption' | 'documents';

/** The credit step's rules: the review answered, a deposit option, and a proof of identity when the review is declined. */
export function creditErrors(form: { creditReview: boolean | null; depositOption: DepositOption | null; documentCount: number }): Partial<Record<CreditField, string>> {
  const errors: Partial<Record<CreditField, string>> = {};
  if (form.creditReview === null) errors.creditReview = 'SRV_CREDIT_REVIEW';
  if (form.depositOption === null) errors.depositOption = 'SRV_DEPOSIT';
  if (form.creditReview === false && form.documentCount === 0) errors.documents = 'SRV_DOCUMENTS_REQUIRED';
  return errors;
}

/** The preferences step's rule: a mobile number when text messages are wanted. */
export function textNumberError(form: { optInText: boolean; textNumber: string }): string | null {
  if (!form.optInText) return null;
  if (form.textNumber.trim() === '') return 'SRV_TEXT_NUMBER';
  return firstIssue(phoneSchema, form.textNumber) ?? null;
}

/** The mailing form a premise starts with: its own street address. */
export function addressFormOfPremise(premise: Premise): AddressForm {
  return { ...emptyAddressForm, addressType: addressTypes.street, address1: premise.address1, address2: premise.address2 ?? '', city: premise.city };
}

// ---- start service not signed in, local market (document 1 section 3)
export const localCustomerTypes = ['DOMESTIC', 'BUSINESS'] as const;
export type LocalCustomerType = (typeof localCustomerTypes)[number];
export const localTariffs = ['Domestic', 'Small Business', 'Medium Business'] as const;
/** The documents a visitor uploads with the request: proof of ownership, ID or passport, affidavit, sketch plan. */
export const localDocumentKinds = ['proofOfOwnership', 'idOrPassport', 'affidavit', 'sketchPlan'] as const;
export type LocalDocumentKind = (typeof localDocumentKinds)[number];

const localText = (max: number, code: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(code), v.maxLength(max, code));

export const preStartRequestSchema = v.strictObject({
  /** The premise found and checked (the search and the check need no sign-in). */
  premiseId: premiseIdSchema,
  customerType: v.picklist(localCustomerTypes, 'SRV_CUSTOMER_TYPE'),
  fullName: localText(100, 'SRV_FULL_NAME'),
  primaryPhone: phoneSchema,
  alternatePhone: v.optional(phoneSchema),
  email: emailSchema,
  /** The meter already at the premise, when there is one. */
  meterNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{0,13}$/, 'SRV_METER_NUMBER'))),
  plotNumber: localText(20, 'SRV_PLOT_NUMBER'),
  street: localText(80, 'SRV_ADDRESS_LINE'),
  area: localText(60, 'SRV_AREA'),
  district: localText(60, 'SRV_DISTRICT'),
  city: localText(40, 'SRV_CITY'),
  tariff: v.picklist(localTariffs, 'SRV_TARIFF'),
  nationalId: idNumberSchema,
  tenant: v.boolean(),
  /** A business's name and registration number (the name required for BUSINESS). */
  companyName: v.optional(orgNameSchema),
  companyRegistration: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30, 'SRV_COMPANY_REGISTRATION'))),
  appointment: appointmentSchema,
  terms: v.literal(true, 'SRV_TERMS'),
  /** The visitor's uploads, one of each kind. */
  documents: v.strictObject({ proofOfOwnership: uuidSchema, idOrPassport: uuidSchema, affidavit: uuidSchema, sketchPlan: uuidSchema }),
});
export type PreStartRequest = v.InferOutput<typeof preStartRequestSchema>;

/** The rules across fields of a local-market start (the form and the server check the same), or null. */
export function preStartRule(body: Pick<PreStartRequest, 'customerType' | 'companyName'>): 'SRV_BUSINESS_NAME' | null {
  return body.customerType === 'BUSINESS' && (body.companyName ?? '').trim() === '' ? 'SRV_BUSINESS_NAME' : null;
}

/** The local market's defaults (document 1 section 3; document 2 section 9): Domestic, its tariff, an owner, the next day 8am-10am. */
export function preStartDefaults(today: string) {
  return { customerType: 'DOMESTIC' as LocalCustomerType, tariff: 'Domestic' as (typeof localTariffs)[number], tenant: false, appointment: { day: addDaysIso(today, 1), slot: defaultSlot } };
}

/** What a visitor is told once the request is made: its reference and appointment (tracked later by reference and email or phone). */
export interface PreStartReceipt {
  reference: string;
  appointment: { day: string; slot: SlotNumber; town: string };
}

/** The typed fields of the local-market details step (document 1 section 3), in the order the form shows them. */
export const preStartDetailFields = ['fullName', 'primaryPhone', 'alternatePhone', 'email', 'nationalId', 'meterNumber', 'plotNumber', 'street', 'area', 'district', 'city', 'companyName', 'companyRegistration'] as const;
export type PreStartDetailField = (typeof preStartDetailFields)[number];
/** The fields a visitor may leave blank (a business's name aside, which preStartRule asks for). */
const optionalDetailFields: readonly PreStartDetailField[] = ['alternatePhone', 'meterNumber', 'companyName', 'companyRegistration'];

export interface PreStartDetailsForm extends Record<PreStartDetailField, string> {
  customerType: LocalCustomerType;
  tariff: (typeof localTariffs)[number];
  tenant: boolean;
}

/** The details form a visitor starts with: the local market's defaults, and the street and city of the premise chosen. */
export function preStartDetailsOf(premise: { address1: string; city: string } | null, today: string): PreStartDetailsForm {
  const { customerType, tariff, tenant } = preStartDefaults(today);
  const blank = Object.fromEntries(preStartDetailFields.map((field) => [field, ''])) as Record<PreStartDetailField, string>;
  return { ...blank, street: premise?.address1 ?? '', city: premise?.city ?? '', customerType, tariff, tenant };
}

/** The details step's rules: each field by its schema of the request the server validates, and a business's name. */
export function preStartDetailsErrors(form: PreStartDetailsForm): Partial<Record<PreStartDetailField, string>> {
  const errors: Partial<Record<PreStartDetailField, string>> = {};
  for (const field of preStartDetailFields) {
    const value = form[field];
    if (optionalDetailFields.includes(field) && value.trim() === '') continue;
    const code = firstIssue(preStartRequestSchema.entries[field], value);
    if (code) errors[field] = code;
  }
  const rule = preStartRule(form);
  if (rule) errors.companyName = rule;
  return errors;
}

/** The local-market request as the form holds it: blank optional fields left out. */
export function toPreStartDetails(form: PreStartDetailsForm): Omit<PreStartRequest, 'premiseId' | 'appointment' | 'terms' | 'documents'> {
  const given = Object.fromEntries(preStartDetailFields.map((field) => [field, form[field].trim()]).filter(([field, value]) => value !== '' || !optionalDetailFields.includes(field as PreStartDetailField)));
  return { ...(given as Record<string, string>), customerType: form.customerType, tariff: form.tariff, tenant: form.tenant } as Omit<PreStartRequest, 'premiseId' | 'appointment' | 'terms' | 'documents'>;
}

/** The documents step's rules: one upload of each kind, and the terms accepted. */
export function preStartDocumentErrors(form: { documents: Partial<Record<LocalDocumentKind, unknown>>; terms: boolean }): Partial<Record<LocalDocumentKind | 'terms', string>> {
  const errors: Partial<Record<LocalDocumentKind | 'terms', string>> = {};
  for (const kind of localDocumentKinds) if (!form.documents[kind]) errors[kind] = 'SRV_DOCUMENT_MISSING';
  if (!form.terms) errors.terms = 'SRV_TERMS';
  return errors;
}

// ---- tracking a request without signing in (/ConnectMeTrackRequest/{key?})
/** The second factor: the email or a phone given with the request. */
export const trackRequestSchema = v.strictObject({
  reference: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^SR-[0-9A-Z]{8}$/, 'SRV_REFERENCE')),
  contact: v.pipe(v.string(), v.trim(), v.nonEmpty('SRV_TRACK_CONTACT'), v.maxLength(100, 'SRV_TRACK_CONTACT')),
});
export type TrackRequest = v.InferOutput<typeof trackRequestSchema>;

/** Wrong guesses of a reference and its contact allowed per address within the window (only refusals count). */
export const trackLimits = { perIp: 10, windowMinutes: 15 } as const;

/** What a visitor sees of a tracked request: no account, premise id or documents. */
export type TrackResult = Pick<ServiceRequestSummary, 'reference' | 'orderType' | 'status' | 'priority' | 'appointment' | 'createdAt' | 'updatedAt' | 'timeline'>;

export type TrackField = 'reference' | 'contact';

/** The tracking form's rules (the server checks the same schema). */
export function trackErrors(form: { reference: string; contact: string }): Partial<Record<TrackField, string>> {
  const errors: Partial<Record<TrackField, string>> = {};
  const reference = firstIssue(trackRequestSchema.entries.reference, form.reference);
  const contact = firstIssue(trackRequestSchema.entries.contact, form.contact);
  if (reference) errors.reference = reference;
  if (contact) errors.contact = contact;
  return errors;
}

/** Whether `contact` is the email (any case) or a phone (digits only compared) given with the request. */
export function isContactOf(details: { email?: unknown; primaryPhone?: unknown; alternatePhone?: unknown }, contact: string): boolean {
  const given = contact.trim();
  if (given.includes('@')) return typeof details.email === 'string' && details.email.trim().toLowerCase() === given.toLowerCase();
  const digits = given.replace(/\D/g, '');
  return digits.length > 0 && [details.primaryPhone, details.alternatePhone].some((phone) => typeof phone === 'string' && phone.replace(/\D/g, '') === digits);
}
