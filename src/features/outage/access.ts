import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { navigationEntries } from '../../domain/navigation.ts';
import { navigationFactsOf } from '../session/navigationFacts.ts';

const outages = navigationEntries.find((entry) => entry.id === 'outages');

/** Who may open /outages: whoever sees Outages in the menu (document 2 section 6: the outage map or list right). */
export function mayOpenOutages(session: SessionViewModel): boolean {
  return outages?.visible(navigationFactsOf(session, { features: {} })) ?? false;
}
