import { fromPromise } from 'xstate';
import { makePaymentMachine } from '../../../../machines/payment/makePayment/makePayment.machine.ts';
import type { FeeLookupInput, PaymentData, SubmitPaymentInput } from '../../../../machines/payment/makePayment/makePayment.types.ts';
import { unwrap } from '../../../api/client.ts';
import {
  checkDuplicatePayment,
  getConvenienceFee,
  getCurrentBill,
  getPaymentMethods,
  guestPay,
  payNow,
  schedulePayment,
  validateGuestAccount,
} from '../../../api/payment.ts';
import type { ConvenienceFeeData, DuplicateCheckData, GuestAccountData, PaymentReceipt } from '../../../domain/payment.ts';
import { providedPaymentMethodMachine, type PaymentMethodCalls } from '../paymentMethod/paymentMethodCalls.ts';
import { paymentMethodApiCalls } from '../paymentMethod/paymentMethodCalls.ts';

/** The calls Make a Payment makes; tests and stories pass fakes. */
export interface MakePaymentCalls extends PaymentMethodCalls {
  loadPaymentData: (accountNumber: string) => Promise<PaymentData>;
  validateGuestAccount: (body: { accountNumber: string; postCode?: string; lastName?: string }) => Promise<GuestAccountData>;
  checkDuplicate: (body: { accountNumber: string; amount: number }) => Promise<DuplicateCheckData>;
  lookUpFee: (body: FeeLookupInput) => Promise<ConvenienceFeeData>;
  submitPayment: (input: SubmitPaymentInput) => Promise<PaymentReceipt>;
}

export const makePaymentApiCalls: MakePaymentCalls = {
  ...paymentMethodApiCalls,
  loadPaymentData: async (accountNumber) => {
    const [bill, methods] = await Promise.all([unwrap(getCurrentBill(accountNumber)), unwrap(getPaymentMethods(accountNumber))]);
    return { bill, methods };
  },
  validateGuestAccount: (body) => unwrap(validateGuestAccount(body)),
  checkDuplicate: (body) => unwrap(checkDuplicatePayment(body)),
  lookUpFee: (body) => unwrap(getConvenienceFee(body)),
  submitPayment: ({ mode, timing, body, idempotencyKey }) =>
    unwrap(mode === 'guest' ? guestPay(body, idempotencyKey) : timing === 'scheduled' ? schedulePayment(body, idempotencyKey) : payNow(body, idempotencyKey)),
};

export function providedMakePaymentMachine(calls: MakePaymentCalls) {
  return makePaymentMachine.provide({
    actors: {
      loadPaymentData: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.loadPaymentData(input.accountNumber)),
      validateGuestAccount: fromPromise(({ input }: { input: { accountNumber: string; postCode?: string; lastName?: string } }) => calls.validateGuestAccount(input)),
      checkDuplicate: fromPromise(({ input }: { input: { accountNumber: string; amount: number } }) => calls.checkDuplicate(input)),
      lookUpFee: fromPromise(({ input }: { input: FeeLookupInput }) => calls.lookUpFee(input)),
      submitPayment: fromPromise(({ input }: { input: SubmitPaymentInput }) => calls.submitPayment(input)),
      paymentMethod: providedPaymentMethodMachine(calls),
    },
  });
}
