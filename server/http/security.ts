/**
 * Security and caching headers for every response (DESIGN.md "Security and data safety"): a strict
 * Content-Security-Policy without inline script, HSTS, nosniff, a referrer policy, no framing; and
 * `Cache-Control: no-store` on API answers so personal data is never cached (the public outage
 * list and count excepted: they say `public` themselves).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** True for the API, the health call and the version file: answers that must never be cached. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path === '/health' || path === '/meta.json';
}

export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The SPA loads nothing cross-origin; keep the default cross-origin isolation headers.
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // The public outage list and count set their own short public lifetime (outage/snapshot.ts).
    const publicAnswer = String(reply.getHeader('Cache-Control') ?? '').startsWith('public') && reply.statusCode < 400;
    if (isApiPath(request.url) && !publicAnswer) {
      reply.header('Cache-Control', 'no-store');
      reply.header('Pragma', 'no-cache');
    }
    return payload;
  });
}
