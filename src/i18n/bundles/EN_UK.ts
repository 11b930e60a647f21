// Every area's EN_UK texts in one chunk, loaded when the reader's language is EN_UK (src/i18n/catalogues.ts).
import { mergeCatalogues } from '../mergeCatalogues.ts';

export default mergeCatalogues(import.meta.glob<string>('../messages/*/EN_UK.json', { eager: true, query: '?raw', import: 'default' }));
