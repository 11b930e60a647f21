import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { supportSignOnBodySchema } from '../../../src/domain/session.ts';
import type { SupportSignOnContext, SupportSignOnEvent, SupportSignOnFailure,  SupportSignOnTag } from './supportSignOn.types.ts';
import { notProvided } from '../../common/effects.ts';

/** Checked with the schema the server validates the call with: 6 to 20 digits. */
function accountNumberIssue(accountNumber: string): 'VLD_ACCOUNT_NUMBER' | null {
  return v.safeParse(supportSignOnBodySchema, { accountNumber: accountNumber.trim() }).success ? null : 'VLD_ACCOUNT_NUMBER';
}

function failureOf(error: unknown): SupportSignOnFailure {
  const value = (error ?? {}) as Partial<SupportSignOnFailure>;
  return {
    msgcode: typeof value.msgcode === 'string' && value.msgcode ? value.msgcode : 'GEN500',
    message: typeof value.message === 'string' ? value.message : '',
  };
}

/**
 * An agent signing in on a customer's behalf (document 1 sections 1 and 4, "Authenticate"): the
 * agent types the customer's account number, the support sign-on call answers a one-time token,
 * and the browser goes to /authenticate/{token}, where the token becomes the customer's session
 * flagged as a support login.
 */
export const supportSignOnMachine = setup({
  types: {
    context: {} as SupportSignOnContext,
    events: {} as SupportSignOnEvent,
    tags: {} as SupportSignOnTag,
  },
  actors: {
    requestSupportToken: fromPromise<{ token: string }, { accountNumber: string }>(notProvided('requestSupportToken')),
  },
  actions: {
    openSupportSession: notProvided('openSupportSession') as (_: unknown, params: { token: string }) => void,
  },
  guards: {
    isValidAccountNumber: ({ context }) => accountNumberIssue(context.accountNumber) === null,
  },
}).createMachine({
  id: 'supportSignOn',
  description: 'Opens a customer session for an agent from the customer\'s account number.',
  context: { accountNumber: '', fieldError: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The agent types the account number.',
      on: {
        'supportSignOn.change': {
          actions: assign(({ context, event }) => ({
            accountNumber: event.accountNumber,
            // An error already shown follows the typing, so it clears as soon as the number is right.
            fieldError: context.fieldError ? accountNumberIssue(event.accountNumber) : null,
            failure: null,
          })),
        },
        'supportSignOn.submit': [
          { guard: 'isValidAccountNumber', target: 'requesting', description: '6 to 20 digits.' },
          {
            actions: assign(({ context }) => ({ fieldError: accountNumberIssue(context.accountNumber) })),
            description: 'Not an account number: say so beside the field.',
          },
        ],
      },
    },
    requesting: {
      description: 'Asking for a support sign-on token.',
      tags: ['busy'],
      entry: assign({ fieldError: null, failure: null }),
      invoke: {
        id: 'requestSupportToken',
        src: 'requestSupportToken',
        input: ({ context }) => ({ accountNumber: context.accountNumber.trim() }),
        onDone: {
          target: 'opening',
          actions: { type: 'openSupportSession', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: failureOf(event.error) })),
          description: 'No token (unknown account, no primary customer...): the number stays for a correction.',
        },
      },
    },
    opening: {
      description: 'The browser is on its way to /authenticate/{token}.',
      tags: ['busy'],
      type: 'final',
    },
  },
});
