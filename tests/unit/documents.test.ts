import { describe, expect, it } from 'vitest';
import { checkDocumentContent, checkDocumentFile, documentKindOfName, fileSizeParts, sniffDocumentKind } from '../../src/domain/documents.ts';
import { addressFormErrors, emptyAddressForm, toMailingAddress } from '../../src/domain/serviceRequests.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('document rules', () => {
  it('tells PDF, JPEG and PNG by their first bytes, and nothing else', () => {
    expect(sniffDocumentKind(new TextEncoder().encode('%PDF-1.4'))).toBe('pdf');
    expect(sniffDocumentKind(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('jpeg');
    expect(sniffDocumentKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffDocumentKind(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
    expect(sniffDocumentKind(new TextEncoder().encode('<html>'))).toBeNull();
    expect(sniffDocumentKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });

  it('checks the name and size, then that the content is the kind the name says', () => {
    expect(documentKindOfName('Scan.JPEG')).toBe('jpeg');
    expect(checkDocumentFile({ name: 'setup.exe', size: 10 })).toBe('DOC_TYPE');
    expect(checkDocumentFile({ name: 'a.pdf', size: 0 })).toBe('DOC_EMPTY');
    expect(checkDocumentFile({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('DOC_TOO_LARGE');
    expect(checkDocumentFile({ name: '../a.pdf', size: 10 })).toBe('DOC_NAME');
    expect(checkDocumentFile({ name: 'a.pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkDocumentContent('bill.pdf', new TextEncoder().encode('MZ\x90\x00'))).toEqual({ refusal: 'DOC_CONTENT' });
    expect(checkDocumentContent('photo.pdf', bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ refusal: 'DOC_CONTENT' });
    expect(checkDocumentContent('photo.jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ kind: 'jpeg' });
    expect(fileSizeParts(3_565_158)).toEqual({ value: 3.4, unit: 'MB' });
  });
});

describe('mailing address form', () => {
  it('sends only the fields of the chosen type and names the missing ones', () => {
    const poBox = { ...emptyAddressForm, addressType: 1 as const, address1: 'ignored', city: 'Gaborone' };
    expect(addressFormErrors(poBox)).toEqual({ poBox: 'SRV_PO_BOX' });
    expect(toMailingAddress({ ...poBox, poBox: '4021' })).toEqual({ addressType: 1, poBox: '4021', city: 'Gaborone', country: 'BW' });
    expect(addressFormErrors({ ...emptyAddressForm, addressType: 2, address1: 'Unit 2050 Box 4190', city: 'APO', state: 'XX' })).toEqual({ state: 'SRV_MILITARY_STATE' });
    expect(addressFormErrors({ ...emptyAddressForm, addressType: 3, address1: '10 Rue de Rivoli', city: 'Paris', country: 'fr' })).toEqual({});
    expect(addressFormErrors(emptyAddressForm)).toEqual({ address1: 'SRV_ADDRESS_LINE', city: 'SRV_CITY' });
  });
});
