/**
 * The recovery machines headless, through their connect view models: forgot user id / forgot
 * password (ways, rules, the body sent, failures keeping what was typed, MultipleAccount), the reset
 * link (no key, dead key, a failed check and retry, the migrated path with its details, refusals)
 * and problem sign-in.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectRecoveryRequest } from '../../machines/auth/recoveryRequest/recoveryRequest.connect.ts';
import { recoveryRequestMachine } from '../../machines/auth/recoveryRequest/recoveryRequest.machine.ts';
import type { RecoveryKind, RecoveryRequestBody } from '../../machines/auth/recoveryRequest/recoveryRequest.types.ts';
import { connectPasswordReset } from '../../machines/auth/passwordReset/passwordReset.connect.ts';
import { passwordResetMachine, passwordResetSteps } from '../../machines/auth/passwordReset/passwordReset.machine.ts';
import type { PasswordResetEntry, ResetKeyData, ResetPasswordBody, UpdateUserBody } from '../../machines/auth/passwordReset/passwordReset.types.ts';
import { connectProblemSignIn } from '../../machines/auth/problemSignIn/problemSignIn.connect.ts';
import { problemSignInMachine } from '../../machines/auth/problemSignIn/problemSignIn.machine.ts';
import type { ProblemSignInBody } from '../../machines/auth/problemSignIn/problemSignIn.types.ts';
import { rawCatalogues } from '../../stories/support/i18n.ts';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const failure = (msgcode: string, message = '') => Object.assign(new Error(message), { msgcode, message });
const today = new Date('2026-11-22T10:00:00Z');
const key = 'k3Yq8tH2fP0sW9vX1zL4mN6bR7cD5eG-A_uJ0iO2aS4';

describe('forgot user id / forgot password', () => {
  function start(kind: RecoveryKind, answer: (body: RecoveryRequestBody) => Promise<{ multiple: boolean }> = async () => ({ multiple: false })) {
    const sent: { kind: RecoveryKind; body: RecoveryRequestBody }[] = [];
    const machine = recoveryRequestMachine.provide({
      actors: {
        sendRequest: fromPromise(({ input }) => {
          sent.push(input);
          return answer(input.body);
        }),
      },
    });
    const actor = createActor(machine, { input: { kind, today } }).start();
    const view = () => connectRecoveryRequest(actor.getSnapshot(), actor.send);
    return { actor, view, sent };
  }

  it('forgot user id asks by e-mail first, or by account number and date of birth; forgot password by user id or account', () => {
    expect(start('userId').view()).toMatchObject({ method: 'email', methods: ['email', 'account'] });
    expect(start('password').view()).toMatchObject({ method: 'userName', methods: ['userName', 'account'] });
    // A way the request does not offer is ignored.
    const { view } = start('userId');
    view().chooseMethod('userName');
    expect(view().method).toBe('email');
  });

  it('a single missing field shows its own message, several show VLD001; nothing is sent', async () => {
    const { view, sent } = start('userId');
    view().submit();
    expect(view().errors).toEqual({ email: 'REG_EMAIL_REQUIRED' });
    view().chooseMethod('account');
    view().submit();
    expect(view().formError).toBe('VLD001');
    expect(view().errors).toEqual({ accountNumber: 'VLD001', dateOfBirth: 'VLD001' });
    view().change('accountNumber', '30004152638a');
    expect(view().errors.accountNumber).toBeUndefined();
    expect(view().formError).toBeNull();
    view().change('dateOfBirth', '20990101');
    view().submit();
    expect(view().errors).toEqual({ accountNumber: 'REG_ACCOUNT_NUMBER_FORMAT', dateOfBirth: 'REG_DOB_FUTURE' });
    await flush();
    expect(sent).toEqual([]);
  });

  it('sends only the chosen way, trimmed; a change of way keeps the values typed', async () => {
    const { view, sent, actor } = start('userId');
    view().change('email', ' kagiso.molefe@example.com ');
    view().chooseMethod('account');
    view().change('accountNumber', '300041526389');
    view().change('dateOfBirth', '19840721');
    view().chooseMethod('email');
    expect(view().values.accountNumber).toBe('300041526389');
    view().submit();
    expect(view().busy).toBe(true);
    await flush();
    expect(sent).toEqual([{ kind: 'userId', body: { email: 'kagiso.molefe@example.com' } }]);
    expect(view().sent).toBe('single');
    expect(actor.getSnapshot().output).toEqual({ kind: 'userId', multiple: false });
  });

  it('several users on the account: the MultipleAccount outcome', async () => {
    const { view, sent } = start('password', async () => ({ multiple: true }));
    view().chooseMethod('account');
    view().change('accountNumber', '300041526389');
    view().change('dateOfBirth', '19840721');
    view().submit();
    await flush();
    expect(sent[0]).toEqual({ kind: 'password', body: { accountNumber: '300041526389', dateOfBirth: '19840721' } });
    expect(view().sent).toBe('multiple');
  });

  it('a refused request (GEN015) shows its code, keeps the user id and can be sent again', async () => {
    let calls = 0;
    const { view, sent } = start('password', async () => {
      calls += 1;
      if (calls === 1) throw failure('GEN015', 'Temporarily blocked');
      return { multiple: false };
    });
    view().change('userName', 'demo.customer');
    view().submit();
    await flush();
    expect(view().failure).toEqual({ msgcode: 'GEN015', message: 'Temporarily blocked' });
    expect(view().values.userName).toBe('demo.customer');
    expect(view().sent).toBeNull();
    view().submit();
    expect(view().failure).toBeNull();
    await flush();
    expect(sent).toHaveLength(2);
    expect(view().sent).toBe('single');
  });
});

describe('reset link', () => {
  interface Fakes {
    validateKey?: () => Promise<ResetKeyData>;
    updateUser?: (body: UpdateUserBody) => Promise<{ updated: true; userName: string }>;
    resetPassword?: (body: ResetPasswordBody) => Promise<{ reset: true; userName: string }>;
  }

  function start(fakes: Fakes = {}, input: { key: string | null; entry: PasswordResetEntry } = { key, entry: 'reset' }) {
    const updates: UpdateUserBody[] = [];
    const resets: ResetPasswordBody[] = [];
    const machine = passwordResetMachine.provide({
      actors: {
        validateKey: fromPromise(() => fakes.validateKey?.() ?? Promise.resolve({ valid: true as const, userName: 'demo.customer', migrated: false })),
        updateUser: fromPromise(({ input: body }) => {
          updates.push(body);
          return fakes.updateUser?.(body) ?? Promise.resolve({ updated: true as const, userName: body.userName ?? '' });
        }),
        resetPassword: fromPromise(({ input: body }) => {
          resets.push(body);
          return fakes.resetPassword?.(body) ?? Promise.resolve({ reset: true as const, userName: 'demo.customer' });
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    const view = () => connectPasswordReset(actor.getSnapshot(), actor.send);
    return { actor, view, updates, resets };
  }

  it('a link without a key is dead at once: /ResetError, or /ResetUsernameError from /UpdateUser', () => {
    expect(start({}, { key: null, entry: 'reset' }).view().outcome).toEqual({ result: 'linkInvalid', userName: '', migrated: false, entry: 'reset' });
    expect(start({}, { key: '  ', entry: 'update' }).view().outcome).toMatchObject({ result: 'linkInvalid', entry: 'update' });
  });

  it('checks the key first; RST001 (used or expired) ends the flow', async () => {
    const { view } = start({ validateKey: () => Promise.reject(failure('RST001')) });
    expect(view().screen).toBe('checking');
    await flush();
    expect(view().outcome).toMatchObject({ result: 'linkInvalid', migrated: false });
  });

  it('a check that fails for another reason offers Try again', async () => {
    let calls = 0;
    const { view } = start({
      validateKey: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(failure('NETWORK')) : Promise.resolve({ valid: true, userName: 'demo.customer', migrated: false });
      },
    });
    await flush();
    expect(view().screen).toBe('checkFailed');
    expect(view().failure?.msgcode).toBe('NETWORK');
    view().retry();
    await flush();
    expect(view().screen).toBe('password');
    expect(view().failure).toBeNull();
  });

  it('plain reset: the password step only (no tracker), the rules live, mismatch and refusals beside the fields', async () => {
    const { view, resets } = start({
      resetPassword: async (body) => {
        if (body.password === 'Password@123') throw failure('PWD_COMMON');
        return { reset: true, userName: 'demo.customer' };
      },
    });
    await flush();
    expect(view()).toMatchObject({ screen: 'password', steps: [], userName: 'demo.customer', canGoBack: false });
    view().changePassword('password', 'sunrise');
    expect(view().passwordRules).toEqual({ length: false, lower: true, upper: false, digit: false, special: false });
    expect(view().passwordStrength).toBe(1);
    view().changePassword('password', 'Sunrise#2026');
    view().changePassword('confirmPassword', 'Sunrise#2027');
    view().submit();
    expect(view().errors).toEqual({ confirmPassword: 'PWD_MISMATCH' });
    view().changePassword('password', 'Password@123');
    view().changePassword('confirmPassword', 'Password@123');
    view().submit();
    await flush();
    expect(view().errors.password).toBe('PWD_COMMON');
    expect(view().passwords).toEqual({ password: 'Password@123', confirmPassword: 'Password@123' });
    view().changePassword('password', 'Sunrise#2026');
    view().changePassword('confirmPassword', 'Sunrise#2026');
    view().submit();
    await flush();
    expect(resets.at(-1)).toEqual({ key, password: 'Sunrise#2026', confirmPassword: 'Sunrise#2026' });
    expect(view().outcome).toEqual({ result: 'reset', userName: 'demo.customer', migrated: false, entry: 'reset' });
  });

  it('a link used meanwhile (RST001 on the reset) ends on the error page; other failures stay on the step', async () => {
    let calls = 0;
    const { view } = start({
      resetPassword: async () => {
        calls += 1;
        throw failure(calls === 1 ? 'GEN500' : 'RST001');
      },
    });
    await flush();
    view().changePassword('password', 'Sunrise#2026');
    view().changePassword('confirmPassword', 'Sunrise#2026');
    view().submit();
    await flush();
    expect(view()).toMatchObject({ screen: 'password', failure: { msgcode: 'GEN500' } });
    view().submit();
    await flush();
    expect(view().outcome?.result).toBe('linkInvalid');
  });

  it('migrated user: details (user id prefilled) then the password, with a two-step tracker and Back', async () => {
    const { view, updates, resets } = start({
      validateKey: async () => ({ valid: true, userName: 'demo.migrated', migrated: true }),
      updateUser: async (body) => {
        if (body.userName === 'demo.customer') throw failure('REG_USERNAME_TAKEN');
        return { updated: true, userName: body.userName ?? 'demo.migrated' };
      },
      resetPassword: async () => ({ reset: true, userName: 'mpho.ntsima' }),
    });
    await flush();
    expect(view().screen).toBe('details');
    expect(view().steps.map((step) => [step.id, step.status])).toEqual([
      ['details', 'doing'],
      ['password', 'todo'],
    ]);
    expect(view().details.userName).toBe('demo.migrated');
    view().next();
    expect(view().formError).toBe('VLD001');
    view().changeDetails('email', 'mpho@example.org');
    view().changeDetails('phone', '06000111');
    view().next();
    expect(view().errors).toEqual({ phone: 'REG_PHONE_LEADING_ZERO' });
    view().changeDetails('phone', '76000111');
    view().changeDetails('userName', 'demo.customer');
    view().next();
    await flush();
    expect(view()).toMatchObject({ screen: 'details', errors: { userName: 'REG_USERNAME_TAKEN' } });
    view().changeDetails('userName', ' mpho.ntsima ');
    view().next();
    await flush();
    expect(updates.at(-1)).toEqual({ key, userName: 'mpho.ntsima', email: 'mpho@example.org', phone: '76000111' });
    expect(view()).toMatchObject({ screen: 'password', userName: 'mpho.ntsima', canGoBack: true });
    view().back();
    expect(view().details.email).toBe('mpho@example.org');
    view().next();
    await flush();
    view().changePassword('password', 'Serowe#Khama1875');
    view().changePassword('confirmPassword', 'Serowe#Khama1875');
    view().submit();
    await flush();
    expect(resets).toHaveLength(1);
    expect(view().outcome).toEqual({ result: 'reset', userName: 'mpho.ntsima', migrated: true, entry: 'reset' });
  });

  it('migrated path: an expired link while updating ends dead (the page shows /ResetUsernameError)', async () => {
    const { view } = start({
      validateKey: async () => ({ valid: true, userName: 'demo.migrated', migrated: true }),
      updateUser: () => Promise.reject(failure('RST001')),
    });
    await flush();
    view().changeDetails('email', 'mpho@example.org');
    view().changeDetails('phone', '76000111');
    view().next();
    await flush();
    expect(view().outcome).toMatchObject({ result: 'linkInvalid', migrated: true });
  });

  it('step labels are in the catalogues', () => {
    for (const step of passwordResetSteps) expect(rawCatalogues.EN_US[step.labelId]).toBeTruthy();
  });
});

describe('problem sign-in', () => {
  function start(answer: (body: ProblemSignInBody) => Promise<{ reference: string }> = async () => ({ reference: 'PSI-000042' })) {
    const sent: ProblemSignInBody[] = [];
    const machine = problemSignInMachine.provide({
      actors: {
        sendRequest: fromPromise(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    });
    const actor = createActor(machine).start();
    const view = () => connectProblemSignIn(actor.getSnapshot(), actor.send);
    return { view, sent };
  }

  it('needs a user id or e-mail, the problem and a description; sends them and shows the reference', async () => {
    const { view, sent } = start();
    view().submit();
    expect(view().formError).toBe('VLD001');
    view().change('userName', 'demo.tfa');
    view().change('message', 'I no longer have that e-mail.');
    view().submit();
    expect(view().errors).toEqual({ issue: 'REG_PROBLEM_ISSUE' });
    view().change('issue', 'noEmail');
    view().chooseContact('email');
    view().submit();
    expect(view().errors).toEqual({ email: 'REG_EMAIL_REQUIRED' });
    view().chooseContact('userName');
    view().submit();
    expect(view().busy).toBe(true);
    await flush();
    expect(sent).toEqual([{ userName: 'demo.tfa', issue: 'noEmail', message: 'I no longer have that e-mail.' }]);
    expect(view().reference).toBe('PSI-000042');
    view().again();
    expect(view()).toMatchObject({ reference: null, values: { userName: '', issue: '', message: '' } });
  });

  it('a refused request keeps everything typed', async () => {
    const { view } = start(() => Promise.reject(failure('GEN015')));
    view().chooseContact('email');
    view().change('email', 'someone@example.com');
    view().change('issue', 'other');
    view().change('message', 'Cannot sign in');
    view().submit();
    await flush();
    expect(view()).toMatchObject({ failure: { msgcode: 'GEN015' }, reference: null, values: { email: 'someone@example.com', issue: 'other' } });
  });
});
