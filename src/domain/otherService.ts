/**
 * Other service (/OtherService, document 1 section 3: "order type, task type, account, premise,
 * installation, start date, message text"): a signed-in customer asks for a service the other flows
 * do not cover, at the selected account's premise. The rules the machine, the view and the server share.
 */
import * as v from 'valibot';
import { accountNumberSchema } from './session.ts';
import { addDaysIso, isIsoDay, parseDisplayDate } from './format.ts';

/** Paths of the flow's calls inside the service area. */
export const otherServiceCalls = {
  /** GET ?accountNumber= : the account's premise and installation, what the request is about. */
  load: '/other-service',
  /** POST OtherServiceSubmitBody : the request, answered with its tracker summary. */
  submit: '/other-service/submit',
} as const;

/** The kinds of service (the order type) and the tasks each offers (the task type). */
export const otherServiceTasks = {
  METER: ['RELOCATE_METER', 'TEST_METER', 'REPLACE_DAMAGED_METER'],
  SUPPLY: ['UPGRADE_CAPACITY', 'RECONNECT', 'TEMPORARY_SUPPLY'],
  NETWORK: ['TRIM_TREES', 'MOVE_POLE', 'REPAIR_STREETLIGHT'],
} as const;

export type OtherServiceOrderType = keyof typeof otherServiceTasks;
export type OtherServiceTaskType = (typeof otherServiceTasks)[OtherServiceOrderType][number];
export const otherServiceOrderTypes = Object.keys(otherServiceTasks) as OtherServiceOrderType[];
export const otherServiceTaskTypes = Object.values(otherServiceTasks).flat() as OtherServiceTaskType[];

/** The start date: from tomorrow up to this many days ahead (the crews plan a quarter ahead). */
export const otherServiceStartWindowDays = 90;
export const otherServiceMessageMax = 500;

/** Message codes of the form's rules (the field's text and the server's refusal). */
export const otherServiceCodes = {
  orderType: 'SRV_OTHER_ORDER_TYPE',
  taskType: 'SRV_OTHER_TASK_TYPE',
  startDate: 'SRV_OTHER_START_DATE',
  message: 'SRV_OTHER_MESSAGE',
} as const;

/** The first and last start dates allowed on `today` (yyyy-mm-dd). */
export function otherServiceStartRange(today: string): { first: string; last: string } {
  return { first: addDaysIso(today, 1), last: addDaysIso(today, otherServiceStartWindowDays) };
}

export function isOtherServiceTaskOf(orderType: string, taskType: string): boolean {
  return orderType in otherServiceTasks && (otherServiceTasks[orderType as OtherServiceOrderType] as readonly string[]).includes(taskType);
}

/** The form as typed: the start date as DD/MM/YYYY (docs/dates.md: a date field a customer types). */
export interface OtherServiceForm {
  orderType: string;
  taskType: string;
  startDate: string;
  message: string;
}

export type OtherServiceField = keyof OtherServiceForm;
export type OtherServiceErrors = Partial<Record<OtherServiceField, string>>;

export const emptyOtherServiceForm: OtherServiceForm = { orderType: '', taskType: '', startDate: '', message: '' };

/** Each field's broken rule, checked together so the form says everything at once. */
export function otherServiceFormErrors(form: OtherServiceForm, today: string): OtherServiceErrors {
  const errors: OtherServiceErrors = {};
  if (!(otherServiceOrderTypes as string[]).includes(form.orderType)) errors.orderType = otherServiceCodes.orderType;
  if (!isOtherServiceTaskOf(form.orderType, form.taskType)) errors.taskType = otherServiceCodes.taskType;
  const day = parseDisplayDate(form.startDate);
  const { first, last } = otherServiceStartRange(today);
  if (!day || day < first || day > last) errors.startDate = otherServiceCodes.startDate;
  if (form.message.trim().length < 10 || form.message.trim().length > otherServiceMessageMax) errors.message = otherServiceCodes.message;
  return errors;
}

export const otherServiceLoadQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });

export const otherServiceSubmitBodySchema = v.strictObject({
  accountNumber: accountNumberSchema,
  orderType: v.picklist(otherServiceOrderTypes, otherServiceCodes.orderType),
  taskType: v.picklist(otherServiceTaskTypes, otherServiceCodes.taskType),
  /** yyyy-mm-dd; its window is checked against the server's today (otherServiceStartRange). */
  startDate: v.pipe(v.string(), v.check(isIsoDay, otherServiceCodes.startDate)),
  message: v.pipe(v.string(), v.trim(), v.minLength(10, otherServiceCodes.message), v.maxLength(otherServiceMessageMax, otherServiceCodes.message)),
});

export type OtherServiceSubmitBody = v.InferOutput<typeof otherServiceSubmitBodySchema>;

/** The body a valid form sends. */
export function otherServiceBody(accountNumber: string, form: OtherServiceForm): OtherServiceSubmitBody {
  return {
    accountNumber,
    orderType: form.orderType as OtherServiceOrderType,
    taskType: form.taskType as OtherServiceTaskType,
    startDate: parseDisplayDate(form.startDate) ?? form.startDate,
    message: form.message.trim(),
  };
}

/** What the load answers: the premise and installation the request will be about. */
export interface OtherServicePlace {
  accountNumber: string;
  premiseId: string;
  /** The installation: the electric meter installed at the premise, if any. */
  installation: string | null;
  serviceAddress: { address1: string; address2: string | null; city: string };
}
