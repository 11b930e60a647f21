import type {
  FaqEntry,
  MaintenanceItem,
  MultilingualMessage,
  ServiceCentre,
  TermsReply,
} from '../domain/common.ts';
import { commonCalls } from '../domain/apiAreas.ts';
import { toStoredCode, type Language } from '../domain/language.ts';
import { apiGet } from './client.ts';

export function getMultilingualTexts(module: string, language: Language) {
  return apiGet<MultilingualMessage[]>('common', commonCalls.multilingual, {
    module,
    language: toStoredCode(language),
  });
}

export function getFaq(categoryId: number, language: Language, search?: string) {
  const query: Record<string, string> = { categoryId: String(categoryId), language: toStoredCode(language) };
  if (search) query.search = search;
  return apiGet<FaqEntry[]>('common', commonCalls.faq, query);
}

export async function getTerms(language: Language, type: 'terms' | 'privacy' = 'terms') {
  const result = await apiGet<TermsReply>('common', commonCalls.terms, { language: toStoredCode(language), type });
  if (!result.ok) return result;
  // The spec reads data.data[0].termsConditions.
  const first = result.data.data[0];
  return { ...result, data: first ?? { termsConditions: '', title: '', lastUpdated: '' } };
}

export function getMaintenanceStatus() {
  return apiGet<MaintenanceItem[]>('common', commonCalls.maintenance, { type: '1' });
}

/** GET {common}/service-centres?language=: the opening hours in the reader's language. */
export function getServiceCentres(language: Language) {
  return apiGet<ServiceCentre[]>('common', commonCalls.serviceCentres, { language: toStoredCode(language) });
}
