import { useEffect, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { connectRegistration } from '../../../../machines/auth/registration/registration.connect.ts';
import { RegisterView } from './RegisterView.tsx';
import { registrationApiCalls, providedRegistrationMachine, type RegistrationCalls } from './registrationCalls.ts';

/** /Register: a visitor creates a portal user for a service account (document 1 sections 2-3). */
export function RegisterPage({ calls = registrationApiCalls }: { calls?: RegistrationCalls }) {
  const machine = useMemo(() => providedRegistrationMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { today: new Date() } });
  const view = connectRegistration(snapshot, send);
  const navigate = useNavigate();
  const done = view.step === 'done';
  const sentTo = view.sentTo;
  useEffect(() => {
    if (done) void navigate({ to: '/RegisterSuccess', search: { email: sentTo ?? undefined } });
  }, [done, sentTo, navigate]);
  return <RegisterView view={view} />;
}
