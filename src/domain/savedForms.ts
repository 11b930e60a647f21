/**
 * Saved forms (issues 14 and 15; document 1 "Service tracker and saved forms", document 2 section 9
 * "Saved Forms tab"): a service flow saved part-way (its machine's persisted snapshot) and resumed
 * later, on any device, from the tracker's Saved Forms tab. The rules the client and the server share.
 */
import * as v from 'valibot';

/** Paths of the calls inside the service area. */
export const savedFormCalls = {
  /** GET: the user's saved forms, newest first (no snapshot). */
  list: '/saved-forms',
  /** GET /saved-forms/:id : one of the user's, with its snapshot. */
  one: '/saved-forms',
  /** POST SavedFormBody : create, or replace the user's own (with id). */
  save: '/saved-forms',
  /** POST { id } : delete one of the user's (one already gone answers deleted: false). */
  remove: '/saved-forms/delete',
} as const;

/** The flows that can be saved: their machine ids (a saved snapshot only fits the machine it came from). */
export const savedFormFlows = ['otherService', 'startService', 'stopService', 'transferService', 'newConnection', 'kycRequest', 'meterInspection', 'landlordAgreement', 'letterOfCredit'] as const;
export type SavedFormFlow = (typeof savedFormFlows)[number];

/** A snapshot larger than this, serialized, is refused (413). */
export const savedFormMaxBytes = 64 * 1024;
/** Saved forms a user may keep; the next save is refused (409) until one is deleted. */
export const savedFormMaxPerUser = 20;
export const savedFormTitleMax = 120;

/** Refusals of the rules; a body of the wrong shape gets VLD002 naming the field. */
export const savedFormCodes = {
  tooLarge: 'SAVED_FORM_TOO_LARGE',
  limit: 'SAVED_FORM_LIMIT',
  notFound: 'SAVED_FORM_NOT_FOUND',
} as const;

const idSchema = v.pipe(v.string(), v.uuid());

export const savedFormIdParamsSchema = v.strictObject({ id: idSchema });
export const savedFormDeleteBodySchema = v.strictObject({ id: idSchema });

export const savedFormBodySchema = v.strictObject({
  /** Present: replace this saved form (it must be the user's). */
  id: v.optional(idSchema),
  flow: v.picklist(savedFormFlows),
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(savedFormTitleMax)),
  /** The page's path in the portal, where Resume leads (`/OtherService`). */
  route: v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9/_-]{0,99}$/)),
  /** The machine's persisted snapshot (an object with a value and a context). */
  snapshot: v.looseObject({ value: v.unknown() }),
});

export type SavedFormBody = v.InferOutput<typeof savedFormBodySchema>;

/** A saved form as the list shows it. */
export interface SavedFormSummary {
  id: string;
  flow: SavedFormFlow;
  title: string;
  route: string;
  /** ISO timestamp of the last save. */
  updatedAt: string;
}

export interface SavedForm extends SavedFormSummary {
  snapshot: Record<string, unknown>;
}

/** The size the server measures: the snapshot serialized as JSON, in UTF-8 bytes. */
export function savedSnapshotBytes(snapshot: unknown): number {
  return new TextEncoder().encode(JSON.stringify(snapshot)).length;
}

/** The search parameter a resumed flow's page reads (`/OtherService?savedForm=<id>`). */
export const savedFormSearchKey = 'savedForm';

/** validateSearch of a flow route that can resume a saved form: a uuid, or nothing. */
export function savedFormSearch(search: Record<string, unknown>): { savedForm?: string } {
  const id = search[savedFormSearchKey];
  return typeof id === 'string' && v.is(idSchema, id) ? { savedForm: id } : {};
}
