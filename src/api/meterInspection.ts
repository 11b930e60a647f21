/** Calls of MeterInspection (src/domain/meterInspection.ts): the data, or a thrown { msgcode, message }. */
import { meterInspectionCalls, type MeterInspectionReceipt, type MeterInspectionRecord, type MeterInspectionSubmitBody } from '../domain/meterInspection.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const meterInspectionApi = {
  load: (accountNumber: string) => unwrap(apiGet<MeterInspectionRecord>('service', meterInspectionCalls.load, { accountNumber })),
  submit: (body: MeterInspectionSubmitBody) => unwrap(apiPost<MeterInspectionReceipt>('service', meterInspectionCalls.submit, body)),
};
