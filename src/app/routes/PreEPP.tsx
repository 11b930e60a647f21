import { createFileRoute } from '@tanstack/react-router';
import { PreBudgetBillingPage } from '../../features/billing/budgetBilling/PreBudgetBillingPage.tsx';
import { preLoginOnly } from '../guards.ts';

// Budget billing explained to visitors (document 1 section 2: /PreEPP, authPath /Epp): how it works,
// who can join, and sign in to enrol.
export const Route = createFileRoute('/PreEPP')({
  beforeLoad: preLoginOnly,
  component: PreBudgetBillingPage,
});
