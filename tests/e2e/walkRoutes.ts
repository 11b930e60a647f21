/**
 * Every route of the portal, read from its file routes (src/app/routes, TanStack Router's file
 * naming), with sample values for its parameters: the phone and language walks visit them all, so
 * a page added later is walked without editing a list.
 */
import { readdirSync } from 'node:fs';

const routesDir = new URL('../../src/app/routes/', import.meta.url);

/** Values to put in a dynamic segment, by segment name. */
const sampleValues: Record<string, string[]> = {
  // Billing & Payment History: the optional tab left out, and each tab.
  '{-$tab}': ['', 'bills', 'payments', 'scheduled'],
  // Token & Transaction History tabs.
  $tab: ['tokens', 'transactions'],
  // A sign-in link: long enough to be exchanged, and refused.
  $token: ['x'.repeat(40)],
  // A guest invitation key on /login/{key}.
  $key: ['demo-guest-invitation-unknown'],
  // The catch-all route: a page that does not exist.
  $: ['no-such-page'],
};

export interface WalkRoute {
  path: string;
  /** Under _signedIn: a signed-out visitor is sent to /login. */
  signedIn: boolean;
}

function filesUnder(dir: URL, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** The URL paths one route file stands for ("_signedIn/billinghistory.{-$tab}.tsx" -> 4 paths). */
function pathsOf(file: string): string[] {
  const name = file.replace(/\.tsx$/, '');
  // Layout routes and the root add no page of their own.
  if (name === '__root' || name === '_signedIn') return [];
  const segments = name
    .split('/')
    .flatMap((part) => part.split('.'))
    // Pathless layout segments (_signedIn) add nothing; "login_" escapes its parent's layout.
    .filter((segment) => !(segment.startsWith('_') && !segment.startsWith('_$')))
    .map((segment) => segment.replace(/_$/, ''))
    .filter((segment) => segment !== 'index');
  let paths = [''];
  for (const segment of segments) {
    const values = sampleValues[segment] ?? [segment];
    paths = paths.flatMap((path) => values.map((value) => (value ? `${path}/${value}` : path)));
  }
  return paths.map((path) => path || '/');
}

export const walkRoutes: WalkRoute[] = filesUnder(routesDir)
  .filter((file) => file.endsWith('.tsx'))
  .flatMap((file) => pathsOf(file).map((path) => ({ path, signedIn: file.startsWith('_signedIn/') })))
  .filter((route, index, all) => all.findIndex((other) => other.path === route.path) === index)
  .sort((a, b) => a.path.localeCompare(b.path));
