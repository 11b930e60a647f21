/**
 * Reset password: the calls, their implementation against the portal's services, and the machine
 * they are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../../machines/auth/passwordReset/passwordReset.machine.ts';
import type { ResetKeyData, ResetPasswordBody, ResetPasswordData, UpdateUserBody, UpdateUserData } from '../../../../machines/auth/passwordReset/passwordReset.types.ts';
import { unwrap } from '../../../api/client.ts';
import { resetPassword, updateUser, validateResetKey } from '../../../api/recovery.ts';

/** The calls of the reset link flow; tests and stories pass fakes. */
export interface PasswordResetCalls {
  validateKey: (key: string) => Promise<ResetKeyData>;
  updateUser: (body: UpdateUserBody) => Promise<UpdateUserData>;
  resetPassword: (body: ResetPasswordBody) => Promise<ResetPasswordData>;
}

export const passwordResetApiCalls: PasswordResetCalls = {
  validateKey: (key) => unwrap(validateResetKey(key)),
  updateUser: (body) => unwrap(updateUser(body)),
  resetPassword: (body) => unwrap(resetPassword(body)),
};

export function providedPasswordResetMachine(calls: PasswordResetCalls) {
  return passwordResetMachine.provide({
    actors: {
      validateKey: fromPromise(({ input }: { input: { key: string } }) => calls.validateKey(input.key)),
      updateUser: fromPromise(({ input }: { input: UpdateUserBody }) => calls.updateUser(input)),
      resetPassword: fromPromise(({ input }: { input: ResetPasswordBody }) => calls.resetPassword(input)),
    },
  });
}
