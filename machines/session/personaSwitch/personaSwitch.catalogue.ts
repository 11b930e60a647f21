/**
 * Catalogue entry of the persona switch (to another experience site).
 */
import { entry, valueOnly } from '../../common/catalogueEntry.ts';
import { personaSwitchMachine } from './personaSwitch.machine.ts';

export const personaSwitchEntry = entry({
  id: 'personaSwitch',
  title: 'Persona switch',
  description: "Moves a multi-persona user to another experience's site; only the user's own personas are offered.",
  machine: personaSwitchMachine,
  kind: 'session',
  view: 'src/features/session/personaSwitch/PersonaMenu.tsx',
  scenarios: [{ label: 'residential and enterprise user', input: { personas: [1, 2] } }],
  events: [
    { type: 'persona.switch', experience: 2 },
    { type: 'persona.switch', experience: 5 },
  ],
  outcomes: {},
  serializeState: valueOnly,
});
