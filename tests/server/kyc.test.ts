/**
 * The KYC request (issue 15; document 1 section 3; document 2 section 5): POST /api/service/kyc,
 * signed in for the selected account or by a visitor with this address's uploads; every field rule
 * refused with its code (VLD002 naming the field), nothing written; made through
 * ServiceRequests.submitRequest as an order of type KYC without a visit.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { documentCalls, type UploadedDocument } from '../../src/domain/documents.ts';
import { kycCalls, kycDocumentKindsOf, type KycReceipt, type KycType } from '../../src/domain/kyc.ts';
import { serviceCalls, type ServiceRequestSummary, type TrackResult } from '../../src/domain/serviceRequests.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { multipartBody, samples } from './multipart.ts';

let server: TestServer;
let uploadDir: string;
let customer: Record<string, string>;
const visitorIp = '203.0.113.15';
const customerIp = '127.0.0.1';

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-kyc-'));
  server = await startTestServer({ uploadDir });
  customer = (await signIn(server, 'demo.customer')).headers;
}, 300_000);

afterAll(async () => {
  await server.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** One upload per kind the request takes, from `ip`, with or without a session. */
async function uploads(kycType: KycType, ip: string, headers: Record<string, string> = {}) {
  const kinds = kycDocumentKindsOf(kycType);
  const body = multipartBody(kinds.map((kind) => ({ name: 'files', fileName: `${kind}.pdf`, contentType: 'application/pdf', content: samples.pdf() })));
  const reply = await server.request({ method: 'POST', url: `${apiAreas.service}${documentCalls.upload}`, headers: { ...headers, ...body.headers }, payload: body.payload, remoteAddress: ip });
  expect(reply.statusCode, reply.body).toBe(200);
  const uploaded = envelope<UploadedDocument[]>(reply).data;
  return Object.fromEntries(kinds.map((kind, index) => [kind, uploaded[index]!.documentId]));
}

const home = (documents: Record<string, string>, overrides: Record<string, unknown> = {}) => ({
  kycType: 'Residential',
  applicantType: 'Owner',
  fullName: 'Neo Kgosi',
  identityType: 'ID',
  idNumber: '123415678',
  dateOfBirth: '14/03/1988',
  landOwner: true,
  primaryPhone: '71234567',
  email: 'neo.kgosi@example.com',
  plotNumber: '1454',
  street: 'Boseja Road',
  area: 'Boseja',
  city: 'Maun',
  documents,
  ...overrides,
});
const company = {
  companyName: 'Boseja Traders',
  industryType: 'Retail',
  registrationNumber: 'BW00001234',
  taxNumber: '123456780',
  website: 'https://boseja.example.com',
  contactPerson: 'Mpho Kgosi',
  shareholders: [
    { name: 'Neo Kgosi', idNumber: '123415678', share: '60' },
    { name: 'Mpho Kgosi', idNumber: '223415679', share: '40' },
  ],
};
const submit = (body: unknown, { ip = visitorIp, headers = {} as Record<string, string> } = {}) =>
  server.request({ method: 'POST', url: `${apiAreas.service}${kycCalls.submit}`, headers, payload: body as object, remoteAddress: ip });
const written = async () => [
  (await server.db.select({ n: count() }).from(t.serviceOrders))[0]!.n,
  (await server.db.select({ n: count() }).from(t.interactionRecords))[0]!.n,
];

