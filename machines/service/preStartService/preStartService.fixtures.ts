/** Sample data of the local-market start service (catalogue, machine tests, stories). */
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { CalendarDay, LocalDocumentKind, PreStartDetailField, PreStartReceipt } from '../../../src/domain/serviceRequests.ts';

import { startCalendar } from '../startService/startService.fixtures.ts';

export { eligible, freePremise, samplePremises, sampleToday, startCalendar, underConstruction, buildingPremise } from '../startService/startService.fixtures.ts';

/** The calendar of the premise's town: the next day free, the day after with 10am-12pm taken (a slot that cannot be booked). */
export const preStartCalendar: CalendarDay[] = startCalendar.map((day, index) => (index === 1 ? { ...day, slots: day.slots.map((slot) => (slot.slot === 2 ? { ...slot, free: 0 } : slot)) } : day));

/** What a visitor types on the details step (street and city come from the premise). */
export const sampleDetails: Partial<Record<PreStartDetailField, string>> = {
  fullName: 'Neo Kgosi',
  primaryPhone: '71234567',
  email: 'neo.kgosi@example.com',
  nationalId: '123415678',
  plotNumber: '1454',
  area: 'Boseja',
  district: 'North-West',
};

const document = (index: number, fileName: string, contentType: string): UploadedDocument => ({
  documentId: `0b7f9a52-6c1e-4f83-9d2a-3e5b7c9d1f2${index}`,
  fileName,
  contentType,
  size: 40_000 + index * 1000,
  uploadedAt: '2026-11-26T08:10:00.000Z',
});

/** One upload of each kind the request takes (PDFs, so that the view tests can make them from the same bytes). */
export const sampleDocuments: Record<LocalDocumentKind, UploadedDocument> = {
  proofOfOwnership: document(1, 'Title deed.pdf', 'application/pdf'),
  idOrPassport: document(2, 'Omang.pdf', 'application/pdf'),
  affidavit: document(3, 'Affidavit.pdf', 'application/pdf'),
  sketchPlan: document(4, 'Sketch plan.pdf', 'application/pdf'),
};

export const samplePreStartReceipt: PreStartReceipt = { reference: 'SR-4A5B6C7D', appointment: { day: '2026-11-27', slot: 1, town: 'Maun' } };
