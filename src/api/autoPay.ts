/** Calls of AutoPay (src/domain/autoPay.ts), signed with the payment checksum: the data, or a thrown { msgcode, message }. */
import { autoPayCalls, type AutoPayEnrollBody, type AutoPayStatus } from '../domain/autoPay.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const autoPayApi = {
  status: (accountNumber: string) => unwrap(apiGet<AutoPayStatus>('payment', autoPayCalls.status, { accountNumber })),
  enroll: (body: AutoPayEnrollBody) => unwrap(apiPost<AutoPayStatus>('payment', autoPayCalls.enroll, body)),
  cancel: (accountNumber: string) => unwrap(apiPost<AutoPayStatus>('payment', autoPayCalls.cancel, { accountNumber })),
};
