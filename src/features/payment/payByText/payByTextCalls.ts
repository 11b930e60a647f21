/** Pay by text: the calls (before sign-in), their implementation, and the machine they are provided to. */
import { fromPromise } from 'xstate';
import { payByTextMachine } from '../../../../machines/payment/payByText/payByText.machine.ts';
import type { TextToPayLink, TextToPayPaid } from '../../../domain/textToPay.ts';
import { textToPayApi } from '../../../api/textToPay.ts';

export interface PayByTextCalls {
  link: (key: string) => Promise<TextToPayLink>;
  pay: (key: string) => Promise<TextToPayPaid>;
}

export const payByTextApiCalls: PayByTextCalls = { link: textToPayApi.link, pay: textToPayApi.pay };

export function providedPayByTextMachine(calls: PayByTextCalls) {
  return payByTextMachine.provide({
    actors: {
      loadLink: fromPromise(({ input }: { input: { key: string } }) => calls.link(input.key)),
      payLink: fromPromise(({ input }: { input: { key: string } }) => calls.pay(input.key)),
    },
  });
}
