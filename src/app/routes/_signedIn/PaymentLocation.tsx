import { createFileRoute } from '@tanstack/react-router';
import { mayOpenPaymentLocations } from '../../../features/payment/access.ts';
import { PaymentLocationsPage } from '../../../features/payment/paymentLocations/PaymentLocationsPage.tsx';
import { requireRight } from '../../guards.ts';

// Signed-in payment locations (document 1 section 2: /PaymentLocation, in the Billing menu; document 2
// section 6: the payment location right): the service centres and agent shops, list and map.
export const Route = createFileRoute('/_signedIn/PaymentLocation')({
  beforeLoad: requireRight(mayOpenPaymentLocations),
  component: function PaymentLocation() {
    return <PaymentLocationsPage />;
  },
});
