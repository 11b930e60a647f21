/**
 * New connection request (document 1 sections 2 and 3: /newConnection signed in, /newConnectionPrelogin
 * for a visitor): the answers with the spec's defaults, the site and its distance to the nearest pole,
 * the site sketch, and the quotation the server prices from the capacity, the type of service and the
 * distance class. Shared by the machine, the view and the server.
 */
import * as v from 'valibot';
import { addDaysIso } from './format.ts';
import { prepaidTariff } from './prepaid.ts';
import { customerTypes, preStartRequestSchema } from './serviceRequests.ts';

/** Paths of the flow's calls inside the service area (apiAreas.service); both take a visitor too. */
export const newConnectionCalls = {
  /** POST { capacity, serviceType, distanceClass }: the quotation (its lines, total and quote id). */
  quote: '/new-connection/quote',
  /** POST the answers, the accepted quote id and the site sketch: the request (tracker summary). */
  submit: '/new-connection',
} as const;

export const incomeCategories = ['High', 'Medium', 'Low'] as const;
export const houseStatuses = ['Complete', 'UnderConstruction'] as const;
export const wiringStatuses = ['Complete', 'Incomplete'] as const;
export const natureOfSupplies = ['New', 'Upgrade', 'Relocation'] as const;
export const capacities = ['SinglePhase', 'ThreePhase'] as const;
export const serviceTypes = ['Overhead', 'Underground'] as const;
export const connectionStatuses = ['Developed', 'Undeveloped'] as const;
/** The distance from the site to the nearest pole: up to 30 m, 30 to 100 m, over 100 m. */
export const distanceClasses = ['UpTo30', 'From30To100', 'Over100'] as const;
export type Capacity = (typeof capacities)[number];
export type ServiceType = (typeof serviceTypes)[number];
export type DistanceClass = (typeof distanceClasses)[number];

/** The main breaker sizes (amps) each capacity is offered with. */
export const ampsByCapacity: Record<Capacity, readonly number[]> = { SinglePhase: [20, 40, 60], ThreePhase: [60, 80, 100] };

/** Days a quotation stays valid, the day it is made included. */
export const quoteValidityDays = 14;

/** The price table, thebe, VAT excluded: the connection fee by capacity, and the service line by its type and distance to the pole. */
export const newConnectionPrices = {
  connectionFee: { SinglePhase: 450_000, ThreePhase: 1_350_000 } satisfies Record<Capacity, number>,
  serviceLine: {
    Overhead: { UpTo30: 0, From30To100: 380_000, Over100: 1_250_000 },
    Underground: { UpTo30: 160_000, From30To100: 640_000, Over100: 2_100_000 },
  } satisfies Record<ServiceType, Record<DistanceClass, number>>,
  /** VAT as the utility charges it on bills and tokens (14%). */
  vatRate: prepaidTariff.vatRate,
} as const;

export interface QuoteLine {
  code: 'connectionFee' | 'serviceLine' | 'vat';
  amountThebe: number;
}

/** What a quotation is priced from. */
export interface QuoteBasis {
  capacity: Capacity;
  serviceType: ServiceType;
  distanceClass: DistanceClass;
}

export interface NewConnectionQuote extends QuoteBasis {
  /** The id the submission carries back: it names the day it is valid until and proves the basis. */
  quoteId: string;
  lines: QuoteLine[];
  totalThebe: number;
  /** The last day the quotation may be accepted (yyyy-mm-dd). */
  validUntil: string;
}

/** The lines and total of a quotation (VAT on the sum of the other lines, rounded to the thebe). */
export function priceNewConnection(basis: QuoteBasis): { lines: QuoteLine[]; totalThebe: number } {
  const fee = newConnectionPrices.connectionFee[basis.capacity];
  const line = newConnectionPrices.serviceLine[basis.serviceType][basis.distanceClass];
  const vat = Math.round((fee + line) * newConnectionPrices.vatRate);
  return {
    lines: [
      { code: 'connectionFee', amountThebe: fee },
      { code: 'serviceLine', amountThebe: line },
      { code: 'vat', amountThebe: vat },
    ],
    totalThebe: fee + line + vat,
  };
}

/** The last day a quotation made on `today` is valid. */
export function quoteValidUntil(today: string): string {
  return addDaysIso(today, quoteValidityDays - 1);
}

/** Quote ids: NCQ-<valid until, yyyymmdd>-<16 hex of the server's signature of the basis>. */
export const quoteIdSchema = v.pipe(v.string(), v.regex(/^NCQ-\d{8}-[0-9a-f]{16}$/, 'NC_QUOTE_ID'));

/** The day a quote id is valid until (yyyy-mm-dd). */
export function quoteIdValidUntil(quoteId: string): string {
  const day = quoteId.slice(4, 12);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
}

/** The refusals that send the customer back to a fresh quotation. */
export const quoteStaleCodes = ['NC_QUOTE_CHANGED', 'NC_QUOTE_EXPIRED'] as const;

const local = preStartRequestSchema.entries;

