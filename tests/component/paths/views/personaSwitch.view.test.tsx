import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { personaSwitchMachine, type Experience } from '../../../../machines/session/personaSwitch/personaSwitch.machine.ts';
import { personas } from '../../../../src/domain/constants.ts';
import { PersonaMenu } from '../../../../src/features/session/personaSwitch/PersonaMenu.tsx';
import { demoSettings } from '../../../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../../../stories/support/sessionRender.tsx';
import { text } from '../../support/render.tsx';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const menuLabel: Record<Experience, string> = {
  [personas.enterprise]: 'shell.persona.enterprise',
  [personas.landlord]: 'shell.persona.landlord',
  [personas.propertyManager]: 'shell.persona.propertyManager',
};

const siteOf: Record<Experience, string> = {
  [personas.enterprise]: demoSettings.externalSites.enterprise,
  [personas.landlord]: demoSettings.externalSites.landlord,
  [personas.propertyManager]: demoSettings.externalSites.propertyManager,
};

const experienceOf = (event: { type: string }) => (event as unknown as { experience: Experience }).experience;

/**
 * Persona switch paths on PersonaMenu (src/features/session): the user opens the menu and picks an
 * experience; the switch stores it, forgets the portfolio and leaves for that experience's site.
 */
const adapter = defineViewAdapter(personaSwitchMachine, {
  machine: 'personaSwitch',
  skip(path) {
    const held = (path.input as { personas: number[] }).personas;
    const foreign = path.steps.find((step) => step.event.type === 'persona.switch' && !held.includes(experienceOf(step.event)));
    return foreign
      ? `the menu offers only the user's own personas: there is no item for experience ${experienceOf(foreign.event)} to choose`
      : false;
  },
  async render(path) {
    const held = (path.input as { personas: number[] }).personas;
    const storeExperience = vi.fn();
    const clearPortfolio = vi.fn();
    const goToExternalSite = vi.fn();
    const { user } = await renderSignedIn(<PersonaMenu />, {
      session: { user: { personas: held } },
      services: { storeExperience, clearPortfolio, goToExternalSite },
    });
    const button = () => screen.getByRole('button', { name: text('shell.persona.button') });
    return {
      async perform({ event }) {
        if (event.type !== 'persona.switch') throw new Error(`personaSwitch adapter: nothing performs ${event.type}`);
        await user.click(button());
        await user.click(screen.getByRole('menuitem', { name: text(menuLabel[experienceOf(event)]) }));
      },
      expectView(snapshot, step) {
        expect(button()).toBeEnabled();
        expect(screen.queryByRole('menu')).toBeNull();
        if (snapshot.matches('switching')) {
          const experience = experienceOf(step!.event);
          expect(storeExperience).toHaveBeenCalledExactlyOnceWith(experience);
          expect(clearPortfolio).toHaveBeenCalledOnce();
          expect(goToExternalSite).toHaveBeenCalledExactlyOnceWith(siteOf[experience]);
        } else {
          expect(storeExperience).not.toHaveBeenCalled();
          expect(clearPortfolio).not.toHaveBeenCalled();
          expect(goToExternalSite).not.toHaveBeenCalled();
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
