/**
 * Start service not signed in, local market (issue 14; document 1 section 3): a visitor's request
 * with its four uploads, recorded on the screen "UnAuth Start Service"; an ineligible premise is
 * recorded as "Start Service Request Ineligible" and refused, leaving no order and no booking.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { documentCalls, type UploadedDocument } from '../../src/domain/documents.ts';
import { freePremiseId, ineligiblePremises } from '../../server/seed/premises.ts';
import { localDocumentKinds, preStartDefaults, serviceCalls, trackLimits, type PreStartReceipt, type TrackResult } from '../../src/domain/serviceRequests.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { multipartBody, samples } from './multipart.ts';
import { workingDay } from './transferScenarios.ts';

let server: TestServer;
let uploadDir: string;
const visitorIp = '203.0.113.7';
const premiseId = freePremiseId('Kasane', 2);

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-prestart-'));
  server = await startTestServer({ uploadDir });
}, 300_000);

afterAll(async () => {
  await server.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** Four uploads (one per kind) from `ip`, with or without a session. */
async function uploadFour(ip: string, headers: Record<string, string> = {}) {
  const body = multipartBody(localDocumentKinds.map((kind) => ({ name: 'files', fileName: `${kind}.pdf`, contentType: 'application/pdf', content: samples.pdf() })));
  const reply = await server.request({ method: 'POST', url: `${apiAreas.service}${documentCalls.upload}`, headers: { ...headers, ...body.headers }, payload: body.payload, remoteAddress: ip });
  expect(reply.statusCode, reply.body).toBe(200);
  const uploaded = envelope<UploadedDocument[]>(reply).data;
  return Object.fromEntries(localDocumentKinds.map((kind, index) => [kind, uploaded[index]!.documentId]));
}

const request = (documents: Record<string, string>, overrides: Record<string, unknown> = {}) => ({
  premiseId,
  ...preStartDefaults('2026-11-26'),
  fullName: 'Neo Kgosi',
  primaryPhone: '71234567',
  email: 'neo.kgosi@example.com',
  plotNumber: '2190',
  street: 'President Avenue',
  area: 'Plateau',
  district: 'Chobe',
  city: 'Kasane',
  nationalId: '123415678',
  appointment: { day: workingDay(3), slot: 1 },
  terms: true,
  documents,
  ...overrides,
});
const submit = (body: unknown, ip = visitorIp) => server.request({ method: 'POST', url: `${apiAreas.service}${serviceCalls.preStart}`, payload: body as object, remoteAddress: ip });
const newestInteraction = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;
const orderCount = async () => (await server.db.select({ n: count() }).from(t.serviceOrders).where(isNull(t.serviceOrders.userId)))[0]!.n;

describe('start service not signed in (local market)', () => {
  it('defaults to Domestic, its tariff, an owner, and the next day 8am-10am', () => {
    expect(preStartDefaults('2026-11-26')).toEqual({ customerType: 'DOMESTIC', tariff: 'Domestic', tenant: false, appointment: { day: '2026-11-27', slot: 1 } });
  });

  it('an ineligible premise is recorded as Start Service Request Ineligible and refused: no order, no booking', async () => {
    const documents = await uploadFour(visitorIp);
    const reply = await submit(request(documents, { premiseId: ineligiblePremises.underConstruction }));
    expect(reply.statusCode, reply.body).toBe(409);
    expect(envelope(reply).status.msgcode).toBe('SRV_PREMISE_CONSTRUCTION');
    expect(await newestInteraction()).toMatchObject({
      actionSubject: 'Start Service Request Ineligible',
      actionNotes: 'Start Service Request Ineligible: SRV_PREMISE_CONSTRUCTION',
      screenName: 'UnAuth Start Service',
      incidentServiceIssueCategoryId: 'SO_SS_01_02_01',
      userId: null,
    });
    expect(await orderCount()).toBe(0);
    // A business without its name, and another address's or a customer's uploads, are refused too.
    expect(envelope(await submit(request(documents, { customerType: 'BUSINESS' }))).status.msgcode).toBe('SRV_BUSINESS_NAME');
    expect(envelope(await submit(request(documents), '198.51.100.9'))).toMatchObject({ status: { msgcode: 'SRV_DOCUMENTS' } });
    const customer = (await signIn(server, 'demo.customer')).headers;
    expect(envelope(await submit(request(await uploadFour(visitorIp, customer)))).status.msgcode).toBe('SRV_DOCUMENTS');
    expect(await orderCount()).toBe(0);
    expect((await server.db.select().from(t.appointmentSlots).where(and(eq(t.appointmentSlots.town, 'Kasane'), eq(t.appointmentSlots.day, workingDay(3)))))[0]?.booked ?? 0).toBe(0);
  });

  it('makes the request with the four uploads attached, recorded on UnAuth Start Service', async () => {
    const documents = await uploadFour(visitorIp);
    const reply = await submit(request(documents, { customerType: 'BUSINESS', companyName: 'Chobe River Lodge', companyRegistration: 'BW00001234567', tenant: true, tariff: 'Small Business' }));
    expect(reply.statusCode, reply.body).toBe(200);
    const receipt = envelope<PreStartReceipt>(reply).data;
    expect(receipt).toMatchObject({ reference: expect.stringMatching(/^SR-[0-9A-F]{8}$/), appointment: { day: workingDay(3), slot: 1, town: 'Kasane' } });
    const [order] = await server.db.select().from(t.serviceOrders).where(eq(t.serviceOrders.reference, receipt.reference));
    expect(order).toMatchObject({ orderType: 'START', userId: null, premiseId, status: 0, priority: 5 });
    expect(order!.details).toMatchObject({ fullName: 'Neo Kgosi', email: 'neo.kgosi@example.com', companyName: 'Chobe River Lodge', market: 'local' });
    const attached = await server.db.select().from(t.documents).where(eq(t.documents.referenceNumber, receipt.reference));
    expect(attached.map((d) => d.id).sort()).toEqual(Object.values(documents).sort());
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'Start Service Request Submitted', screenName: 'UnAuth Start Service', incidentServiceIssueCategoryId: 'SO_SS_01_02_01', premiseExternalId: premiseId });
    // The same uploads cannot be attached to a second request.
    expect(envelope(await submit(request(documents, { appointment: { day: workingDay(4), slot: 1 } }))).status.msgcode).toBe('SRV_DOCUMENTS');
  });

  it('refuses bad input with the catalogue codes and writes nothing: a field left out, unknown, of the wrong type or outside the rules', async () => {
    const documents = await uploadFour(visitorIp);
    const valid = request(documents);
    const before = [await orderCount(), (await server.db.select({ n: count() }).from(t.interactionRecords))[0]!.n];
    const refused = async (body: unknown, status: number, msgcode: string) => {
      const reply = await submit(body);
      expect(reply.statusCode, reply.body).toBe(status);
      expect(envelope(reply)).toMatchObject({ status: { code: status, msgcode }, data: null });
    };
    for (const field of ['premiseId', 'fullName', 'primaryPhone', 'email', 'plotNumber', 'nationalId', 'appointment', 'terms', 'documents']) {
      const { [field as keyof typeof valid]: _left, ...rest } = valid;
      await refused(rest, 400, 'VLD002');
    }
    await refused({ ...valid, bogus: 1 }, 400, 'VLD003');
    for (const wrong of [{ customerType: 'RESIDENTIAL' }, { tariff: 'Industrial' }, { terms: false }, { tenant: 'no' }, { meterNumber: '12ab' }, { fullName: 'x'.repeat(101) }, { fullName: 'a\u0000b' }, { documents: { ...documents, affidavit: 'x' } }, { appointment: { day: workingDay(3), slot: 7 } }]) {
      await refused({ ...valid, ...wrong }, 400, 'VLD002');
    }
    expect([await orderCount(), (await server.db.select({ n: count() }).from(t.interactionRecords))[0]!.n]).toEqual(before);
    expect((await submit(valid)).statusCode).toBe(200);
  });
});

