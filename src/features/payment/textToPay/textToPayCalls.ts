/**
 * Text To Pay: the calls, their implementation against the portal's services, and the machine they
 * are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { textToPayMachine } from '../../../../machines/payment/textToPay/textToPay.machine.ts';
import type { TextToPayEnrolInput } from '../../../../machines/payment/textToPay/textToPay.types.ts';
import type { TextToPayStatus } from '../../../domain/textToPay.ts';
import { textToPayApi } from '../../../api/textToPay.ts';

export interface TextToPayCalls {
  detail: (accountNumber: string) => Promise<TextToPayStatus>;
  enrol: (input: TextToPayEnrolInput) => Promise<TextToPayStatus>;
  resend: (accountNumber: string) => Promise<TextToPayStatus>;
  unenrol: (accountNumber: string) => Promise<TextToPayStatus>;
}

export const textToPayApiCalls: TextToPayCalls = {
  detail: textToPayApi.detail,
  enrol: ({ accountNumber, form }) =>
    textToPayApi.enroll({ accountNumber, mobileNumber: form.mobileNumber.trim(), consent: true, savedPaymentMethod: form.bankToken }),
  resend: textToPayApi.resend,
  unenrol: textToPayApi.unenroll,
};

export function providedTextToPayMachine(calls: TextToPayCalls) {
  return textToPayMachine.provide({
    actors: {
      loadDetail: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.detail(input.accountNumber)),
      enrolTextToPay: fromPromise(({ input }: { input: TextToPayEnrolInput }) => calls.enrol(input)),
      resendLink: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.resend(input.accountNumber)),
      unenrolTextToPay: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.unenrol(input.accountNumber)),
    },
  });
}
