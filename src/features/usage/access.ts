import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { rights } from '../../domain/rights.ts';
import { usageServiceRight } from '../../domain/usageServices.ts';

/**
 * Who sees the usage alerts (the usage right "alerts", document 2 section 6): they watch the
 * electric meter, so the electric right too, with an account selected. /usages and the dashboard.
 */
export function mayUseUsageAlerts(session: Pick<SessionViewModel, 'account' | 'can'>): boolean {
  return session.account !== null && session.can(rights.usageAlerts) && session.can(usageServiceRight.electric);
}
