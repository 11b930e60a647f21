/**
 * Report an outage: its calls, their implementation against the portal's services, and the machine
 * they are provided to. The page takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { reportOutageMachine } from '../../../../machines/outage/reportOutage/reportOutage.machine.ts';
import type { PlaceCheck } from '../../../../machines/outage/reportOutage/reportOutage.types.ts';
import { outageApi } from '../../../api/outage.ts';
import { uploadDocument } from '../../../api/documents.ts';
import type { UploadFile } from '../../../ui/upload/useFileUploads.ts';
import type { OutageFeature } from '../../../domain/outage.ts';
import type { ReportOutageBody, ReportOutageData, ReportPlace } from '../../../domain/outageReport.ts';

export interface ReportOutageCalls {
  loadPremise: (accountNumber: string) => Promise<ReportPlace>;
  findPlace: (words: string) => Promise<ReportPlace | null>;
  checkPlace: (place: ReportPlace) => Promise<PlaceCheck>;
  submitReport: (body: ReportOutageBody) => Promise<ReportOutageData>;
  /** One photo to the documents call (the shared upload field). */
  upload: UploadFile;
}

/** The service address of the signed-in account (the session's), for the premise's address lines. */
export interface PremiseAddress {
  address1: string;
  city: string;
  state: string;
  postalCode: string;
}

/** The active outage a lookup found covering the point, the largest first. */
export function activeOutageOf(outages: readonly OutageFeature[]): OutageFeature | null {
  return [...outages].filter((o) => o.properties.status === 'active').sort((a, b) => b.properties.affectedCustomers - a.properties.affectedCustomers)[0] ?? null;
}

export function reportOutageApiCalls(premiseAddress: PremiseAddress | null, accountNumber: string | null): ReportOutageCalls {
  return {
    async loadPremise(number) {
      const { place } = await outageApi.lookup({ kind: 'account', body: { accountNumber: number } });
      if (!place) throw Object.assign(new Error('No premise'), { msgcode: 'GEN404', message: '' });
      return {
        latitude: place.latitude,
        longitude: place.longitude,
        label: place.name,
        town: place.town,
        address1: premiseAddress?.address1 ?? '',
        city: premiseAddress?.city ?? '',
        state: premiseAddress?.state ?? '',
        postalCode: premiseAddress?.postalCode ?? '',
      };
    },
    async findPlace(words) {
      const { place } = await outageApi.lookup({ kind: 'place', body: { place: words } });
      if (!place) return null;
      return { latitude: place.latitude, longitude: place.longitude, label: place.name, town: place.town, address1: '', city: place.name, state: '', postalCode: '' };
    },
    async checkPlace(place) {
      const [territory, found] = await Promise.all([outageApi.territory(place.latitude, place.longitude), outageApi.byCoordinates(place.latitude, place.longitude)]);
      return { inTerritory: territory.inTerritory, town: territory.town, known: activeOutageOf(found.outages) };
    },
    submitReport: (body) => outageApi.report(body),
    upload: (file, options) => uploadDocument(file, accountNumber ? { AccountNumber: accountNumber } : {}, options),
  };
}

export function providedReportOutageMachine(calls: ReportOutageCalls) {
  return reportOutageMachine.provide({
    actors: {
      loadPremise: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.loadPremise(input.accountNumber)),
      findPlace: fromPromise(({ input }: { input: { words: string } }) => calls.findPlace(input.words)),
      checkPlace: fromPromise(({ input }: { input: ReportPlace }) => calls.checkPlace(input)),
      submitReport: fromPromise(({ input }: { input: ReportOutageBody }) => calls.submitReport(input)),
    },
  });
}
