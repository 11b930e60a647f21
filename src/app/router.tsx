import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import type { RouterContext } from '../features/session/routerContext.ts';
import { defaultLanguage } from '../domain/language.ts';
import { InlineLoader } from '../ui/FullScreenLoader.tsx';
import { basePathFor } from './basePath.ts';

export type { RouterContext };

export function createPortalRouter(options: { basepath?: string } = {}) {
  const router = createRouter({
    routeTree,
    basepath: options.basepath ?? basePathFor(window.location.hostname),
    context: { language: defaultLanguage, session: () => null, isBuilt: () => false },
    defaultPendingComponent: InlineLoader,
    defaultPendingMs: 300,
    // Preload route chunks when a link is hovered or focused.
    defaultPreload: 'intent',
    // Scroll resets to the top on each route change (document 1 section 1): done by the root layout.
    scrollRestoration: false,
  });
  return router;
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

/**
 * Built pages, compared without case (routes match without case too). A route with optional
 * segments (/billinghistory/{-$tab}) also counts as built without them (/billinghistory).
 */
export function builtPaths(router: PortalRouter): (path: string) => boolean {
  const paths = new Set(
    Object.keys(router.routesByPath).flatMap((path) => [path, path.replace(/\/\{-\$[^}]+\}/g, '') || '/']).map((path) => path.toLowerCase()),
  );
  return (path) => paths.has(path.toLowerCase());
}

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
