import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { guestUsersMachine } from '../../../../machines/account/guestUsers/guestUsers.machine.ts';
import type { GuestUsersContext, GuestUsersEvent, GuestUsersInput } from '../../../../machines/account/guestUsers/guestUsers.types.ts';
import type { GuestEntryBody, GuestListData, GuestResendData, GuestRevokeData, GuestUpdateBody, GuestUpdateData } from '../../../../src/domain/guestUsers.ts';
import type { GuestInviteBody, GuestInviteData } from '../../../../src/domain/registration.ts';
import { GuestUsersOfAccount } from '../../../../src/features/account/guestUsers/GuestUserPage.tsx';
import type { GuestUserCalls } from '../../../../src/features/account/guestUsers/guestUsersCalls.ts';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { guestCodeText } from '../support/recoveryText.ts';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { firstUnreachableStep } from '../support/replay.ts';
import { expectAlerts } from '../support/alerts.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const inviteLabels: Record<string, string> = {
  firstName: 'guest.invite.firstName',
  lastName: 'guest.invite.lastName',
  email: 'guest.invite.email',
  accessUntil: 'guest.invite.accessUntil',
};

const codeText = guestCodeText;
const name = (guest: { firstName: string; lastName: string }) => `${guest.firstName} ${guest.lastName}`;

/** Why the user cannot send this event in this state, or null. */
function unreachable(before: AnyMachineSnapshot, event: GuestUsersEvent): string | null {
  const context = before.context as GuestUsersContext;
  if (isOutcome(event)) return null;
  if (event.type === 'removal.confirm' || event.type === 'removal.cancel') return before.matches('confirmingRemoval') ? null : 'no dialog open';
  if (event.type === 'access.change' || event.type === 'access.save' || event.type === 'access.cancel') {
    return before.matches('editingAccess') ? null : 'no end-date dialog open';
  }
  if (before.matches('confirmingRemoval') || before.matches('editingAccess')) return `${event.type} behind the dialog`;
  if (event.type === 'guests.retry') return before.matches('loadFailed') ? null : 'Try again is not on screen';
  if (before.hasTag('busy')) return `${event.type} while busy`;
  if (event.type === 'guest.remove' || event.type === 'guest.resend' || event.type === 'guest.editAccess') {
    if (!before.matches('ready')) return 'the list is not on screen';
    const guest = context.guests.find((entry) => entry.id === event.id);
    if (!guest) return 'no such entry on screen';
    if (event.type === 'guest.resend' && guest.status !== 'pending') return 'Send again is shown for pending invitations only';
  }
  return null;
}

/**
 * The traversal keys a snapshot on the invitation form's field codes, the selected entry and the
 * failure (machines/account/guestUsers/guestUsers.catalogue.ts), so the model snapshot may carry a
 * notice or typed values of another path with the same key: typed values are checked against what
 * this path typed; the list, the dialog, the busy buttons and the failure against the model.
 *
 * Guest users paths on the page body of one account: the user types the invitation fields and
 * presses Send invitation, Send again, Remove, the dialog's Remove or Cancel, or Try again; the four
 * calls wait until the path settles them.
 */
