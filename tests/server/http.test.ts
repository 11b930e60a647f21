/**
 * HTTP conventions every call follows: the envelope, 404 envelopes under /api, security headers on
 * every kind of response, no-store on the API, the health call and the meta file.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { appVersion } from '../../src/domain/constants.ts';
import { envelope, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const expectedCsp =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;connect-src 'self';font-src 'self';worker-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(expectedCsp);
  expect(String(headers['content-security-policy'])).not.toContain('unsafe-inline');
  expect(headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('health and meta', () => {
  it('GET /health answers an envelope with the database ok', async () => {
    const reply = await server.request('/health');
    expect(reply.statusCode).toBe(200);
    expect(envelope(reply)).toEqual({ status: { code: 200, message: 'Success', msgcode: '' }, data: { database: 'ok', version: appVersion } });
    expect(reply.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(reply.headers);
  });

  it('GET /meta.json answers the version and a build time', async () => {
    const reply = await server.request('/meta.json');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ version: '10.2.0', builtAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(reply.headers['cache-control']).toBe('no-store');
    expect((await server.request('/meta.json?t=1700000000000')).statusCode).toBe(200);
  });
});

describe('envelopes and 404s', () => {
  it.each(Object.entries(apiAreas))('an unknown path under the %s area is a 404 envelope', async (_area, basePath) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const reply = await server.request({ method, url: `${basePath}/no-such-call`, payload: method === 'POST' ? {} : undefined });
      expect(reply.statusCode).toBe(404);
      expect(envelope(reply)).toEqual({ status: { code: 404, message: expect.any(String), msgcode: 'GEN404' }, data: null });
      expectSecurityHeaders(reply.headers);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });

  it('/api itself and unknown areas are 404 envelopes too', async () => {
    for (const url of ['/api', '/api/', '/api/nothing', '/api/common', '/api/common/faq/extra']) {
      const reply = await server.request(url);
      expect(reply.statusCode, url).toBe(404);
      expect(envelope(reply).status.msgcode).toBe('GEN404');
    }
  });

  it('a known path with the wrong method is a 404 envelope, never a page', async () => {
    const reply = await server.request({ method: 'PUT', url: `${apiAreas.common}/faq`, payload: {} });
    expect(reply.statusCode).toBe(404);
    expect(envelope(reply).status.msgcode).toBe('GEN404');
  });

  it('a failed call answers the envelope with its HTTP status and a message naming the field', async () => {
    const reply = await server.request(`${apiAreas.common}/faq?categoryId=2`);
    expect(reply.statusCode).toBe(400);
    const body = envelope(reply);
    expect(body).toEqual({ status: { code: 400, message: expect.stringContaining('query.language'), msgcode: 'VLD002' }, data: null });
  });
});

describe('headers', () => {
  it('API GET answers carry no-store and the security headers', async () => {
    const reply = await server.request(`${apiAreas.common}/countries`);
    expect(reply.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(reply.headers);
  });

  it('API POST answers and errors carry them too', async () => {
    const ok = await server.request({ method: 'POST', url: `${apiAreas.common}/banner-tracking`, payload: { pageName: 'Login', bannerIndex: 0 } });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers);
    const bad = await server.request({ method: 'POST', url: `${apiAreas.common}/banner-tracking`, headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad.headers);
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('page answers without a build carry the security headers', async () => {
    const reply = await server.request('/login');
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toContain('npm run build');
    expectSecurityHeaders(reply.headers);
  });

  it('no server or framework banner is sent', async () => {
    const reply = await server.request('/health');
    expect(reply.headers['x-powered-by']).toBeUndefined();
    expect(reply.headers.server).toBeUndefined();
  });
});

/** Sends raw bytes to the listening server and answers the raw HTTP reply (status, headers, body). */
async function rawRequest(port: number, bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.write(bytes);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('refusals before routing (the HTTP parser)', () => {
  let port = 0;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('a 100 KB query string is answered 431 in the envelope, with the security headers', async () => {
    const reply = await rawRequest(port, `GET ${apiAreas.common}/countries?q=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(reply.status).toBe(431);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toEqual({ status: { code: 431, message: expect.any(String), msgcode: 'GEN431' }, data: null });
    expect(reply.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(reply.headers);
  });

  it('a request the parser cannot read is a 400 envelope', async () => {
    const reply = await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ status: { code: 400, message: expect.any(String), msgcode: 'VLD002' }, data: null });
  });
});
