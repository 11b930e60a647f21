/**
 * Reporting an outage (POST {outage}/report): a visitor with uuId all zeros, a customer with their
 * own uuid and account; the territory check; photos that must be the reporter's own uploads; a
 * report where an active outage is known joins it; each stored with an interaction record.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { outageCalls } from '../../src/domain/calls.ts';
import { documentCalls, type UploadedDocument } from '../../src/domain/documents.ts';
import type { OutageListData } from '../../src/domain/outage.ts';
import { anonymousUuid, type ReportOutageBody, type ReportOutageData } from '../../src/domain/outageReport.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { multipartBody, samples } from './multipart.ts';

let server: TestServer;
let uploadDir: string;
let customer: { uuid: string; headers: Record<string, string> };

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'portal-outage-report-'));
  server = await startTestServer({ uploadDir });
  customer = await signIn(server, 'demo.customer');
});
afterAll(async () => {
  await server?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A point in Selebi-Phikwe that no seeded outage covers. */
const quietPoint = { latitude: -22.0, longitude: 27.7 };

const visitorReport = (change: Partial<ReportOutageBody> = {}): ReportOutageBody => ({
  uuId: anonymousUuid,
  accountNumber: '',
  reporterName: 'Kago Molefe',
  phoneNumber: '71234567',
  emailAddress: '',
  eventType: 0,
  address1: 'Plot 88, Airport Road',
  address2: '',
  city: 'Selebi-Phikwe',
  state: '',
  postalCode: '',
  country: 'BW',
  ...quietPoint,
  title: 'noPower',
  message: 'The whole street is dark.',
  notificationPreference: 'text',
  isContact: true,
  customAttribute1: '',
  customAttribute2: '',
  customAttribute3: '',
  customAttribute4: '',
  customAttribute5: '',
  attachmentList: [],
  ...change,
});

function report(body: ReportOutageBody, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return server.request({ method: 'POST', url: `${apiAreas.outage}${outageCalls.report}`, payload: body, headers, remoteAddress });
}

async function upload(headers: Record<string, string>, remoteAddress = '127.0.0.1'): Promise<UploadedDocument> {
  const body = multipartBody([{ name: 'files', fileName: 'pole.png', contentType: 'image/png', content: samples.png() }]);
  const reply = await server.request({ method: 'POST', url: `${apiAreas.service}${documentCalls.upload}`, headers: { ...headers, ...body.headers }, payload: body.payload, remoteAddress });
  expect(reply.statusCode, reply.body).toBe(200);
  return envelope<UploadedDocument[]>(reply).data[0]!;
}

describe('a visitor reports an outage', () => {
  it('is stored with a reference, without a user, and recorded as an interaction', async () => {
    const reply = await report(visitorReport());
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<ReportOutageData>(reply).data;
    expect(data.reference).toMatch(/^RPT-[A-Z2-9]{8}$/);
    expect(data.outage).toBeNull();
    const [row] = await server.db.select().from(t.outageReports).where(eq(t.outageReports.reference, data.reference));
    expect(row).toMatchObject({ userId: null, accountNumber: null, eventType: 0, town: 'Selibe Phikwe', title: 'noPower', outageReference: null, phoneNumber: '71234567' });
    const records = await server.db.select().from(t.interactionRecords).where(eq(t.interactionRecords.actionSubject, 'Outage report'));
    expect(records.some((r) => r.actionNotes?.startsWith(data.reference) && r.screenName === 'PreReportOutages')).toBe(true);
  });

  it('joins the outage already known at the place instead of opening another', async () => {
    const list = envelope<OutageListData>(await server.request(`${apiAreas.outage}${outageCalls.all}`)).data;
    const [longitude, latitude] = list.features.find((f) => f.id === 'OUT-GAB-0417')!.properties.centre;
    const reply = await report(visitorReport({ latitude, longitude, city: 'Gaborone' }));
    expect(reply.statusCode, reply.body).toBe(200);
    const data = envelope<ReportOutageData>(reply).data;
    expect(data.outage?.id).toBe('OUT-GAB-0417');
    const [row] = await server.db.select().from(t.outageReports).where(eq(t.outageReports.reference, data.reference));
    expect(row?.outageReference).toBe('OUT-GAB-0417');
  });

  it('is refused outside the service territory, and with a uuId or an account', async () => {
    const johannesburg = await report(visitorReport({ latitude: -26.2041, longitude: 28.0473 }));
    expect(johannesburg.statusCode).toBe(422);
    expect(envelope(johannesburg).status.msgcode).toBe('OUT_TERRITORY');
    const withUuid = await report(visitorReport({ uuId: customer.uuid }));
    expect(withUuid.statusCode).toBe(400);
    expect(envelope(withUuid).status.msgcode).toBe('OUT_ANONYMOUS');
    const withAccount = await report(visitorReport({ accountNumber: '300041526371' }));
    expect(envelope(withAccount).status.msgcode).toBe('OUT_ANONYMOUS');
  });

  it('attaches the photos the visitor uploaded from the same address, and no one else’s', async () => {
    const own = await upload({ 'x-prelogin': 'true' }, '10.9.0.1');
    const photo = { attachmentName: own.fileName, attachmentType: 'image/png' as const, fileData: own.documentId };
    const reply = await report(visitorReport({ attachmentList: [photo] }), {}, '10.9.0.1');
    expect(reply.statusCode, reply.body).toBe(200);
    const reference = envelope<ReportOutageData>(reply).data.reference;
    const [document] = await server.db.select().from(t.documents).where(eq(t.documents.id, own.documentId));
    expect(document?.referenceNumber).toBe(reference);

    const customersPhoto = await upload(customer.headers);
    const stolen = await report(visitorReport({ attachmentList: [{ ...photo, fileData: customersPhoto.documentId }] }), {}, '10.9.0.1');
    expect(stolen.statusCode).toBe(400);
    expect(envelope(stolen).status.msgcode).toBe('OUT_ATTACHMENT');
    const elsewhere = await report(visitorReport({ attachmentList: [photo] }), {}, '10.9.0.2');
    expect(envelope(elsewhere).status.msgcode).toBe('OUT_ATTACHMENT');
  });
});

describe('a customer reports an outage', () => {
  it('reports with their uuid and account; another uuid or an account not theirs is refused', async () => {
    const reply = await report(visitorReport({ uuId: customer.uuid, accountNumber: '300041526371' }), customer.headers);
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await server.db.select().from(t.outageReports).where(eq(t.outageReports.reference, envelope<ReportOutageData>(reply).data.reference));
    expect(row).toMatchObject({ userId: customer.uuid, accountNumber: '300041526371' });

    expect(envelope(await report(visitorReport(), customer.headers)).status.msgcode).toBe('OUT_ANONYMOUS');
    const notTheirs = await report(visitorReport({ uuId: customer.uuid, accountNumber: '999999999999' }), customer.headers);
    expect(notTheirs.statusCode).toBe(403);
  });
});
