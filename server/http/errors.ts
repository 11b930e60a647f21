/**
 * Error plumbing: every failure of an /api call answers with the envelope
 * `{ status: { code, message, msgcode }, data: null }` and the matching HTTP status, never a stack.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../src/domain/envelope.ts';
import { errorCatalogue, type MessageCode } from '../../src/domain/errors.ts';

/** A failure a handler raises on purpose; the error handler turns it into an envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msgcode: MessageCode,
    message: string = errorCatalogue[msgcode],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function sendFailure(reply: FastifyReply, statusCode: number, msgcode: MessageCode, message: string = errorCatalogue[msgcode]) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(fail(statusCode, msgcode, message));
}

/** Fastify's own error codes (body parsing, limits) mapped to the catalogue. */
const fastifyCodes: Record<string, { status: number; msgcode: MessageCode; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msgcode: 'VLD002', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msgcode: 'VLD002', message: 'The request body is empty; a JSON object is expected.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msgcode: 'GEN415' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msgcode: 'VLD002', message: 'The request body length does not match Content-Length.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msgcode: 'GEN413' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, msgcode: 'GEN415' },
};

function classify(error: FastifyError | ApiError | Error): { status: number; msgcode: MessageCode; message: string } {
  if (error instanceof ApiError) return { status: error.statusCode, msgcode: error.msgcode, message: error.message };
  const code = (error as FastifyError).code;
  const known = code ? fastifyCodes[code] : undefined;
  if (known) return { status: known.status, msgcode: known.msgcode, message: known.message ?? errorCatalogue[known.msgcode] };
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // JSON.parse errors (prototype poisoning included) and other client errors Fastify raises.
    if (status === 400) return { status, msgcode: 'VLD002', message: `${errorCatalogue.VLD002} ${error.message}` };
    if (status === 401) return { status, msgcode: 'GEN401', message: errorCatalogue.GEN401 };
    if (status === 403) return { status, msgcode: 'GEN403', message: errorCatalogue.GEN403 };
    if (status === 404) return { status, msgcode: 'GEN404', message: errorCatalogue.GEN404 };
    if (status === 405) return { status, msgcode: 'GEN405', message: errorCatalogue.GEN405 };
    if (status === 413) return { status, msgcode: 'GEN413', message: errorCatalogue.GEN413 };
    if (status === 415) return { status, msgcode: 'GEN415', message: errorCatalogue.GEN415 };
    if (status === 429) return { status, msgcode: 'GEN429', message: errorCatalogue.GEN429 };
    return { status, msgcode: 'VLD002', message: errorCatalogue.VLD002 };
  }
  return { status: 500, msgcode: 'GEN500', message: errorCatalogue.GEN500 };
}

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, msgcode, message } = classify(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ msgcode, reason: message }, 'request refused');
    return sendFailure(reply, status, msgcode, message);
  });

  // Unknown paths and unknown methods on known paths; GET page paths never get here (static.ts).
  app.setNotFoundHandler((_request, reply) => sendFailure(reply, 404, 'GEN404'));
}

/**
 * Refusals of Node's HTTP parser, before Fastify has a request (a request line or headers over the
 * 16 KB limit, bytes that are not HTTP): Fastify's clientErrorHandler. They get the envelope too,
 * with the headers every answer carries (copied from a routed answer once the server is ready).
 */
export function clientErrorAnswer(securityHeaders: () => Readonly<Record<string, string>>) {
  return function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, msgcode, reason]: [number, MessageCode, string] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'GEN431', 'Request Header Fields Too Large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'GEN408', 'Request Timeout']
          : [400, 'VLD002', 'Bad Request'];
    this.log.info({ msgcode, reason: error.code }, 'request refused by the HTTP parser');
    if (socket.writable) {
      const body = JSON.stringify(fail(status, msgcode, errorCatalogue[msgcode]));
      const headers: Record<string, string> = {
        ...securityHeaders(),
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      socket.write(`HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
