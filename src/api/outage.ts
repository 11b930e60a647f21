/** Outage calls (src/domain/outage.ts): the data, or a thrown { msgcode, message }. */
import { outageCalls } from '../domain/calls.ts';
import type { OutageListData, OutageLookupData, OutageSearch, TerritoryData } from '../domain/outage.ts';
import type { ReportOutageBody, ReportOutageData } from '../domain/outageReport.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

const lookupPaths: Record<OutageSearch['kind'], string> = {
  incident: outageCalls.byIncident,
  zip: outageCalls.byZip,
  account: outageCalls.byAccount,
  premise: outageCalls.byPremise,
  place: outageCalls.byPlace,
};

export const outageApi = {
  /** The public list: revalidated with its ETag (a 304 reuses the browser's copy). */
  list: () => unwrap(apiGet<OutageListData>('outage', outageCalls.all, undefined, { cache: 'no-cache' })),
  lookup: (search: OutageSearch) => unwrap(apiPost<OutageLookupData>('outage', lookupPaths[search.kind], search.body)),
  byCoordinates: (latitude: number, longitude: number) => unwrap(apiPost<OutageLookupData>('outage', outageCalls.byCoordinates, { latitude, longitude })),
  territory: (latitude: number, longitude: number) => unwrap(apiPost<TerritoryData>('outage', outageCalls.territory, { latitude, longitude })),
  report: (body: ReportOutageBody) => unwrap(apiPost<ReportOutageData>('outage', outageCalls.report, body)),
};
