import { useEffect, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectGuestRegistration } from '../../../machines/auth/guestRegistration/guestRegistration.connect.ts';
import { guestRegistrationMachine } from '../../../machines/auth/guestRegistration/guestRegistration.machine.ts';
import type { GuestEntryPage } from '../../../machines/auth/guestRegistration/guestRegistration.types.ts';
import { unwrap } from '../../api/client.ts';
import { checkGuestUserName, loadGuestInvitation, registerGuest } from '../../api/guest.ts';
import type { GuestInvitationData, GuestRegistrationBody, GuestRegistrationData } from '../../domain/registration.ts';
import { GuestRegistrationView } from './GuestRegistrationView.tsx';

/** The calls the guest registration machine makes; tests and stories pass fakes. */
export interface GuestRegistrationCalls {
  loadInvitation: (key: string) => Promise<GuestInvitationData>;
  checkUserName: (userName: string) => Promise<{ available: boolean }>;
  registerGuest: (body: GuestRegistrationBody) => Promise<GuestRegistrationData>;
}

export const guestRegistrationApiCalls: GuestRegistrationCalls = {
  loadInvitation: (key) => unwrap(loadGuestInvitation(key)),
  checkUserName: (userName) => unwrap(checkGuestUserName(userName)),
  registerGuest: (body) => unwrap(registerGuest(body)),
};

export function providedGuestRegistrationMachine(calls: GuestRegistrationCalls) {
  return guestRegistrationMachine.provide({
    actors: {
      loadInvitation: fromPromise(({ input }: { input: { key: string } }) => calls.loadInvitation(input.key)),
      checkUserName: fromPromise(({ input }: { input: { userName: string } }) => calls.checkUserName(input.userName)),
      registerGuest: fromPromise(({ input }: { input: GuestRegistrationBody }) => calls.registerGuest(input)),
    },
  });
}

/**
 * /GuestRegister?key= (entry 'invitation': the invitation first) and /GuestRegistration?key= (entry
 * 'form': the steps): the invitation key is checked first; the end goes to
 * /GuestRegistrationSuccess, a refused link to /GuestInviteError.
 */
export function GuestRegistrationPage({
  invitationKey,
  entry,
  calls = guestRegistrationApiCalls,
}: {
  invitationKey: string;
  entry: GuestEntryPage;
  calls?: GuestRegistrationCalls;
}) {
  const machine = useMemo(() => providedGuestRegistrationMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { key: invitationKey, entry } });
  const view = connectGuestRegistration(snapshot, send);
  const navigate = useNavigate();
  const { screen, userName, refusal } = view;
  useEffect(() => {
    if (screen === 'registered') void navigate({ to: '/GuestRegistrationSuccess', search: { userName: userName ?? undefined }, replace: true });
    else if (screen === 'refused') void navigate({ to: '/GuestInviteError', search: { reason: refusal ?? undefined }, replace: true });
  }, [screen, userName, refusal, navigate]);
  return <GuestRegistrationView view={view} invitationKey={invitationKey} />;
}
