import type { SnapshotFrom } from 'xstate';
import type { guestUsersMachine } from './guestUsers.machine.ts';
import type { GuestEntry, GuestUsersContext, GuestUsersEvent, InviteFields } from './guestUsers.types.ts';

export interface GuestUsersViewModel {
  /** The list is being read for the first time (nothing to show yet). */
  loading: boolean;
  /** The list could not be read: show the failure and a Retry. */
  loadFailed: boolean;
  busy: boolean;
  inviting: boolean;
  guests: GuestEntry[];
  invite: InviteFields;
  errors: GuestUsersContext['errors'];
  formError: 'VLD001' | null;
  failure: GuestUsersContext['failure'];
  notice: GuestUsersContext['notice'];
  /** The entry the removal dialog asks about (null when the dialog is closed). */
  confirming: GuestEntry | null;
  /** The entry a resend, removal or end-date change is running for. */
  working: GuestEntry | null;
  /** The entry the end-date dialog is about (null when closed), and the date typed in it. */
  editing: GuestEntry | null;
  accessDraft: string;
  /** yyyy-mm-dd of today (the end date input's lower bound is tomorrow). */
  today: Date;
  changeInvite: (field: keyof InviteFields, value: string) => void;
  submitInvite: () => void;
  resend: (id: number) => void;
  remove: (id: number) => void;
  confirmRemoval: () => void;
  cancelRemoval: () => void;
  retry: () => void;
  editAccess: (id: number) => void;
  changeAccess: (value: string) => void;
  saveAccess: () => void;
  cancelAccess: () => void;
}

export function connectGuestUsers(snapshot: SnapshotFrom<typeof guestUsersMachine>, send: (event: GuestUsersEvent) => void): GuestUsersViewModel {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  return {
    loading: snapshot.matches('loading') && !context.loaded,
    loadFailed: snapshot.matches('loadFailed'),
    busy,
    inviting: snapshot.matches('inviting'),
    guests: context.guests,
    invite: context.invite,
    errors: context.errors,
    formError: context.formError,
    failure: context.failure,
    notice: busy ? null : context.notice,
    confirming: snapshot.matches('confirmingRemoval') ? context.selected : null,
    working: snapshot.matches('resending') || snapshot.matches('removing') || snapshot.matches('updatingAccess') ? context.selected : null,
    editing: snapshot.matches('editingAccess') || snapshot.matches('updatingAccess') ? context.selected : null,
    accessDraft: context.accessDraft,
    today: context.today,
    changeInvite: (field, value) => send({ type: 'invite.change', field, value }),
    submitInvite: () => send({ type: 'invite.submit' }),
    resend: (id) => send({ type: 'guest.resend', id }),
    remove: (id) => send({ type: 'guest.remove', id }),
    confirmRemoval: () => send({ type: 'removal.confirm' }),
    cancelRemoval: () => send({ type: 'removal.cancel' }),
    retry: () => send({ type: 'guests.retry' }),
    editAccess: (id) => send({ type: 'guest.editAccess', id }),
    changeAccess: (value) => send({ type: 'access.change', value }),
    saveAccess: () => send({ type: 'access.save' }),
    cancelAccess: () => send({ type: 'access.cancel' }),
  };
}
