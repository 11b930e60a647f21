import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { connectGuestUsers } from '../../../../machines/account/guestUsers/guestUsers.connect.ts';
import { useSessionView } from '../../session/sessionContext.ts';
import { timeZoneFor } from '../../../domain/format.ts';
import { rights } from '../../../domain/rights.ts';
import { GuestUserView, type GuestUserAbilities } from './GuestUserView.tsx';
import { guestUserApiCalls, providedGuestUsersMachine, type GuestUserCalls } from './guestUsersCalls.ts';

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
