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
import type { PortalSettings } from '../domain/session.ts';

function RoutedApp({ router }: { router: PortalRouter }) {
  const { language } = useLanguage();
  const session = useSession();
  const getSession = useSessionGetter();
  const isBuilt = useMemo(() => builtPaths(router), [router]);
  // Guards read the session through a getter, so a navigation right after a transition sees it.
  const context = useMemo(() => ({ language, session: getSession, isBuilt }), [language, getSession, isBuilt]);

  useEffect(() => {
    // Loaders read server texts in the current language: reload them when it changes.
    void router.invalidate();
  }, [language, router]);
  useEffect(() => {
    void router.invalidate();
  }, [session.signedIn, router]);

  if (session.status === 'restoring') return <BootLoader />;
  return <RouterProvider router={router} context={context} />;
}

function PortalRoot() {
  const [router] = useState(() => createPortalRouter());
  const [settings, setSettings] = useState<PortalSettings | null>(null);
  useEffect(() => {
    let live = true;
    void loadPortalSettings().then((loaded) => live && setSettings(loaded));
    return () => {
      live = false;
    };
  }, []);
  if (!settings) return <BootLoader />;
  return (
    <SessionProvider router={router} settings={settings}>
      <RoutedApp router={router} />
    </SessionProvider>
  );
}

export function App({ initialLanguage, supported }: { initialLanguage: Language; supported: boolean }) {
  return (
    <ToastActor.Provider>
      <LanguageProvider initial={initialLanguage}>
        {/* A browser missing features the portal needs sees the other-browser view instead. */}
        {supported ? <PortalRoot /> : <UnsupportedBrowserPage />}
      </LanguageProvider>
    </ToastActor.Provider>
  );
}

