import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { connectBudgetBilling } from '../../../../machines/billing/budgetBilling/budgetBilling.connect.ts';
import { budgetBillingApiCalls, providedBudgetBillingMachine, type BudgetBillingCalls } from './budgetBillingCalls.ts';
import { BudgetBillingView } from './BudgetBillingView.tsx';

/** BudgetBilling (/BudgetBilling) for the selected account: its own machine, with the portal's calls or fakes. */
export function BudgetBillingPage({ accountNumber, calls = budgetBillingApiCalls }: { accountNumber: string; calls?: BudgetBillingCalls }) {
  const machine = useMemo(() => providedBudgetBillingMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  return <BudgetBillingView view={connectBudgetBilling(snapshot, send)} />;
}
