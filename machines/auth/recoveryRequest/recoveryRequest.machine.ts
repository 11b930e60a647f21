import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isStepValid } from '../../../src/domain/registrationSteps.ts';
import { recoveryMethods, recoveryRequestBody, recoveryRequestCheck } from '../../../src/domain/recoveryForms.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import type {
  RecoveryRequestBody,
  RecoveryRequestContext,
  RecoveryRequestEvent,
  RecoveryRequestInput,
  RecoveryRequestOutput,
  RecoveryRequestTag,
} from './recoveryRequest.types.ts';

const check = (context: RecoveryRequestContext) => recoveryRequestCheck(context.method, context.values, context.today);

/**
 * Forgot user id (/ForgotUserID) and forgot password (/ForgotPassword) (document 1 sections 2 and
 * 4): the customer identifies the user by e-mail (user id) or user id (password), or by account
 * number and date of birth; the server e-mails the user id or a reset link and answers the same
 * whatever matched, except that several users on one account send the customer to the
 * MultipleAccount page. What was typed stays through a failure and a change of way.
 */
export const recoveryRequestMachine = setup({
  types: {
    context: {} as RecoveryRequestContext,
    events: {} as RecoveryRequestEvent,
    input: {} as RecoveryRequestInput,
    output: {} as RecoveryRequestOutput,
    tags: {} as RecoveryRequestTag,
  },
  actors: {
    sendRequest: fromPromise<{ multiple: boolean }, { kind: RecoveryRequestContext['kind']; body: RecoveryRequestBody }>(notProvided('sendRequest')),
  },
  guards: {
    isRequestValid: ({ context }) => isStepValid(check(context)),
    /** Another of the ways this request offers. */
    isOtherOfferedMethod: ({ context, event }) => {
      assertEvent(event, 'method.change');
      return event.method !== context.method && recoveryMethods[context.kind].includes(event.method);
    },
  },
  actions: {
    showErrors: assign(({ context }) => {
      const result = check(context);
      return { errors: result.fields, formError: result.form };
    }),
    clearMessages: assign({ errors: {}, formError: null, failure: null }),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, formError: null };
    }),
    chooseMethod: assign(({ event }) => {
      assertEvent(event, 'method.change');
      return { method: event.method, errors: {}, formError: null, failure: null };
    }),
  },
}).createMachine({
  id: 'recoveryRequest',
  description: 'Forgot user id or forgot password: the user id or a reset link is e-mailed.',
  context: ({ input }) => ({
    kind: input.kind,
    method: recoveryMethods[input.kind][0]!,
    values: { email: '', userName: '', accountNumber: '', dateOfBirth: '' },
    errors: {},
    formError: null,
    failure: null,
    multiple: false,
    today: input.today,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The way to identify the user (e-mail or user id, or account number and date of birth) and its fields.',
      on: {
        'method.change': { guard: 'isOtherOfferedMethod', actions: 'chooseMethod', description: 'Another way; the values typed stay.' },
        'field.change': { actions: 'editField', description: 'The user types; the field marker clears.' },
        'request.submit': [
          { guard: 'isRequestValid', target: 'sending', actions: 'clearMessages' },
          { actions: 'showErrors', description: 'Bad or missing values: messages beside the fields (VLD001 for several).' },
        ],
      },
    },
    sending: {
      description: 'The server e-mails the user id or the reset link (throttled per IP: GEN015).',
      tags: ['busy'],
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => ({ kind: context.kind, body: recoveryRequestBody(context.method, context.values) }),
        onDone: { target: 'sent', actions: assign(({ event }) => ({ multiple: event.output.multiple })) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })),
          description: 'Blocked or unreachable: the message and the values stay; the user sends again.',
        },
      },
    },
    sent: {
      description: 'The Success page, or the MultipleAccount page when several users hold the account.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ kind: context.kind, multiple: context.multiple }),
});
