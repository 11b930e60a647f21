/**
 * Everything the portal's first render needs, fetched at once before it (document 1 section 1's
 * session restore included): the texts of the reader's language, the portal settings, the session
 * restore of a returning customer, and the code of the page at this address. The portal then
 * renders once, in slices (a transition), instead of a loader after each answer: every one of those
 * renders was a long task on a slow phone. The splash of index.html shows meanwhile.
 */
import { loadTexts } from '../i18n/loadTexts.ts';
import { connectSession } from '../../machines/session/session/session.connect.ts';
import type { LoadTextsOutput } from '../../machines/common/language/language.types.ts';
import type { Language } from '../domain/language.ts';
import type { PortalSettings } from '../domain/session.ts';
import { builtPaths, createPortalRouter, type PortalRouter } from './router.tsx';
import { loadPortalSettings } from './session/portalSettings.ts';
import { beginSessionRestore, type SessionActors } from './session/createSessionActors.ts';
import { startSessionActors } from './session/SessionProvider.tsx';

export interface Boot {
  router: PortalRouter;
  settings: PortalSettings;
  /** Undefined when the load failed: the language machine tries again, then offers a retry. */
  texts: LoadTextsOutput | undefined;
  session: SessionActors;
}

/** Starts loading the code of the routes matching the current address (a failure is left to the router, which loads them again). */
function preloadChunksOfAddress(router: PortalRouter) {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

/** Resolves once the session has left restoring and establishing (a returning customer's refresh cookie has answered). */
function sessionSettled(session: SessionActors): Promise<void> {
  const settled = () => {
    const { status } = connectSession(session.session.getSnapshot(), session.session.send);
    return status !== 'restoring' && status !== 'establishing';
  };
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const subscription = session.session.subscribe(() => {
      if (!settled()) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

export async function prepareBoot(language: Language): Promise<Boot> {
  const router = createPortalRouter();
  // The guards and loaders may run before the first render (the restore's end revalidates the page):
  // they read the reader's language and the built pages from here on, as the rendered app gives them.
  router.update({ ...router.options, context: { ...router.options.context!, language, isBuilt: builtPaths(router) } });
  preloadChunksOfAddress(router);
  beginSessionRestore();
  const textsLoad = loadTexts(language).catch(() => undefined);
  const settings = await loadPortalSettings();
  const session = startSessionActors(router, settings);
  const [texts] = await Promise.all([textsLoad, sessionSettled(session)]);
  return { router, settings, texts, session };
}
