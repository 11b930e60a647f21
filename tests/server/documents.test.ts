/**
 * The documents upload against the real server, bypassing the browser: files are checked by their
 * content, not their name or declared type; the limits of 10 MB a file and 25 MB a request hold;
 * a refused request stores nothing; files go back only to their owner and to agents, as attachments.
 */
import { readdirSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { documentCalls, documentLimits, type UploadedDocument } from '../../src/domain/documents.ts';
import { anonymousUploadsPerHour } from '../../server/documents.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';
import { multipartBody, samples, type Part } from './multipart.ts';

const uploadUrl = `${apiAreas.service}${documentCalls.upload}`;
let server: TestServer;
let uploadDir: string;
let customer: Record<string, string>;
let other: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-test-'));
  server = await startTestServer({ uploadDir });
  customer = (await signIn(server, 'demo.customer')).headers;
  other = (await signIn(server, 'demo.prepaid')).headers;
  agent = (await signIn(server, 'agent.csr')).headers;
});

afterAll(async () => {
  await server.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

function upload(parts: Part[], headers: Record<string, string> = customer, remoteAddress = '127.0.0.1') {
  const body = multipartBody(parts);
  return server.request({ method: 'POST', url: uploadUrl, headers: { ...headers, ...body.headers }, payload: body.payload, remoteAddress });
}

const file = (fileName: string, content: Buffer, contentType = 'application/pdf'): Part => ({ name: 'files', fileName, contentType, content });

async function stored() {
  const [row] = await server.db.select({ n: count() }).from(t.documents);
  return { rows: row!.n, files: readdirSync(uploadDir).length };
}

function expectRefused(reply: Awaited<ReturnType<typeof upload>>, status: number, msgcode: string) {
  expect(reply.statusCode, reply.body).toBe(status);
  const body = envelope(reply);
  expect(body.status.msgcode).toBe(msgcode);
  expect(body.data).toBeNull();
}

describe('documents upload', () => {
  it('stores a PDF, a JPEG and a PNG under random names and gives them back to their owner as attachments', async () => {
    const pdf = samples.pdf();
    const reply = await upload([file('Lease agreement.pdf', pdf), file('id.JPG', samples.jpeg(), 'image/jpeg'), file('plan.png', samples.png(), 'image/png'), { name: 'AccountNumber', content: '300041526371' }]);
    expect(reply.statusCode, reply.body).toBe(200);
    const docs = envelope<UploadedDocument[]>(reply).data;
    expect(docs.map((d) => [d.fileName, d.contentType, d.size])).toEqual([
      ['Lease agreement.pdf', 'application/pdf', pdf.length],
      ['id.JPG', 'image/jpeg', 900],
      ['plan.png', 'image/png', 800],
    ]);
    // Stored names say nothing of the customer's names or of the ids.
    for (const name of readdirSync(uploadDir)) {
      expect(name).toMatch(/^[0-9a-f]{48}$/);
      expect(docs.some((d) => d.documentId.replaceAll('-', '') === name)).toBe(false);
    }

    const download = await server.request({ method: 'GET', url: `${uploadUrl}/${docs[0]!.documentId}`, headers: customer });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Lease agreement.pdf"; filename*=UTF-8''Lease%20agreement.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');

    // Another customer learns nothing; an agent gets it; nobody signed out does.
    expectRefused(await server.request({ method: 'GET', url: `${uploadUrl}/${docs[0]!.documentId}`, headers: other }), 404, 'DOC_NOT_FOUND');
    expect((await server.request({ method: 'GET', url: `${uploadUrl}/${docs[1]!.documentId}`, headers: agent })).statusCode).toBe(200);
    expectRefused(await server.request({ method: 'GET', url: `${uploadUrl}/${docs[0]!.documentId}` }), 401, 'GEN401');
    expectRefused(await server.request({ method: 'GET', url: `${uploadUrl}/not-an-id`, headers: customer }), 400, 'VLD002');
  });

  it('refuses a renamed program, a wrong type, an HTML page dressed as an image and a mismatched kind, storing nothing', async () => {
    const before = await stored();
    expectRefused(await upload([file('bill.pdf', samples.exe())]), 415, 'DOC_CONTENT');
    expectRefused(await upload([file('setup.exe', samples.exe(), 'application/x-msdownload')]), 415, 'DOC_TYPE');
    expectRefused(await upload([file('notes.txt', Buffer.from('hello'), 'text/plain')]), 415, 'DOC_TYPE');
    expectRefused(await upload([file('photo.png', samples.html(), 'image/png')]), 415, 'DOC_CONTENT');
    expectRefused(await upload([file('scan.pdf', samples.png(), 'application/pdf')]), 415, 'DOC_CONTENT');
    expectRefused(await upload([file('empty.pdf', Buffer.alloc(0))]), 422, 'DOC_EMPTY');
    // One good file and one bad one: neither is kept.
    expectRefused(await upload([file('good.pdf', samples.pdf()), file('bad.pdf', samples.exe())]), 415, 'DOC_CONTENT');
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 10 MB and a request over 25 MB with 413', async () => {
    const before = await stored();
    expectRefused(await upload([file('big.pdf', samples.pdf(documentLimits.fileBytes + 1))]), 413, 'DOC_TOO_LARGE');
    const nine = samples.pdf(9 * 1024 * 1024);
    expectRefused(await upload([file('a.pdf', nine), file('b.pdf', nine), file('c.pdf', nine)]), 413, 'DOC_REQUEST_TOO_LARGE');
    expect(await stored()).toEqual(before);
    // Exactly 10 MB is allowed.
    expect((await upload([file('limit.pdf', samples.pdf(documentLimits.fileBytes))])).statusCode).toBe(200);
  });

  it('refuses bodies that are not uploads: JSON, no file, unknown parts and fields, a bad account number', async () => {
    const before = await stored();
    const json = await server.request({ method: 'POST', url: uploadUrl, headers: customer, payload: { files: 'x' } });
    expectRefused(json, 415, 'DOC_MULTIPART');
    expectRefused(await upload([{ name: 'AccountNumber', content: '300041526371' }]), 400, 'DOC_PARTS');
    expectRefused(await upload([{ name: 'other', fileName: 'a.pdf', content: samples.pdf() }]), 400, 'DOC_PARTS');
    expectRefused(await upload([file('a.pdf', samples.pdf()), { name: 'bogus', content: '1' }]), 400, 'VLD003');
    expectRefused(await upload([file('a.pdf', samples.pdf()), { name: 'AccountNumber', content: '12' }]), 400, 'VLD002');
    const query = multipartBody([file('a.pdf', samples.pdf())]);
    expectRefused(await server.request({ method: 'POST', url: `${uploadUrl}?bogus=1`, headers: { ...customer, ...query.headers }, payload: query.payload }), 400, 'VLD003');
    expect(await stored()).toEqual(before);
  });

  it('takes a visitor upload, serves it to agents only, and bounds visitors per address', async () => {
    const reply = await upload([file('affidavit.pdf', samples.pdf())], {}, '10.20.30.40');
    expect(reply.statusCode, reply.body).toBe(200);
    const [doc] = envelope<UploadedDocument[]>(reply).data;
    expectRefused(await server.request({ method: 'GET', url: `${uploadUrl}/${doc!.documentId}`, headers: customer }), 404, 'DOC_NOT_FOUND');
    expect((await server.request({ method: 'GET', url: `${uploadUrl}/${doc!.documentId}`, headers: agent })).statusCode).toBe(200);
    for (let i = 1; i < anonymousUploadsPerHour; i++) expect((await upload([file(`p${i}.pdf`, samples.pdf(64))], {}, '10.20.30.40')).statusCode).toBe(200);
    expectRefused(await upload([file('more.pdf', samples.pdf(64))], {}, '10.20.30.40'), 429, 'GEN429');
    // Another address, and signed-in customers, are not affected.
    expect((await upload([file('x.pdf', samples.pdf(64))], {}, '10.20.30.41')).statusCode).toBe(200);
  });
});
