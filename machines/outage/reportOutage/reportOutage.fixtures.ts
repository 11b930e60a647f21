/** Sample report data (catalogue, machine tests, stories, view paths). */
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { ReportOutageData, ReportPlace } from '../../../src/domain/outageReport.ts';
import { sampleOutages } from '../outageMap/outageMap.fixtures.ts';
import type { PlaceCheck, ReportOutageInput } from './reportOutage.types.ts';

export const visitorInput: ReportOutageInput = { signedIn: false, uuid: null, accountNumber: null, contact: { reporterName: '', phoneNumber: '', emailAddress: '' } };

export const customerInput: ReportOutageInput = {
  signedIn: true,
  uuid: '6f1c2b9e-3d4a-4f5b-8c7d-9e0a1b2c3d4e',
  accountNumber: '300041526371',
  contact: { reporterName: 'Naledi Dube', phoneNumber: '71234567', emailAddress: 'naledi@example.com' },
};

/** The signed-in customer's premise, as the premise call gives it. */
export const samplePremise: ReportPlace = {
  latitude: -24.6545,
  longitude: 25.9086,
  label: 'Plot 2231, Moremi Road, Extension 12, Gaborone',
  town: 'Gaborone-Main Mall',
  address1: 'Plot 2231, Moremi Road',
  city: 'Gaborone',
  state: 'GA',
  postalCode: '10001',
};

/** What the address search finds for "Maun". */
export const sampleFoundPlace: ReportPlace = { latitude: -19.9833, longitude: 23.4167, label: 'Maun', town: 'Maun', address1: '', city: 'Maun', state: '', postalCode: '' };

export const validPlaceWords = 'Maun';
export const invalidPlaceWords = 'M';

/** A point picked on the map, in Selebi-Phikwe. */
export const samplePoint = { latitude: -22.0, longitude: 27.7 };

export const knownOutage = sampleOutages[1]!;
export const clearCheck: PlaceCheck = { inTerritory: true, town: 'Selibe Phikwe', known: null };
export const knownCheck: PlaceCheck = { inTerritory: true, town: 'Maun', known: knownOutage };
export const outsideCheck: PlaceCheck = { inTerritory: false, town: null, known: null };

export const samplePhoto: UploadedDocument = { documentId: '2b0c7a52-6d0e-4c8b-9a57-1a0e2f9f3c11', fileName: 'fallen-pole.jpg', contentType: 'image/jpeg', size: 48_213, uploadedAt: '2026-11-26T12:02:00.000Z' };

export const sampleReportResult: ReportOutageData = { reference: 'RPT-K7M2Q9XA', outage: null, createdAt: '2026-11-26T12:05:00.000Z' };
