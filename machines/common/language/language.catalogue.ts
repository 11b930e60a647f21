/**
 * Catalogue entry of the interface language: texts load behind the loader, a failed switch keeps the language.
 */
import { entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { languageMachine } from './language.machine.ts';

export const languageEntry = entry({
  id: 'language',
  title: 'Interface language',
  description:
    'Loads the texts of the chosen language behind the full-screen loader, switches language with a ' +
    'loading overlay and keeps the previous language (with an error toast) when a switch fails.',
  machine: languageMachine,
  kind: 'ui',
  view: 'src/ui/layout/LanguageSelector.tsx',
  scenarios: [
    { label: 'English (US) stored', input: { initial: 'EN_US' } },
    { label: 'French texts loaded at boot', input: { initial: 'FR', texts: { messages: { 'language.label': 'Langue' } } } },
  ],
  events: [
    { type: 'language.select', language: 'FR' },
    { type: 'language.select', language: 'EN_US' },
  ],
  outcomes: {
    loadInitialTexts: [
      resolves('loadInitialTexts', { messages: { 'language.label': 'Language' } }, 'resolve: texts loaded'),
      rejects('loadInitialTexts', new Error('network down'), 'reject: network down'),
    ],
    loadSwitchedTexts: [
      resolves('loadSwitchedTexts', { messages: { 'language.label': 'Langue' } }, 'resolve: texts loaded'),
      rejects('loadSwitchedTexts', new Error('network down'), 'reject: network down'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.language, s.context.pending]),
});
