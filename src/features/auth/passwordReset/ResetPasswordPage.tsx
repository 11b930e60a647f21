import { useEffect, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { connectPasswordReset } from '../../../../machines/auth/passwordReset/passwordReset.connect.ts';
import type { PasswordResetEntry, PasswordResetOutput } from '../../../../machines/auth/passwordReset/passwordReset.types.ts';
import { keepResetOutcome } from './resetOutcome.ts';
import { ResetPasswordView } from './ResetPasswordView.tsx';
import { passwordResetApiCalls, providedPasswordResetMachine, type PasswordResetCalls } from './passwordResetCalls.ts';

/** Where the flow ends: the success page, or the error page of a dead link (migrated path: ResetUsernameError). */
function resetDestination(outcome: PasswordResetOutput): { to: '/ResetPasswordFormSuccess' | '/ResetError' | '/ResetUsernameError'; search?: { user: string } } {
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
