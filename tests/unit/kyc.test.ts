import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isTaxNumber, kycRequestSchemaAt, sharesTotal } from '../../src/domain/kyc.ts';

/**
 * The tax number's check (document 2 section 5): weights 7 3 9 7 3 9 7 3 on the first eight digits;
 * the ninth (check) digit is that sum modulo 10 (the same as weighting all nine 7 3 9 7 3 9 7 3 9
 * and asking for a multiple of 10, because 9 x 9 = 81 is 1 modulo 10). Worked out by hand:
 *
 * 12345678_: 1*7 + 2*3 + 3*9 + 4*7 + 5*3 + 6*9 + 7*7 + 8*3 = 7+6+27+28+15+54+49+24 = 210 -> 0: 123456780
 * 98765432_: 9*7 + 8*3 + 7*9 + 6*7 + 5*3 + 4*9 + 3*7 + 2*3 = 63+24+63+42+15+36+21+6 = 270 -> 0: 987654320
 * 10000000_: 1*7 = 7 -> 7: 100000007
 * 01000000_: 1*3 = 3 -> 3: 010000003
 * 00100000_: 1*9 = 9 -> 9: 001000009
 * 11111111_: 7+3+9+7+3+9+7+3 = 48 -> 8: 111111118
 * 22222222_: 2*48 = 96 -> 6: 222222226
 * 24681357_: 2*7 + 4*3 + 6*9 + 8*7 + 1*3 + 3*9 + 5*7 + 7*3 = 14+12+54+56+3+27+35+21 = 222 -> 2: 246813572
 * 21345678_ (the first two of 12345678 swapped): 210 - (7+6) + (14+3) = 214 -> 4: 213456784, so 213456780 fails
 */
const valid = ['123456780', '987654320', '100000007', '010000003', '001000009', '111111118', '222222226', '246813572', '213456784'];
const invalid = [
  '123456781', // check digit 1, the sum asks for 0
  '987654321',
  '100000000', // asks for 7
  '111111111', // asks for 8
  '246813579', // asks for 2
  '213456780', // a transposition: asks for 4
  '000000000', // all zeros (document 2 section 5: not 0000)
  '12345678', // eight digits
  '1234567800', // ten digits
  '12345678A',
  ' 123456780',
  '',
];

describe('tax number (7-3-9 check digit)', () => {
  it.each(valid)('%s passes', (value) => expect(isTaxNumber(value)).toBe(true));
  it.each(invalid)('"%s" fails', (value) => expect(isTaxNumber(value)).toBe(false));
});

describe('KYC request schema', () => {
  const today = () => new Date('2026-11-26T12:00:00Z');
  const schema = kycRequestSchemaAt(today);
  const documents = { identification: '6a1f9a52-6c1e-4f83-9d2a-3e5b7c9d1f31', proofOfResidence: '6a1f9a52-6c1e-4f83-9d2a-3e5b7c9d1f32', proofOfIncome: '6a1f9a52-6c1e-4f83-9d2a-3e5b7c9d1f33' };
  const home = {
    kycType: 'Residential',
    applicantType: 'Owner',
    fullName: 'Neo Kgosi',
    identityType: 'ID',
    idNumber: '123415678',
    dateOfBirth: '14/03/1988',
    landOwner: false,
    primaryPhone: '71234567',
    email: 'neo@example.com',
    plotNumber: '1454',
    street: 'Boseja Road',
    area: 'Boseja',
    city: 'Maun',
    documents,
  };
  const company = {
    companyName: 'Boseja Traders',
    industryType: 'Retail',
    registrationNumber: 'BW00001234',
    taxNumber: '123456780',
    contactPerson: 'Mpho Kgosi',
    shareholders: [
      { name: 'Neo Kgosi', idNumber: '123415678', share: '33.33' },
      { name: 'Mpho Kgosi', idNumber: '223415679', share: '66.67' },
    ],
  };
  const firstCode = (body: unknown) => {
    const result = v.safeParse(schema, body);
    return result.success ? null : result.issues[0].message;
  };

  it('takes a home, and a company with its certificate; 33.33% + 66.67% is exactly 100%', () => {
    expect(firstCode(home)).toBeNull();
    expect(firstCode({ ...home, kycType: 'Company', company, documents: { ...documents, registrationCertificate: documents.identification } })).toBeNull();
    expect(sharesTotal(company.shareholders)).toBe(100);
  });

  it.each([
    [{ ...home, dateOfBirth: '27/11/2026' }, 'REG_DOB_FUTURE'],
    [{ ...home, dateOfBirth: '29/02/1987' }, 'REG_DOB_INVALID'],
    [{ ...home, dateOfBirth: '19880314' }, 'DOB_DISPLAY_FORMAT'],
    [{ ...home, applicantType: 'Landlord' }, 'KYC_APPLICANT_TYPE'],
    [{ ...home, kycType: 'Company', documents: { ...documents, registrationCertificate: documents.identification } }, undefined],
    [{ ...home, kycType: 'Company', company: { ...company, taxNumber: '123456789' }, documents: { ...documents, registrationCertificate: documents.identification } }, 'KYC_TAX_CHECK'],
    [{ ...home, kycType: 'Company', company: { ...company, registrationNumber: '1234BW' }, documents: { ...documents, registrationCertificate: documents.identification } }, 'KYC_REGISTRATION_FORMAT'],
    [{ ...home, kycType: 'Company', company: { ...company, website: 'boseja' }, documents: { ...documents, registrationCertificate: documents.identification } }, 'KYC_WEBSITE'],
    [{ ...home, kycType: 'Company', company: { ...company, shareholders: [...company.shareholders, { name: 'Tumi', idNumber: '323415670', share: '0.01' }] }, documents: { ...documents, registrationCertificate: documents.identification } }, 'KYC_SHARES_TOTAL'],
    [{ ...home, kycType: 'Company', company }, undefined],
    [{ ...home, kycType: 'Other' }, 'KYC_TYPE'],
  ])('refuses %#', (body, code) => {
    const found = firstCode(body);
    expect(found).not.toBeNull();
    if (code) expect(found).toBe(code);
  });
});
