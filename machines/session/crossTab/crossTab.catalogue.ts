/**
 * Catalogue entry of the cross-tab session (one session across the open tabs).
 */
import { entry } from '../../common/catalogueEntry.ts';
import { crossTabMachine } from './crossTab.machine.ts';

export const crossTabEntry = entry({
  id: 'crossTab',
  title: 'Cross-tab session',
  description:
    'Keeps every open tab on the same session: a user or two-factor change in another tab reloads the ' +
    'dashboard, a logout in one tab logs out all of them.',
  machine: crossTabMachine,
  kind: 'session',
  view: null,
  scenarios: [
    { label: 'tab opened signed out', input: { signedIn: false, migrated: false } },
    { label: 'tab opened signed in', input: { signedIn: true, migrated: false } },
  ],
  events: [
    { type: 'session.signedIn', migrated: false },
    { type: 'session.signedIn', migrated: true },
  ],
  outcomes: {},
  serializeState: (s) => JSON.stringify([s.value, s.context.migrated]),
});
