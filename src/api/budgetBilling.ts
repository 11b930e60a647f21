/** Calls of budget billing (src/domain/budgetBilling.ts): the data, or a thrown { msgcode, message }. */
import { budgetBillingCalls, type BudgetBillingEnrolBody, type BudgetBillingStatus } from '../domain/budgetBilling.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const budgetBillingApi = {
  status: (accountNumber: string) => unwrap(apiGet<BudgetBillingStatus>('billing', budgetBillingCalls.status, { accountNumber })),
  enrol: (body: BudgetBillingEnrolBody) => unwrap(apiPost<BudgetBillingStatus>('billing', budgetBillingCalls.enrol, body)),
  unenrol: (accountNumber: string) => unwrap(apiPost<BudgetBillingStatus>('billing', budgetBillingCalls.unenrol, { accountNumber })),
};
