/**
 * Compares the routes Fastify registered with the calls a bad-input test lists: a registered call
 * with no entry is `missing` (a new call was added without its bad-input registration), an entry
 * that matches no registered route is `unknown` (a stale or misspelt path). Path parameters
 * (`/states/:country`) match any one segment of a listed path (`/states/BW`).
 */
export interface Route {
  method: string;
  url: string;
}

function pattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

export function uncoveredRoutes(registered: readonly Route[], listed: readonly { method: string; path: string }[]): { missing: string[]; unknown: string[] } {
  const routes = registered.map((route) => ({ ...route, pattern: pattern(route.url) }));
  const covers = (route: (typeof routes)[number], call: { method: string; path: string }) => route.method === call.method && route.pattern.test(call.path);
  return {
    missing: routes.filter((route) => !listed.some((call) => covers(route, call))).map((route) => `${route.method} ${route.url}`).sort(),
    unknown: listed.filter((call) => !routes.some((route) => covers(route, call))).map((call) => `${call.method} ${call.path}`).sort(),
  };
}
