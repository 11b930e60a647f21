/**
 * The meter inspection request (issue 15; document 1 section 3), signed in and not: the two uploads
 * attached, the slot booked, the interaction recorded, the request in the tracker (signed in) or
 * tracked by its reference and contact (visitor); an account that is not the customer's or does not
 * exist, and every field outside its rule, refused with its code and nothing written.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { documentCalls, type UploadedDocument } from '../../src/domain/documents.ts';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { meterInspectionCalls, meterInspectionLimits } from '../../src/domain/meterInspection.ts';
import { serviceCalls, type ServiceRequestSummary, type TrackResult } from '../../src/domain/serviceRequests.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { multipartBody, samples } from './multipart.ts';
import { workingDay } from './transferScenarios.ts';

let server: TestServer;
let uploadDir: string;
let customer: Record<string, string>;
let homeAccount: string;
let otherAccount: string;
const visitorIp = '203.0.113.21';

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-inspection-'));
  server = await startTestServer({ uploadDir });
  customer = (await signIn(server, 'demo.customer')).headers;
  const addresses = await server.db.select({ accountNumber: t.serviceAccounts.accountNumber, userName: t.users.userName }).from(t.serviceAccounts).innerJoin(t.userAccounts, eq(t.userAccounts.accountId, t.serviceAccounts.id)).innerJoin(t.users, eq(t.users.id, t.userAccounts.userId));
  homeAccount = addresses.find((a) => a.userName === 'demo.customer')!.accountNumber;
  otherAccount = addresses.find((a) => a.userName === 'demo.prepaid')!.accountNumber;
}, 300_000);

afterAll(async () => {
  await server.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** The certificate and the invoice, uploaded from `ip` (with a session when `headers` carry one). */
async function uploadTwo(ip: string, headers: Record<string, string> = {}) {
  const body = multipartBody(['certificate', 'invoice'].map((name) => ({ name: 'files', fileName: `${name}.pdf`, contentType: 'application/pdf', content: samples.pdf() })));
  const reply = await server.request({ method: 'POST', url: `${apiAreas.service}${documentCalls.upload}`, headers: { ...headers, ...body.headers }, payload: body.payload, remoteAddress: ip });
  expect(reply.statusCode, reply.body).toBe(200);
  const [certificate, invoice] = envelope<UploadedDocument[]>(reply).data;
  return { inspectionCertificate: certificate!.documentId, taxInvoice: invoice!.documentId };
}

const request = (accountNumber: string, documents: Record<string, string>, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Kagiso Molefe',
  primaryPhone: '71234567',
  email: 'kagiso.molefe@example.com',
  accountNumber,
  plotNumber: '2231',
  street: 'Moremi Road',
  area: 'Extension 12',
  district: 'South-East',
  city: 'Gaborone',
  town: 'Lobatse',
  electricianName: 'Kabelo Sebina',
  electricianPhone: '72345678',
  technicianName: 'Mpho Dintwe',
  technicianPhone: '73456789',
  appointment: { day: workingDay(3), slot: 1 },
  documents,
  terms: true,
  ...overrides,
});
const submit = (body: unknown, { headers = {}, ip = visitorIp }: { headers?: Record<string, string>; ip?: string } = {}) =>
  server.request({ method: 'POST', url: `${apiAreas.service}${meterInspectionCalls.submit}`, headers, payload: body as object, remoteAddress: ip });
const orderCount = async () => (await server.db.select({ n: count() }).from(t.serviceOrders))[0]!.n;
const interactionCount = async () => (await server.db.select({ n: count() }).from(t.interactionRecords))[0]!.n;
const newestInteraction = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;