describe('KYC request', () => {
  it('a visitor: the request with its three uploads, no visit, recorded on UnAuth KYC Request, tracked by reference and email', async () => {
    const documents = await uploads('Residential', visitorIp);
    const reply = await submit(home(documents));
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = envelope<ServiceRequestSummary>(reply).data;
    expect(receipt).toMatchObject({ reference: expect.stringMatching(/^SR-[0-9A-F]{8}$/), orderType: 'KYC', status: 0, priority: 5, accountNumber: null, appointment: null });
    expect(receipt.documents).toHaveLength(3);
    const [interaction] = await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1);
    expect(interaction).toMatchObject({ actionSubject: 'KYC Request Submitted', screenName: 'UnAuth KYC Request', userId: null });
    const tracked = await server.request({ method: 'POST', url: `${apiAreas.service}${serviceCalls.track}`, payload: { reference: receipt.reference, contact: 'neo.kgosi@example.com' }, remoteAddress: '192.0.2.51' });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(envelope<TrackResult>(tracked).data).toMatchObject({ reference: receipt.reference, orderType: 'KYC', appointment: null, timeline: [{ status: 0, note: 'KYC requested' }] });
    // The same uploads cannot serve a second request.
    expect(envelope(await submit(home(documents))).status.msgcode).toBe('SRV_DOCUMENTS');
  });

  it('demo.customer: a company with two shareholders for the selected account, in the service tracker', async () => {
    const documents = await uploads('Company', customerIp, customer);
    const reply = await submit(home(documents, { kycType: 'Company', accountNumber: '300041526371', company }), { ip: customerIp, headers: customer });
    expect(reply.statusCode, reply.body).toBe(200);
    const { reference } = envelope<KycReceipt>(reply).data;
    const list = envelope<ServiceRequestSummary[]>(await server.request({ method: 'GET', url: `${apiAreas.service}${serviceCalls.requests}`, headers: customer })).data;
    expect(list.find((request) => request.reference === reference)).toMatchObject({ orderType: 'KYC', accountNumber: '300041526371', appointment: null, timeline: [{ note: 'KYC requested (company)' }] });
    expect(list.find((request) => request.reference === reference)!.documents).toHaveLength(4);
  });

  it('refuses another user\'s account (GEN403), an account without a session (GEN401), and a visitor naming a customer\'s uploads (SRV_DOCUMENTS)', async () => {
    const mine = await uploads('Residential', customerIp, customer);
    expect(envelope(await submit(home(mine, { accountNumber: '300052837104' }), { ip: customerIp, headers: customer })).status.msgcode).toBe('GEN403');
    expect(envelope(await submit(home(mine, { accountNumber: '300041526371' }), { ip: customerIp })).status.msgcode).toBe('GEN401');
    expect(envelope(await submit(home(mine), { ip: customerIp })).status.msgcode).toBe('SRV_DOCUMENTS');
  });

  it('refuses bad input with each field\'s code and writes nothing: left out, unknown, of the wrong type, outside the rules', async () => {
    const documents = await uploads('Company', visitorIp);
    const { registrationCertificate, ...homeDocuments } = documents;
    const valid = home(homeDocuments);
    const companyBody = home(documents, { kycType: 'Company', company });
    const before = await written();
    const refused = async (body: unknown, code: string, field?: string) => {
      const reply = await submit(body);
      expect(reply.statusCode, reply.body).toBe(400);
      const answer = envelope(reply);
      expect(answer).toMatchObject({ status: { code: 400, msgcode: code }, data: null });
      if (field) expect(answer.status.message).toContain(field);
    };
    for (const field of ['kycType', 'applicantType', 'fullName', 'identityType', 'idNumber', 'dateOfBirth', 'landOwner', 'primaryPhone', 'email', 'plotNumber', 'street', 'area', 'city', 'documents']) {
      const { [field as keyof typeof valid]: _left, ...rest } = valid;
      await refused(rest, 'VLD002');
    }
    await refused({ ...valid, bogus: 1 }, 'VLD003');
    await refused({ ...valid, company }, 'VLD003');
    for (const [wrong, field] of [
      [{ dateOfBirth: '27/11/2999' }, 'REG_DOB_FUTURE'],
      [{ dateOfBirth: '31/04/1990' }, 'REG_DOB_INVALID'],
      [{ dateOfBirth: '1990-04-01' }, 'DOB_DISPLAY_FORMAT'],
      [{ primaryPhone: '61234567' }, 'REG_PHONE_FIRST_DIGIT'],
      [{ email: 'neo@' }, 'REG_EMAIL_FORMAT'],
      [{ applicantType: 'Landlord' }, 'KYC_APPLICANT_TYPE'],
      [{ identityType: 'Licence' }, 'KYC_IDENTITY_TYPE'],
      [{ landOwner: 'yes' }, 'landOwner'],
      [{ kycType: 'Farm' }, 'KYC_TYPE'],
      [{ documents: { ...homeDocuments, proofOfIncome: 'x' } }, 'VLD_UUID'],
    ] as const) {
      await refused({ ...valid, ...wrong }, 'VLD002', field);
    }
    for (const [wrong, field] of [
      [{ taxNumber: '123456789' }, 'KYC_TAX_CHECK'],
      [{ taxNumber: '12345678' }, 'KYC_TAX_FORMAT'],
      [{ registrationNumber: '12BW34' }, 'KYC_REGISTRATION_FORMAT'],
      [{ website: 'ftp://boseja' }, 'KYC_WEBSITE'],
      [{ industryType: 'Fishing' }, 'KYC_INDUSTRY'],
      [{ shareholders: [] }, 'KYC_SHAREHOLDERS'],
      [{ shareholders: [...company.shareholders, { name: 'Tumi', idNumber: '323415670', share: '0.5' }] }, 'KYC_SHARES_TOTAL'],
      [{ shareholders: [{ name: 'Tumi', idNumber: '323415670', share: '0' }] }, 'KYC_SHARE'],
    ] as const) {
      await refused({ ...companyBody, company: { ...company, ...wrong } }, 'VLD002', field);
    }
    const { registrationCertificate: _certificate, ...withoutCertificate } = documents;
    await refused({ ...companyBody, documents: withoutCertificate }, 'VLD002', 'registrationCertificate');
    expect(await written()).toEqual(before);
    expect(registrationCertificate).toBeDefined();
    expect((await submit(companyBody)).statusCode).toBe(200);
  });
});
