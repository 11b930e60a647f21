/**
 * The checksum signature of payment calls (document 2 section 7: "Payment and preference calls carry
 * a checksum signature header"): the portal sends `x-checksum: sha256=<base64 of SHA-256 of the
 * exact body>`. The payment area keeps each JSON body's exact text (its own JSON parser, Fastify's
 * secure one underneath) and refuses a body whose checksum does not match with 400 PAY_CHECKSUM. A
 * request without the header is accepted (other clients of the API); a malformed header is refused.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.ts';
import { checksumHeader } from '../../src/domain/payment.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's exact text (payment area only). */
    rawBody?: string;
  }
}

/** Installs, in the calling plugin's scope, a JSON parser that keeps the body's text. */
export function keepRawJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    parseJson(request, body as string, done);
  });
}

const headerPattern = /^sha256=([A-Za-z0-9+/]{43}=)$/;

export function verifyChecksum(request: FastifyRequest): void {
  const header = request.headers[checksumHeader];
  if (header === undefined) return;
  const match = typeof header === 'string' ? headerPattern.exec(header.trim()) : null;
  if (!match) throw new ApiError(400, 'PAY_CHECKSUM');
  const expected = createHash('sha256').update(request.rawBody ?? '', 'utf8').digest();
  const given = Buffer.from(match[1]!, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(400, 'PAY_CHECKSUM');
}
