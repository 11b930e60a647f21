/**
 * Payment locations: the call, its implementation against the portal's services, and the machine it
 * is provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { paymentLocationsMachine } from '../../../../machines/payment/paymentLocations/paymentLocations.machine.ts';
import type { PaymentLocationsData } from '../../../domain/paymentLocations.ts';
import { paymentLocationsApi } from '../../../api/paymentLocations.ts';

export interface PaymentLocationsCalls {
  list: () => Promise<PaymentLocationsData>;
}

export const paymentLocationsApiCalls: PaymentLocationsCalls = paymentLocationsApi;

export function providedPaymentLocationsMachine(calls: PaymentLocationsCalls) {
  return paymentLocationsMachine.provide({
    actors: {
      loadPaymentLocations: fromPromise(() => calls.list()),
    },
  });
}
