/**
 * Catalogue entry of the Guest User page: how the path engine, the atlas and the coverage report
 * walk it without a server.
 */
import { guestInviteCheck } from '../../../src/domain/guestSteps.ts';
import type { GuestEntry } from '../../../src/domain/guestUsers.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { accessDraftIssue, guestUsersMachine } from './guestUsers.machine.ts';

export const sampleGuests: GuestEntry[] = [
  {
    id: 1, status: 'active', email: 'neo.seretse@example.com', firstName: 'Neo', lastName: 'Seretse', userName: 'demo.guest', roleId: 8,
    invitedAt: '2026-11-10T09:00:00.000Z', accessUntil: '2027-02-08T09:00:00.000Z', acceptedAt: '2026-11-11T09:00:00.000Z',
  },
  {
    id: 2, status: 'pending', email: 'tumelo.masire@example.com', firstName: 'Tumelo', lastName: 'Masire', userName: null, roleId: 8,
    invitedAt: '2026-11-21T09:00:00.000Z', accessUntil: '2027-05-21T23:59:59.999Z', acceptedAt: null,
  },
];


export const guestUsersEntry = entry({
  id: 'guestUsers',
  title: 'Guest users',
  description:
    'Guest User (/GuestUser): the guests and pending invitations of the selected account; invite a guest (name, ' +
    'e-mail, last day of access), change the last day of access, send a pending invitation again (a new link), remove a guest or withdraw an ' +
    'invitation after confirming. Every change reloads the list; a failure keeps what was typed.',
  machine: guestUsersMachine,
  kind: 'flow',
  view: 'src/features/account/guestUsers/GuestUserPage.tsx',
  scenarios: [{ label: 'Home account, 22 Nov 2026', input: { accountNumber: '300041526371', today: new Date('2026-11-22T10:00:00Z') } }],
  events: [
    { type: 'invite.change', field: 'firstName', value: 'Lorato' },
    { type: 'invite.change', field: 'lastName', value: 'Friend' },
    { type: 'invite.change', field: 'email', value: 'lorato@' },
    { type: 'invite.change', field: 'email', value: 'lorato.friend@example.com' },
    { type: 'invite.change', field: 'accessUntil', value: '2026-11-22' },
    { type: 'invite.change', field: 'accessUntil', value: '2026-12-31' },
    { type: 'invite.submit' },
    { type: 'guest.resend', id: 2 },
    { type: 'guest.resend', id: 1 },
    { type: 'guest.remove', id: 1 },
    { type: 'guest.remove', id: 99 },
    { type: 'removal.confirm' },
    { type: 'removal.cancel' },
    { type: 'guests.retry' },
    { type: 'guest.editAccess', id: 1 },
    { type: 'access.change', value: '' },
    { type: 'access.change', value: '2026-11-20' },
    { type: 'access.change', value: '2027-03-31' },
    { type: 'access.save' },
    { type: 'access.cancel' },
  ],
  outcomes: {
    loadGuests: [
      resolves('loadGuests', { accountNumber: '********6371', guests: sampleGuests }, 'resolve: one guest, one invitation'),
      rejects('loadGuests', callFailure('NETWORK'), 'reject: network down'),
    ],
    inviteGuest: [
      resolves('inviteGuest', { email: 'lorato.friend@example.com', accountNumber: '********6371', accessUntil: '2026-12-31T23:59:59.999Z' }, 'resolve: invitation sent'),
      rejects('inviteGuest', callFailure('GEN403'), 'reject: GEN403 not allowed'),
    ],
    resendInvitation: [
      resolves('resendInvitation', { id: 2, email: 'tumelo.masire@example.com', accessUntil: '2027-05-21T23:59:59.999Z' }, 'resolve: sent again'),
      rejects('resendInvitation', callFailure('GINV004'), 'reject: GINV004 already used'),
    ],
    updateAccess: [
      resolves('updateAccess', { id: 1, email: 'neo.seretse@example.com', accessUntil: '2027-03-31T23:59:59.999Z' }, 'resolve: end date changed'),
      rejects('updateAccess', callFailure('GINV003'), 'reject: GINV003 already removed'),
    ],
    removeGuest: [
      resolves('removeGuest', { id: 1, removed: 'guest' }, 'resolve: guest removed'),
      rejects('removeGuest', callFailure('GINV003'), 'reject: GINV003 already removed'),
    ],
  },
  // The invite guard reads the form's field codes; the list is fixed by the outcomes.
  serializeState: (s) => {
    const check = guestInviteCheck(s.context.invite, s.context.today);
    const draft = s.value === 'editingAccess' ? accessDraftIssue(s.context.accessDraft, s.context.today) : null;
    return JSON.stringify([s.value, s.context.loaded, check.form, Object.keys(check.fields).sort(), s.context.selected?.id ?? null, s.context.failure?.msgcode ?? null, draft, s.context.errors.accessDraft ?? null]);
  },
});
