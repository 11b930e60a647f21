/**
 * Message catalogues, one folder per area (src/i18n/messages/<area>/<LANGUAGE>.json), merged into one
 * chunk per language (src/i18n/bundles). Only the reader's language is loaded, EN_US included: the
 * catalogues grow with every flow and would otherwise weigh on every first page (the bundle budget).
 * Each language has every key (tests/component/catalogues.test.tsx), so none needs another as fallback.
 */
import type { Catalogue } from '../../machines/common/language/language.types.ts';
import type { Language } from '../domain/language.ts';

const bundles: Record<Language, () => Promise<{ default: Catalogue }>> = {
  EN_US: () => import('./bundles/EN_US.ts'),
  EN_UK: () => import('./bundles/EN_UK.ts'),
  ES: () => import('./bundles/ES.ts'),
  FR: () => import('./bundles/FR.ts'),
};

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return (await bundles[language]()).default;
}