describe('meter inspection request', () => {
  it('signed in: made for one of the customer\'s accounts with both documents, booked, recorded, and in the tracker', async () => {
    const documents = await uploadTwo('127.0.0.1', customer);
    const reply = await submit(request(homeAccount, documents), { headers: customer, ip: '127.0.0.1' });
    expect(reply.statusCode, reply.body).toBe(200);
    const summary = envelope<ServiceRequestSummary>(reply).data;
    expect(summary).toMatchObject({ reference: expect.stringMatching(/^SR-[0-9A-Z]{8}$/), orderType: 'METER_INSPECTION', status: 0, priority: 5, accountNumber: homeAccount, appointment: { day: workingDay(3), slot: 1, town: 'Lobatse' } });
    expect(summary.documents).toHaveLength(2);
    const attached = await server.db.select().from(t.documents).where(eq(t.documents.referenceNumber, summary.reference));
    expect(attached.map((d) => d.id).sort()).toEqual(Object.values(documents).sort());
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Meter Inspection Request Submitted', screenName: 'Meter Inspection' });
    const list = envelope<ServiceRequestSummary[]>(await server.request({ method: 'GET', url: `${apiAreas.service}${serviceCalls.requests}`, headers: customer }));
    expect(list.data.map((r) => r.reference)).toContain(summary.reference);
  });

  it('a visitor: made for an existing account, tracked by its reference and email, on UnAuth Meter Inspection', async () => {
    const reply = await submit(request(otherAccount, await uploadTwo(visitorIp), { email: 'visitor@example.com', appointment: { day: workingDay(4), slot: 2 } }));
    expect(reply.statusCode, reply.body).toBe(200);
    const { reference } = envelope<ServiceRequestSummary>(reply).data;
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Meter Inspection Request Submitted', screenName: 'UnAuth Meter Inspection', userId: null });
    const tracked = await server.request({ method: 'POST', url: `${apiAreas.service}${serviceCalls.track}`, payload: { reference, contact: 'VISITOR@example.com' }, remoteAddress: '192.0.2.80' });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(envelope<TrackResult>(tracked).data).toMatchObject({ reference, orderType: 'METER_INSPECTION', appointment: { day: workingDay(4), slot: 2, town: 'Lobatse' } });
  });

  it('an account that does not exist (visitor) or is not the customer\'s (signed in) is SRV_ACCOUNT_NOT_FOUND; nothing is written', async () => {
    const before = [await orderCount(), await interactionCount()];
    const unknown = await submit(request('999999999901', await uploadTwo(visitorIp)));
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).status.msgcode).toBe('SRV_ACCOUNT_NOT_FOUND');
    const notTheirs = await submit(request(otherAccount, await uploadTwo('127.0.0.1', customer)), { headers: customer, ip: '127.0.0.1' });
    expect(notTheirs.statusCode).toBe(404);
    expect(envelope(notTheirs).status.msgcode).toBe('SRV_ACCOUNT_NOT_FOUND');
    // Another address's uploads are not the visitor's.
    expect(envelope(await submit(request(otherAccount, await uploadTwo('198.51.100.30'))))).toMatchObject({ status: { msgcode: 'SRV_DOCUMENTS' } });
    expect([await orderCount(), await interactionCount()]).toEqual(before);
  });

  it('an address that keeps sending unknown account numbers is stopped with GEN015; another address is not held back', async () => {
    const guesser = '198.51.100.41';
    const documents = await uploadTwo(guesser);
    for (let i = 0; i < meterInspectionLimits.unknownAccountsPerIp; i++) {
      expect(envelope(await submit(request(`99999999990${i}`, documents), { ip: guesser })).status.msgcode).toBe('SRV_ACCOUNT_NOT_FOUND');
    }
    const blocked = await submit(request('999999999099', documents), { ip: guesser });
    expect(blocked.statusCode).toBe(429);
    expect(envelope(blocked).status.msgcode).toBe('GEN015');
    expect(envelope(await submit(request('999999999098', await uploadTwo('198.51.100.42')), { ip: '198.51.100.42' })).status.msgcode).toBe('SRV_ACCOUNT_NOT_FOUND');
  });

  it('refuses bad input with the field\'s code and writes nothing: a field left out, unknown, of the wrong type or outside its rule', async () => {
    const documents = await uploadTwo(visitorIp);
    const valid = request(otherAccount, documents);
    const before = [await orderCount(), await interactionCount()];
    const refused = async (body: unknown, msgcode: string, names?: string) => {
      const reply = await submit(body);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(envelope(reply)).toMatchObject({ status: { code: 400, msgcode }, data: null });
      if (names) expect(envelope(reply).status.message).toContain(names);
    };
    for (const field of Object.keys(valid).filter((key) => key !== 'alternatePhone')) {
      const { [field as keyof typeof valid]: _left, ...rest } = valid;
      await refused(rest, 'VLD002', field);
    }
    await refused({ ...valid, bogus: 1 }, 'VLD003');
    const outsideRules: [Record<string, unknown>, string][] = [
      [{ primaryPhone: '61234567' }, 'REG_PHONE_FIRST_DIGIT'],
      [{ electricianPhone: '0712345678' }, 'REG_PHONE_LEADING_ZERO'],
      [{ technicianPhone: '7123' }, 'REG_PHONE_LENGTH'],
      [{ alternatePhone: '7x234567' }, 'REG_PHONE_DIGITS'],
      [{ email: 'kagiso@' }, 'REG_EMAIL_FORMAT'],
      [{ accountNumber: '000000' }, 'REG_ACCOUNT_NUMBER_ZEROS'],
      [{ electricianName: 'K' }, 'SRV_ELECTRICIAN_NAME'],
      [{ technicianName: 'R2-D2' }, 'SRV_TECHNICIAN_NAME'],
      [{ town: 'Atlantis' }, 'SRV_TOWN'],
      [{ plotNumber: ' ' }, 'SRV_PLOT_NUMBER'],
      [{ fullName: 'x'.repeat(101) }, 'SRV_FULL_NAME'],
      [{ terms: false }, 'SRV_TERMS'],
      [{ appointment: { day: workingDay(3), slot: 7 } }, 'SRV_SLOT'],
      [{ documents: { ...documents, taxInvoice: 'x' } }, 'VLD_UUID'],
      [{ documents: { inspectionCertificate: documents.inspectionCertificate, taxInvoice: documents.inspectionCertificate } }, 'SRV_DOCUMENTS'],
      [{ fullName: 7 }, ''],
      [{ documents: [documents.taxInvoice] }, ''],
    ];
    // A rule whose code is in the catalogue answers that code; another names the field's code in the message.
    for (const [wrong, code] of outsideRules) await (Object.hasOwn(errorCatalogue, code) ? refused({ ...valid, ...wrong }, code) : refused({ ...valid, ...wrong }, 'VLD002', code || undefined));
    expect([await orderCount(), await interactionCount()]).toEqual(before);
    expect((await submit(valid)).statusCode).toBe(200);
  });
});
