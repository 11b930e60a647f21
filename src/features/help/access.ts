import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { navigationEntries } from '../../domain/navigation.ts';
import { navigationFactsOf } from '../session/navigationFacts.ts';

const contactUs = navigationEntries.find((entry) => entry.id === 'contactUs');

/**
 * Who may open /HelpSupport: whoever sees Contact Us in the menu (document 2 section 6: the help
 * right, or a status-2 account). Feature flags do not hide a page opened by its address.
 */
export function mayOpenHelpSupport(session: SessionViewModel): boolean {
  return contactUs?.visible(navigationFactsOf(session, { features: {} })) ?? false;
}
