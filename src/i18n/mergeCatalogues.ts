import type { Catalogue } from '../../machines/common/language/language.types.ts';

/**
 * One language's catalogue from its area files (src/i18n/messages/<area>/<LANGUAGE>.json), bundled
 * as their JSON text: a browser parses JSON.parse of a string far faster than the same object
 * written as JavaScript (the catalogue is the largest thing a first page evaluates after the shell).
 */
export function mergeCatalogues(parts: Record<string, string>): Catalogue {
  return Object.assign({}, ...Object.values(parts).map((text) => JSON.parse(text) as Catalogue)) as Catalogue;
}
