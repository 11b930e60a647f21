// Every area's EN_US texts in one chunk, loaded when the reader's language is EN_US (src/i18n/catalogues.ts).
import { mergeCatalogues } from '../mergeCatalogues.ts';

export default mergeCatalogues(import.meta.glob<string>('../messages/*/EN_US.json', { eager: true, query: '?raw', import: 'default' }));
