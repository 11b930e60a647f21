import { useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { LanguageProvider, useLanguage } from '../i18n/LanguageProvider.tsx';
import { BootLoader } from '../ui/FullScreenLoader.tsx';
import { ToastActor } from '../ui/toast.tsx';
import type { Language } from '../domain/language.ts';
import { UnsupportedBrowserPage } from '../features/public/UnsupportedBrowserPage.tsx';
import { builtPaths, type PortalRouter } from './router.tsx';
import { SessionProvider, useSession, useSessionGetter } from './session/SessionProvider.tsx';
import type { Boot } from './boot.ts';

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

  // Loaders read server texts in the current language and guards read the session: run them again
  // when either changes. Not when the router first shows: it loads the page then (a second load
  // would fetch every loader's call again and render the page twice).
  const shownWith = useRef<{ language: Language; signedIn: boolean } | null>(null);
  useEffect(() => {
    if (holding) return;
    const before = shownWith.current;
    shownWith.current = { language, signedIn: session.signedIn };
    if (before && (before.language !== language || before.signedIn !== session.signedIn)) void router.invalidate();
  }, [language, session.signedIn, router, holding]);

  if (holding) return <BootLoader />;
  return <RouterProvider router={router} context={context} />;
}

/**
 * The portal, rendered once its boot is ready (src/app/boot.ts); `boot` is null for a browser
 * missing features the portal needs, which sees the other-browser view instead.
 */
export function App({ initialLanguage, boot }: { initialLanguage: Language; boot: Boot | null }) {
  return (
    <ToastActor.Provider>
      <LanguageProvider initial={initialLanguage} texts={boot?.texts}>
        {boot ? (
          <SessionProvider actors={boot.session} settings={boot.settings}>
            <RoutedApp router={boot.router} />
          </SessionProvider>
        ) : (
          <UnsupportedBrowserPage />
        )}
      </LanguageProvider>
    </ToastActor.Provider>
  );
}