describe('tracking a request without signing in', () => {
  const track = (body: unknown, ip = '192.0.2.44') => server.request({ method: 'POST', url: `${apiAreas.service}${serviceCalls.track}`, payload: body as object, remoteAddress: ip });

  it('shows the request to the reference with its email or phone, and says the same for an unknown reference or a wrong second factor', async () => {
    const reply = await submit(request(await uploadFour(visitorIp), { appointment: { day: workingDay(5), slot: 2 }, alternatePhone: '72345678' }));
    const { reference } = envelope<PreStartReceipt>(reply).data;
    for (const contact of ['NEO.KGOSI@example.com', ' 71234567 ', '72345678']) {
      const found = await track({ reference: reference.toLowerCase(), contact });
      expect(found.statusCode, found.body).toBe(200);
      const tracked = envelope<TrackResult>(found).data;
      expect(tracked).toEqual({
        reference,
        orderType: 'START',
        status: 0,
        priority: 5,
        appointment: { day: workingDay(5), slot: 2, town: 'Kasane' },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        timeline: [{ status: 0, note: 'Start service requested', at: expect.any(String) }],
      });
    }
    const wrongContact = await track({ reference, contact: 'someone@example.com' });
    const unknown = await track({ reference: 'SR-00000000', contact: 'neo.kgosi@example.com' });
    expect([wrongContact.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(envelope(wrongContact).status).toEqual(envelope(unknown).status);
    expect(envelope(unknown)).toMatchObject({ status: { msgcode: 'SRV_TRACK_NOT_FOUND' }, data: null });
  });

  it('refuses bad input with the catalogue codes, and an address that keeps guessing with GEN015', async () => {
    for (const body of [{}, { reference: 'SR-1' , contact: 'a@b.co' }, { reference: 'SR-12345678' }, { reference: 'SR-12345678', contact: '' }, { reference: 'SR-12345678', contact: 'x'.repeat(101) }, { reference: 'SR-12345678', contact: 7 }, { reference: 'SR-12345678', contact: 'a@b.co', extra: 1 }]) {
      const reply = await track(body, '192.0.2.45');
      expect(reply.statusCode, reply.body).toBe(400);
      expect(envelope(reply).status.msgcode).toMatch(/^(VLD00[23]|SRV_REFERENCE|SRV_TRACK_CONTACT)$/);
    }
    const guesser = '192.0.2.46';
    for (let i = 0; i < trackLimits.perIp; i++) expect((await track({ reference: `SR-0000000${i}`, contact: 'a@b.co' }, guesser)).statusCode).toBe(404);
    const blocked = await track({ reference: 'SR-0000000A', contact: 'a@b.co' }, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(envelope(blocked).status.msgcode).toBe('GEN015');
  });
});
