import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { IntlProvider } from 'react-intl';
import { languageMachine } from '../../machines/common/language/language.machine.ts';
import { connectLanguage, type LanguageViewModel } from '../../machines/common/language/language.connect.ts';
import type { LoadTextsOutput } from '../../machines/common/language/language.types.ts';
import { localeTags, type Language } from '../domain/language.ts';
import { fromPromise } from 'xstate';
import { BootLoader, FullScreenLoader } from '../ui/FullScreenLoader.tsx';
import { ToastActor } from '../ui/toast.tsx';
import { loadTexts } from './loadTexts.ts';
import { storeLanguage } from './storage.ts';
import { inspector } from '../app/inspector.ts';

const LanguageContext = createContext<LanguageViewModel | null>(null);

export function useLanguage(): LanguageViewModel {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside LanguageProvider');
  return value;
}

interface Props {
  initial: Language;
  children: ReactNode;
  /** Tests and stories pass a loader that needs no server. */
  load?: (language: Language) => ReturnType<typeof loadTexts>;
  /** The texts of `initial`, loaded at boot (src/app/boot.ts): the machine starts ready with them. */
  texts?: LoadTextsOutput;
}

/** Runs the language machine and gives the whole app its texts through react-intl. */
export function LanguageProvider({ initial, texts, children, load = loadTexts }: Props) {
  const toast = ToastActor.useActorRef();
  const actor = useActorRef(
    languageMachine.provide({
      actors: { loadTexts: fromPromise(({ input }) => load(input.language)) },
      actions: {
        storeLanguage: ({ context }) => storeLanguage(context.language),
        announceLoadFailure: () =>
          toast.send({ type: 'toast.show', toast: { kind: 'error', message: 'language.loadFailed' } }),
      },
    }),
    { input: { initial, texts }, inspect: inspector?.inspect },
  );
  const snapshot = useSelector(actor, (s) => s);
  const view = useMemo(() => connectLanguage(snapshot, actor.send), [snapshot, actor]);

  useEffect(() => {
    document.documentElement.lang = localeTags[view.language];
  }, [view.language]);

  if (view.unavailable) {
    // No texts at all: a language-neutral retry.
    return (
      <main className="boot-failure">
        <p lang="en">The portal could not load. Check your connection.</p>
        <p lang="es">No se pudo cargar el portal.</p>
        <p lang="fr">Le portail n’a pas pu être chargé.</p>
        <button type="button" className="button" onClick={view.retry}>
          Retry / Reintentar / Réessayer
        </button>
      </main>
    );
  }
  if (!view.ready) return <BootLoader />;

  return (
    <LanguageContext.Provider value={view}>
      <IntlProvider locale={localeTags[view.language]} defaultLocale="en-US" messages={view.messages}>
        {children}
        {view.busy ? <FullScreenLoader /> : null}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
