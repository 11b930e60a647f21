import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { hasRight, rights } from '../../domain/rights.ts';
import { navigationEntries } from '../../domain/navigation.ts';
import { navigationFactsOf } from '../session/navigationFacts.ts';

const outages = navigationEntries.find((entry) => entry.id === 'outages');

/** Who may open /outages: whoever sees Outages in the menu (document 2 section 6: the outage map or list right). */
export function mayOpenOutages(session: SessionViewModel): boolean {
  return outages?.visible(navigationFactsOf(session, { features: {} })) ?? false;
}

/** Who may report an outage signed in (document 2 section 6: the outage report right, an account selected). */
export function mayReportOutage(session: SessionViewModel): boolean {
  return session.account !== null && hasRight(session.rights, rights.outageReport);
}
