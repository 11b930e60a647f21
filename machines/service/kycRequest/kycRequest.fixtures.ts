/** Sample data of the KYC request (catalogue, machine tests, stories, view paths). */
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { KycCompanyField, KycDocumentKind, KycKnownDetails, KycReceipt } from '../../../src/domain/kyc.ts';

export const sampleKycAccount = '300041526371';
export const sampleKycToday = '2026-11-26';

/** What a signed-in customer is known by: the profile's name, phone and email, the service address. */
export const sampleKnownDetails: KycKnownDetails = {
  fullName: 'Neo Kgosi',
  primaryPhone: '71234567',
  email: 'neo.kgosi@example.com',
  plotNumber: '1454',
  street: 'Boseja Road',
  area: 'Boseja',
  city: 'Maun',
};

/** What the applicant types besides: the ID number and the date of birth. */
export const sampleIdNumber = '123415678';
export const sampleDateOfBirth = '14/03/1988';

/** A company's details: the tax number 123456780 passes the 7-3-9 check (see tests/unit/kyc.test.ts). */
export const sampleCompany: Record<KycCompanyField, string> = {
  companyName: 'Boseja Traders',
  industryType: 'Retail',
  registrationNumber: 'BW00001234',
  taxNumber: '123456780',
  website: 'https://boseja.example.com',
  contactPerson: 'Mpho Kgosi',
};

/** Two shareholders of 60% and 40%. */
export const sampleShareholders = [
  { name: 'Neo Kgosi', idNumber: '123415678', share: '60' },
  { name: 'Mpho Kgosi', idNumber: '223415679', share: '40' },
] as const;

const document = (index: number, fileName: string): UploadedDocument => ({
  documentId: `6a1f9a52-6c1e-4f83-9d2a-3e5b7c9d1f3${index}`,
  fileName,
  contentType: 'application/pdf',
  size: 40_000 + index * 1000,
  uploadedAt: '2026-11-26T08:10:00.000Z',
});

/** One upload of each kind (PDFs, so that the view tests can make them from the same bytes). */
export const sampleKycDocuments: Record<KycDocumentKind, UploadedDocument> = {
  identification: document(1, 'Omang.pdf'),
  proofOfResidence: document(2, 'Lease.pdf'),
  proofOfIncome: document(3, 'Payslip.pdf'),
  registrationCertificate: document(4, 'Certificate.pdf'),
};

export const sampleKycReceipt: KycReceipt = { reference: 'SR-4A5B6C7E' };
