import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectRecharge } from '../../../machines/payment/recharge/recharge.connect.ts';
import { rechargeMachine } from '../../../machines/payment/recharge/recharge.machine.ts';
import type { RechargeInput, RechargeRequest, ValidateMeterRequest } from '../../../machines/payment/recharge/recharge.types.ts';
import { unwrap } from '../../api/client.ts';
import { getPaymentMethods } from '../../api/payment.ts';
import { guestRecharge, recharge, validateMeter } from '../../api/prepaid.ts';
import type { MeterValidationData, RechargeReceipt, SavedPaymentMethod } from '../../domain/payment.ts';
import { providedPaymentMethodMachine, type PaymentMethodCalls } from '../payment/method/PaymentMethodView.tsx';
import { paymentMethodApiCalls } from '../payment/method/paymentMethodCalls.ts';
import { RechargeView } from './RechargeView.tsx';

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

/**
 * Recharge Meter: /RechargeMeter before sign-in (any prepaid meter), /Recharge signed in (the
 * selected prepaid account's meter). One machine, two inputs.
 */
export function RechargePage({ input, calls = rechargeApiCalls }: { input: RechargeInput; calls?: RechargeCalls }) {
  const machine = useMemo(() => providedRechargeMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input });
  return <RechargeView view={connectRecharge(snapshot, send)} />;
}
