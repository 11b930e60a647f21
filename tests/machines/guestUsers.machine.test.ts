import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { guestUsersMachine } from '../../machines/account/guestUsers/guestUsers.machine.ts';
import { connectGuestUsers } from '../../machines/account/guestUsers/guestUsers.connect.ts';
import { sampleGuests } from '../../machines/account/guestUsers/guestUsers.catalogue.ts';
import type { GuestEntryBody, GuestUpdateBody } from '../../src/domain/guestUsers.ts';
import type { GuestInviteBody } from '../../src/domain/registration.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const failure = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: '' });

function start(fakes: { load?: () => Promise<unknown>; invite?: () => Promise<unknown>; resend?: () => Promise<unknown>; remove?: () => Promise<unknown>; update?: () => Promise<unknown> } = {}) {
  const calls: { invite: GuestInviteBody[]; resend: GuestEntryBody[]; remove: GuestEntryBody[]; update: GuestUpdateBody[]; loads: number } = { invite: [], resend: [], remove: [], update: [], loads: 0 };
  const machine = guestUsersMachine.provide({
    actors: {
      loadGuests: fromPromise(() => {
        calls.loads += 1;
        return (fakes.load?.() ?? Promise.resolve({ accountNumber: '********6371', guests: sampleGuests })) as never;
      }),
      inviteGuest: fromPromise(({ input }) => {
        calls.invite.push(input);
        return (fakes.invite?.() ?? Promise.resolve({ email: input.email, accountNumber: '********6371', accessUntil: `${input.accessUntil}T23:59:59.999Z` })) as never;
      }),
      resendInvitation: fromPromise(({ input }) => {
        calls.resend.push(input);
        return (fakes.resend?.() ?? Promise.resolve({ id: input.id, email: 'tumelo.masire@example.com', accessUntil: '' })) as never;
      }),
      updateAccess: fromPromise(({ input }) => {
        calls.update.push(input);
        return (fakes.update?.() ?? Promise.resolve({ id: input.id, email: 'neo.seretse@example.com', accessUntil: `${input.accessUntil}T23:59:59.999Z` })) as never;
      }),
      removeGuest: fromPromise(({ input }) => {
        calls.remove.push(input);
        return (fakes.remove?.() ?? Promise.resolve({ id: input.id, removed: 'guest' })) as never;
      }),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: '300041526371', today: new Date('2026-11-22T10:00:00Z') } }).start();
  const view = () => connectGuestUsers(actor.getSnapshot(), actor.send);
  return { actor, view, calls };
}

describe('guest users machine', () => {
  it('loads the list; a failed load offers a retry', async () => {
    let n = 0;
    const { view } = start({ load: () => (++n === 1 ? Promise.reject(failure('NETWORK')) : Promise.resolve({ accountNumber: 'x', guests: sampleGuests })) });
    expect(view().loading).toBe(true);
    await flush();
    expect(view()).toMatchObject({ loadFailed: true, failure: { msgcode: 'NETWORK' } });
    view().retry();
    await flush();
    expect(view().guests).toEqual(sampleGuests);
    expect(view().failure).toBeNull();
  });

  it('invites with the typed values after checking them, then reloads and announces it', async () => {
    const { view, calls } = start();
    await flush();
    view().submitInvite();
    expect(view().formError).toBe('VLD001');
    view().changeInvite('firstName', 'Lorato');
    view().changeInvite('lastName', 'Friend');
    view().changeInvite('email', 'lorato@');
    view().changeInvite('accessUntil', '2026-11-22');
    view().submitInvite();
    expect(view().errors).toEqual({ email: 'REG_EMAIL_FORMAT', accessUntil: 'REG_ACCESS_UNTIL_PAST' });
    view().changeInvite('email', 'lorato.friend@example.com');
    view().changeInvite('accessUntil', '2026-12-31');
    view().submitInvite();
    expect(view().inviting).toBe(true);
    await flush();
    expect(calls.invite).toEqual([{ accountNumber: '300041526371', firstName: 'Lorato', lastName: 'Friend', email: 'lorato.friend@example.com', accessUntil: '2026-12-31' }]);
    expect(calls.loads).toBe(2);
    expect(view().notice).toEqual({ kind: 'invited', email: 'lorato.friend@example.com' });
    expect(view().invite).toEqual({ firstName: '', lastName: '', email: '', accessUntil: '' });
  });

  it('a refused invitation keeps the form values and shows the reason', async () => {
    const { view } = start({ invite: () => Promise.reject(failure('GEN403')) });
    await flush();
    view().changeInvite('firstName', 'Lorato');
    view().changeInvite('lastName', 'Friend');
    view().changeInvite('email', 'lorato.friend@example.com');
    view().changeInvite('accessUntil', '2026-12-31');
    view().submitInvite();
    await flush();
    expect(view()).toMatchObject({ failure: { msgcode: 'GEN403' }, invite: { firstName: 'Lorato', email: 'lorato.friend@example.com' } });
  });

  it('resends only a pending invitation', async () => {
    const { view, calls } = start();
    await flush();
    view().resend(1);
    expect(calls.resend).toEqual([]);
    view().resend(2);
    expect(view().working?.id).toBe(2);
    await flush();
    expect(calls.resend).toEqual([{ accountNumber: '300041526371', id: 2 }]);
    expect(view().notice).toEqual({ kind: 'resent', email: 'tumelo.masire@example.com' });
  });

  it('removal asks first; cancel changes nothing; confirm removes and reloads', async () => {
    const { view, calls } = start();
    await flush();
    view().remove(1);
    expect(view().confirming?.email).toBe('neo.seretse@example.com');
    view().cancelRemoval();
    expect(view().confirming).toBeNull();
    expect(calls.remove).toEqual([]);
    view().remove(1);
    view().confirmRemoval();
    await flush();
    expect(calls.remove).toEqual([{ accountNumber: '300041526371', id: 1 }]);
    expect(view().notice).toEqual({ kind: 'removed', email: 'neo.seretse@example.com', removed: 'guest' });
    expect(calls.loads).toBe(2);
  });

  it('a failed removal is reported and the list read again', async () => {
    const { view, calls } = start({ remove: () => Promise.reject(failure('GINV003')) });
    await flush();
    view().remove(1);
    view().confirmRemoval();
    await flush();
    expect(view()).toMatchObject({ failure: { msgcode: 'GINV003' }, notice: null, confirming: null });
    expect(calls.loads).toBe(2);
  });

  it('the end-date dialog starts from the current last day, refuses a past or missing one, saves a later one', async () => {
    const { view, calls } = start();
    await flush();
    view().editAccess(1);
    expect(view()).toMatchObject({ editing: { id: 1 }, accessDraft: '2027-02-08' });
    view().changeAccess('');
    view().saveAccess();
    expect(view().errors).toEqual({ accessDraft: 'REG_ACCESS_UNTIL_REQUIRED' });
    view().changeAccess('2026-11-20');
    view().saveAccess();
    expect(view().errors).toEqual({ accessDraft: 'REG_ACCESS_UNTIL_PAST' });
    view().cancelAccess();
    expect(view().editing).toBeNull();
    view().editAccess(1);
    view().changeAccess('2027-03-31');
    view().saveAccess();
    await flush();
    expect(calls.update).toEqual([{ accountNumber: '300041526371', id: 1, accessUntil: '2027-03-31' }]);
    expect(view().notice).toEqual({ kind: 'updated', email: 'neo.seretse@example.com', accessUntil: '2027-03-31T23:59:59.999Z' });
    expect(calls.loads).toBe(2);
  });
});
