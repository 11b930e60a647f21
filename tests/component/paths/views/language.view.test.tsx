import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { languageMachine } from '../../../../machines/common/language/language.machine.ts';
import type { LanguageInput, LoadTextsOutput } from '../../../../machines/common/language/language.types.ts';
import { localeTags, type Language } from '../../../../src/domain/language.ts';
import { LanguageProvider } from '../../../../src/i18n/LanguageProvider.tsx';
import { LanguageSelector } from '../../../../src/ui/layout/LanguageSelector.tsx';
import { ToastActor, ToastRegion } from '../../../../src/ui/toast.tsx';
import { loadCatalogue } from '../../../../stories/support/i18n.ts';
import { text } from '../../support/render.tsx';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

interface PendingLoad {
  language: Language;
  resolve: (value: LoadTextsOutput) => void;
  reject: (error: Error) => void;
}

const bootLoaderName = 'Loading / Cargando / Chargement';

/** A scenario whose texts the boot loaded: the language's real catalogue (the labels are read on screen). */
async function bootTexts(input: LanguageInput): Promise<LoadTextsOutput | undefined> {
  return input.texts ? loadCatalogue(input.initial) : undefined;
}
const retryName = 'Retry / Reintentar / Réessayer';

/**
 * Language machine paths on LanguageProvider + LanguageSelector (src/i18n, src/ui/layout): every
 * texts load waits until the path resolves or rejects it; the user picks languages in the select.
 */
const adapter = defineViewAdapter(languageMachine, {
  machine: 'language',
  async render(path) {
    const pending: PendingLoad[] = [];
    const load = (language: Language) =>
      new Promise<LoadTextsOutput>((resolve, reject) => pending.push({ language, resolve, reject }));
    const user = userEvent.setup();
    render(
      <ToastActor.Provider>
        <LanguageProvider initial={(path.input as LanguageInput).initial} texts={await bootTexts(path.input as LanguageInput)} load={load}>
          <LanguageSelector />
          <ToastRegion />
        </LanguageProvider>
      </ToastActor.Provider>,
    );
    const nextLoad = (expected: Language) => {
      const call = pending.shift();
      expect(call, 'the view asked for texts').toBeDefined();
      expect(call!.language).toBe(expected);
      return call!;
    };
    return {
      async perform({ event, before }) {
        const loading = before.context.pending ?? before.context.language;
        if (event.type.startsWith('xstate.done.actor.')) {
          const call = nextLoad(loading);
          const texts = await loadCatalogue(call.language);
          await act(async () => call.resolve(texts));
        } else if (event.type.startsWith('xstate.error.actor.')) {
          const call = nextLoad(loading);
          await act(async () => call.reject(new Error('network down')));
        } else if (event.type === 'language.select') {
          await user.selectOptions(screen.getByRole('combobox'), (event as unknown as { language: Language }).language);
        } else if (event.type === 'language.retry') {
          await user.click(screen.getByRole('button', { name: retryName }));
        } else {
          throw new Error(`language adapter: nothing performs ${event.type}`);
        }
      },
      expectView(snapshot, step) {
        const overlay = document.querySelector('.fullscreen-loader');
        if (snapshot.matches('loadingInitial')) {
          expect(screen.getByRole('status', { name: bootLoaderName })).toBeInTheDocument();
          expect(screen.queryByRole('combobox')).toBeNull();
        } else if (snapshot.matches('unavailable')) {
          expect(screen.getByRole('button', { name: retryName })).toBeInTheDocument();
          expect(screen.queryByRole('combobox')).toBeNull();
          expect(overlay).toBeNull();
        } else {
          // ready or switching: the selected language's texts, the selector showing it.
          const language = snapshot.context.language;
          const select = screen.getByRole('combobox', { name: text('language.label', language) });
          expect(select).toHaveValue(language);
          expect(document.documentElement.lang).toBe(localeTags[language]);
          if (snapshot.matches('switching')) {
            expect(overlay).toHaveAttribute('role', 'status');
            expect(select).toBeDisabled();
          } else {
            expect(overlay).toBeNull();
            expect(select).toBeEnabled();
          }
          if (step?.event.type === 'xstate.error.actor.loadSwitchedTexts') {
            expect(within(document.querySelector<HTMLElement>('.toast-region')!).getByRole('alert')).toHaveTextContent(
              text('language.loadFailed', language),
            );
          }
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
