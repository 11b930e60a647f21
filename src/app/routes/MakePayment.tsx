import { createFileRoute } from '@tanstack/react-router';
import { MakePaymentPage } from '../../features/payment/makePayment/MakePaymentPage.tsx';
import { preLoginOnly } from '../guards.ts';

// Pre-login only (document 1 section 2): a signed-in user goes to /PayBill.
export const Route = createFileRoute('/MakePayment')({
  beforeLoad: preLoginOnly,
  component: function MakePayment() {
    return <MakePaymentPage />;
  },
});
