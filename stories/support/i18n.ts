import { createIntl } from 'react-intl';
import type { Catalogue, LoadTextsOutput } from '../../machines/common/language/language.types.ts';
import { fromStoredCode, languages, localeTags, type Language } from '../../src/domain/language.ts';
import { replaceContactPlaceholders } from '../../src/domain/placeholders.ts';

const parts = import.meta.glob<Catalogue>('../../src/i18n/messages/*/*.json', { eager: true, import: 'default' });

/** The raw catalogues, exactly as shipped in src/i18n/messages (every area merged). */
export const rawCatalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.assign(
      {},
      ...Object.entries(parts)
        .filter(([path]) => path.endsWith(`/${language}.json`))
        .map(([, catalogue]) => catalogue),
    ) as Catalogue,
  ]),
) as Record<Language, Catalogue>;

/** Every interface language, in toolbar order. */
export const storyLanguages: readonly Language[] = languages;

const built = new Map<Language, Readonly<Catalogue>>();

/**
 * The texts a language shows, built like src/i18n/loadTexts.ts builds them but without the server:
 * the EN_US catalogue as a fallback under the chosen one, contact placeholders replaced. Built once
 * per language and frozen (every story render and many test assertions ask: about 2 ms a build).
 */
export function catalogueFor(language: Language): Catalogue {
  let catalogue = built.get(language);
  if (!catalogue) {
    const merged: Catalogue = { ...rawCatalogues.EN_US, ...rawCatalogues[language] };
    for (const id of Object.keys(merged)) merged[id] = replaceContactPlaceholders(merged[id] ?? '');
    catalogue = Object.freeze(merged);
    built.set(language, catalogue);
  }
  return catalogue;
}

/** `load` for LanguageProvider in stories and tests: resolves at once, never calls the server. */
export function loadCatalogue(language: Language): Promise<LoadTextsOutput> {
  return Promise.resolve({ messages: catalogueFor(language) });
}

/** Reads the toolbar's `language` global (any stored or typed code), defaulting to EN_US. */
export function languageFromGlobals(globals: Record<string, unknown> | undefined): Language {
  const value = globals?.language;
  return (typeof value === 'string' ? fromStoredCode(value) : undefined) ?? 'EN_US';
}

/**
 * A catalogue text with its ICU arguments filled in, as react-intl shows it in that language
 * ("We sent a code to k***@example.bw."): for tests and play functions that read formatted texts.
 */
export function formatCatalogueText(id: string, values: Record<string, string | number> = {}, language: Language = 'EN_US'): string {
  const intl = createIntl({ locale: localeTags[language], messages: catalogueFor(language) });
  return intl.formatMessage({ id }, values);
}
