/**
 * Customer-service interaction records, the user-behaviour activity log and the audit event
 * (document 1 section 3 "Interaction record" and "Activity log record"; document 2 section 9
 * "Activity-logging catalogue").
 */
import * as v from 'valibot';
import { activityUpdatedBy, serviceRequestPriority, serviceRequestStatus } from './constants.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** Every logged interaction: action Add, priority Normal, status Closed, trigger X. */
export const interactionDefaults = {
  actionRequired: 'Add',
  actionPriority: serviceRequestPriority.normal,
  actionStatus: serviceRequestStatus.closed,
  odataTriggerKUT: 'X',
} as const;

/** Interaction reason ids of the catalogue. */
export const interactionReasonIds = {
  general: 'A1-Z0000001-Z011',
  guestUser: 'A1-Z0000001-Z037',
  guestPayment: 'A1-Z0000001-Z034',
} as const;

/** Incident and category code patterns of the catalogue. */
export const incidentCategories = {
  startService: 'SO_SS_01_02_01',
  transferService: 'SO_TS_',
  payment: 'BL_MP_',
  customerServiceSignIn: 'CSP_01_',
  guestPayment: 'IR_01_14',
  guestUser: 'IR_01_11',
} as const;

/** Subjects of the sign-in interactions the server records itself. */
export const loginInteractionSubjects = {
  success: 'Customer Portal Login Success',
  failure: 'Login Attempt Failed',
} as const;

/** POST {customerService}/interaction: every field optional, typed and length-bound. */
export const interactionRecordBodySchema = v.strictObject({
  actionRequired: v.optional(text(20)),
  customerNumber: v.optional(text(20)),
  actionTypeCode: v.optional(text(20)),
  actionSubject: v.optional(text(200)),
  actionNotes: v.optional(text(2000)),
  /** Immediate 1, Normal 5, Low 7. */
  actionPriority: v.optional(v.picklist([1, 5, 7])),
  businessAggreementId: v.optional(text(20)),
  /** Open 0, Closed 1, RequiresWork 2. */
  actionStatus: v.optional(v.picklist([0, 1, 2])),
  messageNote: v.optional(text(2000)),
  interactionRecordReasonId: v.optional(text(30)),
  serviceIssueCategoryID: v.optional(text(30)),
  incidentServiceIssueCategoryID: v.optional(text(30)),
  isExternalTicketCreation: v.optional(v.boolean()),
  sourceUrl: v.optional(text(500)),
  screenName: v.optional(text(100)),
  moduleName: v.optional(text(100)),
  accountNumber: v.optional(text(20)),
  odataContractAccountKUT: v.optional(text(20)),
  odataPremiseExternalIDKUT: v.optional(text(20)),
  odataTriggerKUT: v.optional(text(5)),
  email: v.optional(text(254)),
  registrationStatus: v.optional(text(40)),
  attachmentName: v.optional(text(255)),
  customerNumberList: v.optional(v.pipe(v.array(text(20)), v.maxLength(50))),
});
export type InteractionRecordBody = v.InferOutput<typeof interactionRecordBodySchema>;

/** Names of the 25 custom attributes of an activity log record: custom1 ... custom25. */
type CustomIndex = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25;
export type ActivityCustomField = `custom${CustomIndex}`;
export const activityCustomFields = Array.from({ length: 25 }, (_, i) => `custom${i + 1}` as ActivityCustomField);
type CustomField = ActivityCustomField;

const customText = v.optional(text(500));
const customEntries = Object.fromEntries(activityCustomFields.map((name) => [name, customText])) as Record<CustomField, typeof customText>;

/**
 * POST {userBehavior}/log. updatedBy is accepted for the spec's clients but the server decides it:
 * 3 in a support (agent) session, else 2.
 */
export const activityLogBodySchema = v.strictObject({
  screen: text(100),
  module: text(100),
  actionNotes: v.optional(text(2000)),
  sourceUrl: v.optional(text(500)),
  os: v.optional(text(60)),
  browser: v.optional(text(60)),
  resolution: v.optional(text(20)),
  account: v.optional(text(20)),
  country: v.optional(text(60)),
  sessionId: v.optional(text(100)),
  updatedBy: v.optional(v.picklist([activityUpdatedBy.customer, activityUpdatedBy.agent])),
  ...customEntries,
});
