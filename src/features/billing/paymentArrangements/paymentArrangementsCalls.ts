/**
 * Payment arrangements: the calls, their implementation against the portal's services, and the
 * machine they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { paymentArrangementsMachine } from '../../../../machines/billing/paymentArrangements/paymentArrangements.machine.ts';
import type { PaymentArrangements, PaymentExtensionRequestBody, PaymentExtensionStatus } from '../../../domain/paymentArrangements.ts';
import { paymentArrangementsApi } from '../../../api/paymentArrangements.ts';

export interface PaymentArrangementsCalls {
  load: (accountNumber: string) => Promise<PaymentArrangements>;
  requestExtension: (body: PaymentExtensionRequestBody) => Promise<PaymentExtensionStatus>;
}

export const paymentArrangementsApiCalls: PaymentArrangementsCalls = paymentArrangementsApi;

export function providedPaymentArrangementsMachine(calls: PaymentArrangementsCalls) {
  return paymentArrangementsMachine.provide({
    actors: {
      loadArrangements: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.load(input.accountNumber)),
      requestExtension: fromPromise(({ input }: { input: PaymentExtensionRequestBody }) => calls.requestExtension(input)),
    },
  });
}
