/** Calls of payment arrangements (src/domain/paymentArrangements.ts): the data, or a thrown { msgcode, message }. */
import { paymentArrangementsCalls, type PaymentArrangements, type PaymentExtensionRequestBody, type PaymentExtensionStatus } from '../domain/paymentArrangements.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const paymentArrangementsApi = {
  load: (accountNumber: string) => unwrap(apiGet<PaymentArrangements>('billing', paymentArrangementsCalls.arrangements, { accountNumber })),
  requestExtension: (body: PaymentExtensionRequestBody) => unwrap(apiPost<PaymentExtensionStatus>('billing', paymentArrangementsCalls.requestExtension, body)),
};
