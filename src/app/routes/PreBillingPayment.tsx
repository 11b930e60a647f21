import { createFileRoute } from '@tanstack/react-router';
import { PreBillingPaymentPage } from '../../features/billing/overview/PreBillingPaymentPage.tsx';
import { preLoginOnly } from '../guards.ts';

// The visitors' billing and payment overview (document 1 section 2: /PreBillingPayment); a signed-in
// user goes to /BillPayment.
export const Route = createFileRoute('/PreBillingPayment')({
  beforeLoad: preLoginOnly,
  component: PreBillingPaymentPage,
});
