import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectInstallmentPlan } from '../../../../machines/billing/installmentPlan/installmentPlan.connect.ts';
import { installmentPlanApiCalls, providedInstallmentPlanMachine, type InstallmentPlanCalls } from './installmentPlanCalls.ts';
import { InstallmentPlanView } from './InstallmentPlanView.tsx';

/**
 * The installment plan (/CreatePaymentPlan, /CreatePaymentPlanSuccess) for the selected account: its
 * own machine, with the portal's calls or fakes. `onEnrolled` is told once the plan is made (the
 * route goes to the Success page, which reads the plan again, so it shows after a reload too).
 */
export function InstallmentPlanPage({
  accountNumber,
  justEnrolled = false,
  onEnrolled,
  calls = installmentPlanApiCalls,
}: {
  accountNumber: string;
  justEnrolled?: boolean;
  onEnrolled?: () => void;
  calls?: InstallmentPlanCalls;
}) {
  const machine = useMemo(() => providedInstallmentPlanMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber, justEnrolled } });
  const view = connectInstallmentPlan(snapshot, send);
  const done = view.screen === 'done';
  useEffect(() => {
    if (done) onEnrolled?.();
  }, [done, onEnrolled]);
  return <InstallmentPlanView view={view} />;
}
