import { useEffect, useState } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { LanguageProvider, useLanguage } from '../i18n/LanguageProvider.tsx';
import { ToastActor } from '../ui/toast.tsx';
import type { Language } from '../domain/language.ts';
import { createPortalRouter } from './router.tsx';
import { UnsupportedBrowserPage } from '../features/public/UnsupportedBrowserPage.tsx';

function RoutedApp({ router }: { router: ReturnType<typeof createPortalRouter> }) {
  const { language } = useLanguage();
  useEffect(() => {
    // Loaders read server texts in the current language: reload them when it changes.
    void router.invalidate();
  }, [language, router]);
  return <RouterProvider router={router} context={{ language }} />;
}

export function App({ initialLanguage, supported }: { initialLanguage: Language; supported: boolean }) {
  const [router] = useState(() => createPortalRouter());
  return (
    <ToastActor.Provider>
      <LanguageProvider initial={initialLanguage}>
        {/* A browser missing features the portal needs sees the other-browser view instead. */}
        {supported ? <RoutedApp router={router} /> : <UnsupportedBrowserPage />}
      </LanguageProvider>
    </ToastActor.Provider>
  );
}
