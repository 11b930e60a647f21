/** Calls of Text To Pay (src/domain/textToPay.ts) on the text-to-pay area: the data, or a thrown { msgcode, message }. */
import { textToPayCalls, type TextToPayEnrollBody, type TextToPayLink, type TextToPayPaid, type TextToPayStatus } from '../domain/textToPay.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const textToPayApi = {
  detail: (accountNumber: string) => unwrap(apiGet<TextToPayStatus>('textToPay', textToPayCalls.detail, { accountNumber })),
  enroll: (body: TextToPayEnrollBody) => unwrap(apiPost<TextToPayStatus>('textToPay', textToPayCalls.enroll, body)),
  unenroll: (accountNumber: string) => unwrap(apiPost<TextToPayStatus>('textToPay', textToPayCalls.unenroll, { accountNumber })),
  resend: (accountNumber: string) => unwrap(apiPost<TextToPayStatus>('textToPay', textToPayCalls.resend, { accountNumber })),
  /** Before sign-in: what the texted link pays, and paying with it. */
  link: (key: string) => unwrap(apiGet<TextToPayLink>('textToPay', textToPayCalls.link, { key })),
  pay: (key: string) => unwrap(apiPost<TextToPayPaid>('textToPay', textToPayCalls.pay, { key })),
};
