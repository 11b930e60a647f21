/** Calls of Landlord agreement (src/domain/landlordAgreement.ts): the data, or a thrown { msgcode, message }. */
import { landlordAgreementCalls, type LandlordAgreementBody, type LandlordAgreementRecord } from '../domain/landlordAgreement.ts';
import type { ServiceRequestSummary } from '../domain/serviceRequests.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const landlordAgreementApi = {
  load: () => unwrap(apiGet<LandlordAgreementRecord>('service', landlordAgreementCalls.load)),
  submit: (body: LandlordAgreementBody) => unwrap(apiPost<ServiceRequestSummary>('service', landlordAgreementCalls.submit, body)),
};
