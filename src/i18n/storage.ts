import { defaultLanguage, fromStoredCode, toStoredCode, type Language } from '../domain/language.ts';

/** The chosen language lives in the Lang cookie and in local storage (document 1 section 1). */
const key = 'Lang';
const oneYearSeconds = 365 * 24 * 60 * 60;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([cookieName]) => cookieName === name)?.[1];
}

export function readStoredLanguage(): Language {
  let stored: string | null | undefined;
  try {
    stored = window.localStorage.getItem(key);
  } catch {
    stored = undefined; // storage blocked: fall back to the cookie
  }
  return fromStoredCode(stored) ?? fromStoredCode(readCookie(key)) ?? defaultLanguage;
}

export function storeLanguage(language: Language): void {
  const code = toStoredCode(language);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${key}=${code}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(key, code);
  } catch {
    // The cookie still carries the choice.
  }
}
