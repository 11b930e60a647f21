import { createFileRoute } from '@tanstack/react-router';
import { requireRight } from '../../guards.ts';
import { mayPayBill } from '../../../features/payment/access.ts';
import { PayBillPage } from '../../../features/payment/makePayment/PayBillPage.tsx';

// Make a Payment (document 1 section 2; document 2 section 6): the PayBill rule (schedule, tokenised
// or on-the-fly payment right, or account status 2; never role 7 or agents' sessions), else to /.
export const Route = createFileRoute('/_signedIn/PayBill')({
  beforeLoad: requireRight(mayPayBill),
  component: function PayBill() {
    return <PayBillPage />;
  },
});
