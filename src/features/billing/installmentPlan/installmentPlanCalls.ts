/**
 * Installment plan: the calls, their implementation against the portal's services, and the machine
 * they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { installmentPlanMachine } from '../../../../machines/billing/installmentPlan/installmentPlan.machine.ts';
import type { InstallmentPlanEnrolBody, InstallmentPlanStatus } from '../../../domain/installmentPlan.ts';
import { installmentPlanApi } from '../../../api/installmentPlan.ts';

export interface InstallmentPlanCalls {
  status: (accountNumber: string) => Promise<InstallmentPlanStatus>;
  enrol: (body: InstallmentPlanEnrolBody) => Promise<InstallmentPlanStatus>;
}

export const installmentPlanApiCalls: InstallmentPlanCalls = installmentPlanApi;

export function providedInstallmentPlanMachine(calls: InstallmentPlanCalls) {
  return installmentPlanMachine.provide({
    actors: {
      loadStatus: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.status(input.accountNumber)),
      enrol: fromPromise(({ input }: { input: InstallmentPlanEnrolBody }) => calls.enrol(input)),
    },
  });
}
