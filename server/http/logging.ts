/**
 * One structured log line per request (Fastify's pino logger): method, path, status and duration.
 * Fastify's built-in request logging (two lines per request) is turned off in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import { pathOf } from './security.ts';

export function installRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        // The query may carry personal data (account numbers, search text): log the path only.
        path: pathOf(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}

/**
 * Where the server's log lines go (main.ts): standard output, written a batch at a time, at the
 * latest `flushMs` after a line was logged or once `flushBytes` are waiting, and at exit. One write
 * per log line (pino's default destination) was about 6% of a warm bill read's CPU; the lines and
 * their order are the same.
 */
export function batchedLogStream(out: NodeJS.WritableStream = process.stdout, { flushBytes = 16_384, flushMs = 20 } = {}) {
  let lines: string[] = [];
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines = [];
    bytes = 0;
    out.write(batch);
  };
  // Standard output to a file or a pipe is written synchronously on Linux: nothing is lost at exit.
  process.on('exit', flush);
  return {
    write(line: string) {
      lines.push(line);
      bytes += line.length;
      if (bytes >= flushBytes) flush();
      else if (!timer) {
        timer = setTimeout(flush, flushMs);
        timer.unref();
      }
    },
    flush,
  };
}
