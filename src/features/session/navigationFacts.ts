import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import type { NavigationFacts } from '../../domain/navigation.ts';
import type { PortalSettings } from '../../domain/session.ts';

/** The facts the navigation rules of src/domain/navigation.ts decide on, from the session. */
export function navigationFactsOf(session: SessionViewModel, settings: Pick<PortalSettings, 'features'>): NavigationFacts {
  const account = session.account;
  return {
    rights: session.rights,
    accountStatus: account ? account.status : null,
    roleId: account ? account.roleId : null,
    isPrepaid: account?.isPrepaidAccount ?? false,
    isSupportLogin: session.isSupportLogin,
    personas: session.user?.personas ?? [],
    serviceState: account?.serviceAddress.state || null,
    features: settings.features,
    hasAccount: account !== null,
  };
}
