import { getFaq } from '../../api/common.ts';
import { faqCategories, type FaqCategoryKey } from '../../domain/constants.ts';
import type { Language } from '../../domain/language.ts';

export function loadFaq(category: FaqCategoryKey, language: Language) {
  return getFaq(faqCategories[category], language);
}
