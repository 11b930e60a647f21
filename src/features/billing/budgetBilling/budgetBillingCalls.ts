/**
 * Budget billing: the calls, their implementation against the portal's services, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { budgetBillingMachine } from '../../../../machines/billing/budgetBilling/budgetBilling.machine.ts';
import type { BudgetBillingEnrolBody, BudgetBillingStatus } from '../../../domain/budgetBilling.ts';
import { budgetBillingApi } from '../../../api/budgetBilling.ts';

export interface BudgetBillingCalls {
  status: (accountNumber: string) => Promise<BudgetBillingStatus>;
  enrol: (body: BudgetBillingEnrolBody) => Promise<BudgetBillingStatus>;
  unenrol: (accountNumber: string) => Promise<BudgetBillingStatus>;
}

export const budgetBillingApiCalls: BudgetBillingCalls = budgetBillingApi;

export function providedBudgetBillingMachine(calls: BudgetBillingCalls) {
  return budgetBillingMachine.provide({
    actors: {
      loadStatus: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.status(input.accountNumber)),
      enrol: fromPromise(({ input }: { input: BudgetBillingEnrolBody }) => calls.enrol(input)),
      unenrol: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.unenrol(input.accountNumber)),
    },
  });
}
