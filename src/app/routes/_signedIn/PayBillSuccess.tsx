import { createFileRoute } from '@tanstack/react-router';
import { requireRight } from '../../guards.ts';
import { mayPayBill } from '../../../features/payment/access.ts';
import { PaymentSuccessPage } from '../../../features/payment/makePayment/PaymentSuccessPage.tsx';

// The receipt of a payment made on /PayBill.
export const Route = createFileRoute('/_signedIn/PayBillSuccess')({
  beforeLoad: requireRight(mayPayBill),
  component: function PayBillSuccess() {
    return <PaymentSuccessPage expected="completed" />;
  },
});
