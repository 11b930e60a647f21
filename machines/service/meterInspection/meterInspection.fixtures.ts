/** Sample data of the meter inspection request (catalogue, machine tests, stories, view paths). */
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { InspectionDocumentKind, MeterInspectionField, MeterInspectionReceipt } from '../../../src/domain/meterInspection.ts';
import type { CalendarDay } from '../../../src/domain/serviceRequests.ts';
import { preStartCalendar } from '../preStartService/preStartService.fixtures.ts';
import type { InspectionAccount, MeterInspectionInput } from './meterInspection.types.ts';

export { sampleToday } from '../startService/startService.fixtures.ts';

export const inspectionAccounts: InspectionAccount[] = [
  { accountNumber: '300041526371', address: 'Plot 1454, Kgale View Road, Maun', street: 'Plot 1454, Kgale View Road', city: 'Maun' },
  { accountNumber: '300041526388', address: 'Plot 220, Mokolodi Close, Gaborone', street: 'Plot 220, Mokolodi Close', city: 'Gaborone' },
];

/** Signed in: the session's name, phone, email and selected account. */
export const signedInInput: MeterInspectionInput = {
  signedIn: true,
  accounts: inspectionAccounts,
  prefill: { fullName: 'Neo Kgosi', primaryPhone: '71234567', email: 'neo.kgosi@example.com', accountNumber: inspectionAccounts[0]!.accountNumber, street: inspectionAccounts[0]!.street, city: inspectionAccounts[0]!.city },
};

/** A visitor: nothing known. */
export const visitorInput: MeterInspectionInput = { signedIn: false, accounts: [], prefill: {} };

/** What a visitor types on each step (the signed-in customer finds most of it filled in). */
export const sampleFields: Record<MeterInspectionField, string> = {
  fullName: 'Neo Kgosi',
  primaryPhone: '71234567',
  alternatePhone: '',
  email: 'neo.kgosi@example.com',
  accountNumber: '300041526371',
  plotNumber: '1454',
  street: 'Kgale View Road',
  area: 'Boseja',
  district: 'North-West',
  city: 'Maun',
  town: 'Maun',
  electricianName: 'Kabelo Sebina',
  electricianPhone: '72345678',
  technicianName: 'Mpho Dintwe',
  technicianPhone: '73456789',
};

/** The calendar of the town: the next day free, the day after with 10am-12pm taken. */
export const inspectionCalendar: CalendarDay[] = preStartCalendar;

const document = (index: number, fileName: string): UploadedDocument => ({
  documentId: `5d2c8e41-7a3b-4c9d-8e1f-2a4b6c8d0e1${index}`,
  fileName,
  contentType: 'application/pdf',
  size: 30_000 + index * 1000,
  uploadedAt: '2026-11-26T08:10:00.000Z',
});

/** One upload of each kind (PDFs, so that the view tests can make them from the same bytes). */
export const inspectionDocuments: Record<InspectionDocumentKind, UploadedDocument> = {
  inspectionCertificate: document(1, 'Inspection certificate.pdf'),
  taxInvoice: document(2, 'Tax invoice.pdf'),
};

export const sampleInspectionReceipt: MeterInspectionReceipt = { reference: 'SR-6E7F8A9B', appointment: { day: '2026-11-27', slot: 1, town: 'Maun' } };
