import { useEffect, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectPasswordReset } from '../../../machines/auth/passwordReset/passwordReset.connect.ts';
import { passwordResetMachine } from '../../../machines/auth/passwordReset/passwordReset.machine.ts';
import type {
  PasswordResetEntry,
  PasswordResetOutput,
  ResetKeyData,
  ResetPasswordBody,
  ResetPasswordData,
  UpdateUserBody,
  UpdateUserData,
} from '../../../machines/auth/passwordReset/passwordReset.types.ts';
import { unwrap } from '../../api/client.ts';
import { resetPassword, updateUser, validateResetKey } from '../../api/recovery.ts';
import { keepResetOutcome } from './resetOutcome.ts';
import { ResetPasswordView } from './ResetPasswordView.tsx';

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

/** Where the flow ends: the success page, or the error page of a dead link (migrated path: ResetUsernameError). */
export function resetDestination(outcome: PasswordResetOutput): { to: '/ResetPasswordFormSuccess' | '/ResetError' | '/ResetUsernameError'; search?: { user: string } } {
  if (outcome.result === 'reset') return { to: '/ResetPasswordFormSuccess', search: { user: outcome.userName } };
  return { to: outcome.entry === 'update' || outcome.migrated ? '/ResetUsernameError' : '/ResetError' };
}

/** /ResetPasswordForm?key= and /UpdateUser?key= (document 1 sections 2 and 4). */
export function ResetPasswordPage({
  resetKey,
  entry,
  calls = passwordResetApiCalls,
}: {
  resetKey: string | null;
  entry: PasswordResetEntry;
  calls?: PasswordResetCalls;
}) {
  const machine = useMemo(() => providedPasswordResetMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { key: resetKey, entry } });
  const view = connectPasswordReset(snapshot, send);
  const navigate = useNavigate();
  const outcome = view.outcome;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.result === 'reset') keepResetOutcome(outcome.userName);
    void navigate({ ...resetDestination(outcome), replace: true });
  }, [outcome, navigate]);
  return <ResetPasswordView view={view} />;
}
