import { useEffect, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { connectGuestRegistration } from '../../../../machines/auth/guestRegistration/guestRegistration.connect.ts';
import type { GuestEntryPage } from '../../../../machines/auth/guestRegistration/guestRegistration.types.ts';
import { GuestRegistrationView } from './GuestRegistrationView.tsx';
import { guestRegistrationApiCalls, providedGuestRegistrationMachine, type GuestRegistrationCalls } from './guestRegistrationCalls.ts';

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
