/** Calls of the KYC request (src/domain/kyc.ts): the data, or a thrown { msgcode, message }. */
import { kycCalls, type KycReceipt, type KycRequest } from '../domain/kyc.ts';
import { apiPost, unwrap } from './client.ts';

export const kycRequestApi = {
  /** POST /api/service/kyc: signed in (the account's customer) or not (a visitor's uploads from this address). */
  submit: (body: KycRequest) => unwrap(apiPost<KycReceipt>('service', kycCalls.submit, body)),
};
