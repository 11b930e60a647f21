/**
 * Report an outage (document 1 section 3 "Outage report"; document 2 section 7 "report"): the
 * payload with its rules, shared by the server, the machine and the view. A visitor reports with
 * uuId all zeros and no account; a signed-in customer with their uuid and one of their accounts.
 * eventType is always 0. Photos are uploaded first (the documents call, src/ui/upload) and the
 * report lists them by their stored document id in `fileData`.
 */
import * as v from 'valibot';
import { emailPattern } from './fields.ts';
import type { OutageFeature } from './outage.ts';
import type { UploadedDocument } from './documents.ts';

/** The uuId of a report made without signing in. */
export const anonymousUuid = '00000000-0000-0000-0000-000000000000';

/** The outage types a reporter chooses from (the payload's `title`, as a code). */
export const reportOutageTypes = ['noPower', 'partialPower', 'flickering', 'wireDown'] as const;
export type ReportOutageType = (typeof reportOutageTypes)[number];

/** How the utility tells the reporter about the outage (the payload's `notificationPreference`). */
export const reportContactChannels = ['text', 'email'] as const;
export type ReportContactChannel = (typeof reportContactChannels)[number];

export const reportLimits = {
  nameMax: 80,
  detailsMax: 500,
  addressMax: 80,
  attachmentsMax: 3,
  customAttributeMax: 100,
} as const;

const nameRule = v.pipe(v.string(), v.trim(), v.nonEmpty('OUT_NAME_REQUIRED'), v.maxLength(reportLimits.nameMax, 'OUT_NAME_LENGTH'));
/** A mobile number: 8 to 15 digits, the first a 7 (Botswana mobiles). Empty when not given. */
const phoneRule = v.pipe(v.string(), v.trim(), v.check((value) => value === '' || /^7\d{7,14}$/.test(value), 'OUT_PHONE'));
const emailRule = v.pipe(v.string(), v.trim(), v.check((value) => value === '' || (value.length <= 100 && emailPattern.test(value)), 'OUT_EMAIL'));
const detailsRule = v.pipe(v.string(), v.trim(), v.maxLength(reportLimits.detailsMax, 'OUT_DETAILS_LENGTH'));
const addressRule = v.pipe(v.string(), v.trim(), v.maxLength(reportLimits.addressMax, 'OUT_ADDRESS_LENGTH'));
const optionalText = v.optional(v.pipe(v.string(), v.maxLength(reportLimits.customAttributeMax, 'OUT_ATTRIBUTE_LENGTH')), '');

/** One attached photo: its stored document (the documents call's answer). */
export const reportAttachmentSchema = v.strictObject({
  attachmentName: v.pipe(v.string(), v.nonEmpty('OUT_ATTACHMENT_FORMAT'), v.maxLength(200, 'OUT_ATTACHMENT_FORMAT')),
  attachmentType: v.picklist(['image/jpeg', 'image/png', 'application/pdf'], 'OUT_ATTACHMENT_FORMAT'),
  /** The stored document's id (the upload came first). */
  fileData: v.pipe(v.string(), v.uuid('OUT_ATTACHMENT_FORMAT')),
});
export type ReportAttachment = v.InferOutput<typeof reportAttachmentSchema>;

/** The fields a reporter fills in (the rules the form and the server share). */
const reportDetailsFieldsSchema = v.object({
  title: v.picklist(reportOutageTypes, 'OUT_TYPE'),
  message: detailsRule,
  reporterName: nameRule,
  phoneNumber: phoneRule,
  emailAddress: emailRule,
  notificationPreference: v.picklist(reportContactChannels, 'OUT_CHANNEL'),
  isContact: v.boolean(),
});

export const reportDetailsSchema = v.pipe(
  reportDetailsFieldsSchema,
  // The channel chosen for updates needs its number or address.
  v.forward(
    v.check((d) => !d.isContact || d.notificationPreference !== 'text' || d.phoneNumber !== '', 'OUT_PHONE_REQUIRED'),
    ['phoneNumber'],
  ),
  v.forward(
    v.check((d) => !d.isContact || d.notificationPreference !== 'email' || d.emailAddress !== '', 'OUT_EMAIL_REQUIRED'),
    ['emailAddress'],
  ),
  v.forward(
    v.check((d) => d.phoneNumber !== '' || d.emailAddress !== '', 'OUT_CONTACT_REQUIRED'),
    ['phoneNumber'],
  ),
);
/** The form's values (the type is not chosen yet at first). */
export type ReportDetails = Omit<v.InferInput<typeof reportDetailsSchema>, 'title'> & { title: ReportOutageType | '' };
export type ReportDetailsField = 'title' | 'message' | 'reporterName' | 'phoneNumber' | 'emailAddress';

