import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isStepValid } from '../../../src/domain/registrationSteps.ts';
import { problemSignInCheck } from '../../../src/domain/recoveryForms.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import type { ProblemSignInBody, ProblemSignInContext, ProblemSignInData, ProblemSignInEvent,  ProblemSignInTag } from './problemSignIn.types.ts';

const emptyValues = { contactBy: 'userName', userName: '', email: '', issue: '', message: '' } as const;

/**
 * Problem sign-in (/ProblemSignIn; document 1 sections 1-2): a customer who cannot sign in even
 * with forgot user id and forgot password tells customer care what happens (locked, no access to
 * the e-mail, other), with the user id or an e-mail address to answer to, and gets a reference.
 */
export const problemSignInMachine = setup({
  types: {
    context: {} as ProblemSignInContext,
    events: {} as ProblemSignInEvent,
    tags: {} as ProblemSignInTag,
  },
  actors: {
    sendRequest: fromPromise<ProblemSignInData, ProblemSignInBody>(notProvided('sendRequest')),
  },
  guards: {
    isRequestValid: ({ context }) => isStepValid(problemSignInCheck(context.values)),
    isOtherContact: ({ context, event }) => {
      assertEvent(event, 'contact.change');
      return event.contactBy !== context.values.contactBy;
    },
  },
  actions: {
    showErrors: assign(({ context }) => {
      const result = problemSignInCheck(context.values);
      return { errors: result.fields, formError: result.form };
    }),
    clearMessages: assign({ errors: {}, formError: null, failure: null }),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, formError: null };
    }),
    chooseContact: assign(({ context, event }) => {
      assertEvent(event, 'contact.change');
      return { values: { ...context.values, contactBy: event.contactBy }, errors: {}, formError: null };
    }),
  },
}).createMachine({
  id: 'problemSignIn',
  description: 'A customer who cannot sign in sends customer care a request and gets its reference.',
  context: { values: { ...emptyValues }, errors: {}, formError: null, failure: null, reference: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'User id or e-mail, what the problem is, and a description.',
      on: {
        'contact.change': { guard: 'isOtherContact', actions: 'chooseContact', description: 'Answer by user id or by e-mail; the values stay.' },
        'field.change': { actions: 'editField' },
        'request.submit': [
          { guard: 'isRequestValid', target: 'sending', actions: 'clearMessages' },
          { actions: 'showErrors', description: 'Missing or bad values: messages beside the fields (VLD001 for several).' },
        ],
      },
    },
    sending: {
      description: 'The request is stored for customer care (throttled per IP: GEN015).',
      tags: ['busy'],
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => {
          const { contactBy, userName, email, issue, message } = context.values;
          return {
            ...(contactBy === 'email' ? { email: email.trim() } : { userName: userName.trim() }),
            issue: issue as ProblemSignInBody['issue'],
            message: message.trim(),
          };
        },
        onDone: { target: 'sent', actions: assign(({ event }) => ({ reference: event.output.reference })) },
        onError: { target: 'editing', actions: assign(({ event }) => ({ failure: toCallFailure(event.error) })) },
      },
    },
    sent: {
      description: 'The reference of the request; customer care answers by e-mail or phone.',
      on: {
        'request.again': {
          target: 'editing',
          actions: assign({ values: { ...emptyValues }, reference: null, errors: {}, formError: null, failure: null }),
          description: 'Another request, from an empty form.',
        },
      },
    },
  },
});
