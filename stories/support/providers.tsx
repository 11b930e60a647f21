import type { ReactNode } from 'react';
import type { Language } from '../../src/domain/language.ts';
import { LanguageProvider } from '../../src/i18n/LanguageProvider.tsx';
import { ToastActor } from '../../src/ui/toast.tsx';
import { loadCatalogue } from './i18n.ts';

type Load = (language: Language) => ReturnType<typeof loadCatalogue>;

/**
 * The providers src/app/App.tsx puts around the portal (toast actor, language machine + react-intl),
 * with texts loaded from the bundled catalogues instead of the server.
 */
export function PortalProviders({
  language,
  load = loadCatalogue,
  children,
}: {
  language: Language;
  load?: Load;
  children: ReactNode;
}) {
  return (
    // The language machine reads `initial` once: a new language means new machines (and no
    // toast of the previous language left in the queue).
    <ToastActor.Provider key={language}>
      <LanguageProvider initial={language} load={load}>
        {children}
      </LanguageProvider>
    </ToastActor.Provider>
  );
}