/** POST {outage}/report: document 1 section 3's payload. */
export const reportOutageBodySchema = v.pipe(
  v.strictObject({
    uuId: v.pipe(v.string(), v.uuid('VLD_UUID')),
    /** Empty when anonymous. */
    accountNumber: v.pipe(v.string(), v.check((value) => value === '' || /^\d{6,20}$/.test(value), 'VLD_ACCOUNT_NUMBER')),
    reporterName: nameRule,
    phoneNumber: phoneRule,
    emailAddress: emailRule,
    eventType: v.literal(0, 'OUT_EVENT_TYPE'),
    address1: addressRule,
    address2: addressRule,
    city: addressRule,
    state: addressRule,
    postalCode: v.pipe(v.string(), v.trim(), v.maxLength(10, 'OUT_ADDRESS_LENGTH')),
    country: v.pipe(v.string(), v.trim(), v.maxLength(3, 'OUT_ADDRESS_LENGTH')),
    latitude: v.pipe(v.number('OUT_LATITUDE'), v.finite('OUT_LATITUDE'), v.minValue(-90, 'OUT_LATITUDE'), v.maxValue(90, 'OUT_LATITUDE')),
    longitude: v.pipe(v.number('OUT_LONGITUDE'), v.finite('OUT_LONGITUDE'), v.minValue(-180, 'OUT_LONGITUDE'), v.maxValue(180, 'OUT_LONGITUDE')),
    title: v.picklist(reportOutageTypes, 'OUT_TYPE'),
    message: detailsRule,
    notificationPreference: v.picklist(reportContactChannels, 'OUT_CHANNEL'),
    isContact: v.boolean(),
    customAttribute1: optionalText,
    customAttribute2: optionalText,
    customAttribute3: optionalText,
    customAttribute4: optionalText,
    customAttribute5: optionalText,
    attachmentList: v.pipe(v.array(reportAttachmentSchema), v.maxLength(reportLimits.attachmentsMax, 'OUT_ATTACHMENTS_MAX')),
  }),
  v.forward(
    v.check((d) => !d.isContact || d.notificationPreference !== 'text' || d.phoneNumber !== '', 'OUT_PHONE_REQUIRED'),
    ['phoneNumber'],
  ),
  v.forward(
    v.check((d) => !d.isContact || d.notificationPreference !== 'email' || d.emailAddress !== '', 'OUT_EMAIL_REQUIRED'),
    ['emailAddress'],
  ),
  v.forward(
    v.check((d) => d.phoneNumber !== '' || d.emailAddress !== '', 'OUT_CONTACT_REQUIRED'),
    ['phoneNumber'],
  ),
);
export type ReportOutageBody = v.InferInput<typeof reportOutageBodySchema>;

/** The report call's answer: the report's reference, and the known outage it joined (null: a new report). */
export interface ReportOutageData {
  reference: string;
  outage: OutageFeature | null;
  createdAt: string;
}

/** Where the report is: a point, and what is known of its address. */
export interface ReportPlace {
  latitude: number;
  longitude: number;
  /** The address or place as the reporter will read it (premise address, town, or "the point picked"). */
  label: string;
  /** The service centre town that serves it, once the territory check answered. */
  town: string | null;
  address1: string;
  city: string;
  state: string;
  postalCode: string;
}

/** The first rule the details break, per field (the form shows each beside its field). */
export function reportDetailsIssues(details: ReportDetails): Partial<Record<ReportDetailsField, string>> {
  const issues: Partial<Record<ReportDetailsField, string>> = {};
  const result = v.safeParse(reportDetailsFieldsSchema, details, { abortPipeEarly: true });
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as ReportDetailsField | undefined;
      if (key && !issues[key]) issues[key] = issue.message;
    }
  }
  // The rules between fields, said at once with the others (the schema's own run them only once every field is valid).
  const phone = details.phoneNumber.trim();
  const email = details.emailAddress.trim();
  if (!issues.phoneNumber && details.isContact && details.notificationPreference === 'text' && phone === '') issues.phoneNumber = 'OUT_PHONE_REQUIRED';
  if (!issues.emailAddress && details.isContact && details.notificationPreference === 'email' && email === '') issues.emailAddress = 'OUT_EMAIL_REQUIRED';
  if (!issues.phoneNumber && !issues.emailAddress && phone === '' && email === '') issues.phoneNumber = 'OUT_CONTACT_REQUIRED';
  return issues;
}

/** The payload of a report (eventType 0; uuId all zeros and no account when anonymous). */
export function reportPayload(options: {
  uuid: string | null;
  accountNumber: string | null;
  place: ReportPlace;
  details: ReportDetails;
  /** The photos uploaded (documents call). */
  attachments: readonly UploadedDocument[];
}): ReportOutageBody {
  const { uuid, accountNumber, place, details, attachments } = options;
  return {
    uuId: uuid ?? anonymousUuid,
    accountNumber: uuid ? (accountNumber ?? '') : '',
    reporterName: details.reporterName.trim(),
    phoneNumber: details.phoneNumber.trim(),
    emailAddress: details.emailAddress.trim(),
    eventType: 0,
    address1: place.address1,
    address2: '',
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    country: 'BW',
    latitude: place.latitude,
    longitude: place.longitude,
    title: details.title as ReportOutageType,
    message: details.message.trim(),
    notificationPreference: details.notificationPreference,
    isContact: details.isContact,
    customAttribute1: '',
    customAttribute2: '',
    customAttribute3: '',
    customAttribute4: '',
    customAttribute5: '',
    attachmentList: attachments.map((d) => ({ attachmentName: d.fileName, attachmentType: d.contentType as ReportAttachment['attachmentType'], fileData: d.documentId })),
  };
}
