import { useEffect, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectRecoveryRequest } from '../../../machines/auth/recoveryRequest/recoveryRequest.connect.ts';
import { recoveryRequestMachine } from '../../../machines/auth/recoveryRequest/recoveryRequest.machine.ts';
import type { RecoveryKind, RecoveryRequestBody } from '../../../machines/auth/recoveryRequest/recoveryRequest.types.ts';
import { unwrap } from '../../api/client.ts';
import { forgotPassword, forgotUserId } from '../../api/recovery.ts';
import { RecoveryRequestView } from './RecoveryRequestView.tsx';

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

/** Where each request ends: the Success page, or the MultipleAccount page. */
export const recoveryRequestDestinations = {
  userId: { single: '/ForgotUserIDSuccess', multiple: '/ForgotUserIDMultipleAccount' },
  password: { single: '/ForgotPasswordSuccess', multiple: '/ForgotPasswordMultipleAccount' },
} as const;

/** /ForgotUserID and /ForgotPassword (document 1 section 2). */
export function RecoveryRequestPage({ kind, send = sendRecoveryRequestWithApi, today }: { kind: RecoveryKind; send?: SendRecoveryRequest; today?: Date }) {
  const machine = useMemo(() => providedRecoveryRequestMachine(send), [send]);
  const [snapshot, sendEvent] = useMachine(machine, { input: { kind, today: today ?? new Date() } });
  const view = connectRecoveryRequest(snapshot, sendEvent);
  const navigate = useNavigate();
  const sent = view.sent;
  useEffect(() => {
    if (sent) void navigate({ to: recoveryRequestDestinations[kind][sent] });
  }, [sent, kind, navigate]);
  return <RecoveryRequestView view={view} />;
}
