/**
 * Build-time list of the files each page needs beyond the shell, so the server can name them in the
 * page's HTML (`<link rel="modulepreload">`) and the browser fetches them beside the shell instead of
 * after it: without the list, a cold load learns of the page's route chunks only once the shell has
 * run, and of the texts only once React has rendered, two round trips more before the page shows.
 *
 * Writes `dist/route-preloads.json` (read by server/http/routePreloads.ts):
 * - `routes`: each page route's full path as the router writes it (`/PayBill`,
 *   `/billinghistory/{-$tab}`, `/$`) with the JavaScript and CSS files of its own component chunk and
 *   its layouts', and their static imports, the shell itself left out;
 * - `catalogues`: the files of each language's message catalogue (src/i18n/bundles).
 *
 * The route tree comes from the router plugin's src/routeTree.gen.ts (route id, full path, file and
 * parent); the files from Vite's manifest.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { languages } from '../src/domain/language.ts';
import type { RoutePreloads } from '../server/http/routePreloads.ts';

import { shellFiles, type Manifest } from './shellFiles.ts';

interface RouteNode {
  id: string;
  fullPath: string;
  file: string;
  parentImport: string;
}

/** The routes of the generated route tree: `'/id': { id, path, fullPath, preLoaderRoute, parentRoute }`. */
export function parseRouteTree(source: string): RouteNode[] {
  const fileOf = new Map<string, string>();
  for (const match of source.matchAll(/import \{ Route as (\w+) \} from '\.\/([^']+)'/g)) fileOf.set(match[1]!, `src/${match[2]!}`);
  // A parent is named by its import (rootRouteImport) or by the route made from it (SignedInRoute).
  const importOfConst = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) =\s*(\w+)\.update\(/g)) importOfConst.set(match[1]!, match[2]!);
  const nodes: RouteNode[] = [];
  const block = /id: '([^']*)'\s+path: '[^']*'\s+fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g;
  for (const match of source.matchAll(block)) {
    const file = fileOf.get(match[3]!);
    if (file) nodes.push({ id: match[1]!, fullPath: match[2]!, file, parentImport: importOfConst.get(match[4]!) ?? match[4]! });
  }
  return nodes;
}

/** The files a page needs beyond the shell: its component chunks (its own and its layouts') and their static imports. */
export function routePreloads(manifest: Manifest, routeTree: string, indexHtml: string): RoutePreloads {
  const nodes = parseRouteTree(routeTree);
  const byImport = new Map<string, RouteNode>();
  const importOf = new Map<string, string>();
  for (const match of routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/([^']+)'/g)) importOf.set(`src/${match[2]!}`, match[1]!);
  for (const node of nodes) byImport.set(importOf.get(node.file)!, node);
  const shell = shellFiles(manifest, indexHtml);

  function collect(key: string, files: Set<string>, seen: Set<string>) {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) collect(imported, files, seen);
  }
  function filesOf(keys: string[]): string[] {
    const files = new Set<string>();
    const seen = new Set<string>();
    for (const key of keys) collect(key, files, seen);
    return [...files].filter((file) => !shell.has(file));
  }
  const componentChunk = (file: string) => Object.keys(manifest).find((key) => key.startsWith(`${file}.tsx?tsr-split=`) && /(?:^|-)component(?:-|$)/.test(key.split('?tsr-split=')[1]!));

  // Pages are the routes no other route is the parent of.
  const parents = new Set(nodes.map((node) => node.parentImport));
  const routes = nodes
    .filter((node) => !parents.has(importOf.get(node.file)!))
    .map((node) => {
      const chain: string[] = [];
      for (let at: RouteNode | undefined = node; at; at = byImport.get(at.parentImport)) {
        const chunk = componentChunk(at.file.replace(/\.tsx$/, ''));
        if (chunk) chain.unshift(chunk);
      }
      return { path: node.fullPath, files: filesOf(chain) };
    });
  const catalogues = Object.fromEntries(languages.map((language) => [language, filesOf([`src/i18n/bundles/${language}.ts`])]));
  return { routes, catalogues };
}

export function routePreloadsPlugin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle() {
      // Only the portal's own build writes a manifest (Storybook's build reuses this config without one).
      const manifestText = await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8').catch(() => null);
      if (manifestText === null) return;
      const manifest = JSON.parse(manifestText) as Manifest;
      const routeTree = await readFile(path.join(root, 'src/routeTree.gen.ts'), 'utf8');
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const preloads = routePreloads(manifest, routeTree, indexHtml);
      await writeFile(path.join(outDir, 'route-preloads.json'), JSON.stringify(preloads));
      this.info(`${preloads.routes.length} pages listed with the files they need beyond the shell`);
    },
  };
}
