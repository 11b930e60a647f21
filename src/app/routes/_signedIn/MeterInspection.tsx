import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { MeterInspectionPage } from '../../../features/service/meterInspection/MeterInspectionPage.tsx';

// Signed in with a service account selected; others go to /.
export const Route = createFileRoute('/_signedIn/MeterInspection')({
  beforeLoad: requireRight((session) => session.account !== null),
  component: function MeterInspection() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts the flow again.
    return <MeterInspectionPage key={accountNumber} accountNumber={accountNumber} />;
  },
});
