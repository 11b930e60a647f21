/** The payment locations call (src/domain/paymentLocations.ts): the data, or a thrown { msgcode, message }. */
import { paymentLocationsCalls, type PaymentLocationsData } from '../domain/paymentLocations.ts';
import { apiGet, unwrap } from './client.ts';

export const paymentLocationsApi = {
  list: () => unwrap(apiGet<PaymentLocationsData>('payment', paymentLocationsCalls.list)),
};
