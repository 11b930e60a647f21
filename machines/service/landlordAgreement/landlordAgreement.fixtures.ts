/** Sample data of Landlord agreement (catalogue, machine tests, stories, view paths). */
import type { LandlordAgreementRecord, LandlordPremise } from '../../../src/domain/landlordAgreement.ts';
import type { ServiceRequestSummary } from '../../../src/domain/serviceRequests.ts';

export const sampleLandlordToday = '2026-11-28';

export const landlordHome: LandlordPremise = {
  accountNumber: '300074059326',
  premiseId: 'GAB-0610',
  nickname: 'Phakalane',
  address: 'Plot 61, Phakalane Estates, Gaborone',
  installation: '04118820561',
  agreement: { reference: 'SR-1A2B3C4D', startDate: '2026-10-01' },
};

export const landlordRental: LandlordPremise = {
  accountNumber: '300074059334',
  premiseId: 'TLK-0112',
  nickname: 'Tlokweng rental',
  address: 'Plot 112, Tlokweng Road, Tlokweng',
  installation: '04118820579',
  agreement: null,
};

export const sampleLandlordRecord: LandlordAgreementRecord = { landlord: true, premises: [landlordHome, landlordRental] };
export const notLandlordRecord: LandlordAgreementRecord = { landlord: false, premises: [] };

/** Dates that keep the rules on sampleLandlordToday, and a start date outside the window. */
export const validLandlordStart = '01/12/2026';
export const validLandlordEnd = '30/11/2027';
export const lateLandlordStart = '01/06/2027';

export const sampleLandlordReceipt: ServiceRequestSummary = {
  reference: 'SR-5E6F7A8B',
  orderType: 'LANDLORD_AGREEMENT',
  status: 0,
  priority: 5,
  accountNumber: null,
  premiseId: null,
  appointment: null,
  createdAt: '2026-11-28T09:12:00.000Z',
  updatedAt: '2026-11-28T09:12:00.000Z',
  byAgent: false,
  timeline: [{ status: 0, note: 'Landlord agreement requested', at: '2026-11-28T09:12:00.000Z' }],
  documents: [],
};
