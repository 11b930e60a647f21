import type { Language } from '../../../src/domain/language.ts';

export type Catalogue = Record<string, string>;

export interface LanguageInput {
  /** The language read from the Lang cookie or local storage, else the default. */
  initial: Language;
  /** The texts of `initial`, when the boot has loaded them already. */
  texts?: LoadTextsOutput;
}

export interface LanguageContext {
  language: Language;
  /** Language being loaded while the overlay shows. */
  pending: Language | null;
  messages: Catalogue;
}

export type LanguageEvent = { type: 'language.select'; language: Language } | { type: 'language.retry' };

export interface LoadTextsInput {
  language: Language;
}

export interface LoadTextsOutput {
  messages: Catalogue;
}

/** The state tags of the machine. */
export type LanguageTag = 'busy';
