/**
 * HTTP conventions every call follows: the envelope, 404 envelopes under /api, security headers on
 * every kind of response, no-store on the API, the health call and the meta file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAreas } from '../../src/domain/services.ts';
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
  it.each(Object.entries(serviceAreas))('an unknown path under the %s area is a 404 envelope', async (_area, basePath) => {
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
    const reply = await server.request({ method: 'PUT', url: `${serviceAreas.common}/faq`, payload: {} });
    expect(reply.statusCode).toBe(404);
    expect(envelope(reply).status.msgcode).toBe('GEN404');
  });

  it('a failed call answers the envelope with its HTTP status and a message naming the field', async () => {
    const reply = await server.request(`${serviceAreas.common}/faq?categoryId=2`);
    expect(reply.statusCode).toBe(400);
    const body = envelope(reply);
    expect(body).toEqual({ status: { code: 400, message: expect.stringContaining('query.language'), msgcode: 'VLD002' }, data: null });
  });
});

describe('headers', () => {
  it('API GET answers carry no-store and the security headers', async () => {
    const reply = await server.request(`${serviceAreas.common}/countries`);
    expect(reply.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(reply.headers);
  });

  it('API POST answers and errors carry them too', async () => {
    const ok = await server.request({ method: 'POST', url: `${serviceAreas.common}/banner-tracking`, payload: { pageName: 'Login', bannerIndex: 0 } });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers);
    const bad = await server.request({ method: 'POST', url: `${serviceAreas.common}/banner-tracking`, headers: { 'content-type': 'application/json' }, payload: '{' });
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
