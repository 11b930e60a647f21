import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import type { Language } from '../domain/language.ts';
import { defaultLanguage } from '../domain/language.ts';
import { InlineLoader } from '../ui/FullScreenLoader.tsx';
import { basePathFor } from './basePath.ts';

export interface RouterContext {
  /** Loaders fetch server texts (FAQ, terms...) in the current language. */
  language: Language;
}

export function createPortalRouter(options: { basepath?: string } = {}) {
  return createRouter({
    routeTree,
    basepath: options.basepath ?? basePathFor(window.location.hostname),
    context: { language: defaultLanguage },
    defaultPendingComponent: InlineLoader,
    defaultPendingMs: 300,
    // Preload route chunks when a link is hovered or focused.
    defaultPreload: 'intent',
    // Scroll resets to the top on each route change (document 1 section 1).
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>;
  }
}
