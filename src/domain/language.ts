/**
 * Languages (document 1 section 1, document 2 section 1). The UI works with the four locale ids;
 * what is stored in the Lang cookie and local storage is the stored code, where Spanish is SP.
 */
export const languages = ['EN_US', 'EN_UK', 'ES', 'FR'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'EN_US';

export type StoredLanguageCode = 'EN_US' | 'EN_UK' | 'SP' | 'FR';

export function toStoredCode(language: Language): StoredLanguageCode {
  return language === 'ES' ? 'SP' : language;
}

/** Reads a stored or typed code back to a language; unknown values give undefined. */
export function fromStoredCode(code: string | null | undefined): Language | undefined {
  switch ((code ?? '').trim().toUpperCase()) {
    case 'EN_US':
      return 'EN_US';
    case 'EN_UK':
    case 'EN_GB':
      return 'EN_UK';
    case 'SP':
    case 'ES':
      return 'ES';
    case 'FR':
      return 'FR';
    default:
      return undefined;
  }
}

/** BCP 47 tag for Intl formatting. */
export const localeTags: Record<Language, string> = {
  EN_US: 'en-US',
  EN_UK: 'en-GB',
  ES: 'es',
  FR: 'fr',
};
