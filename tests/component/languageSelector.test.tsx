import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoadTextsOutput } from '../../machines/common/language/language.types.ts';
import { copyrightYear } from '../../src/domain/constants.ts';
import type { Language } from '../../src/domain/language.ts';
import { Footer } from '../../src/ui/layout/Footer.tsx';
import { LanguageSelector } from '../../src/ui/layout/LanguageSelector.tsx';
import { ToastRegion } from '../../src/ui/toast.tsx';
import { loadCatalogue } from '../../stories/support/i18n.ts';
import { renderPortal, text } from './support/render.tsx';

function Page() {
  return (
    <>
      <LanguageSelector />
      <Footer />
      <ToastRegion />
    </>
  );
}

function copyright(language: Language) {
  return text('footer.copyright', language).replace('{year}', String(copyrightYear));
}

/** A load whose non-initial languages wait until the test settles them. */
function controlledLoad() {
  const pending = new Map<Language, { resolve: (value: LoadTextsOutput) => void; reject: (error: Error) => void }>();
  const load = vi.fn((language: Language) =>
    language === 'EN_US'
      ? loadCatalogue(language)
      : new Promise<LoadTextsOutput>((resolve, reject) => pending.set(language, { resolve, reject })),
  );
  return {
    load,
    async resolve(language: Language) {
      await act(async () => pending.get(language)?.resolve(await loadCatalogue(language)));
    },
    async reject(language: Language) {
      await act(async () => pending.get(language)?.reject(new Error('network down')));
    },
  };
}

function loadingOverlay() {
  return screen.queryByText(text('common.loading'))?.closest('.fullscreen-loader') ?? null;
}

describe('LanguageSelector', () => {
  it('lists the four languages by their own names, the current one selected', async () => {
    await renderPortal(<Page />, { route: '/login' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('EN_US');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English (US)',
      'English (UK)',
      'Español',
      'Français',
    ]);
    expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  });

  it('switches every text to French and remembers the choice', async () => {
    const { user } = await renderPortal(<Page />, { route: '/login' });
    expect(screen.getByText(copyright('EN_US'))).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'FR');

    expect(await screen.findByText(copyright('FR'))).toBeInTheDocument();
    expect(screen.queryByText(copyright('EN_US'))).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('FR');
    expect(screen.getByRole('link', { name: text('footer.privacy', 'FR') })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('Lang')).toBe('FR');
    expect(document.cookie).toContain('Lang=FR');
  });

  it('stores Spanish under the stored code SP', async () => {
    const { user } = await renderPortal(<Page />, { route: '/login' });
    await user.selectOptions(screen.getByRole('combobox'), 'ES');
    expect(await screen.findByText(copyright('ES'))).toBeInTheDocument();
    expect(window.localStorage.getItem('Lang')).toBe('SP');
  });

  it('shows the loading overlay and disables the select while the new language loads', async () => {
    const texts = controlledLoad();
    const { user } = await renderPortal(<Page />, { route: '/login', load: texts.load });
    expect(loadingOverlay()).toBeNull();

    await user.selectOptions(screen.getByRole('combobox'), 'FR');

    expect(loadingOverlay()).toHaveAttribute('role', 'status');
    expect(screen.getByRole('combobox')).toBeDisabled();
    expect(screen.getByText(copyright('EN_US'))).toBeInTheDocument();
    expect(texts.load).toHaveBeenLastCalledWith('FR');

    await texts.resolve('FR');

    await waitFor(() => expect(loadingOverlay()).toBeNull());
    expect(screen.getByText(copyright('FR'))).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toBeEnabled();
  });

  it('keeps the old language and shows an error toast when loading fails', async () => {
    const texts = controlledLoad();
    const { user } = await renderPortal(<Page />, { route: '/login', load: texts.load });

    await user.selectOptions(screen.getByRole('combobox'), 'FR');
    await texts.reject('FR');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text('language.loadFailed'));
    expect(loadingOverlay()).toBeNull();
    expect(screen.getByText(copyright('EN_US'))).toBeInTheDocument();
    expect(screen.queryByText(copyright('FR'))).toBeNull();
    expect(screen.getByRole('combobox')).toHaveValue('EN_US');
    expect(screen.getByRole('combobox')).toBeEnabled();
    expect(document.documentElement.lang).toBe('en-US');
    expect(window.localStorage.getItem('Lang')).toBeNull();
  });

  it('can try again after a failure', async () => {
    const texts = controlledLoad();
    const { user } = await renderPortal(<Page />, { route: '/login', load: texts.load });
    await user.selectOptions(screen.getByRole('combobox'), 'FR');
    await texts.reject('FR');
    await user.click(await screen.findByRole('button', { name: 'OK' }));

    await user.selectOptions(screen.getByRole('combobox'), 'FR');
    await texts.resolve('FR');
    expect(await screen.findByText(copyright('FR'))).toBeInTheDocument();
  });
});
