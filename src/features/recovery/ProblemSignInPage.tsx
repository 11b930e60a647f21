import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectProblemSignIn } from '../../../machines/auth/problemSignIn/problemSignIn.connect.ts';
import { problemSignInMachine } from '../../../machines/auth/problemSignIn/problemSignIn.machine.ts';
import type { ProblemSignInBody, ProblemSignInData } from '../../../machines/auth/problemSignIn/problemSignIn.types.ts';
import { unwrap } from '../../api/client.ts';
import { problemSignIn } from '../../api/recovery.ts';
import { ProblemSignInView } from './ProblemSignInView.tsx';

/** The call of problem sign-in; tests and stories pass a fake. */
export type SendProblemSignIn = (body: ProblemSignInBody) => Promise<ProblemSignInData>;

export const sendProblemSignInWithApi: SendProblemSignIn = (body) => unwrap(problemSignIn(body));

export function providedProblemSignInMachine(send: SendProblemSignIn) {
  return problemSignInMachine.provide({
    actors: { sendRequest: fromPromise(({ input }: { input: ProblemSignInBody }) => send(input)) },
  });
}

/** /ProblemSignIn (document 1 section 2). */
export function ProblemSignInPage({ send = sendProblemSignInWithApi }: { send?: SendProblemSignIn }) {
  const machine = useMemo(() => providedProblemSignInMachine(send), [send]);
  const [snapshot, sendEvent] = useMachine(machine);
  return <ProblemSignInView view={connectProblemSignIn(snapshot, sendEvent)} />;
}
