/**
 * Automatic Payment Plan: the calls, their implementation against the portal's services, and the
 * machine they are provided to (the method step's calls among them). The page takes the calls as a
 * prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { autoPayMachine } from '../../../../machines/payment/autoPay/autoPay.machine.ts';
import type { AutoPayEnrolInput } from '../../../../machines/payment/autoPay/autoPay.types.ts';
import type { AutoPayEnrollBody, AutoPayStatus } from '../../../domain/autoPay.ts';
import { autoPayApi } from '../../../api/autoPay.ts';
import { paymentMethodApiCalls, providedPaymentMethodMachine, type PaymentMethodCalls } from '../paymentMethod/paymentMethodCalls.ts';

export interface AutoPayCalls extends PaymentMethodCalls {
  loadStatus: (accountNumber: string) => Promise<AutoPayStatus>;
  enrol: (body: AutoPayEnrollBody) => Promise<AutoPayStatus>;
  cancel: (accountNumber: string) => Promise<AutoPayStatus>;
}

/** The enrolment payload (document 1 section 3) of what the machine holds: the rule is already checked. */
export function enrolBodyOf({ accountNumber, selection, rule }: AutoPayEnrolInput): AutoPayEnrollBody {
  const method =
    selection.paymentMethod === 'SavedPaymentMethod'
      ? { paymentMethod: 'SavedPaymentMethod' as const, savedPaymentMethod: selection.savedPaymentMethod }
      : { paymentMethod: 'NewBankAccount' as const, bank: selection.bank, nickName: selection.nickName, setDefaultPayment: selection.setDefaultPayment };
  return {
    accountNumber,
    ...method,
    nickName: method.paymentMethod === 'NewBankAccount' ? selection.nickName : '',
    setDefaultPayment: method.paymentMethod === 'NewBankAccount' ? selection.setDefaultPayment : false,
    amountType: rule.amountType,
    ...(rule.amountType === 'FixedAmount' ? { amount: Number(rule.fixedAmount.trim().replace(/,/g, '')) } : {}),
    makePaymentType: rule.makePaymentType,
    ...(rule.makePaymentType === 'DaysBeforeDueDate' ? { daysBeforeDueDate: Number(rule.daysBefore.trim()) } : {}),
    termsAccepted: true,
  };
}

export const autoPayApiCalls: AutoPayCalls = {
  ...paymentMethodApiCalls,
  loadStatus: autoPayApi.status,
  enrol: autoPayApi.enroll,
  cancel: autoPayApi.cancel,
};

export function providedAutoPayMachine(calls: AutoPayCalls) {
  return autoPayMachine.provide({
    actors: {
      loadStatus: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.loadStatus(input.accountNumber)),
      enrolAutoPay: fromPromise(({ input }: { input: AutoPayEnrolInput }) => calls.enrol(enrolBodyOf(input))),
      cancelAutoPay: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.cancel(input.accountNumber)),
      paymentMethod: providedPaymentMethodMachine(calls),
    },
  });
}
