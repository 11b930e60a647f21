import type { SnapshotFrom } from 'xstate';
import { languages, type Language } from '../../../src/domain/language.ts';
import type { languageMachine } from './language.machine.ts';
import type { LanguageEvent } from './language.types.ts';

export interface LanguageViewModel {
  language: Language;
  options: readonly Language[];
  messages: Record<string, string>;
  /** Full-screen loader / loading overlay. */
  busy: boolean;
  ready: boolean;
  unavailable: boolean;
  select: (language: Language) => void;
  retry: () => void;
}

export function connectLanguage(
  snapshot: SnapshotFrom<typeof languageMachine>,
  send: (event: LanguageEvent) => void,
): LanguageViewModel {
  return {
    language: snapshot.context.language,
    options: languages,
    messages: snapshot.context.messages,
    busy: snapshot.hasTag('busy'),
    ready: snapshot.matches('ready') || snapshot.matches('switching'),
    unavailable: snapshot.matches('unavailable'),
    select: (language) => send({ type: 'language.select', language }),
    retry: () => send({ type: 'language.retry' }),
  };
}
