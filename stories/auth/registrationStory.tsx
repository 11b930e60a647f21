import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { waitFor } from 'xstate';
import { connectRegistration } from '../../machines/auth/registration/registration.connect.ts';
import type { RegistrationEvent } from '../../machines/auth/registration/registration.types.ts';
import { providedRegistrationMachine, type RegistrationCalls } from '../../src/features/auth/registration/registrationCalls.ts';
import { RegisterView } from '../../src/features/auth/registration/RegisterView.tsx';

export const storyToday = new Date('2026-01-15T10:00:00Z');

const validated = { accountNumber: '300028493760', customerNumber: '1001', maskedEmail: 'k***@example.com', validationToken: 'token', expiresIn: 1800 };
const never = () => new Promise<never>(() => undefined);
const refuse = (msgcode: string) => () => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));

/** Fake calls: each answers at once unless told to hang (busy) or refuse with a code. */
export function storyCalls(options: { validate?: 'hang' | string; userName?: 'hang' | 'taken' | string; register?: 'hang' | string } = {}): RegistrationCalls {
  const pick = <T,>(choice: string | undefined, ok: () => Promise<T>) => (choice === 'hang' ? never : choice ? refuse(choice) : ok);
  return {
    validateAccount: pick(options.validate, () => Promise.resolve(validated)),
    checkUserName:
      options.userName === 'taken' ? () => Promise.resolve({ available: false }) : pick(options.userName, () => Promise.resolve({ available: true })),
    register: pick(options.register, () => Promise.resolve({ userName: 'keabetswe.m', maskedEmail: 'k***@example.com' })),
  };
}

const change = (type: 'account' | 'credentials' | 'contact', values: Record<string, string | number>) =>
  Object.entries(values).map(([field, value]) => ({ type: `${type}.change`, field, value }) as RegistrationEvent);

export const accountValues = change('account', {
  accountNumber: '300028493760',
  dateOfBirth: '19880314',
  firstName: 'Keabetswe',
  lastName: 'Modise',
  idNumber: '438521907',
  postCode: '59001',
});
export const credentialValues = change('credentials', { userName: 'keabetswe.m', password: 'Sunrise#2024', confirmPassword: 'Sunrise#2024' });
export const contactValues = change('contact', { primaryEmail: 'keabetswe@example.com', primaryPhone: '71234567' });
export const next: RegistrationEvent = { type: 'step.next' };
export { change };

/** The registration page after the given events, each step change waiting for the fake call. */
export function RegisterAt({ events, calls }: { events: readonly RegistrationEvent[]; calls: RegistrationCalls }) {
  const machine = useMemo(() => providedRegistrationMachine(calls), [calls]);
  const [snapshot, send, actor] = useMachine(machine, { input: { today: storyToday } });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      for (const event of events) {
        await waitFor(actor, (state) => !state.hasTag('busy'));
        actor.send(event);
      }
    })();
  }, [actor, events]);
  return <RegisterView view={connectRegistration(snapshot, send)} />;
}
