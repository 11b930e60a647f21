import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { guestRegistrationMachine } from '../../machines/auth/guestRegistration/guestRegistration.machine.ts';
import { connectGuestRegistration } from '../../machines/auth/guestRegistration/guestRegistration.connect.ts';
import { sampleInvitation } from '../../machines/auth/guestRegistration/guestRegistration.catalogue.ts';
import type { GuestEntryPage } from '../../machines/auth/guestRegistration/guestRegistration.types.ts';
import type { GuestRegistrationBody } from '../../src/domain/registration.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const failure = (msgcode: string, message = '') => Object.assign(new Error(message), { msgcode, message });
const key = 'demo-guest-register-molefe-home-2026';

interface Fakes {
  load?: () => Promise<unknown>;
  available?: (userName: string) => boolean;
  register?: (body: GuestRegistrationBody) => Promise<unknown>;
}

function start(fakes: Fakes = {}, entry: GuestEntryPage = 'form', linkKey = key) {
  const sent: GuestRegistrationBody[] = [];
  const loads: string[] = [];
  const machine = guestRegistrationMachine.provide({
    actors: {
      loadInvitation: fromPromise(({ input }) => {
        loads.push(input.key);
        return (fakes.load?.() ?? Promise.resolve(sampleInvitation)) as never;
      }),
      checkUserName: fromPromise(async ({ input }) => ({ available: fakes.available?.(input.userName) ?? true })),
      registerGuest: fromPromise(({ input }) => {
        sent.push(input);
        return (fakes.register?.(input) ?? Promise.resolve({ userName: input.userName, accountNumber: '********6371', accessUntil: sampleInvitation.accessUntil })) as never;
      }),
    },
  });
  const actor = createActor(machine, { input: { key: linkKey, entry } }).start();
  const view = () => connectGuestRegistration(actor.getSnapshot(), actor.send);
  return { actor, view, sent, loads };
}

async function toContact(view: () => ReturnType<typeof connectGuestRegistration>) {
  await flush();
  view().changeCredentials('userName', 'tumelo.m');
  view().changeCredentials('password', 'Kgale#Hill2031');
  view().changeCredentials('confirmPassword', 'Kgale#Hill2031');
  view().next();
  await flush();
}

