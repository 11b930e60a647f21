/**
 * Recharge Meter: the calls, their implementation against the portal's services, and the machine
 * they are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { rechargeMachine } from '../../../../machines/payment/recharge/recharge.machine.ts';
import type { RechargeRequest, ValidateMeterRequest } from '../../../../machines/payment/recharge/recharge.types.ts';
import { unwrap } from '../../../api/client.ts';
import { getPaymentMethods } from '../../../api/payment.ts';
import { guestRecharge, recharge, validateMeter } from '../../../api/prepaid.ts';
import type { SavedPaymentMethod } from '../../../domain/payment.ts';
import type { MeterValidationData, RechargeReceipt } from '../../../domain/prepaid.ts';
import { paymentMethodApiCalls, providedPaymentMethodMachine, type PaymentMethodCalls } from '../paymentMethod/paymentMethodCalls.ts';

/** The calls the recharge machine makes; tests and stories pass fakes. */
export interface RechargeCalls extends PaymentMethodCalls {
  validateMeter: (request: ValidateMeterRequest) => Promise<MeterValidationData>;
  loadSavedMethods: (accountNumber: string) => Promise<SavedPaymentMethod[]>;
  recharge: (request: RechargeRequest) => Promise<RechargeReceipt>;
}

export const rechargeApiCalls: RechargeCalls = {
  ...paymentMethodApiCalls,
  validateMeter: (request) => unwrap(validateMeter(request)),
  loadSavedMethods: (accountNumber) => unwrap(getPaymentMethods(accountNumber)),
  // The submission's key goes in the Idempotency-Key header; a retry sends the same one.
  recharge: ({ mode, idempotencyKey, body }) =>
    unwrap(mode === 'account' ? recharge(body, idempotencyKey) : guestRecharge(body, idempotencyKey)),
};

export function providedRechargeMachine(calls: RechargeCalls) {
  return rechargeMachine.provide({
    actors: {
      validateMeter: fromPromise(({ input }: { input: ValidateMeterRequest }) => calls.validateMeter(input)),
      loadSavedMethods: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.loadSavedMethods(input.accountNumber)),
      // The shared payment-method step, with its routing-number lookup.
      paymentMethod: providedPaymentMethodMachine(calls),
      recharge: fromPromise(({ input }: { input: RechargeRequest }) => calls.recharge(input)),
    },
  });
}
