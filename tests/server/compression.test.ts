/**
 * Compression (issue 13, static assets): the build's files are sent as the brotli or gzip copy made
 * at build time (scripts/precompress.ts) when the browser accepts it, with Content-Encoding, the
 * original Content-Type and Vary: Accept-Encoding; hashed assets stay immutable for a year and
 * index.html is revalidated. API answers above 1 KB are compressed at request time; small ones
 * are sent as they are.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress.ts';
import { negotiateEncoding } from '../../server/http/compression.ts';
import { commonCalls, apiAreas } from '../../src/domain/apiAreas.ts';
import { makeFakeDist, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let dist: ReturnType<typeof makeFakeDist>;
/** A hashed asset large enough to be compressed at build time. */
const bigAsset = `assets/chunk-${'f'.repeat(8)}.js`;
const bigScript = Array.from({ length: 400 }, (_, i) => `export const value${i} = "portal ${i}";`).join('\n');
const bigPage = `<!doctype html><html><head><script type="module" crossorigin src="./assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- spacing -->'.repeat(120)}</body></html>`;

beforeAll(async () => {
  dist = makeFakeDist();
  writeFileSync(path.join(dist.dir, bigAsset), bigScript);
  writeFileSync(path.join(dist.dir, 'index.html'), bigPage);
  await precompressDirectory(dist.dir);
  server = await startTestServer({ staticDir: dist.dir });
});
afterAll(async () => {
  await server?.close();
  dist?.cleanup();
});

const get = (url: string, acceptEncoding?: string) => server.request({ method: 'GET', url, headers: { host: 'localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('build-time compression (the Vite plugin)', () => {
  it('writes .br and .gz copies of compressible files above 1 KB that decompress to the file, and none for small files or index.html', () => {
    const file = path.join(dist.dir, bigAsset);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(bigScript);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(bigScript);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(bigScript.length / 3);
    // Small files and the page the server rewrites get no copies.
    expect(existsSync(path.join(dist.dir, 'assets/index-abc123.js.br'))).toBe(false);
    expect(existsSync(path.join(dist.dir, 'index.html.br'))).toBe(false);
  });

  it('leaves files that do not compress (or are not text) alone', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'assets/random.js'), randomBytes(4096));
      writeFileSync(path.join(dir, 'assets/picture.png'), 'x'.repeat(5000));
      const summary = await precompressDirectory(dir);
      expect(summary.files).toBe(0);
      expect(existsSync(path.join(dir, 'assets/picture.png.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('files of the build', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
  ])('Accept-Encoding "%s" gets the %s copy, with the type of the file, Vary and the immutable cache', async (accept, encoding) => {
    for (const url of [`/${bigAsset}`, `/Portal/${bigAsset}`]) {
      const reply = await get(url, accept);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/javascript/);
      expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const raw = reply.rawPayload;
      expect((encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString()).toBe(bigScript);
    }
  });

  it('without Accept-Encoding (or with identity only) the file itself, still with Vary', async () => {
    for (const accept of [undefined, 'identity']) {
      const reply = await get(`/${bigAsset}`, accept);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body).toBe(bigScript);
      expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('index.html (a page) is compressed as it is sent, and revalidated', async () => {
    const reply = await get('/login', 'br');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toContain('src="/assets/index-abc123.js"');
  });
});

describe('API answers', () => {
  const faq = `${apiAreas.common}${commonCalls.faq}?categoryId=2&language=EN_US`;

  it('above 1 KB are compressed as the client accepts: brotli, else gzip, else not at all', async () => {
    const plain = await get(faq);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const br = await get(faq, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    const gz = await get(faq, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('small answers are sent as they are', async () => {
    const reply = await get('/health', 'br, gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json().data.database).toBe('ok');
  });

  it('HEAD answers are never compressed', async () => {
    const head = await server.request({ method: 'HEAD', url: faq, headers: { 'accept-encoding': 'br' } });
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
