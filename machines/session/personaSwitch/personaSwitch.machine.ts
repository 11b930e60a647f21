import { assertEvent, setup } from 'xstate';
import { personas } from '../../../src/domain/constants.ts';
import { notProvided, type NoTags } from '../../common/effects.ts';

/** The machine tags no state. */
export type PersonaSwitchTag = NoTags;

/** Experiences a user can switch to (document 1 section 4): Enterprise 2, Landlord 3, Property Manager 5. */
const switchableExperiences = [personas.enterprise, personas.landlord, personas.propertyManager] as const;
export type Experience = (typeof switchableExperiences)[number];

export type PersonaSwitchEvent = { type: 'persona.switch'; experience: Experience };

export interface PersonaSwitchContext {
  personas: number[];
  chosen: Experience | null;
}

/**
 * Persona switch: stores the experience, clears the selected portfolio and navigates to that
 * experience's site. Only the user's own personas 2, 3 or 5 are offered.
 */
export const personaSwitchMachine = setup({
  types: {
    context: {} as PersonaSwitchContext,
    events: {} as PersonaSwitchEvent,
    input: {} as { personas: number[] },
    tags: {} as PersonaSwitchTag,
  },
  actions: {
    storeExperience: notProvided('storeExperience') as (_: unknown, params: { experience: Experience }) => void,
    clearPortfolio: notProvided('clearPortfolio'),
    goToExperience: notProvided('goToExperience') as (_: unknown, params: { experience: Experience }) => void,
  },
  guards: {
    holdsPersona: ({ context, event }) => context.personas.includes(event.experience),
  },
}).createMachine({
  id: 'personaSwitch',
  description: 'Moves a multi-persona user to another experience.',
  context: ({ input }) => ({ personas: input.personas, chosen: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The persona menu is available.',
      on: {
        'persona.switch': {
          guard: 'holdsPersona',
          target: 'switching',
          description: 'The user picked one of their own experiences.',
        },
      },
    },
    switching: {
      description: 'Leaving for the chosen experience site.',
      type: 'final',
      entry: [
        { type: 'storeExperience', params: ({ event }) => experienceOf(event) },
        'clearPortfolio',
        { type: 'goToExperience', params: ({ event }) => experienceOf(event) },
      ],
    },
  },
});

/** Entered only by `persona.switch`: the experience it names. */
function experienceOf(event: PersonaSwitchEvent): { experience: Experience } {
  assertEvent(event, 'persona.switch');
  return { experience: event.experience };
}

export function personaMenuOptions(userPersonas: number[]): Experience[] {
  return switchableExperiences.filter((experience) => userPersonas.includes(experience));
}
