/**
 * Problem signing in: the calls, their implementation against the portal's services, and the
 * machine they are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { problemSignInMachine } from '../../../../machines/auth/problemSignIn/problemSignIn.machine.ts';
import type { ProblemSignInBody, ProblemSignInData } from '../../../../machines/auth/problemSignIn/problemSignIn.types.ts';
import { unwrap } from '../../../api/client.ts';
import { problemSignIn } from '../../../api/recovery.ts';

/** The call of problem sign-in; tests and stories pass a fake. */
export type SendProblemSignIn = (body: ProblemSignInBody) => Promise<ProblemSignInData>;

export const sendProblemSignInWithApi: SendProblemSignIn = (body) => unwrap(problemSignIn(body));

export function providedProblemSignInMachine(send: SendProblemSignIn) {
  return problemSignInMachine.provide({
    actors: { sendRequest: fromPromise(({ input }: { input: ProblemSignInBody }) => send(input)) },
  });
}