const adapter = defineViewAdapter(guestUsersMachine, {
  machine: 'guestUsers',
  skip: (path) => firstUnreachableStep<GuestUsersEvent>(path, unreachable),
  async render(path) {
    const input = path.input as GuestUsersInput;
    const lists = pendingCalls<[string], GuestListData>();
    const invites = pendingCalls<[GuestInviteBody], GuestInviteData>();
    const resends = pendingCalls<[GuestEntryBody], GuestResendData>();
    const removals = pendingCalls<[GuestEntryBody], GuestRevokeData>();
    const updates = pendingCalls<[GuestUpdateBody], GuestUpdateData>();
    const calls: GuestUserCalls = { loadGuests: lists.fn, inviteGuest: invites.fn, resendInvitation: resends.fn, removeGuest: removals.fn, updateAccess: updates.fn };
    const { user } = await renderPortal(
      <GuestUsersOfAccount accountNumber={input.accountNumber} today={input.today} timeZone="America/Los_Angeles" abilities={{ add: true, edit: true, resend: true, remove: true }} calls={calls} />,
    );
    const queues = { loadGuests: lists, inviteGuest: invites, resendInvitation: resends, removeGuest: removals, updateAccess: updates } as const;
    const typed: Record<string, string> = {};
    let accessTyped = '';
    const field = (key: string) => screen.getByLabelText(text(inviteLabels[key] ?? key), { exact: true });

    return {
      async perform({ event: raw, before }) {
        const event = raw as GuestUsersEvent;
        const context = before.context as GuestUsersContext;
        if (isOutcome(raw)) {
          await settle(queues[invokeIdOf(raw) as keyof typeof queues], raw);
          if (raw.type === 'xstate.done.actor.inviteGuest') for (const key of Object.keys(typed)) delete typed[key];
        } else if (event.type === 'invite.change') {
          typed[event.field] = event.value;
          const inputElement = field(event.field);
          await act(async () => {
            fireEvent.change(inputElement, { target: { value: event.value } });
          });
        } else if (event.type === 'invite.submit') {
          await user.click(screen.getByRole('button', { name: text('guest.invite.submit') }));
        } else if (event.type === 'guest.resend' || event.type === 'guest.remove') {
          const guest = context.guests.find((entry) => entry.id === event.id)!;
          const label =
            event.type === 'guest.resend'
              ? formatCatalogueText('guest.users.resendLabel', { email: guest.email }, 'EN_US')
              : formatCatalogueText('guest.users.removeLabel', { name: name(guest) }, 'EN_US');
          await user.click(screen.getByRole('button', { name: label }));
        } else if (event.type === 'guest.editAccess') {
          const guest = context.guests.find((entry) => entry.id === event.id)!;
          await user.click(screen.getByRole('button', { name: formatCatalogueText('guest.users.editAccessLabel', { name: name(guest) }, 'EN_US') }));
          accessTyped = guest.accessUntil.slice(0, 10);
        } else if (event.type === 'access.change') {
          accessTyped = event.value;
          const date = within(screen.getByRole('dialog')).getByLabelText(text('guest.access.field'), { exact: true });
          await act(async () => {
            fireEvent.change(date, { target: { value: event.value } });
          });
        } else if (event.type === 'access.save' || event.type === 'access.cancel') {
          await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text(event.type === 'access.save' ? 'guest.access.save' : 'guest.access.cancel') }));
        } else if (event.type === 'removal.confirm' || event.type === 'removal.cancel') {
          const dialog = screen.getByRole('alertdialog');
          await user.click(within(dialog).getByRole('button', { name: text(event.type === 'removal.confirm' ? 'guest.remove.confirm' : 'guest.remove.cancel') }));
        } else if (event.type === 'guests.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else {
          throw new Error(`guestUsers adapter: nothing performs ${raw.type}`);
        }
      },
      async expectView(snapshot) {
        const context = snapshot.context as GuestUsersContext;
        expect(lists.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(invites.waiting.length).toBe(snapshot.matches('inviting') ? 1 : 0);
        expect(resends.waiting.length).toBe(snapshot.matches('resending') ? 1 : 0);
        expect(removals.waiting.length).toBe(snapshot.matches('removing') ? 1 : 0);
        expect(updates.waiting.length).toBe(snapshot.matches('updatingAccess') ? 1 : 0);
        // The end-date dialog is open while editing and saving, with the date this path typed.
        const accessDialog = screen.queryByRole('dialog');
        expect(accessDialog !== null).toBe(snapshot.matches('editingAccess') || snapshot.matches('updatingAccess'));
        if (accessDialog) {
          expect(within(accessDialog).getByLabelText(text('guest.access.field'), { exact: true })).toHaveValue(accessTyped);
          if (context.errors.accessDraft) {
            expect(within(accessDialog).getByLabelText(text('guest.access.field'), { exact: true })).toHaveAccessibleDescription(
              expect.stringContaining(codeText(context.errors.accessDraft)),
            );
          }
        }
        if (snapshot.matches('loading') && !context.loaded) {
          expect(screen.getByText(text('guest.users.loading')).closest('[role="status"]')).not.toBeNull();
        } else if (snapshot.matches('loadFailed')) {
          const retry = screen.getByRole('button', { name: text('common.retry') });
          expect(retry.closest('[role="alert"]')).toHaveTextContent(codeText(context.failure!.msgcode));
        } else {
          const table = screen.getByRole('table');
          for (const guest of context.guests) expect(within(table).getByRole('rowheader', { name: new RegExp(name(guest)) })).toBeInTheDocument();
        }
        // The dialog is open exactly in confirmingRemoval, naming the guest.
        const dialog = screen.queryByRole('alertdialog');
        expect(dialog !== null).toBe(snapshot.matches('confirmingRemoval'));
        if (dialog) expect(dialog).toHaveTextContent(context.selected!.email);
        // What was typed stays (cleared once an invitation was sent).
        for (const key of Object.keys(inviteLabels)) expect(field(key)).toHaveValue(typed[key] ?? '');
        expect(screen.getByRole('button', { name: text(snapshot.matches('inviting') ? 'guest.invite.busy' : 'guest.invite.submit') })).toHaveProperty('disabled', snapshot.hasTag('busy'));
        if (!snapshot.matches('loadFailed')) expectAlerts([context.formError && codeText('VLD001'), context.failure && codeText(context.failure.msgcode)]);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
