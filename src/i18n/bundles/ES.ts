// Every area's ES texts in one chunk, loaded when the reader's language is ES (src/i18n/catalogues.ts).
import type { Catalogue } from '../../../machines/common/language/language.types.ts';
import { mergeCatalogues } from '../mergeCatalogues.ts';

export default mergeCatalogues(import.meta.glob<Catalogue>('../messages/*/ES.json', { eager: true, import: 'default' }));
