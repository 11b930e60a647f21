import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { navigationEntries } from '../../domain/navigation.ts';
import { navigationFactsOf } from '../session/navigationFacts.ts';

const entry = (id: string) => {
  const found = navigationEntries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No navigation entry ${id}`);
  return found;
};

/**
 * Who may open /Recharge and /transactionhistory: exactly whoever sees their menu entries
 * (document 2 section 6: prepaid accounts see Recharge Meter and Token & Transaction History).
 * Feature flags do not hide a page opened by its address.
 */
export function mayRecharge(session: SessionViewModel): boolean {
  return entry('recharge').visible(navigationFactsOf(session, { features: {} }));
}

export function mayOpenTransactionHistory(session: SessionViewModel): boolean {
  return entry('transactionHistory').visible(navigationFactsOf(session, { features: {} }));
}
