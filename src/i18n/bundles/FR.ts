// Every area's FR texts in one chunk, loaded when the reader's language is FR (src/i18n/catalogues.ts).
import { mergeCatalogues } from '../mergeCatalogues.ts';

export default mergeCatalogues(import.meta.glob<string>('../messages/*/FR.json', { eager: true, query: '?raw', import: 'default' }));
