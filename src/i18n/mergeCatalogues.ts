import type { Catalogue } from '../../machines/common/language/language.types.ts';

/** One language's catalogue from its area files (src/i18n/messages/<area>/<LANGUAGE>.json). */
export function mergeCatalogues(parts: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, ...Object.values(parts)) as Catalogue;
}
