/**
 * The files a page needs beyond the shell, named in its HTML so the browser fetches them beside the
 * shell (scripts/routePreloads.ts writes the list at build time): the page's route chunks and the
 * reader's message catalogue, chosen by the `Lang` cookie the portal keeps (document 1 section 1).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { defaultLanguage, fromStoredCode, type Language } from '../../src/domain/language.ts';

export interface RoutePreloads {
  routes: { path: string; files: string[] }[];
  catalogues: Record<string, string[]>;
}

interface Matcher {
  pattern: RegExp;
  files: string[];
  /** Fewer dynamic segments first; the catch-all last. */
  rank: number;
}

function segmentPattern(segment: string): { source: string; dynamic: number } {
  if (segment === '$') return { source: '(?:/.*)?', dynamic: 100 };
  const optional = /^\{-\$[^}]+\}$/.exec(segment);
  if (optional) return { source: '(?:/[^/]+)?', dynamic: 1 };
  if (segment.startsWith('$')) return { source: '/[^/]+', dynamic: 1 };
  return { source: `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, dynamic: 0 };
}

/** A router full path (`/billinghistory/{-$tab}`) as a case-insensitive pattern for a page path. */
export function routeMatcher(fullPath: string, files: string[]): Matcher {
  const segments = fullPath.split('/').filter(Boolean).map(segmentPattern);
  const source = segments.map((segment) => segment.source).join('');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), files, rank: segments.reduce((sum, segment) => sum + segment.dynamic, 0) };
}

export function matchersOf(preloads: RoutePreloads): Matcher[] {
  return preloads.routes.map((route) => routeMatcher(route.path, route.files)).sort((a, b) => a.rank - b.rank);
}

/** The `<link>` elements for a page: its route files and the catalogue of the reader's language. */
export function preloadLinks(preloads: RoutePreloads, matchers: Matcher[], pagePath: string, language: Language, prefix: string): string {
  const route = matchers.find((matcher) => matcher.pattern.test(pagePath));
  const files = [...(route?.files ?? []), ...(preloads.catalogues[language] ?? [])];
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${prefix}${file}">`
        : `<link rel="modulepreload" crossorigin href="${prefix}${file}">`,
    )
    .join('');
}

/** The reader's language from the Cookie header's `Lang` (the portal writes it with local storage). */
export function languageOfCookie(cookieHeader: string | undefined): Language {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'Lang')?.[1];
  return fromStoredCode(value) ?? defaultLanguage;
}

/** Reads dist/route-preloads.json again whenever the build changes; none without one. */
export function routePreloadsReader(root: string | undefined) {
  let cached: { mtimeMs: number; preloads: RoutePreloads; matchers: Matcher[] } | undefined;
  return async (): Promise<{ preloads: RoutePreloads; matchers: Matcher[] } | undefined> => {
    if (!root) return undefined;
    const file = path.join(root, 'route-preloads.json');
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const preloads = JSON.parse(await readFile(file, 'utf8')) as RoutePreloads;
      cached = { mtimeMs: info.mtimeMs, preloads, matchers: matchersOf(preloads) };
    }
    return cached;
  };
}
