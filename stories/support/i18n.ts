import type { Catalogue, LoadTextsOutput } from '../../machines/common/language/language.types.ts';
import { fromStoredCode, languages, type Language } from '../../src/domain/language.ts';
import { replaceContactPlaceholders } from '../../src/domain/placeholders.ts';
import EN_US from '../../src/i18n/messages/EN_US.json';
import EN_UK from '../../src/i18n/messages/EN_UK.json';
import ES from '../../src/i18n/messages/ES.json';
import FR from '../../src/i18n/messages/FR.json';

/** The raw catalogues, exactly as shipped in src/i18n/messages. */
export const rawCatalogues: Record<Language, Catalogue> = { EN_US, EN_UK, ES, FR };

/** Every interface language, in toolbar order. */
export const storyLanguages: readonly Language[] = languages;

/**
 * The texts a language shows, built like src/i18n/loadTexts.ts builds them but without the server:
 * the EN_US catalogue as a fallback under the chosen one, contact placeholders replaced.
 */
export function catalogueFor(language: Language): Catalogue {
  const merged: Catalogue = { ...rawCatalogues.EN_US, ...rawCatalogues[language] };
  for (const id of Object.keys(merged)) merged[id] = replaceContactPlaceholders(merged[id] ?? '');
  return merged;
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
