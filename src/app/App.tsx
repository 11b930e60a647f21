import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { LanguageProvider, useLanguage } from '../i18n/LanguageProvider.tsx';
import { BootLoader } from '../ui/FullScreenLoader.tsx';
import { ToastActor } from '../ui/toast.tsx';
import type { Language } from '../domain/language.ts';
import { UnsupportedBrowserPage } from '../features/public/UnsupportedBrowserPage.tsx';
import { builtPaths, createPortalRouter, type PortalRouter } from './router.tsx';
import { SessionProvider, useSession, useSessionGetter } from './session/SessionProvider.tsx';
import { loadPortalSettings } from './session/portalSettings.ts';
import { beginSessionRestore } from './session/createSessionActors.ts';
import type { PortalSettings } from '../domain/session.ts';

function RoutedApp({ router }: { router: PortalRouter }) {
  const { language } = useLanguage();
  const session = useSession();
  const getSession = useSessionGetter();
  const isBuilt = useMemo(() => builtPaths(router), [router]);
  // Guards read the session through a getter, so a navigation right after a transition sees it.
  const context = useMemo(() => ({ language, session: getSession, isBuilt }), [language, getSession, isBuilt]);

  // A reload or a new tab: the page waits, at its own address, until the refresh cookie has
  // answered and the account is selected; only then do the route guards run (a signed-in page would
  // otherwise flash /login?redirect=...). A sign-in made later on a page keeps that page shown.
  const [restoreSettled, setRestoreSettled] = useState(false);
  const restoring = session.status === 'restoring' || session.status === 'establishing';
  if (!restoreSettled && !restoring) setRestoreSettled(true);
  const holding = !restoreSettled && restoring;
  // The guards read the live session even before the router is shown (a revalidation at the end of
  // the restore runs them).
  router.update({ ...router.options, context });

  useEffect(() => {
    // Loaders read server texts in the current language: reload them when it changes.
    if (!holding) void router.invalidate();
  }, [language, router, holding]);
  useEffect(() => {
    if (!holding) void router.invalidate();
  }, [session.signedIn, router, holding]);

  if (holding) return <BootLoader />;
  return <RouterProvider router={router} context={context} />;
}

/** Starts loading the code of the routes matching the current address (a failure is left to the router, which loads them again). */
function preloadChunksOfAddress(router: PortalRouter) {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

function PortalRoot({ router, settingsLoad }: { router: PortalRouter; settingsLoad: () => Promise<PortalSettings> }) {
  const [settings, setSettings] = useState<PortalSettings | null>(null);
  useEffect(() => {
    let live = true;
    void settingsLoad().then((loaded) => live && setSettings(loaded));
    return () => {
      live = false;
    };
  }, [settingsLoad]);
  if (!settings) return <BootLoader />;
  return (
    <SessionProvider router={router} settings={settings}>
      <RoutedApp router={router} />
    </SessionProvider>
  );
}

export function App({ initialLanguage, supported }: { initialLanguage: Language; supported: boolean }) {
  // At once, beside the texts (not after them): the settings call, the session restore and the
  // chunks of the page at this address. Rounds fewer before the page shows.
  const [boot] = useState(() => {
    const router = createPortalRouter();
    const settings = supported ? loadPortalSettings() : null;
    if (supported) {
      preloadChunksOfAddress(router);
      // A returning customer's session too, in the same round (the session machine takes it).
      beginSessionRestore();
    }
    return { router, settingsLoad: () => settings ?? loadPortalSettings() };
  });
  return (
    <ToastActor.Provider>
      <LanguageProvider initial={initialLanguage}>
        {/* A browser missing features the portal needs sees the other-browser view instead. */}
        {supported ? <PortalRoot router={boot.router} settingsLoad={boot.settingsLoad} /> : <UnsupportedBrowserPage />}
      </LanguageProvider>
    </ToastActor.Provider>
  );
}

