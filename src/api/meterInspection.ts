/** Calls of the meter inspection request (src/domain/meterInspection.ts): the data, or a thrown { msgcode, message }. */
import { meterInspectionCalls, type MeterInspectionReceipt, type MeterInspectionRequest } from '../domain/meterInspection.ts';
import { apiPost, unwrap } from './client.ts';

export const meterInspectionApi = {
  /** Signed in or not: the client sends the access token when there is one, else the pre-login marker. */
  submit: (body: MeterInspectionRequest) => unwrap(apiPost<MeterInspectionReceipt>('service', meterInspectionCalls.submit, body)),
};
