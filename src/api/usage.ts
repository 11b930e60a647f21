/** Calls of the usage area (src/domain/usage.ts): the data, or a thrown { msgcode, message }. */
import {
  usageCalls,
  usageServiceCall,
  type UsageCompareRequest,
  type UsageComparison,
  type UsageDownloadRequest,
  type UsageMeters,
  type UsageNeighbours,
  type UsageNeighboursRequest,
  type UsageProjection,
  type UsageRequest,
  type UsageSeries,
  type UsageService,
} from '../domain/usage.ts';
import { apiPost, apiPostFile, unwrap } from './client.ts';

export const usageApi = {
  meters: (accountNumber: string) => unwrap(apiPost<UsageMeters>('usage', usageCalls.meters, { accountNumber })),
  series: (service: UsageService, body: UsageRequest) => unwrap(apiPost<UsageSeries>('usage', usageServiceCall[service], body)),
  projection: (accountNumber: string) => unwrap(apiPost<UsageProjection>('usage', usageCalls.projection, { accountNumber })),
  /** A range of one service as a CSV, .xlsx or Green Button file. */
  download: (body: UsageDownloadRequest) => unwrap(apiPostFile('usage', usageCalls.download, body)),
  compare: (body: UsageCompareRequest) => unwrap(apiPost<UsageComparison>('usage', usageCalls.compare, body)),
  neighbours: (body: UsageNeighboursRequest) => unwrap(apiPost<UsageNeighbours>('usage', usageCalls.neighbours, body)),
};
