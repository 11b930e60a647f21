import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { navigationEntries } from '../../domain/navigation.ts';
import { rights } from '../../domain/rights.ts';
import { navigationFactsOf } from '../session/navigationFacts.ts';

const accountInformationEntry = navigationEntries.find((entry) => entry.id === 'accountInformation');

/**
 * Who may change paperless billing and the bill format on /AccountInformation: whoever the menu shows
 * "Account Information" to, with a postpaid account selected and the paperless right (none on a
 * status-2 account), which the server's calls require too.
 */
export function mayOpenPaperless(session: SessionViewModel): boolean {
  return Boolean(accountInformationEntry?.visible(navigationFactsOf(session, { features: {} }))) && session.account?.isPrepaidAccount === false && session.can(rights.paperless);
}
