/**
 * Compression of the answers made at request time (the API's JSON, pages): above `thresholdBytes`,
 * brotli or gzip as the client's Accept-Encoding prefers (brotli first at equal weight), with
 * `Vary: Accept-Encoding`. Brotli runs at a fast quality: a bill read pays tens of microseconds,
 * not milliseconds. Files of the build are not compressed here: they were compressed at build time
 * (scripts/precompress.ts) and @fastify/static sends the .br or .gz file (static.ts).
 */
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this are sent as they are (a header costs more than it saves). */
const compressionThresholdBytes = 1024;
/** Above this size compression runs on the thread pool instead of the main thread. */
const syncLimitBytes = 64 * 1024;

const compressibleType = /^(?:application\/(?:json|javascript|xml|manifest\+json|geo\+json)|text\/|image\/svg\+xml)/i;

const brotliOptions = (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to use for an Accept-Encoding header: the accepted one of highest weight (br before gzip), or null. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of [header].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = vary === undefined ? [] : String(vary).split(',').map((part) => part.trim());
  if (!current.some((part) => part.toLowerCase() === 'accept-encoding' || part === '*')) reply.header('vary', [...current, 'Accept-Encoding'].filter(Boolean).join(', '));
}

export async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= syncLimitBytes) return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, { level: 6 });
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, { level: 6 });
}

export function installCompression(app: FastifyInstance) {
  // A callback hook: most answers (small ones, files) pass through without a promise of their own.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'HEAD' || reply.getHeader('content-encoding') !== undefined) return done(null, payload);
    // Streams are files (sendFile): compressed at build time or not worth it.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!compressibleType.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    if ((typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length) < compressionThresholdBytes) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    addVary(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    compress(body, encoding).then(
      (compressed) => done(null, compressed),
      (error: Error) => done(error),
    );
  });
}
