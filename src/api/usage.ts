/** Calls of the usage area (src/domain/usage.ts): the data, or a thrown { msgcode, message }. */
import { usageCalls, usageServiceCall, type UsageMeters, type UsageProjection, type UsageRequest, type UsageSeries, type UsageService } from '../domain/usage.ts';
import { apiPost, unwrap } from './client.ts';

export const usageApi = {
  meters: (accountNumber: string) => unwrap(apiPost<UsageMeters>('usage', usageCalls.meters, { accountNumber })),
  series: (service: UsageService, body: UsageRequest) => unwrap(apiPost<UsageSeries>('usage', usageServiceCall[service], body)),
  projection: (accountNumber: string) => unwrap(apiPost<UsageProjection>('usage', usageCalls.projection, { accountNumber })),
};
