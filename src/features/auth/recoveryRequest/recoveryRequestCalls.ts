/**
 * Forgot user id and forgot password: the calls, their implementation against the portal's
 * services, and the machine they are provided to. Views take the calls as a prop; tests and stories
 * pass fakes.
 */
import { fromPromise } from 'xstate';
import { recoveryRequestMachine } from '../../../../machines/auth/recoveryRequest/recoveryRequest.machine.ts';
import type { RecoveryKind, RecoveryRequestBody } from '../../../../machines/auth/recoveryRequest/recoveryRequest.types.ts';
import { unwrap } from '../../../api/client.ts';
import { forgotPassword, forgotUserId } from '../../../api/recovery.ts';

/** The call the request machine makes; tests and stories pass fakes. */
export type SendRecoveryRequest = (kind: RecoveryKind, body: RecoveryRequestBody) => Promise<{ multiple: boolean }>;

export const sendRecoveryRequestWithApi: SendRecoveryRequest = (kind, body) =>
  kind === 'userId' ? unwrap(forgotUserId(body as Parameters<typeof forgotUserId>[0])) : unwrap(forgotPassword(body as Parameters<typeof forgotPassword>[0]));

export function providedRecoveryRequestMachine(send: SendRecoveryRequest) {
  return recoveryRequestMachine.provide({
    actors: {
      sendRequest: fromPromise(({ input }: { input: { kind: RecoveryKind; body: RecoveryRequestBody } }) => send(input.kind, input.body)),
    },
  });
}
