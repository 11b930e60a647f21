import { useEffect, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { connectRecoveryRequest } from '../../../../machines/auth/recoveryRequest/recoveryRequest.connect.ts';
import type { RecoveryKind } from '../../../../machines/auth/recoveryRequest/recoveryRequest.types.ts';
import { RecoveryRequestView } from './RecoveryRequestView.tsx';
import { sendRecoveryRequestWithApi, providedRecoveryRequestMachine, type SendRecoveryRequest } from './recoveryRequestCalls.ts';

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
