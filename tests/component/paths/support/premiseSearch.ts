/**
 * The premise step of the service flows (start signed in, a visitor's start, transfer's move-in:
 * machines/service/serviceSteps.ts premiseStates) as a user performs its events on the shared
 * PremiseSearchStep: types the address, chooses a town, searches, chooses a premise found.
 */
import { screen } from '@testing-library/react';
import type { PremiseSearchEvent } from '../../../../machines/service/serviceSteps.ts';
import type { Premise } from '../../../../src/domain/serviceRequests.ts';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import type { PortalRender } from '../../support/render.tsx';
import { text } from '../../support/render.tsx';

const premiseEvents = new Set(['start.changeQuery', 'start.chooseTown', 'start.search', 'start.choosePremise']);

export function isPremiseSearchEvent(event: { type: string }): event is PremiseSearchEvent {
  return premiseEvents.has(event.type);
}

/** Performs `event` on the page; `premises` are those found so far (a premise not found has no button to press). */
export async function performPremiseSearch(user: PortalRender['user'], event: PremiseSearchEvent, premises: Premise[] | null): Promise<void> {
  const field = (id: string) => screen.getByLabelText(text(id), { selector: 'input, select' });
  switch (event.type) {
    case 'start.changeQuery':
      await user.clear(field('service.start.query'));
      return user.type(field('service.start.query'), event.value);
    case 'start.chooseTown':
      return void (await user.selectOptions(field('service.start.town'), event.town));
    case 'start.search':
      return user.click(screen.getByRole('button', { name: text('service.start.search') }));
    case 'start.choosePremise': {
      const premise = premises?.find((p) => p.premiseId === event.premiseId);
      if (!premise) return; // Nothing found yet: no button to press.
      const address = [premise.address1, premise.address2, premise.city].filter(Boolean).join(', ');
      return user.click(screen.getByRole('button', { name: formatCatalogueText('service.start.chooseLabel', { address }) }));
    }
  }
}
