/**
 * Message catalogues, one folder per area (src/i18n/messages/<area>/<LANGUAGE>.json), merged per
 * language. EN_US is bundled (the default and the fallback); the others load on demand.
 */
import type { Catalogue } from '../../machines/common/language/language.types.ts';
import type { Language } from '../domain/language.ts';

const defaultParts = import.meta.glob<Catalogue>('./messages/*/EN_US.json', { eager: true, import: 'default' });
const lazyParts: Record<Exclude<Language, 'EN_US'>, Record<string, () => Promise<Catalogue>>> = {
  EN_UK: import.meta.glob<Catalogue>('./messages/*/EN_UK.json', { import: 'default' }),
  ES: import.meta.glob<Catalogue>('./messages/*/ES.json', { import: 'default' }),
  FR: import.meta.glob<Catalogue>('./messages/*/FR.json', { import: 'default' }),
};

function merge(parts: Catalogue[]): Catalogue {
  return Object.assign({}, ...parts) as Catalogue;
}

export const defaultCatalogue: Catalogue = merge(Object.values(defaultParts));

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'EN_US') return defaultCatalogue;
  return merge(await Promise.all(Object.values(lazyParts[language]).map((load) => load())));
}
