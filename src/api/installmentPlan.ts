/** Calls of the installment plan (src/domain/installmentPlan.ts): the data, or a thrown { msgcode, message }. */
import { installmentPlanCalls, type InstallmentPlanEnrolBody, type InstallmentPlanStatus } from '../domain/installmentPlan.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const installmentPlanApi = {
  status: (accountNumber: string) => unwrap(apiGet<InstallmentPlanStatus>('billing', installmentPlanCalls.status, { accountNumber })),
  enrol: (body: InstallmentPlanEnrolBody) => unwrap(apiPost<InstallmentPlanStatus>('billing', installmentPlanCalls.enrol, body)),
};
