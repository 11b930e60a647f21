import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { rights } from '../../../domain/rights.ts';
import { usageServiceRight, usageServices } from '../../../domain/usageServices.ts';
import { UsageComparePage } from '../../../features/usage/usageCompare/UsageComparePage.tsx';

// Signed in with an account selected, the Compare right and the right to see one service's usage.
export const Route = createFileRoute('/_signedIn/Compare')({
  beforeLoad: requireRight((session) => session.account !== null && session.can(rights.compare) && usageServices.some((service) => session.can(usageServiceRight[service]))),
  component: function Compare() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts again.
    return <UsageComparePage key={accountNumber} accountNumber={accountNumber} />;
  },
});
