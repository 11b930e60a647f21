/**
 * The files each page needs beyond the shell (issue 13, a cold load without waterfalls): the build
 * lists them from the router's generated tree and Vite's manifest (scripts/routePreloads.ts); the
 * server names the page's own in its HTML (server/http/routePreloads.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRouteTree, routePreloads } from '../../scripts/routePreloads.ts';
import { languageOfCookie, matchersOf, preloadLinks } from '../../server/http/routePreloads.ts';

// The shape the router plugin writes (src/routeTree.gen.ts), cut to a root, a pathless layout, two pages under it and one beside.
const routeTree = `
import { Route as rootRouteImport } from './app/routes/__root'
import { Route as LoginRouteImport } from './app/routes/login'
import { Route as SignedInRouteImport } from './app/routes/_signedIn'
import { Route as SignedInPayBillRouteImport } from './app/routes/_signedIn/PayBill'
import { Route as SignedInBillinghistoryChar123TabChar125RouteImport } from './app/routes/_signedIn/billinghistory.{-$tab}'
const SignedInRoute = SignedInRouteImport.update({ id: '/_signedIn', getParentRoute: () => rootRouteImport } as any)
declare module '@tanstack/react-router' {
  interface FileRoutesByPath {
    '/login': {
      id: '/login'
      path: '/login'
      fullPath: '/login'
      preLoaderRoute: typeof LoginRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/_signedIn': {
      id: '/_signedIn'
      path: ''
      fullPath: '/'
      preLoaderRoute: typeof SignedInRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/_signedIn/PayBill': {
      id: '/_signedIn/PayBill'
      path: '/PayBill'
      fullPath: '/PayBill'
      preLoaderRoute: typeof SignedInPayBillRouteImport
      parentRoute: typeof SignedInRoute
    }
    '/_signedIn/billinghistory/{-$tab}': {
      id: '/_signedIn/billinghistory/{-$tab}'
      path: '/billinghistory/{-$tab}'
      fullPath: '/billinghistory/{-$tab}'
      preLoaderRoute: typeof SignedInBillinghistoryChar123TabChar125RouteImport
      parentRoute: typeof SignedInRoute
    }
  }
}
`;

// The page loads its shell (a group chunk here, as the build names it) and the shell imports the rest of it.
const indexHtml = '<script type="module" fetchpriority="low" crossorigin src="./assets/shell-1.js"></script><link rel="stylesheet" crossorigin href="./assets/shell-1.css">';
const manifest = {
  '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_shared-shell.js'] },
  '_shared-shell.js': { file: 'assets/shared-shell.js' },
  'src/app/routes/login.tsx?tsr-split=component': { file: 'assets/login-1.js', imports: ['_LoginPage.js', '_shell-1.js'] },
  'src/app/routes/login.tsx?tsr-split=errorComponent': { file: 'assets/login-error-1.js' },
  '_LoginPage.js': { file: 'assets/LoginPage-1.js', css: ['assets/LoginPage-1.css'], imports: ['_shared-shell.js'] },
  'src/app/routes/_signedIn.tsx?tsr-split=component': { file: 'assets/signedIn-1.js', imports: ['_shell-1.js'] },
  'src/app/routes/_signedIn/PayBill.tsx?tsr-split=component': { file: 'assets/PayBill-1.js', imports: ['_fields.js'] },
  'src/app/routes/_signedIn/billinghistory.{-$tab}.tsx?tsr-split=component': { file: 'assets/billing-1.js', imports: ['_fields.js'] },
  '_fields.js': { file: 'assets/fields-1.js', imports: ['_fields.js'] },
  'src/i18n/bundles/EN_US.ts': { file: 'assets/EN_US-1.js', imports: ['_merge.js'] },
  'src/i18n/bundles/FR.ts': { file: 'assets/FR-1.js', imports: ['_merge.js'] },
  '_merge.js': { file: 'assets/merge-1.js' },
};

describe('the build: files each page needs beyond the shell', () => {
  it('reads each route of the generated tree with its file and its parent', () => {
    expect(parseRouteTree(routeTree)).toEqual([
      { id: '/login', fullPath: '/login', file: 'src/app/routes/login', parentImport: 'rootRouteImport' },
      { id: '/_signedIn', fullPath: '/', file: 'src/app/routes/_signedIn', parentImport: 'rootRouteImport' },
      { id: '/_signedIn/PayBill', fullPath: '/PayBill', file: 'src/app/routes/_signedIn/PayBill', parentImport: 'SignedInRouteImport' },
      { id: '/_signedIn/billinghistory/{-$tab}', fullPath: '/billinghistory/{-$tab}', file: 'src/app/routes/_signedIn/billinghistory.{-$tab}', parentImport: 'SignedInRouteImport' },
    ]);
  });

  it("lists a page's component chunk, its layouts' and their imports, never the shell nor error components", () => {
    const { routes, catalogues } = routePreloads(manifest, routeTree, indexHtml);
    expect(routes).toEqual([
      { path: '/login', files: ['assets/login-1.js', 'assets/LoginPage-1.js', 'assets/LoginPage-1.css'] },
      { path: '/PayBill', files: ['assets/signedIn-1.js', 'assets/PayBill-1.js', 'assets/fields-1.js'] },
      { path: '/billinghistory/{-$tab}', files: ['assets/signedIn-1.js', 'assets/billing-1.js', 'assets/fields-1.js'] },
    ]);
    expect(catalogues.FR).toEqual(['assets/FR-1.js', 'assets/merge-1.js']);
  });

  it('reads the real generated tree: every page has at least its own chunk', () => {
    const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
    const pages = parseRouteTree(tree);
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.find((page) => page.id === '/_signedIn/PayBill')).toMatchObject({ fullPath: '/PayBill', parentImport: 'SignedInRouteImport' });
  });
});

describe('the server: the links in a page', () => {
  const preloads = routePreloads(manifest, routeTree, indexHtml);
  const matchers = matchersOf(preloads);
  const links = (pagePath: string, cookie?: string, prefix = '/') => preloadLinks(preloads, matchers, pagePath, languageOfCookie(cookie), prefix);

  it("names the page's files and the reader's catalogue, with the base prefix", () => {
    expect(links('/login')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/login-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/LoginPage-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/EN_US-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/merge-1.js">',
    );
    expect(links('/PayBill', 'theme=dark; Lang=FR', '/Portal/')).toContain('href="/Portal/assets/FR-1.js"');
    expect(links('/PayBill', 'Lang=FR')).not.toContain('EN_US');
  });

  it('matches without case, with a trailing slash and with or without an optional segment', () => {
    expect(links('/paybill/')).toContain('PayBill-1.js');
    expect(links('/billinghistory')).toContain('billing-1.js');
    expect(links('/billinghistory/payments')).toContain('billing-1.js');
    expect(links('/billinghistory/payments/more')).not.toContain('billing-1.js');
  });

  it('an unknown page or language gets only the default catalogue', () => {
    expect(links('/nowhere', 'Lang=XX')).toBe('<link rel="modulepreload" crossorigin href="/assets/EN_US-1.js"><link rel="modulepreload" crossorigin href="/assets/merge-1.js">');
  });
});
