import { useIntl } from 'react-intl';
import { useActorRef } from '@xstate/react';
import {
  personaMenuOptions,
  personaSwitchMachine,
  type Experience,
} from '../../../../machines/session/personaSwitch/personaSwitch.machine.ts';
import { personas } from '../../../domain/constants.ts';
import { personaMenuVisible } from '../../../domain/navigation.ts';
import type { PortalSettings } from '../../../domain/session.ts';
import { useSessionView } from '../sessionContext.ts';
import { MenuButton } from '../MenuButton.tsx';
import { useShellServices } from '../shellCalls.ts';

function siteOf(experience: Experience, sites: PortalSettings['externalSites']): string {
  return experience === personas.landlord ? sites.landlord : experience === personas.propertyManager ? sites.propertyManager : sites.enterprise;
}

function PersonaSwitchMenu({ userPersonas }: { userPersonas: number[] }) {
  const intl = useIntl();
  const { settings } = useSessionView();
  const services = useShellServices();
  const actor = useActorRef(
    personaSwitchMachine.provide({
      actions: {
        storeExperience: (_, { experience }) => services.storeExperience(experience),
        clearPortfolio: () => services.clearPortfolio(),
        goToExperience: (_, { experience }) => services.goToExternalSite(siteOf(experience, settings.externalSites)),
      },
    }),
    { input: { personas: userPersonas } },
  );
  const t = (id: string) => intl.formatMessage({ id });
  const label = (experience: Experience) =>
    experience === personas.enterprise
      ? t('shell.persona.enterprise')
      : experience === personas.landlord
        ? t('shell.persona.landlord')
        : t('shell.persona.propertyManager');
  return (
    <MenuButton
      className="persona-menu"
      button={<span>{t('shell.persona.button')}</span>}
      menuLabel={t('shell.persona.menu')}
      items={personaMenuOptions(userPersonas).map((experience) => ({
        key: String(experience),
        content: label(experience),
        onSelect: () => actor.send({ type: 'persona.switch', experience }),
      }))}
    />
  );
}

/** The persona menu: Enterprise, Landlord, Property Manager, only for users holding 2, 3 or 5. */
export function PersonaMenu() {
  const { session } = useSessionView();
  const userPersonas = session.user?.personas ?? [];
  if (!personaMenuVisible(userPersonas)) return null;
  return <PersonaSwitchMenu userPersonas={userPersonas} />;
}