describe('guest registration machine', () => {
  it('refuses a link without a well-formed key at once, without a call', async () => {
    const { actor, view, loads } = start({}, 'invitation', 'short');
    await flush();
    expect(view().screen).toBe('refused');
    expect(actor.getSnapshot().output).toEqual({ result: 'refused', userName: null, refusal: 'REG_KEY_FORMAT' });
    expect(loads).toEqual([]);
  });

  it('/GuestRegister shows the invitation; a used invitation (GINV001) ends refused', async () => {
    const shown = start({}, 'invitation');
    expect(shown.view().screen).toBe('loading');
    await flush();
    expect(shown.view()).toMatchObject({ screen: 'invitation', invitation: sampleInvitation });
    const used = start({ load: () => Promise.reject(failure('GINV001', 'This invitation is not valid or was already used.')) });
    await flush();
    expect(used.actor.getSnapshot().output).toMatchObject({ result: 'refused', refusal: 'GINV001' });
  });

  it('a failed invitation read offers a retry of the same key', async () => {
    let calls = 0;
    const { view, loads } = start({ load: () => (++calls === 1 ? Promise.reject(failure('NETWORK')) : Promise.resolve(sampleInvitation)) });
    await flush();
    expect(view()).toMatchObject({ screen: 'unavailable', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await flush();
    expect(view().screen).toBe('credentials');
    expect(loads).toEqual([key, key]);
  });

  it('the form starts on the credentials step with the invited e-mail filled in and three steps', async () => {
    const { view } = start();
    await flush();
    expect(view().values.contact.primaryEmail).toBe('tumelo.masire@example.com');
    expect(view().steps.map((step) => [step.id, step.status])).toEqual([
      ['credentials', 'doing'],
      ['contact', 'todo'],
      ['terms', 'todo'],
    ]);
    expect(view().canGoBack).toBe(false);
  });

  it('credentials: VLD001 for several missing fields, the rules live, a mismatch, a taken user id', async () => {
    const { view } = start({ available: (name) => name !== 'taken.user' });
    await flush();
    view().next();
    expect(view().formError).toBe('VLD001');
    view().changeCredentials('userName', 'taken.user');
    view().changeCredentials('password', 'kgale');
    expect(view().passwordRules).toEqual({ length: false, lower: true, upper: false, digit: false, special: false });
    expect(view().passwordStrength).toBe(1);
    view().changeCredentials('password', 'Kgale#Hill2031');
    view().changeCredentials('confirmPassword', 'Kgale#Hill2032');
    view().next();
    expect(view().errors.confirmPassword).toBe('PWD_MISMATCH');
    view().changeCredentials('confirmPassword', 'Kgale#Hill2031');
    view().next();
    expect(view().busy).toBe(true);
    await flush();
    expect(view()).toMatchObject({ screen: 'credentials', errors: { userName: 'REG_USERNAME_TAKEN' } });
    expect(view().values.credentials.password).toBe('Kgale#Hill2031');
  });

  it('contact: the phone rule follows the contact type; a bad secondary phone is refused; nothing typed is lost going back', async () => {
    const { view } = start();
    await toContact(view);
    expect(view().screen).toBe('contact');
    view().changeContact('primaryPhone', '3951234');
    view().next();
    expect(view().errors.primaryPhone).toBe('REG_PHONE_LENGTH');
    view().changeContactType('primaryPhoneType', 2);
    expect(view().errors.primaryPhone).toBeUndefined();
    view().changeContact('secondaryPhone', '0123456');
    view().next();
    expect(view().errors).toEqual({ secondaryPhone: 'REG_PHONE_LEADING_ZERO' });
    view().back();
    expect(view().screen).toBe('credentials');
    expect(view().values.credentials.userName).toBe('tumelo.m');
    view().next();
    await flush();
    expect(view().values.contact).toMatchObject({ primaryPhone: '3951234', primaryPhoneType: 2, secondaryPhone: '0123456' });
  });

  it('registers with what was typed (no account number: the key names it) and ends registered', async () => {
    const { actor, view, sent } = start();
    await toContact(view);
    view().changeContact('primaryPhone', '72233445');
    view().changeContact('secondaryEmail', 'tumelo@work.example');
    view().next();
    expect(view().screen).toBe('terms');
    view().submit();
    expect(view().errors.agreed).toBe('REG_TERMS_REQUIRED');
    view().agree(true);
    view().submit();
    await flush();
    expect(sent).toEqual([
      {
        userName: 'tumelo.m', password: 'Kgale#Hill2031', confirmPassword: 'Kgale#Hill2031', primaryEmail: 'tumelo.masire@example.com',
        secondaryEmail: 'tumelo@work.example', primaryPhone: '72233445', primaryPhoneType: 1, secondaryPhone: '', secondaryPhoneType: 2,
        isAggree: true, validationKey: key,
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({ result: 'registered', userName: 'tumelo.m', refusal: null });
    expect(view().steps.every((step) => step.status === 'done')).toBe(true);
  });

  it('server refusals go back to the step that can fix them', async () => {
    for (const [code, screen, field] of [
      ['GINV002', 'contact', 'primaryEmail'],
      ['PWD_COMMON', 'credentials', 'password'],
      ['REG_USERNAME_TAKEN', 'credentials', 'userName'],
    ] as const) {
      const { view } = start({ register: () => Promise.reject(failure(code)) });
      await toContact(view);
      view().changeContact('primaryPhone', '72233445');
      view().next();
      view().agree(true);
      view().submit();
      await flush();
      expect(view().screen).toBe(screen);
      expect(view().errors[field]).toBe(code);
    }
    const down = start({ register: () => Promise.reject(failure('GEN500', 'Server error')) });
    await toContact(down.view);
    down.view().changeContact('primaryPhone', '72233445');
    down.view().next();
    down.view().agree(true);
    down.view().submit();
    await flush();
    expect(down.view()).toMatchObject({ screen: 'terms', failure: { msgcode: 'GEN500' }, values: { agreed: true } });
    const used = start({ register: () => Promise.reject(failure('GINV001')) });
    await toContact(used.view);
    used.view().changeContact('primaryPhone', '72233445');
    used.view().next();
    used.view().agree(true);
    used.view().submit();
    await flush();
    expect(used.actor.getSnapshot().output).toMatchObject({ result: 'refused', refusal: 'GINV001' });
  });
});