export const quoteBodySchema = v.strictObject({
  capacity: v.picklist(capacities, 'NC_CAPACITY'),
  serviceType: v.picklist(serviceTypes, 'NC_SERVICE_TYPE'),
  distanceClass: v.picklist(distanceClasses, 'NC_DISTANCE'),
});

/** The request (document 1 section 3, the new connection payload with the site and quotation). */
export const newConnectionRequestSchema = v.strictObject({
  customerType: v.picklist(customerTypes, 'SRV_CUSTOMER_TYPE'),
  incomeCategory: v.picklist(incomeCategories, 'NC_INCOME_CATEGORY'),
  houseStatus: v.picklist(houseStatuses, 'NC_HOUSE_STATUS'),
  wiringStatus: v.picklist(wiringStatuses, 'NC_WIRING_STATUS'),
  readyBox: v.boolean('NC_READY_BOX'),
  fullName: local.fullName,
  nationalId: local.nationalId,
  primaryPhone: local.primaryPhone,
  alternatePhone: local.alternatePhone,
  email: local.email,
  natureOfSupply: v.picklist(natureOfSupplies, 'NC_NATURE_OF_SUPPLY'),
  capacity: quoteBodySchema.entries.capacity,
  serviceType: quoteBodySchema.entries.serviceType,
  connectionStatus: v.picklist(connectionStatuses, 'NC_CONNECTION_STATUS'),
  amps: v.number(),
  /** The meter already there: required unless the supply is new. */
  meterNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{6,13}$/, 'NC_METER_NUMBER'))),
  plotNumber: local.plotNumber,
  street: local.street,
  area: local.area,
  city: local.city,
  distanceClass: quoteBodySchema.entries.distanceClass,
  /** The site sketch or plan (an upload of the documents area). */
  sketchPlan: local.documents.entries.sketchPlan,
  quoteId: quoteIdSchema,
  /** The customer read the quotation and accepts it. */
  quoteAccepted: v.literal(true, 'NC_QUOTE_ACCEPT'),
});
export type NewConnectionRequest = v.InferOutput<typeof newConnectionRequestSchema>;

/** The rules across fields (the form and the server check the same), or null. */
export function newConnectionRule(body: Pick<NewConnectionRequest, 'capacity' | 'amps' | 'natureOfSupply' | 'meterNumber'>): { field: 'amps' | 'meterNumber'; code: 'NC_AMPS' | 'NC_METER_REQUIRED' } | null {
  if (!ampsByCapacity[body.capacity].includes(body.amps)) return { field: 'amps', code: 'NC_AMPS' };
  if (body.natureOfSupply !== 'New' && (body.meterNumber ?? '').trim() === '') return { field: 'meterNumber', code: 'NC_METER_REQUIRED' };
  return null;
}

// ---- the form (every answer as the fields hold it)

/** The typed fields, in the order the form shows them. */
export const ownerFields = ['fullName', 'nationalId', 'primaryPhone', 'alternatePhone', 'email'] as const;
export const siteFields = ['plotNumber', 'street', 'area', 'city'] as const;
/** The choices, each from its list. */
export const choiceFields = ['customerType', 'incomeCategory', 'houseStatus', 'wiringStatus', 'readyBox', 'natureOfSupply', 'capacity', 'serviceType', 'connectionStatus', 'amps', 'distanceClass'] as const;
export type NewConnectionField = (typeof ownerFields)[number] | (typeof siteFields)[number] | (typeof choiceFields)[number] | 'meterNumber';
export type NewConnectionForm = Record<NewConnectionField, string>;

/** The options of each choice (amps: those of the chosen capacity). */
export function choiceOptions(field: (typeof choiceFields)[number], form: Pick<NewConnectionForm, 'capacity'>): readonly string[] {
  const lists = {
    customerType: customerTypes,
    incomeCategory: incomeCategories,
    houseStatus: houseStatuses,
    wiringStatus: wiringStatuses,
    readyBox: ['Yes', 'No'],
    natureOfSupply: natureOfSupplies,
    capacity: capacities,
    serviceType: serviceTypes,
    connectionStatus: connectionStatuses,
    amps: (ampsByCapacity[form.capacity as Capacity] ?? []).map(String),
    distanceClass: distanceClasses,
  } as const;
  return lists[field];
}

/** The owner's details a signed-in customer starts with. */
export interface NewConnectionOwner {
  fullName: string;
  email: string;
  primaryPhone: string;
}

/**
 * The form a request starts with: the spec's defaults (income High, house and wiring Complete, ready
 * box Yes, supply New, Single Phase, Overhead, Developed), the first amps of the capacity, the nearest
 * distance class, and the signed-in owner's details.
 */
