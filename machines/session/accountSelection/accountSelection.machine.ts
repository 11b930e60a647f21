import { assign, fromPromise, setup } from 'xstate';
import { chooseAccount } from '../../../src/domain/accounts.ts';
import type { Meter, ServiceAccount } from '../../../src/domain/session.ts';
import { notProvided } from '../../common/effects.ts';

/** The state tags of the machine. */
export type AccountSelectionTag = 'error';

export interface AccountSelectionInput {
  uuid: string;
  /** Account number kept from an earlier visit (browser storage). */
  storedAccountNumber: string | null;
}

export interface AccountDetails {
  meter: Meter | null;
  /** Merged rights of the user's roles; empty when the rights call failed. */
  rights: string[];
}

export interface AccountSelectionOutput extends AccountDetails {
  accounts: ServiceAccount[];
  account: ServiceAccount | null;
}

interface AccountSelectionContext extends AccountSelectionInput {
  accounts: ServiceAccount[];
  account: ServiceAccount | null;
  details: AccountDetails;
}

/**
 * Account selection after sign-in (document 1 section 4): service addresses load, the stored
 * account (else the default, else the first) becomes current, then its meter and the role rights
 * (one call per distinct role, merged; a failed rights call leaves them empty).
 */
export const accountSelectionMachine = setup({
  types: {
    context: {} as AccountSelectionContext,
    input: {} as AccountSelectionInput,
    output: {} as AccountSelectionOutput,
    events: {} as { type: 'accounts.retry' },
    tags: {} as AccountSelectionTag,
  },
  actors: {
    loadServiceAccounts: fromPromise<ServiceAccount[], { uuid: string }>(notProvided('loadServiceAccounts')),
    loadAccountDetails: fromPromise<AccountDetails, { account: ServiceAccount; accounts: ServiceAccount[] }>(
      notProvided('loadAccountDetails'),
    ),
  },
  actions: {
    storeAccount: notProvided('storeAccount') as (_: unknown, params: { account: ServiceAccount }) => void,
  },
  guards: {
    hasAccount: ({ context }) => context.account !== null,
  },
}).createMachine({
  id: 'accountSelection',
  description: 'Loads the service accounts, chooses the current one and loads its meter and rights.',
  context: ({ input }) => ({ ...input, accounts: [], account: null, details: { meter: null, rights: [] } }),
  initial: 'loadingAccounts',
  states: {
    loadingAccounts: {
      description: 'Reading the service addresses of the user.',
      invoke: {
        id: 'loadServiceAccounts',
        src: 'loadServiceAccounts',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            accounts: event.output,
            account: chooseAccount(event.output, context.storedAccountNumber),
          })),
        },
        onError: { target: 'failed' },
      },
    },
    choosing: {
      description: 'Stored account, else the default, else the first; none when nothing is linked.',
      always: [
        {
          guard: 'hasAccount',
          target: 'loadingDetails',
          actions: { type: 'storeAccount', params: ({ context }) => ({ account: context.account! }) },
        },
        { target: 'done' },
      ],
    },
    loadingDetails: {
      description: 'Meter and role rights of the chosen account.',
      invoke: {
        id: 'loadAccountDetails',
        src: 'loadAccountDetails',
        input: ({ context }) => ({ account: context.account!, accounts: context.accounts }),
        onDone: { target: 'done', actions: assign(({ event }) => ({ details: event.output })) },
        // The details actor turns its own failures into "no meter" and "no rights".
        onError: { target: 'done' },
      },
    },
    failed: {
      description: 'The service addresses could not be loaded; the user may try again.',
      tags: ['error'],
      on: { 'accounts.retry': { target: 'loadingAccounts' } },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    accounts: context.accounts,
    account: context.account,
    meter: context.details.meter,
    rights: context.details.rights,
  }),
});
