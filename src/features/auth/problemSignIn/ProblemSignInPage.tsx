import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectProblemSignIn } from '../../../../machines/auth/problemSignIn/problemSignIn.connect.ts';
import { ProblemSignInView } from './ProblemSignInView.tsx';
import { sendProblemSignInWithApi, providedProblemSignInMachine, type SendProblemSignIn } from './problemSignInCalls.ts';

/** /ProblemSignIn (document 1 section 2). */
export function ProblemSignInPage({ send = sendProblemSignInWithApi }: { send?: SendProblemSignIn }) {
  const machine = useMemo(() => providedProblemSignInMachine(send), [send]);
  const [snapshot, sendEvent] = useMachine(machine);
  return <ProblemSignInView view={connectProblemSignIn(snapshot, sendEvent)} />;
}
