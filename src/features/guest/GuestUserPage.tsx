import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectGuestUsers } from '../../../machines/account/guestUsers/guestUsers.connect.ts';
import { guestUsersMachine } from '../../../machines/account/guestUsers/guestUsers.machine.ts';
import { useSessionView } from '../../app/session/sessionContext.ts';
import { unwrap } from '../../api/client.ts';
import { inviteGuest, listGuests, resendGuestInvitation, revokeGuest, updateGuestAccess } from '../../api/guest.ts';
import { timeZoneFor } from '../../domain/format.ts';
import type { GuestEntryBody, GuestListData, GuestResendData, GuestRevokeData, GuestUpdateBody, GuestUpdateData } from '../../domain/guestUsers.ts';
import type { GuestInviteBody, GuestInviteData } from '../../domain/registration.ts';
import { rights } from '../../domain/rights.ts';
import { GuestUserView, type GuestUserAbilities } from './GuestUserView.tsx';

/** The calls the guest users machine makes; tests and stories pass fakes. */
export interface GuestUserCalls {
  loadGuests: (accountNumber: string) => Promise<GuestListData>;
  inviteGuest: (body: GuestInviteBody) => Promise<GuestInviteData>;
  resendInvitation: (body: GuestEntryBody) => Promise<GuestResendData>;
  removeGuest: (body: GuestEntryBody) => Promise<GuestRevokeData>;
  updateAccess: (body: GuestUpdateBody) => Promise<GuestUpdateData>;
}

export const guestUserApiCalls: GuestUserCalls = {
  loadGuests: (accountNumber) => unwrap(listGuests(accountNumber)),
  inviteGuest: (body) => unwrap(inviteGuest(body)),
  resendInvitation: (body) => unwrap(resendGuestInvitation(body)),
  removeGuest: (body) => unwrap(revokeGuest(body)),
  updateAccess: (body) => unwrap(updateGuestAccess(body)),
};

export function providedGuestUsersMachine(calls: GuestUserCalls) {
  return guestUsersMachine.provide({
    actors: {
      loadGuests: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.loadGuests(input.accountNumber)),
      inviteGuest: fromPromise(({ input }: { input: GuestInviteBody }) => calls.inviteGuest(input)),
      resendInvitation: fromPromise(({ input }: { input: GuestEntryBody }) => calls.resendInvitation(input)),
      removeGuest: fromPromise(({ input }: { input: GuestEntryBody }) => calls.removeGuest(input)),
      updateAccess: fromPromise(({ input }: { input: GuestUpdateBody }) => calls.updateAccess(input)),
    },
  });
}

/** The page body for one account (stories and path tests render it with fakes and fixed abilities). */
export function GuestUsersOfAccount({
  accountNumber,
  timeZone,
  abilities,
  calls,
  today,
}: {
  accountNumber: string;
  timeZone: string;
  abilities: GuestUserAbilities;
  calls: GuestUserCalls;
  today: Date;
}) {
  const machine = useMemo(() => providedGuestUsersMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, today } });
  return <GuestUserView view={connectGuestUsers(snapshot, send)} timeZone={timeZone} abilities={abilities} />;
}

/**
 * Guest User (/GuestUser): the guests of the selected account (document 1 sections 1-2; the
 * ViewManageUsers right, document 2 section 6). Add, edit, resend and remove follow their own rights.
 */
export function GuestUserPage({ calls = guestUserApiCalls, today }: { calls?: GuestUserCalls; today?: Date }) {
  const intl = useIntl();
  const { session } = useSessionView();
  const account = session.account;
  const now = useMemo(() => today ?? new Date(), [today]);
  if (!account) {
    return (
      <div className="container page guest-users-page">
        <h1 tabIndex={-1}>{intl.formatMessage({ id: 'guest.users.title' })}</h1>
        <p>{intl.formatMessage({ id: 'guest.users.noAccount' })}</p>
      </div>
    );
  }
  const abilities: GuestUserAbilities = {
    add: session.can(rights.manageUsersAdd),
    edit: session.can(rights.manageUsersEdit),
    resend: session.can(rights.manageUsersResendActivation),
    remove: session.can(rights.manageUsersDelete),
  };
  // A new account selected: a new list (the machine is per account).
  return (
    <GuestUsersOfAccount
      key={account.accountNumber}
      accountNumber={account.accountNumber}
      timeZone={timeZoneFor(account.serviceAddress.state)}
      abilities={abilities}
      calls={calls}
      today={now}
    />
  );
}
