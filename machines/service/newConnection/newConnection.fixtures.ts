/** Sample data of the new connection request (catalogue, machine tests, stories, view paths). */
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import { priceNewConnection, type NewConnectionField, type NewConnectionOwner, type NewConnectionQuote, type NewConnectionReceipt } from '../../../src/domain/newConnection.ts';

/** The signed-in customer's details the owner fields start with. */
export const sampleOwner: NewConnectionOwner = { fullName: 'Neo Kgosi', email: 'neo.kgosi@example.com', primaryPhone: '71234567' };

/** What a visitor types on the details step (the owner), and on the site step. */
export const sampleOwnerAnswers: Partial<Record<NewConnectionField, string>> = { fullName: 'Mpho Dube', nationalId: '123415678', primaryPhone: '72345678', email: 'mpho.dube@example.com' };
export const sampleSiteAnswers: Partial<Record<NewConnectionField, string>> = { plotNumber: '2231', street: 'Tsheko Road', area: 'Block 8', city: 'Gaborone' };

export const sampleSketch: UploadedDocument = {
  documentId: '0b7f9a52-6c1e-4f83-9d2a-3e5b7c9d1f31',
  fileName: 'Site plan.pdf',
  contentType: 'application/pdf',
  size: 42_000,
  uploadedAt: '2026-11-26T08:10:00.000Z',
};

const basis = { capacity: 'SinglePhase', serviceType: 'Overhead', distanceClass: 'UpTo30' } as const;

/** The quotation of the defaults (Single Phase, Overhead, up to 30 m). */
export const sampleQuote: NewConnectionQuote = { ...basis, ...priceNewConnection(basis), quoteId: 'NCQ-20261209-0123456789abcdef', validUntil: '2026-12-09' };

/** The quotation read again after the first expired: another id. */
export const freshQuote: NewConnectionQuote = { ...sampleQuote, quoteId: 'NCQ-20261212-fedcba9876543210', validUntil: '2026-12-12' };

export const sampleNewConnectionReceipt: NewConnectionReceipt = { reference: 'SR-5C6D7E8F' };
