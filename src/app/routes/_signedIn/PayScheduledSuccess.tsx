import { createFileRoute } from '@tanstack/react-router';
import { requireRight } from '../../guards.ts';
import { mayPayBill } from '../../../features/payment/access.ts';
import { PaymentSuccessPage } from '../../../features/payment/makePayment/PaymentSuccessPage.tsx';

// The receipt of a payment scheduled on /PayBill.
export const Route = createFileRoute('/_signedIn/PayScheduledSuccess')({
  beforeLoad: requireRight(mayPayBill),
  component: function PayScheduledSuccess() {
    return <PaymentSuccessPage expected="scheduled" />;
  },
});
