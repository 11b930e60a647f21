/** Calls of Other service (src/domain/otherService.ts): the data, or a thrown { msgcode, message }. */
import { otherServiceCalls, type OtherServicePlace, type OtherServiceSubmitBody } from '../domain/otherService.ts';
import type { ServiceRequestSummary } from '../domain/serviceRequests.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const otherServiceApi = {
  load: (accountNumber: string) => unwrap(apiGet<OtherServicePlace>('service', otherServiceCalls.load, { accountNumber })),
  submit: (body: OtherServiceSubmitBody) => unwrap(apiPost<ServiceRequestSummary>('service', otherServiceCalls.submit, body)),
};