export function newConnectionFormOf(owner: NewConnectionOwner | null): NewConnectionForm {
  return {
    customerType: 'RESIDENTIAL',
    incomeCategory: 'High',
    houseStatus: 'Complete',
    wiringStatus: 'Complete',
    readyBox: 'Yes',
    fullName: owner?.fullName ?? '',
    nationalId: '',
    primaryPhone: owner?.primaryPhone ?? '',
    alternatePhone: '',
    email: owner?.email ?? '',
    natureOfSupply: 'New',
    capacity: 'SinglePhase',
    serviceType: 'Overhead',
    connectionStatus: 'Developed',
    amps: String(ampsByCapacity.SinglePhase[0]),
    meterNumber: '',
    plotNumber: '',
    street: '',
    area: '',
    city: '',
    distanceClass: 'UpTo30',
  };
}

/** A field changed: a new capacity keeps the amps when they fit it, else takes its first size. */
export function changeNewConnectionForm(form: NewConnectionForm, field: NewConnectionField, value: string): NewConnectionForm {
  const next = { ...form, [field]: value };
  if (field === 'capacity' && !choiceOptions('amps', next).includes(next.amps)) next.amps = choiceOptions('amps', next)[0] ?? '';
  if (field === 'natureOfSupply' && value === 'New') next.meterNumber = '';
  return next;
}

const optionalFields: readonly NewConnectionField[] = ['alternatePhone', 'meterNumber'];

/** The answers as the call sends them (blank optional fields left out). */
export function toNewConnectionAnswers(form: NewConnectionForm) {
  const text = (field: NewConnectionField) => form[field].trim();
  const optional = (field: NewConnectionField) => (text(field) === '' ? {} : { [field]: text(field) });
  return {
    customerType: form.customerType,
    incomeCategory: form.incomeCategory,
    houseStatus: form.houseStatus,
    wiringStatus: form.wiringStatus,
    readyBox: form.readyBox === 'Yes',
    fullName: text('fullName'),
    nationalId: text('nationalId'),
    primaryPhone: text('primaryPhone'),
    ...optional('alternatePhone'),
    email: text('email'),
    natureOfSupply: form.natureOfSupply,
    capacity: form.capacity,
    serviceType: form.serviceType,
    connectionStatus: form.connectionStatus,
    amps: Number(form.amps),
    ...optional('meterNumber'),
    plotNumber: text('plotNumber'),
    street: text('street'),
    area: text('area'),
    city: text('city'),
    distanceClass: form.distanceClass,
  } as Omit<NewConnectionRequest, 'sketchPlan' | 'quoteId' | 'quoteAccepted'>;
}

const firstIssue = (schema: v.GenericSchema, value: unknown): string | undefined => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
};

export type NewConnectionErrors = Partial<Record<NewConnectionField | 'sketchPlan', string>>;

/** Each given field's rule, by the schema of the request the server validates, then the rules across fields. */
function errorsOf(form: NewConnectionForm, fields: readonly NewConnectionField[]): NewConnectionErrors {
  const answers = toNewConnectionAnswers(form) as Record<string, unknown>;
  const errors: NewConnectionErrors = {};
  for (const field of fields) {
    if (optionalFields.includes(field) && form[field].trim() === '') continue;
    const code = firstIssue(newConnectionRequestSchema.entries[field], answers[field]);
    if (code) errors[field] = code;
  }
  const rule = newConnectionRule(answers as Pick<NewConnectionRequest, 'capacity' | 'amps' | 'natureOfSupply' | 'meterNumber'>);
  if (rule && fields.includes(rule.field)) errors[rule.field] = rule.code;
  return errors;
}

/** The fields of the details step: the connection's answers and the owner. */
export const detailsStepFields: readonly NewConnectionField[] = [...choiceFields.filter((field) => field !== 'distanceClass'), ...ownerFields, 'meterNumber'];

/** The fields of the site step. */
export const siteStepFields: readonly NewConnectionField[] = [...siteFields, 'distanceClass'];

/** Whether the form asks for `field` on the step of `stepFields` (the existing meter only when the supply is not new). */
export function isFieldAsked(form: Pick<NewConnectionForm, 'natureOfSupply'>, stepFields: readonly NewConnectionField[], field: NewConnectionField): boolean {
  return stepFields.includes(field) && (field !== 'meterNumber' || form.natureOfSupply !== 'New');
}

export function detailsErrors(form: NewConnectionForm): NewConnectionErrors {
  return errorsOf(form, detailsStepFields);
}

/** The site step: the address, the distance class, and the sketch uploaded. */
export function siteErrors(form: NewConnectionForm, hasSketch: boolean): NewConnectionErrors {
  const errors = errorsOf(form, siteStepFields);
  if (!hasSketch) errors.sketchPlan = 'SRV_DOCUMENT_MISSING';
  return errors;
}

/** Whether a quotation was priced from what the form now says. */
export function quoteMatches(quote: QuoteBasis | null, form: Pick<NewConnectionForm, 'capacity' | 'serviceType' | 'distanceClass'>): boolean {
  return quote !== null && quote.capacity === form.capacity && quote.serviceType === form.serviceType && quote.distanceClass === form.distanceClass;
}

/** What the customer is told once the request is made (the server answers the tracker summary). */
export interface NewConnectionReceipt {
  /** SR-XXXXXXXX: tracked in the tracker, or by a visitor with the email or phone given. */
  reference: string;
}
