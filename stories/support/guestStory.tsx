import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { waitFor } from 'xstate';
import { connectGuestRegistration } from '../../machines/auth/guestRegistration/guestRegistration.connect.ts';
import { sampleInvitation } from '../../machines/auth/guestRegistration/guestRegistration.catalogue.ts';
import type { GuestEntryPage, GuestRegistrationEvent } from '../../machines/auth/guestRegistration/guestRegistration.types.ts';
import { connectGuestUsers } from '../../machines/account/guestUsers/guestUsers.connect.ts';
import { sampleGuests } from '../../machines/account/guestUsers/guestUsers.catalogue.ts';
import type { GuestUsersEvent } from '../../machines/account/guestUsers/guestUsers.types.ts';
import { providedGuestRegistrationMachine, type GuestRegistrationCalls } from '../../src/features/auth/guestRegistration/guestRegistrationCalls.ts';
import { GuestRegistrationView } from '../../src/features/auth/guestRegistration/GuestRegistrationView.tsx';
import { providedGuestUsersMachine, type GuestUserCalls } from '../../src/features/account/guestUsers/guestUsersCalls.ts';
import { GuestUserView, type GuestUserAbilities } from '../../src/features/account/guestUsers/GuestUserView.tsx';

export const storyToday = new Date('2026-11-22T10:00:00Z');
export const storyKey = 'demo-guest-register-molefe-home-2026';

const never = () => new Promise<never>(() => undefined);
const refuse = (msgcode: string) => () => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));
const pick = <T,>(choice: string | undefined, ok: () => Promise<T>) => (choice === 'hang' ? never : choice ? refuse(choice) : ok);

/** Fake guest registration calls: each answers at once unless told to hang (busy) or refuse with a code. */
export function registrationCalls(options: { load?: 'hang' | string; userName?: 'hang' | 'taken' | string; register?: 'hang' | string } = {}): GuestRegistrationCalls {
  return {
    loadInvitation: pick(options.load, () => Promise.resolve(sampleInvitation)),
    checkUserName:
      options.userName === 'taken' ? () => Promise.resolve({ available: false }) : pick(options.userName, () => Promise.resolve({ available: true })),
    registerGuest: pick(options.register, () => Promise.resolve({ userName: 'tumelo.m', accountNumber: '********6371', accessUntil: sampleInvitation.accessUntil })),
  };
}

const change = (type: 'credentials' | 'contact', values: Record<string, string>) =>
  Object.entries(values).map(([field, value]) => ({ type: `${type}.change`, field, value }) as GuestRegistrationEvent);
export const credentialValues = change('credentials', { userName: 'tumelo.m', password: 'Kgale#Hill2031', confirmPassword: 'Kgale#Hill2031' });
export const contactValues = change('contact', { primaryPhone: '72233445' });
export const next: GuestRegistrationEvent = { type: 'step.next' };
export { change };

/** Sends the events once, each after the previous call settled. */
function useScript<E>(actor: { send: (event: E) => void; getSnapshot: () => { hasTag: (tag: 'busy') => boolean } }, events: readonly E[]) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      for (const event of events) {
        await waitFor(actor as never, (state: { hasTag: (tag: 'busy') => boolean }) => !state.hasTag('busy'));
        actor.send(event);
      }
    })();
  }, [actor, events]);
}

/** Guest registration after the given events (the page's navigation at the end is not part of the story). */
export function GuestRegistrationAt({ events, calls, entry = 'form' }: { events: readonly GuestRegistrationEvent[]; calls: GuestRegistrationCalls; entry?: GuestEntryPage }) {
  const machine = useMemo(() => providedGuestRegistrationMachine(calls), [calls]);
  const [snapshot, send, actor] = useMachine(machine, { input: { key: storyKey, entry } });
  useScript(actor, events);
  return <GuestRegistrationView view={connectGuestRegistration(snapshot, send)} invitationKey={storyKey} />;
}

/** Fake guest management calls. */
export function guestUserCalls(
  options: { load?: 'hang' | string; invite?: 'hang' | string; remove?: 'hang' | string; resend?: 'hang' | string; update?: 'hang' | string; empty?: boolean } = {},
): GuestUserCalls {
  return {
    loadGuests: pick(options.load, () => Promise.resolve({ accountNumber: '********6371', guests: options.empty ? [] : sampleGuests })),
    inviteGuest: pick(options.invite, () => Promise.resolve({ email: 'lorato.friend@example.com', accountNumber: '********6371', accessUntil: '2026-12-31T23:59:59.999Z' })),
    resendInvitation: pick(options.resend, () => Promise.resolve({ id: 2, email: 'tumelo.masire@example.com', accessUntil: sampleGuests[1]!.accessUntil })),
    removeGuest: pick(options.remove, () => Promise.resolve({ id: 1, removed: 'guest' as const })),
    updateAccess: pick(options.update, () => Promise.resolve({ id: 1, email: 'neo.seretse@example.com', accessUntil: '2027-03-31T23:59:59.999Z' })),
  };
}

export const inviteValues: GuestUsersEvent[] = [
  { type: 'invite.change', field: 'firstName', value: 'Lorato' },
  { type: 'invite.change', field: 'lastName', value: 'Friend' },
  { type: 'invite.change', field: 'email', value: 'lorato.friend@example.com' },
  { type: 'invite.change', field: 'accessUntil', value: '2026-12-31' },
];

const allowed: GuestUserAbilities = { add: true, edit: true, resend: true, remove: true };

/** The Guest User page after the given events. */
export function GuestUsersAt({ events, calls, abilities = allowed }: { events: readonly GuestUsersEvent[]; calls: GuestUserCalls; abilities?: GuestUserAbilities }) {
  const machine = useMemo(() => providedGuestUsersMachine(calls), [calls]);
  const [snapshot, send, actor] = useMachine(machine, { input: { accountNumber: '300041526371', today: storyToday } });
  useScript(actor, events);
  return <GuestUserView view={connectGuestUsers(snapshot, send)} timeZone="America/Los_Angeles" abilities={abilities} />;
}
