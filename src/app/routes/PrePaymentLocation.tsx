import { createFileRoute } from '@tanstack/react-router';
import { PaymentLocationsPage } from '../../features/payment/paymentLocations/PaymentLocationsPage.tsx';
import { preLoginOnly } from '../guards.ts';

// Pre-login payment locations (document 1 section 2: /PrePaymentLocation, authPath /PaymentLocation):
// the same list and map for visitors; a signed-in user goes to /PaymentLocation.
export const Route = createFileRoute('/PrePaymentLocation')({
  beforeLoad: preLoginOnly,
  component: function PrePaymentLocation() {
    return <PaymentLocationsPage />;
  },
});
