// Every area's EN_US texts in one chunk, loaded when the reader's language is EN_US (src/i18n/catalogues.ts).
import type { Catalogue } from '../../../machines/common/language/language.types.ts';
import { mergeCatalogues } from '../mergeCatalogues.ts';

export default mergeCatalogues(import.meta.glob<Catalogue>('../messages/*/EN_US.json', { eager: true, import: 'default' }));
