// Every area's ES texts in one chunk, loaded when the reader's language is ES (src/i18n/catalogues.ts).
import { mergeCatalogues } from '../mergeCatalogues.ts';

export default mergeCatalogues(import.meta.glob<string>('../messages/*/ES.json', { eager: true, query: '?raw', import: 'default' }));
