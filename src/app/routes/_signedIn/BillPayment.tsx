import { createFileRoute } from '@tanstack/react-router';
import { BillPaymentPage } from '../../../features/billing/overview/BillPaymentPage.tsx';

// The billing and payment overview (document 1 section 2: /BillPayment): every signed-in user may open
// it; it lists only what the user's rights allow.
export const Route = createFileRoute('/_signedIn/BillPayment')({
  component: BillPaymentPage,
});
