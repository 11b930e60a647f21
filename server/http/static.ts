/**
 * Serves the built SPA (Vite output in dist/, built with base './') with the base-path rule of the
 * spec: the portal lives under /Portal, except on localhost where the base is /.
 *
 * - Files of dist are served both at /x and at /Portal/x, on any host. Hashed files under assets/
 *   are immutable for a year; other files are revalidated.
 * - Any other GET is a page: on localhost a /Portal/... page redirects to the path without /Portal;
 *   elsewhere a page outside /Portal redirects into it. Pages answer index.html with its './'
 *   references made absolute for the base, so deep links load their assets from the right place.
 * - Without a build, pages answer 503 with a hint to run `npm run build`; the API keeps working.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './security.ts';
import { sendFailure } from './errors.ts';
import { languageOfCookie, preloadLinks, routePreloadsReader } from './routePreloads.ts';

const portalBase = '/Portal';

/** The spec's "localhost" exception: the host name localhost (not 127.0.0.1, which uses /Portal). */
function isLocalhost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost');
}

/** Splits a decoded path into whether it is under /Portal (any case) and the rest ('/...'). */
function splitBase(pathname: string): { underBase: boolean; rest: string } {
  const match = /^\/portal(?=\/|$)/i.exec(pathname);
  if (!match) return { underBase: false, rest: pathname };
  const rest = pathname.slice(match[0].length);
  return { underBase: true, rest: rest === '' ? '/' : rest };
}

/** Extensions of files a page path never ends with: a miss on these is a 404, not index.html. */
const fileExtension = /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|json|txt|webmanifest|wasm|pbf|geojson|xml|pdf|html)$/i;

export async function installStatic(app: FastifyInstance, staticDir: string | undefined) {
  const root = staticDir ? path.resolve(staticDir) : undefined;
  // serve: false only decorates reply.sendFile; routing and the base-path rule are ours. preCompressed:
  // the .br or .gz copy made at build time (scripts/precompress.ts) is sent when the browser accepts it.
  await app.register(fastifyStatic, { serve: false, root: root && existsSync(root) ? root : undefined, preCompressed: true });

  // index.html with its './' references made absolute, per base prefix: read and rewritten once per build.
  let cachedIndex: { mtimeMs: number; pages: Map<string, string> } | undefined;
  async function indexHtml(prefix: string): Promise<string | undefined> {
    if (!root) return undefined;
    const file = path.join(root, 'index.html');
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    if (cachedIndex?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, 'utf8');
      cachedIndex = { mtimeMs: info.mtimeMs, pages: new Map(['/', `${portalBase}/`].map((base) => [base, html.replaceAll('"./', `"${base}`)])) };
    }
    return cachedIndex.pages.get(prefix);
  }

  const readRoutePreloads = routePreloadsReader(root);

  function fileUnderRoot(rest: string): string | undefined {
    if (!root) return undefined;
    const relative = path.posix.normalize(rest).replace(/^\/+/, '');
    if (!relative || relative === 'index.html' || relative.split('/').includes('..')) return undefined;
    const absolute = path.join(root, relative);
    if (!absolute.startsWith(root + path.sep)) return undefined;
    try {
      return statSync(absolute).isFile() ? relative : undefined;
    } catch {
      return undefined;
    }
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const [rawPath = '/', ...queryParts] = request.url.split('?');
    const search = queryParts.length ? `?${queryParts.join('?')}` : '';
    if (isApiPath(rawPath)) return sendFailure(reply, 404, 'GEN404');

    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request path.');
    }
    const { underBase, rest } = splitBase(pathname);

    const file = fileUnderRoot(rest);
    if (file && root) {
      reply.header('Cache-Control', file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(file, root, { cacheControl: false, dotfiles: 'deny' });
    }
    // index.html itself is a page (rewritten below); other file-like misses are plain 404s.
    if (rest !== '/index.html' && (fileExtension.test(rest) || rest.startsWith('/assets/'))) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
    }

    // A page path. Collapse leading slashes so a redirect can never point to another host (//evil).
    const pagePath = `/${rest.replace(/^\/+/, '')}`;
    const encodedPage = encodeURI(pagePath);
    if (isLocalhost(request.hostname)) {
      if (underBase) return reply.redirect(`${encodedPage}${search}`, 302);
    } else if (!underBase || !pathname.startsWith(portalBase)) {
      return reply.redirect(`${portalBase}${encodedPage === '/' ? '/' : encodedPage}${search}`, 302);
    }

    const prefix = isLocalhost(request.hostname) ? '/' : `${portalBase}/`;
    const index = await indexHtml(prefix);
    if (index === undefined) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The portal has not been built yet. Run `npm run build` (or `npm start`), then reload this page.');
    }
    // The page's route chunks and the reader's texts, fetched beside the shell (server/http/routePreloads.ts).
    const preloads = await readRoutePreloads();
    const html = preloads ? index.replace('</head>', `${preloadLinks(preloads.preloads, preloads.matchers, pagePath, languageOfCookie(request.headers.cookie), prefix)}</head>`) : index;
    return reply.code(200).header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
  }

  app.get('/*', handler);
  app.get('/', handler);
}

/** When the build was made (dist/index.html), for /meta.json; undefined without a build. */
export function builtAt(staticDir: string | undefined): string | undefined {
  if (!staticDir) return undefined;
  try {
    return statSync(path.join(staticDir, 'index.html')).mtime.toISOString();
  } catch {
    return undefined;
  }
}
