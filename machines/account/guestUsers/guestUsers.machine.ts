import { assertEvent, assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { guestInviteCheck } from '../../../src/domain/guestSteps.ts';
import type { GuestEntryBody, GuestListData, GuestUpdateBody } from '../../../src/domain/guestUsers.ts';
import { accessUntilSchemaAt } from '../../../src/domain/registration.ts';
import { isStepValid } from '../../../src/domain/registrationSteps.ts';
import { failureParams, notProvided, type FailureParams } from '../../common/effects.ts';
import type {
  GuestInviteBody,
  GuestInviteData,
  GuestResendData,
  GuestRevokeData,
  GuestUpdateData,
  GuestUsersContext,
  GuestUsersEvent,
  GuestUsersInput,
  GuestUsersTag,
} from './guestUsers.types.ts';

const emptyInvite = { firstName: '', lastName: '', email: '', accessUntil: '' };

/** The end-date dialog's field code ('' is REG_ACCESS_UNTIL_REQUIRED), or null when valid. */
export function accessDraftIssue(draft: string, today: Date): string | null {
  if (draft.trim() === '') return 'REG_ACCESS_UNTIL_REQUIRED';
  const result = v.safeParse(accessUntilSchemaAt(() => today), draft);
  return result.success ? null : result.issues[0].message;
}

/**
 * Guest User (/GuestUser; document 1 sections 1-2, document 2 section 6): the customer sees the
 * guests and pending invitations of the selected account, invites a guest (name, e-mail, last day
 * of access), sends a pending invitation again, and removes a guest or withdraws an invitation
 * after confirming. Every change reloads the list; a failed call keeps what was typed and says why.
 */
export const guestUsersMachine = setup({
  types: {
    context: {} as GuestUsersContext,
    events: {} as GuestUsersEvent,
    input: {} as GuestUsersInput,
    tags: {} as GuestUsersTag,
  },
  actors: {
    loadGuests: fromPromise<GuestListData, { accountNumber: string }>(notProvided('loadGuests')),
    inviteGuest: fromPromise<GuestInviteData, GuestInviteBody>(notProvided('inviteGuest')),
    resendInvitation: fromPromise<GuestResendData, GuestEntryBody>(notProvided('resendInvitation')),
    removeGuest: fromPromise<GuestRevokeData, GuestEntryBody>(notProvided('removeGuest')),
    updateAccess: fromPromise<GuestUpdateData, GuestUpdateBody>(notProvided('updateAccess')),
  },
  guards: {
    isInviteValid: ({ context }) => isStepValid(guestInviteCheck(context.invite, context.today)),
    isListedEntry: ({ context, event }) => {
      assertEvent(event, ['guest.remove', 'guest.resend', 'guest.editAccess']);
      return context.guests.some((guest) => guest.id === event.id);
    },
    isAccessDraftValid: ({ context }) => accessDraftIssue(context.accessDraft, context.today) === null,
    isPendingEntry: ({ context, event }) => {
      assertEvent(event, 'guest.resend');
      return context.guests.some((guest) => guest.id === event.id && guest.status === 'pending');
    },
  },
  actions: {
    editInvite: assign(({ context, event }) => {
      assertEvent(event, 'invite.change');
      return { invite: { ...context.invite, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, formError: null };
    }),
    showInviteErrors: assign(({ context }) => {
      const check = guestInviteCheck(context.invite, context.today);
      return { errors: check.fields, formError: check.form, notice: null };
    }),
    select: assign(({ context, event }) => {
      assertEvent(event, ['guest.remove', 'guest.resend', 'guest.editAccess']);
      const selected = context.guests.find((guest) => guest.id === event.id) ?? null;
      // The dialog starts from the current last day.
      return { selected, accessDraft: selected?.accessUntil.slice(0, 10) ?? '', failure: null, notice: null, errors: {} };
    }),
    clearMessages: assign({ errors: {}, formError: null, failure: null, notice: null }),
    storeFailure: assign((_, { failure }: FailureParams) => ({ failure })),
  },
}).createMachine({
  id: 'guestUsers',
  description: "A customer manages the guest users of the selected account.",
  context: ({ input }) => ({
    accountNumber: input.accountNumber,
    today: input.today,
    guests: [],
    loaded: false,
    invite: emptyInvite,
    errors: {},
    formError: null,
    failure: null,
    notice: null,
    selected: null,
    accessDraft: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The guests and pending invitations of the account are read (again after every change).',
      tags: ['busy'],
      invoke: {
        id: 'loadGuests',
        src: 'loadGuests',
        input: ({ context }) => ({ accountNumber: context.accountNumber }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ guests: event.output.guests, loaded: true, selected: null })) },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'The list could not be read: the catalogue message and a Retry.' },
      },
    },
    loadFailed: {
      description: 'The list is unavailable; the invitation form keeps what was typed.',
      on: { 'guests.retry': { target: 'loading', actions: assign({ failure: null }), description: 'Read the list again.' } },
    },
    ready: {
      description: 'The list, with resend and remove on each entry, and the invitation form.',
      on: {
        'invite.change': { actions: 'editInvite', description: 'The user types; nothing is lost.' },
        'invite.submit': [
          { guard: 'isInviteValid', target: 'inviting', actions: 'clearMessages' },
          { actions: 'showInviteErrors', description: 'Bad or missing values: errors beside the fields (VLD001 for several).' },
        ],
        'guest.resend': { guard: 'isPendingEntry', target: 'resending', actions: 'select', description: 'Only a pending invitation is sent again.' },
        'guest.remove': { guard: 'isListedEntry', target: 'confirmingRemoval', actions: 'select', description: 'Removal asks for confirmation first.' },
        'guest.editAccess': { guard: 'isListedEntry', target: 'editingAccess', actions: 'select', description: 'A dialog for a new last day of access.' },
      },
    },
    editingAccess: {
      description: 'A dialog with the last day of access of the chosen guest or invitation.',
      on: {
        'access.change': {
          actions: assign(({ context, event }) => ({ accessDraft: event.value, errors: { ...context.errors, accessDraft: undefined } })),
          description: 'The user picks a date; nothing is lost.',
        },
        'access.save': [
          { guard: 'isAccessDraftValid', target: 'updatingAccess', actions: assign({ errors: {} }) },
          {
            actions: assign(({ context }) => ({ errors: { accessDraft: accessDraftIssue(context.accessDraft, context.today) ?? undefined } })),
            description: 'Missing, past or too far: the reason beside the date.',
          },
        ],
        'access.cancel': { target: 'ready', actions: assign({ selected: null, errors: {} }), description: 'Nothing changes.' },
      },
    },
    updatingAccess: {
      description: 'The new last day is saved; a registered guest keeps access until then.',
      tags: ['busy'],
      invoke: {
        id: 'updateAccess',
        src: 'updateAccess',
        input: ({ context }) => ({ accountNumber: context.accountNumber, id: context.selected?.id ?? 0, accessUntil: context.accessDraft.trim() }),
        onDone: {
          target: 'loading',
          actions: assign(({ event }) => ({ notice: { kind: 'updated' as const, email: event.output.email, accessUntil: event.output.accessUntil } })),
        },
        onError: { target: 'loading', actions: { type: 'storeFailure', params: failureParams }, description: 'Refused or failed: the list is read again and the reason shown.' },
      },
    },
    inviting: {
      description: 'The invitation e-mail (a /GuestRegister link) goes to the guest.',
      tags: ['busy'],
      invoke: {
        id: 'inviteGuest',
        src: 'inviteGuest',
        input: ({ context }) => ({
          accountNumber: context.accountNumber,
          firstName: context.invite.firstName.trim(),
          lastName: context.invite.lastName.trim(),
          email: context.invite.email.trim(),
          accessUntil: context.invite.accessUntil.trim(),
        }),
        onDone: {
          target: 'loading',
          actions: assign(({ event }) => ({ invite: emptyInvite, notice: { kind: 'invited' as const, email: event.output.email } })),
        },
        onError: { target: 'ready', actions: { type: 'storeFailure', params: failureParams }, description: 'Refused or failed: the form keeps the values.' },
      },
    },
    resending: {
      description: 'A new link goes to the invited address; the old one stops working.',
      tags: ['busy'],
      invoke: {
        id: 'resendInvitation',
        src: 'resendInvitation',
        input: ({ context }) => ({ accountNumber: context.accountNumber, id: context.selected?.id ?? 0 }),
        onDone: { target: 'loading', actions: assign(({ event }) => ({ notice: { kind: 'resent' as const, email: event.output.email } })) },
        onError: { target: 'loading', actions: { type: 'storeFailure', params: failureParams }, description: 'GINV003 / GINV004: the list may have changed; it is read again.' },
      },
    },
    confirmingRemoval: {
      description: 'A dialog names the guest and asks to confirm.',
      on: {
        'removal.confirm': { target: 'removing' },
        'removal.cancel': { target: 'ready', actions: assign({ selected: null }), description: 'Nothing changes.' },
      },
    },
    removing: {
      description: "The guest's access ends at once, or the invitation link stops working.",
      tags: ['busy'],
      invoke: {
        id: 'removeGuest',
        src: 'removeGuest',
        input: ({ context }) => ({ accountNumber: context.accountNumber, id: context.selected?.id ?? 0 }),
        onDone: {
          target: 'loading',
          actions: assign(({ context, event }) => ({
            notice: { kind: 'removed' as const, email: context.selected?.email ?? '', removed: event.output.removed },
          })),
        },
        onError: { target: 'loading', actions: { type: 'storeFailure', params: failureParams }, description: 'Refused or failed: the list is read again and the reason shown.' },
      },
    },
  },
});
