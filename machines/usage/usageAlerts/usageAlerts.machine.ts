import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { usageAlertFieldCheck, usageAlertFieldText, usageAlertFieldValue, type UsageAlertsRecord, type UsageAlertsSaved } from '../../../src/domain/usageAlerts.ts';
import { failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import type { UsageAlertField, UsageAlertsContext, UsageAlertsEvent, UsageAlertsInput, UsageAlertsSaveInput, UsageAlertsTag, UsageAlertTexts } from './usageAlerts.types.ts';

const alertFields: readonly UsageAlertField[] = ['dailyThreshold', 'monthlyBudget'];

/** The rules the typed fields break (none: both empty or amounts). */
export function usageAlertErrors(fields: UsageAlertTexts): UsageAlertsContext['errors'] {
  const errors: UsageAlertsContext['errors'] = {};
  for (const field of alertFields) {
    const code = usageAlertFieldCheck(fields[field]);
    if (code) errors[field] = code;
  }
  return errors;
}

/** The fields as the stored settings show them. */
const fieldsOf = (record: UsageAlertsRecord): UsageAlertTexts => ({ dailyThreshold: usageAlertFieldText(record.dailyThreshold), monthlyBudget: usageAlertFieldText(record.monthlyBudget) });

export function saveInput(context: UsageAlertsContext): UsageAlertsSaveInput {
  return { accountNumber: context.accountNumber, dailyThreshold: usageAlertFieldValue(context.fields.dailyThreshold), monthlyBudget: usageAlertFieldValue(context.fields.monthlyBudget) };
}

/**
 * Usage alerts (on /usages, with the usage-alerts right): reads the user's daily high-usage
 * threshold and monthly budget, takes new ones (each an amount above 0 with at most 2 decimals, or
 * empty for off), saves them and says so, with the alerts the save raised at once. A failed load
 * offers Try again; a failed save keeps what was typed, says why, and Save tries again.
 */
export const usageAlertsMachine = setup({
  types: {
    context: {} as UsageAlertsContext,
    events: {} as UsageAlertsEvent,
    input: {} as UsageAlertsInput,
    tags: {} as UsageAlertsTag,
  },
  actors: {
    loadUsageAlerts: fromPromise<UsageAlertsRecord, { accountNumber: string }>(notProvided('loadUsageAlerts')),
    saveUsageAlerts: fromPromise<UsageAlertsSaved, UsageAlertsSaveInput>(notProvided('saveUsageAlerts')),
  },
  guards: {
    areFieldsValid: ({ context }) => Object.keys(usageAlertErrors(context.fields)).length === 0,
  },
  actions: {
    storeRecord: assign((_, { output }: { output: UsageAlertsRecord }) => ({ record: output, fields: fieldsOf(output) })),
    storeSaved: assign((_, { output }: { output: UsageAlertsSaved }) => ({ record: output, fields: fieldsOf(output), saved: output, failure: null })),
    storeFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'usageAlerts.change');
      const errors = { ...context.errors };
      delete errors[event.field];
      return { fields: { ...context.fields, [event.field]: event.value }, errors, saved: null };
    }),
    showErrors: assign(({ context }) => ({ errors: usageAlertErrors(context.fields), saved: null })),
    clearMessages: assign({ errors: {}, failure: null, saved: null }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'usageAlerts',
  description: 'Usage alerts: the daily high-usage threshold and the monthly budget, checked, saved and confirmed.',
  context: ({ input }) => ({ ...input, record: null, fields: { dailyThreshold: '', monthlyBudget: '' }, errors: {}, failure: null, saved: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the settings and the latest alert.',
      tags: ['loading'],
      invoke: {
        id: 'loadUsageAlerts',
        src: 'loadUsageAlerts',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: { target: 'editing', actions: { type: 'storeRecord', params: outputParams<UsageAlertsRecord> }, description: 'The form opens with the settings as stored.' },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'Nothing to start from: the message and Try again.' },
      },
    },
    loadFailed: {
      description: 'The message of the failure, with Try again.',
      tags: ['failed'],
      on: { 'usageAlerts.retry': { target: 'loading', actions: 'clearFailure', description: 'The user pressed Try again.' } },
    },
    editing: {
      description: 'The form: the threshold and the budget, their rules shown once the user saved.',
      tags: ['editing'],
      on: {
        'usageAlerts.change': { actions: 'editField', description: 'The user types; the field’s message goes.' },
        'usageAlerts.submit': [
          { guard: 'areFieldsValid', target: 'saving', actions: 'clearMessages', description: 'Both fields keep the rules (or are empty): they are saved.' },
          { actions: 'showErrors', description: 'A field breaks a rule: it says which; nothing is sent.' },
        ],
      },
    },
    saving: {
      description: 'The settings are being saved and the latest day and month checked; the form waits.',
      tags: ['editing', 'busy'],
      invoke: {
        id: 'saveUsageAlerts',
        src: 'saveUsageAlerts',
        input: ({ context }) => saveInput(context),
        onDone: { target: 'editing', actions: { type: 'storeSaved', params: outputParams<UsageAlertsSaved> }, description: 'Saved: the form says so, and whether an alert was raised at once.' },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: failureParams }, description: 'Refused or failed: the form keeps what was typed and says why; Save tries again.' },
      },
    },
  },
});
