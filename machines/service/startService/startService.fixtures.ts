/** Sample data of start service (catalogue, machine tests, stories). */
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { CalendarDay, Eligibility, Premise, ScheduledRequestSummary } from '../../../src/domain/serviceRequests.ts';

export const sampleToday = '2026-11-26';

export const freePremise: Premise = { premiseId: 'PR-MAU-101', address1: 'Plot 1454, Kgale View Road', address2: null, city: 'Maun', town: 'Maun', postalCode: '00267' };
export const buildingPremise: Premise = { premiseId: 'PR-GAB-901', address1: 'Plot 77801, Tsholofelo East', address2: 'Block 9 (new build)', city: 'Gaborone', town: 'Gaborone-Main Mall', postalCode: '10001' };

export const samplePremises: Premise[] = [freePremise, buildingPremise];

export const eligible: Eligibility = { eligible: true, premise: freePremise };
export const underConstruction: Eligibility = { eligible: false, premise: buildingPremise, reason: 'UNDER_CONSTRUCTION', msgcode: 'SRV_PREMISE_CONSTRUCTION' };

const free = (places: number) => [0, 1, 2, 3, 4].map((slot) => ({ slot: slot as 0 | 1 | 2 | 3 | 4, free: places }));
export const startCalendar: CalendarDay[] = [
  { day: '2026-11-27', slots: free(4) },
  { day: '2026-11-28', slots: free(2) },
];

export const proofOfIdentity: UploadedDocument = { documentId: '0b7f9a52-6c1e-4f83-9d2a-3e5b7c9d1f20', fileName: 'Omang.pdf', contentType: 'application/pdf', size: 52_000, uploadedAt: '2026-11-26T08:10:00.000Z' };

export const sampleStartReceipt: ScheduledRequestSummary = {
  reference: 'SR-8C1D2E3F',
  orderType: 'START',
  status: 0,
  priority: 5,
  accountNumber: null,
  premiseId: freePremise.premiseId,
  appointment: { day: '2026-11-27', slot: 1, town: 'Maun' },
  createdAt: '2026-11-26T08:15:00.000Z',
  updatedAt: '2026-11-26T08:15:00.000Z',
  byAgent: false,
  timeline: [{ status: 0, note: 'Start service requested', at: '2026-11-26T08:15:00.000Z' }],
  documents: [],
};
