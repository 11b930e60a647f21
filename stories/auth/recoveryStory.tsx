import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { waitFor, type AnyActorRef, type EventObject } from 'xstate';
import { connectPasswordReset } from '../../machines/auth/passwordReset/passwordReset.connect.ts';
import type { PasswordResetEvent, PasswordResetInput } from '../../machines/auth/passwordReset/passwordReset.types.ts';
import { connectProblemSignIn } from '../../machines/auth/problemSignIn/problemSignIn.connect.ts';
import type { ProblemSignInEvent } from '../../machines/auth/problemSignIn/problemSignIn.types.ts';
import { connectRecoveryRequest } from '../../machines/auth/recoveryRequest/recoveryRequest.connect.ts';
import type { RecoveryKind, RecoveryRequestEvent } from '../../machines/auth/recoveryRequest/recoveryRequest.types.ts';
import { ProblemSignInView } from '../../src/features/auth/problemSignIn/ProblemSignInView.tsx';
import { providedProblemSignInMachine } from '../../src/features/auth/problemSignIn/problemSignInCalls.ts';
import { providedRecoveryRequestMachine } from '../../src/features/auth/recoveryRequest/recoveryRequestCalls.ts';
import { RecoveryRequestView } from '../../src/features/auth/recoveryRequest/RecoveryRequestView.tsx';
import { providedPasswordResetMachine, type PasswordResetCalls } from '../../src/features/auth/passwordReset/passwordResetCalls.ts';
import { ResetPasswordView } from '../../src/features/auth/passwordReset/ResetPasswordView.tsx';

export const storyToday = new Date('2026-01-15T10:00:00Z');
export const storyKey = 'k3Yq8tH2fP0sW9vX1zL4mN6bR7cD5eG-A_uJ0iO2aS4';

/** A fake answer: at once, never (busy), or refused with a code. */
export type Answer = 'ok' | 'hang' | string;

const never = () => new Promise<never>(() => undefined);
const refuse = (msgcode: string) => Promise.reject(Object.assign(new Error(msgcode), { msgcode, message: '' }));
function answer<T>(choice: Answer | undefined, ok: () => T): Promise<T> {
  if (choice === 'hang') return never();
  if (choice && choice !== 'ok') return refuse(choice);
  return Promise.resolve(ok());
}

/** Sends the events one by one, each once the machine is not busy (a fake call answered). */
function useReplay(actor: AnyActorRef, events: readonly EventObject[]) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      for (const event of events) {
        await waitFor(actor, (state) => !(state as { hasTag: (tag: string) => boolean }).hasTag('busy'));
        actor.send(event);
      }
    })();
  }, [actor, events]);
}

/** Forgot user id / forgot password after the given events. */
export function RecoveryRequestAt({ kind, events, send = 'ok' }: { kind: RecoveryKind; events: readonly RecoveryRequestEvent[]; send?: Answer }) {
  const machine = useMemo(() => providedRecoveryRequestMachine(() => answer(send, () => ({ multiple: false }))), [send]);
  const [snapshot, sendEvent, actor] = useMachine(machine, { input: { kind, today: storyToday } });
  useReplay(actor, events);
  return <RecoveryRequestView view={connectRecoveryRequest(snapshot, sendEvent)} />;
}

export interface ResetAnswers {
  validateKey?: Answer | 'migrated';
  updateUser?: Answer;
  resetPassword?: Answer;
}

export function resetCalls(answers: ResetAnswers = {}): PasswordResetCalls {
  const migrated = answers.validateKey === 'migrated';
  return {
    validateKey: () =>
      answer(migrated ? 'ok' : answers.validateKey, () => ({ valid: true as const, userName: migrated ? 'demo.migrated' : 'demo.customer', migrated })),
    updateUser: (body) => answer(answers.updateUser, () => ({ updated: true as const, userName: body.userName ?? 'demo.migrated' })),
    resetPassword: () => answer(answers.resetPassword, () => ({ reset: true as const, userName: 'demo.customer' })),
  };
}

/** The reset link's page after the given events. */
export function ResetPasswordAt({
  events,
  answers,
  input = { key: storyKey, entry: 'reset' },
}: {
  events: readonly PasswordResetEvent[];
  answers?: ResetAnswers;
  input?: PasswordResetInput;
}) {
  const machine = useMemo(() => providedPasswordResetMachine(resetCalls(answers)), [answers]);
  const [snapshot, send, actor] = useMachine(machine, { input });
  useReplay(actor, events);
  return <ResetPasswordView view={connectPasswordReset(snapshot, send)} />;
}

/** Problem sign-in after the given events. */
export function ProblemSignInAt({ events, send = 'ok' }: { events: readonly ProblemSignInEvent[]; send?: Answer }) {
  const machine = useMemo(() => providedProblemSignInMachine(() => answer(send, () => ({ reference: 'PSI-000042' }))), [send]);
  const [snapshot, sendEvent, actor] = useMachine(machine);
  useReplay(actor, events);
  return <ProblemSignInView view={connectProblemSignIn(snapshot, sendEvent)} />;
}
