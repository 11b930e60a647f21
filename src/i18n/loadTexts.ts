import type { Language } from '../domain/language.ts';
import { replaceContactPlaceholders } from '../domain/placeholders.ts';
import { getMultilingualTexts } from '../api/common.ts';
import type { Catalogue, LoadTextsOutput } from '../../machines/common/language/language.types.ts';
import { loadCatalogue } from './catalogues.ts';

/** Server modules whose multilingual texts override catalogue entries by control code. */
const overrideModules = ['PreLogin'];

export async function loadTexts(language: Language): Promise<LoadTextsOutput> {
  const [catalogue, ...overrides] = await Promise.all([
    loadCatalogue(language),
    ...overrideModules.map((module) => getMultilingualTexts(module, language)),
  ]);
  const messages: Catalogue = { ...catalogue };
  for (const result of overrides) {
    // A failed override call keeps the catalogue text: the page must still read.
    if (!result.ok) continue;
    for (const item of result.data) {
      if (item.ControlCode && item.messageData) messages[item.ControlCode] = item.messageData;
    }
  }
  for (const id of Object.keys(messages)) messages[id] = replaceContactPlaceholders(messages[id] ?? '');
  return { messages };
}
