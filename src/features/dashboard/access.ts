import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { canSeeDashboard } from '../../domain/navigation.ts';
import { navigationFactsOf } from '../session/navigationFacts.ts';

/**
 * Who may open the dashboard: the view-dashboard right (a status-2 account keeps a restricted
 * home to pay from), and anyone without an account yet (the empty state; an agent's own sign-in).
 */
export function mayOpenDashboard(session: SessionViewModel): boolean {
  return !session.account || canSeeDashboard(navigationFactsOf(session, { features: {} }));
}
