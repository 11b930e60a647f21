/**
 * New connection request (issue 15; document 1 section 3): the quotation priced from capacity,
 * service type and distance class; a request signed in or not, made with an accepted quotation and
 * its site sketch, shown in the tracker (signed in) or tracked by reference and email (a visitor);
 * a quotation the answers no longer match, or past its day, refused with nothing written.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { documentCalls, type UploadedDocument } from '../../src/domain/documents.ts';
import { isoDay } from '../../src/domain/format.ts';
import { newConnectionCalls, type NewConnectionQuote } from '../../src/domain/newConnection.ts';
import { serviceCalls, type ServiceRequestSummary, type TrackResult } from '../../src/domain/serviceRequests.ts';
import { envelope, signIn, startTestServer, TestClock, type TestServer } from './helpers.ts';
import { multipartBody, samples } from './multipart.ts';

let server: TestServer;
let uploadDir: string;
const clock = new TestClock();
const visitorIp = '203.0.113.21';
const day = 24 * 60 * 60_000;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-newconnection-'));
  server = await startTestServer({ uploadDir, now: clock.now });
}, 300_000);

afterAll(async () => {
  await server.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const post = (call: string, payload: object, headers: Record<string, string> = {}, ip = visitorIp) => server.request({ method: 'POST', url: `${apiAreas.service}${call}`, payload, headers, remoteAddress: ip });

async function uploadSketch(headers: Record<string, string> = {}, ip = visitorIp): Promise<string> {
  const body = multipartBody([{ name: 'files', fileName: 'sketch.pdf', contentType: 'application/pdf', content: samples.pdf() }]);
  const reply = await server.request({ method: 'POST', url: `${apiAreas.service}${documentCalls.upload}`, headers: { ...headers, ...body.headers }, payload: body.payload, remoteAddress: ip });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<UploadedDocument[]>(reply).data[0]!.documentId;
}

async function quote(basis = { capacity: 'SinglePhase', serviceType: 'Overhead', distanceClass: 'UpTo30' }): Promise<NewConnectionQuote> {
  const reply = await post(newConnectionCalls.quote, basis);
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<NewConnectionQuote>(reply).data;
}

const answers = (sketchPlan: string, quoteId: string, overrides: Record<string, unknown> = {}) => ({
  customerType: 'RESIDENTIAL',
  incomeCategory: 'High',
  houseStatus: 'Complete',
  wiringStatus: 'Complete',
  readyBox: true,
  fullName: 'Mpho Dube',
  nationalId: '123415678',
  primaryPhone: '72345678',
  email: 'mpho.dube@example.com',
  natureOfSupply: 'New',
  capacity: 'SinglePhase',
  serviceType: 'Overhead',
  connectionStatus: 'Developed',
  amps: 40,
  plotNumber: '2231',
  street: 'Tsheko Road',
  area: 'Block 8',
  city: 'Gaborone',
  distanceClass: 'UpTo30',
  sketchPlan,
  quoteId,
  quoteAccepted: true,
  ...overrides,
});

const orderCount = async () => (await server.db.select({ n: count() }).from(t.serviceOrders).where(eq(t.serviceOrders.orderType, 'NEW_CONNECTION')))[0]!.n;
const newestInteraction = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0]!;

describe('new connection quotation', () => {
  it('prices from the table: connection fee by capacity, the service line by type and distance, VAT 14%; valid 14 days', async () => {
    const today = isoDay(clock.now());
    const single = await quote();
    // BWP 4,500 fee, no line within 30 m overhead, VAT 630.
    expect(single).toMatchObject({ capacity: 'SinglePhase', serviceType: 'Overhead', distanceClass: 'UpTo30', totalThebe: 513_000 });
    expect(single.lines).toEqual([
      { code: 'connectionFee', amountThebe: 450_000 },
      { code: 'serviceLine', amountThebe: 0 },
      { code: 'vat', amountThebe: 63_000 },
    ]);
    expect(single.validUntil > today).toBe(true);
    expect((Date.parse(single.validUntil) - Date.parse(today)) / day).toBe(13);
    expect(single.quoteId).toMatch(new RegExp(`^NCQ-${single.validUntil.replaceAll('-', '')}-[0-9a-f]{16}$`));
    // Three phase, underground, over 100 m: 13,500 + 21,000, VAT 4,830.
    const far = await quote({ capacity: 'ThreePhase', serviceType: 'Underground', distanceClass: 'Over100' });
    expect(far.totalThebe).toBe(3_933_000);
    expect(far.quoteId).not.toBe(single.quoteId);
  });

  it('refuses a basis outside the lists with the field code', async () => {
    const reply = await post(newConnectionCalls.quote, { capacity: 'TwoPhase', serviceType: 'Overhead', distanceClass: 'UpTo30' });
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).status).toMatchObject({ msgcode: 'VLD002', message: expect.stringContaining('capacity: NC_CAPACITY') });
  });
});

describe('new connection request', () => {
  it('a visitor submits with the accepted quotation and sketch; it is tracked by reference and email', async () => {
    const sketch = await uploadSketch();
    const accepted = await quote();
    const reply = await post(newConnectionCalls.submit, answers(sketch, accepted.quoteId));
    expect(reply.statusCode, reply.body).toBe(200);
    const made = envelope<ServiceRequestSummary>(reply).data;
    expect(made).toMatchObject({ orderType: 'NEW_CONNECTION', status: 0, appointment: null });
    expect(made.reference).toMatch(/^SR-[0-9A-F]{8}$/);
    const [row] = await server.db.select().from(t.serviceOrders).where(eq(t.serviceOrders.reference, made.reference));
    expect(row!.details).toMatchObject({ fullName: 'Mpho Dube', amps: 40, distanceClass: 'UpTo30', quote: { quoteId: accepted.quoteId, totalThebe: 513_000, validUntil: accepted.validUntil } });
    const [document] = await server.db.select().from(t.documents).where(eq(t.documents.id, sketch));
    expect(document!.referenceNumber).toBe(made.reference);
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'New Connection Request Submitted', screenName: 'UnAuth New Connection', userId: null });
    const tracked = await post(serviceCalls.track, { reference: made.reference, contact: 'MPHO.DUBE@example.com' });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(envelope<TrackResult>(tracked).data).toMatchObject({ reference: made.reference, orderType: 'NEW_CONNECTION' });
  });

  it('demo.customer submits signed in and finds it in the tracker', async () => {
    const customer = (await signIn(server, 'demo.customer')).headers;
    const sketch = await uploadSketch(customer);
    const accepted = await quote({ capacity: 'ThreePhase', serviceType: 'Underground', distanceClass: 'From30To100' });
    const reply = await post(newConnectionCalls.submit, answers(sketch, accepted.quoteId, { capacity: 'ThreePhase', serviceType: 'Underground', distanceClass: 'From30To100', amps: 80 }), customer);
    expect(reply.statusCode, reply.body).toBe(200);
    const made = envelope<ServiceRequestSummary>(reply).data;
    expect(await newestInteraction()).toMatchObject({ actionSubject: 'New Connection Request Submitted', screenName: 'Auth New Connection' });
    const listed = await server.request({ method: 'GET', url: `${apiAreas.service}${serviceCalls.requests}`, headers: customer });
    expect(envelope<ServiceRequestSummary[]>(listed).data.find((request) => request.reference === made.reference)).toMatchObject({ orderType: 'NEW_CONNECTION' });
  });

  it('refuses a quotation the answers no longer match, a forged one, and one past its day: nothing written', async () => {
    const sketch = await uploadSketch();
    const accepted = await quote();
    const before = await orderCount();
    const changed = await post(newConnectionCalls.submit, answers(sketch, accepted.quoteId, { distanceClass: 'Over100' }));
    expect(changed.statusCode).toBe(409);
    expect(envelope(changed).status.msgcode).toBe('NC_QUOTE_CHANGED');
    // A later day written into the id breaks its signature.
    const forged = accepted.quoteId.replace(/^NCQ-\d{8}/, 'NCQ-20991231');
    expect(envelope(await post(newConnectionCalls.submit, answers(sketch, forged))).status.msgcode).toBe('NC_QUOTE_CHANGED');
    clock.advance(15 * day);
    try {
      const expired = await post(newConnectionCalls.submit, answers(sketch, accepted.quoteId));
      expect(expired.statusCode).toBe(409);
      expect(envelope(expired).status.msgcode).toBe('NC_QUOTE_EXPIRED');
      // A fresh quotation is accepted.
      const fresh = await quote();
      expect(fresh.quoteId).not.toBe(accepted.quoteId);
      expect((await post(newConnectionCalls.submit, answers(sketch, fresh.quoteId))).statusCode).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
    expect(await orderCount()).toBe(before + 1);
  });

  it('bad input gets the field code, never a 500, and writes nothing', async () => {
    const sketch = await uploadSketch();
    const { quoteId } = await quote();
    const before = await orderCount();
    // A rule across fields answers its own code; a field's rule answers VLD002 naming the field and its code.
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ amps: 100 }, 422, 'NC_AMPS'],
      [{ natureOfSupply: 'Upgrade' }, 422, 'NC_METER_REQUIRED'],
      [{ natureOfSupply: 'Upgrade', meterNumber: '12ab' }, 400, 'VLD002', 'meterNumber: NC_METER_NUMBER'],
      [{ quoteAccepted: false }, 400, 'VLD002', 'quoteAccepted: NC_QUOTE_ACCEPT'],
      [{ quoteId: 'Q-1' }, 400, 'VLD002', 'quoteId: NC_QUOTE_ID'],
      [{ incomeCategory: 'Rich' }, 400, 'VLD002', 'incomeCategory: NC_INCOME_CATEGORY'],
      [{ readyBox: 'Yes' }, 400, 'VLD002', 'readyBox: NC_READY_BOX'],
      [{ distanceClass: 'Far' }, 400, 'VLD002', 'distanceClass: NC_DISTANCE'],
      [{ amps: '40' }, 400, 'VLD002', 'amps'],
      [{ email: 'not-an-email' }, 400, 'VLD002', 'email'],
      [{ sketchPlan: 'sketch' }, 400, 'VLD002', 'sketchPlan'],
      [{ extra: 1 }, 400, 'VLD003'],
    ];
    for (const [overrides, status, msgcode, message] of cases) {
      const reply = await post(newConnectionCalls.submit, answers(sketch, quoteId, overrides));
      expect(reply.statusCode, `${JSON.stringify(overrides)}: ${reply.body}`).toBe(status);
      expect(envelope(reply).status.msgcode, JSON.stringify(overrides)).toBe(msgcode);
      if (message) expect(envelope(reply).status.message).toContain(message);
    }
    // Another address's upload is not this visitor's to attach.
    const elsewhere = await post(newConnectionCalls.submit, answers(sketch, quoteId), {}, '198.51.100.33');
    expect(envelope(elsewhere).status.msgcode).toBe('SRV_DOCUMENTS');
    expect(await orderCount()).toBe(before);
  });
});
