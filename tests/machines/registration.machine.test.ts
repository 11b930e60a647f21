import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { registrationMachine } from '../../machines/auth/registration/registration.machine.ts';
import { connectRegistration } from '../../machines/auth/registration/registration.connect.ts';
import type { RegistrationBody } from '../../src/domain/registration.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const failure = (msgcode: string, message = '') => Object.assign(new Error(message), { msgcode, message });
const today = new Date('2026-11-22T10:00:00Z');

interface Fakes {
  validate?: () => Promise<unknown>;
  available?: (userName: string) => boolean;
  register?: (body: RegistrationBody) => Promise<unknown>;
}

function start(fakes: Fakes = {}) {
  const sent: RegistrationBody[] = [];
  const machine = registrationMachine.provide({
    actors: {
      validateAccount: fromPromise(
        () =>
          (fakes.validate?.() ??
            Promise.resolve({
              accountNumber: '300028493760',
              customerNumber: 'C300028493760',
              maskedEmail: 'k***@example.com',
              validationToken: 'signed-token',
              expiresIn: 1800,
            })) as never,
      ),
      checkUserName: fromPromise(async ({ input }) => ({ available: fakes.available?.(input.userName) ?? true })),
      register: fromPromise(({ input }) => {
        sent.push(input);
        return (fakes.register?.(input) ?? Promise.resolve({ userName: input.userName, maskedEmail: 'k***@example.com' })) as never;
      }),
    },
  });
  const actor = createActor(machine, { input: { today } }).start();
  const view = () => connectRegistration(actor.getSnapshot(), actor.send);
  return { actor, view, sent };
}

function fillAccount(view: ReturnType<typeof start>['view']) {
  view().changeAccount('accountNumber', '300028493760');
  view().changeAccount('dateOfBirth', '19880314');
  view().changeAccount('firstName', 'Keabetswe');
  view().changeAccount('lastName', 'Modise');
  view().changeAccount('idNumber', '438521907');
  view().changeAccount('postCode', '59001');
}

function fillCredentials(view: ReturnType<typeof start>['view'], password = 'Lesedi#2026x') {
  view().changeCredentials('userName', 'keabetswe.m');
  view().changeCredentials('password', password);
  view().changeCredentials('confirmPassword', password);
}

function fillContact(view: ReturnType<typeof start>['view']) {
  view().changeContact('primaryEmail', 'keabetswe.modise@example.com');
  view().changeContact('primaryPhone', '71234567');
}

async function reachTerms(fakes: Fakes = {}) {
  const run = start(fakes);
  fillAccount(run.view);
  run.view().next();
  await flush();
  fillCredentials(run.view);
  run.view().next();
  await flush();
  fillContact(run.view);
  run.view().next();
  return run;
}

describe('registration machine', () => {
  it('lists its states', () => {
    expect(Object.keys(registrationMachine.root.states)).toEqual([
      'account',
      'validatingAccount',
      'credentials',
      'checkingUserName',
      'contact',
      'terms',
      'registering',
      'registered',
    ]);
  });

  it('walks the four steps and sends the registration with the spec defaults', async () => {
    const { view, sent, actor } = await reachTerms();
    expect(view().step).toBe('terms');
    expect(view().steps.map((step) => step.status)).toEqual(['done', 'done', 'done', 'doing']);
    view().agree(true);
    view().submit();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(view().sentTo).toBe('k***@example.com');
    expect(sent[0]).toMatchObject({
      validationToken: 'signed-token',
      userName: 'keabetswe.m',
      primaryEmail: 'keabetswe.modise@example.com',
      emailNotification: true,
      textNotification: false,
      enrollPaperlessBilling: true,
      isAggree: true,
    });
  });

  it('answers VLD001 when several mandatory fields are empty, a field code when one is wrong', () => {
    const { view } = start();
    view().next();
    expect(view().formError).toBe('VLD001');
    fillAccount(view);
    view().changeAccount('dateOfBirth', '20270101');
    view().next();
    expect(view().formError).toBeNull();
    expect(view().errors.dateOfBirth).toBe('REG_DOB_FUTURE');
    expect(view().step).toBe('account');
  });

  it('asks for the organisation name for registration type 1', () => {
    const { view } = start();
    fillAccount(view);
    view().changeAccount('registrationType', 1);
    view().next();
    expect(view().errors.orgName).toBeDefined();
  });

  it('shows VA001 for an account already registered, keeping what was typed', async () => {
    const { view } = start({ validate: () => Promise.reject(failure('VA001', 'Already registered')) });
    fillAccount(view);
    view().next();
    expect(view().busy).toBe(true);
    await flush();
    expect(view().step).toBe('account');
    expect(view().failure?.msgcode).toBe('VA001');
    expect(view().values.account.accountNumber).toBe('300028493760');
  });

  it('checks the password rules live and refuses a confirmation that differs', async () => {
    const run = start();
    fillAccount(run.view);
    run.view().next();
    await flush();
    run.view().changeCredentials('password', 'abc');
    expect(run.view().passwordRules).toEqual({ length: false, lower: true, upper: false, digit: false, special: false });
    expect(run.view().passwordStrength).toBe(1);
    run.view().changeCredentials('userName', 'keabetswe.m');
    run.view().changeCredentials('password', 'Lesedi#2026x');
    run.view().changeCredentials('confirmPassword', 'Lesedi#2026y');
    run.view().next();
    expect(run.view().errors.confirmPassword).toBe('PWD_MISMATCH');
  });

  it('sends the user back to choose another user id when it is taken', async () => {
    const run = start({ available: (userName) => userName !== 'keabetswe.m' });
    fillAccount(run.view);
    run.view().next();
    await flush();
    fillCredentials(run.view);
    run.view().next();
    await flush();
    expect(run.view().step).toBe('credentials');
    expect(run.view().errors.userName).toBe('REG_USERNAME_TAKEN');
    run.view().changeCredentials('userName', 'keabetswe.modise');
    expect(run.view().errors.userName).toBeUndefined();
    run.view().next();
    await flush();
    expect(run.view().step).toBe('contact');
  });

  it('requires the terms box', async () => {
    const { view } = await reachTerms();
    view().submit();
    expect(view().errors.agreed).toBe('REG_TERMS_REQUIRED');
    view().agree(true);
    expect(view().errors.agreed).toBeUndefined();
  });

  it('routes server refusals to the step that can fix them', async () => {
    const common = await reachTerms({ register: () => Promise.reject(failure('PWD_COMMON')) });
    common.view().agree(true);
    common.view().submit();
    await flush();
    expect(common.view().step).toBe('credentials');
    expect(common.view().errors.password).toBe('PWD_COMMON');

    const expired = await reachTerms({ register: () => Promise.reject(failure('REG001')) });
    expired.view().agree(true);
    expired.view().submit();
    await flush();
    expect(expired.view().step).toBe('account');
    expect(expired.view().values.credentials.userName).toBe('keabetswe.m');

    const down = await reachTerms({ register: () => Promise.reject(failure('GEN500')) });
    down.view().agree(true);
    down.view().submit();
    await flush();
    expect(down.view().step).toBe('terms');
    expect(down.view().failure?.msgcode).toBe('GEN500');
    down.view().submit();
    expect(down.view().busy).toBe(true);
  });

  it('goes back step by step without losing anything', async () => {
    const { view } = await reachTerms();
    view().back();
    view().back();
    view().back();
    expect(view().step).toBe('account');
    expect(view().canGoBack).toBe(false);
    expect(view().values.contact.primaryEmail).toBe('keabetswe.modise@example.com');
  });
});
