/**
 * Catalogue entry of the reset link flow (plain reset and the migrated-user path): how the path
 * engine, the atlas and the coverage report walk it without a server.
 */
import * as v from 'valibot';
import { newPasswordSchema, userIdSchema } from '../../../src/domain/credentials.ts';
import { emailSchema, phoneSchema } from '../../../src/domain/fields.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { passwordResetMachine } from './passwordReset.machine.ts';
import type { PasswordResetContext } from './passwordReset.types.ts';

const passes = (schema: v.GenericSchema, value: string) => v.safeParse(schema, value).success;

/** How many details are valid (the step's guard passes at 3). */
function validDetails({ details }: PasswordResetContext): number {
  return [passes(userIdSchema, details.userName), passes(emailSchema, details.email), passes(phoneSchema, details.phone)].filter(Boolean).length;
}

/** Password valid, confirmation given, and equal (the guard passes at 3). */
function validPasswords({ passwords }: PasswordResetContext): number {
  const { password, confirmPassword } = passwords;
  return [passes(newPasswordSchema, password), confirmPassword !== '', confirmPassword !== '' && confirmPassword === password].filter(Boolean).length;
}

const key = 'k3Yq8tH2fP0sW9vX1zL4mN6bR7cD5eG-A_uJ0iO2aS4';

export const passwordResetEntry = entry({
  id: 'passwordReset',
  title: 'Reset password (and the migrated-user path)',
  description:
    'The e-mailed reset link (/ResetPasswordForm?key=): the key is checked first (used or expired: /ResetError); a ' +
    'migrated user confirms the user ID, e-mail and mobile number (/UpdateUser; a dead link there: ' +
    '/ResetUsernameError); then the new password with its rules popup and strength meter, once ' +
    '(/ResetPasswordFormSuccess). Refusals: too common, the current password, user ID taken.',
  machine: passwordResetMachine,
  kind: 'flow',
  view: 'src/features/auth/passwordReset/ResetPasswordPage.tsx',
  scenarios: [
    { label: 'link with a key', input: { key, entry: 'reset' } },
    { label: 'link without a key (update user)', input: { key: null, entry: 'update' } },
  ],
  events: [
    { type: 'key.retry' },
    { type: 'details.change', field: 'userName', value: 'mpho.ntsima' },
    { type: 'details.change', field: 'userName', value: 'a b' },
    { type: 'details.change', field: 'email', value: 'mpho.ntsima@example.org' },
    { type: 'details.change', field: 'phone', value: '76000111' },
    { type: 'password.change', field: 'password', value: 'Serowe#Khama1875' },
    { type: 'password.change', field: 'password', value: 'serowe' },
    { type: 'password.change', field: 'confirmPassword', value: 'Serowe#Khama1875' },
    { type: 'password.change', field: 'confirmPassword', value: 'Serowe#Khama1876' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'password.submit' },
  ],
  outcomes: {
    validateKey: [
      resolves('validateKey', { valid: true, userName: 'demo.customer', migrated: false }, 'resolve: link good'),
      resolves('validateKey', { valid: true, userName: 'demo.migrated', migrated: true }, 'resolve: link good, migrated user'),
      rejects('validateKey', callFailure('RST001'), 'reject: RST001 used or expired'),
      rejects('validateKey', callFailure('NETWORK'), 'reject: server unreachable'),
    ],
    updateUser: [
      resolves('updateUser', { updated: true, userName: 'mpho.ntsima' }, 'resolve: details saved'),
      rejects('updateUser', callFailure('REG_USERNAME_TAKEN'), 'reject: user ID taken'),
      rejects('updateUser', callFailure('RST001'), 'reject: RST001 link expired meanwhile'),
      rejects('updateUser', callFailure('GEN500'), 'reject: service unavailable'),
    ],
    resetPassword: [
      resolves('resetPassword', { reset: true, userName: 'demo.customer' }, 'resolve: password changed'),
      rejects('resetPassword', callFailure('PWD_COMMON'), 'reject: PWD_COMMON common password'),
      rejects('resetPassword', callFailure('RST001'), 'reject: RST001 used meanwhile'),
      rejects('resetPassword', callFailure('GEN500'), 'reject: service unavailable'),
    ],
  },
  // Guards read how many of the step's fields are valid and the migrated flag; codes are what the user sees.
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([
      s.value,
      c.migrated,
      validDetails(c),
      validPasswords(c),
      c.failure?.msgcode ?? null,
      c.formError,
      Object.entries(c.errors).filter(([, code]) => code).sort(),
    ]);
  },
});
