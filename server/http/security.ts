/**
 * Security and caching headers for every response (DESIGN.md "Security and data safety"): a strict
 * Content-Security-Policy without inline script, HSTS, nosniff, a referrer policy, no framing; and
 * `Cache-Control: no-store` on API answers so personal data is never cached (the public outage
 * list and count excepted: they say `public` themselves).
 *
 * Helmet makes the headers. They do not depend on the request (no CSP nonces), so they are made
 * once, when the server is built (`securityHeaderSet`), and every request copies them: running
 * helmet's middleware per request rebuilt and re-parsed the whole policy each time (about 8% of a
 * warm bill read's CPU).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const helmetOptions: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  // The SPA loads nothing cross-origin; keep the default cross-origin isolation headers.
  crossOriginEmbedderPolicy: false,
};

/** Headers of any answer that are not helmet's. */
const notSecurityHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The headers helmet sets with the options above (lower-case names), read once from a scratch instance. */
export async function securityHeaderSet(): Promise<Readonly<Record<string, string>>> {
  const scratch = Fastify({ logger: false });
  await scratch.register(helmet, helmetOptions);
  scratch.get('/', async () => '');
  try {
    const probe = await scratch.inject({ method: 'GET', url: '/' });
    return Object.freeze(Object.fromEntries(Object.entries(probe.headers).filter(([name]) => !notSecurityHeaders.has(name)).map(([name, value]) => [name, String(value)])));
  } finally {
    await scratch.close();
  }
}

/** The path of a request URL (without its query). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** True for the API, the health call and the version file: answers that must never be cached. */
export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return path === '/api' || path.startsWith('/api/') || path === '/health' || path === '/meta.json';
}

/** Installs the headers; answers them (the parser's refusals, which never reach a route, copy them: errors.ts). */
export async function installSecurityHeaders(app: FastifyInstance): Promise<Readonly<Record<string, string>>> {
  const headers = await securityHeaderSet();
  const names = Object.keys(headers);

  // The first hook of every request, as helmet's was: a handler may still set a header of its own.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of names) reply.header(name, headers[name]);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url)) {
      // The public outage list and count set their own short public lifetime (outage/snapshot.ts).
      const publicAnswer = String(reply.getHeader('cache-control') ?? '').startsWith('public') && reply.statusCode < 400;
      if (!publicAnswer) {
        reply.header('cache-control', 'no-store');
        reply.header('pragma', 'no-cache');
      }
    }
    done(null, payload);
  });
  return headers;
}
