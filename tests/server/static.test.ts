/**
 * The portal's base-path rule with a small fake dist folder: served under /Portal except on
 * localhost where the base is /; files at both places; deep links get index.html with absolute
 * asset references; redirects between the two forms.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, makeFakeDist, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let dist: ReturnType<typeof makeFakeDist>;
beforeAll(async () => {
  dist = makeFakeDist();
  server = await startTestServer({ staticDir: dist.dir });
});
afterAll(async () => {
  await server?.close();
  dist?.cleanup();
});

const onLocalhost = (url: string) => server.request({ method: 'GET', url, headers: { host: 'localhost:8080' } });
const onOtherHost = (url: string, host = '127.0.0.1:8080') => server.request({ method: 'GET', url, headers: { host } });

describe('files', () => {
  it.each([
    ['localhost', '/assets/index-abc123.js'],
    ['localhost', '/Portal/assets/index-abc123.js'],
    ['127.0.0.1', '/assets/index-abc123.js'],
    ['127.0.0.1', '/Portal/assets/index-abc123.js'],
  ])('on %s, %s is the hashed asset with a long immutable cache', async (host, url) => {
    const reply = await server.request({ method: 'GET', url, headers: { host } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.body).toContain('portal');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('public files at the dist root are served at / and /Portal/, revalidated', async () => {
    for (const url of ['/favicon.svg', '/Portal/favicon.svg']) {
      const reply = await onOtherHost(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a missing asset is a 404, not the page', async () => {
    for (const url of ['/assets/missing-000.js', '/Portal/assets/missing.css', '/nothing.png']) {
      const reply = await onLocalhost(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body).not.toContain('<div id="root">');
    }
  });

  it('paths cannot climb out of dist', async () => {
    for (const url of ['/../package.json', '/assets/../../package.json', '/Portal/%2e%2e/package.json', '/%2e%2e%2fpackage.json']) {
      const reply = await onLocalhost(url);
      expect(reply.body, url).not.toContain('"name": "utility-portal"');
      expect(reply.statusCode).toBeLessThan(500);
    }
  });
});

describe('pages on localhost (base /)', () => {
  it.each(['/', '/login', '/PreFaq', '/billinghistory/payments', '/authenticate/abc.def.ghi'])('%s answers index.html with "/" asset references', async (url) => {
    const reply = await onLocalhost(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toContain('src="/assets/index-abc123.js"');
    expect(reply.body).toContain('href="/assets/index-def456.css"');
    expect(reply.body).toContain('href="/favicon.svg"');
    expect(reply.body).not.toContain('"./');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('a /Portal page path redirects to the path without /Portal, keeping the query', async () => {
    expect(await onLocalhost('/Portal')).toMatchObject({ statusCode: 302, headers: { location: '/' } });
    expect(await onLocalhost('/Portal/')).toMatchObject({ statusCode: 302, headers: { location: '/' } });
    expect(await onLocalhost('/Portal/login?next=%2FViewBill')).toMatchObject({ statusCode: 302, headers: { location: '/login?next=%2FViewBill' } });
  });

  it('/index.html is the page too, rewritten', async () => {
    const reply = await onLocalhost('/index.html');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('src="/assets/index-abc123.js"');
  });

  it('a redirect never leaves the host', async () => {
    const reply = await onLocalhost('/Portal//evil.example/x');
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/evil.example/x');
  });
});

describe('pages on another host (base /Portal)', () => {
  it.each(['/Portal', '/Portal/', '/Portal/login', '/Portal/PreFaq', '/Portal/transactionhistory/tokens'])('%s answers index.html with "/Portal/" asset references', async (url) => {
    const reply = await onOtherHost(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toContain('src="/Portal/assets/index-abc123.js"');
    expect(reply.body).toContain('href="/Portal/favicon.svg"');
    expect(reply.body).not.toContain('"./');
  });

  it('a page outside /Portal redirects into it, keeping the query', async () => {
    expect(await onOtherHost('/')).toMatchObject({ statusCode: 302, headers: { location: '/Portal/' } });
    expect(await onOtherHost('/login')).toMatchObject({ statusCode: 302, headers: { location: '/Portal/login' } });
    expect(await onOtherHost('/PreFaq?category=billingPayment')).toMatchObject({ statusCode: 302, headers: { location: '/Portal/PreFaq?category=billingPayment' } });
    expect(await onOtherHost('/portal/login')).toMatchObject({ statusCode: 302, headers: { location: '/Portal/login' } });
    expect(await onOtherHost('/', 'portal.utility.example')).toMatchObject({ statusCode: 302, headers: { location: '/Portal/' } });
  });

  it('HEAD on a page answers like GET without a body', async () => {
    const reply = await server.request({ method: 'HEAD', url: '/Portal/login', headers: { host: '127.0.0.1' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('');
  });
});

describe("a page names the files it needs beyond the shell (dist/route-preloads.json)", () => {
  it("its route's chunks and the catalogue of the Lang cookie's language, at the page's base; none without the list", async () => {
    expect((await onLocalhost('/PayBill')).body).not.toContain('modulepreload');
    writeFileSync(
      path.join(dist.dir, 'route-preloads.json'),
      JSON.stringify({ routes: [{ path: '/PayBill', files: ['assets/PayBill-1.js'] }, { path: '/$', files: ['assets/NotFound-1.js'] }], catalogues: { EN_US: ['assets/EN_US-1.js'], FR: ['assets/FR-1.js'] } }),
    );
    const signedIn = await server.request({ method: 'GET', url: '/paybill', headers: { host: 'localhost:8080', cookie: 'Lang=FR' } });
    expect(signedIn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/PayBill-1.js"><link rel="modulepreload" crossorigin href="/assets/FR-1.js"></head>');
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    const elsewhere = await onOtherHost('/Portal/nowhere');
    expect(elsewhere.body).toContain('href="/Portal/assets/NotFound-1.js"');
    expect(elsewhere.body).toContain('href="/Portal/assets/EN_US-1.js"');
  });
});

describe('the API is not affected by the SPA', () => {
  it('unknown /api paths stay 404 envelopes on both hosts', async () => {
    for (const reply of [await onLocalhost('/api/nothing'), await onOtherHost('/api/nothing')]) {
      expect(reply.statusCode).toBe(404);
      expect(envelope(reply).status.msgcode).toBe('GEN404');
    }
  });

  it('health and meta are served as calls, not pages', async () => {
    expect((await onOtherHost('/health')).json()).toMatchObject({ data: { database: 'ok' } });
    const meta = (await onOtherHost('/meta.json')).json();
    expect(meta.version).toBe('10.2.0');
  });
});
