import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { NewConnectionPage } from '../../../features/service/newConnection/NewConnectionPage.tsx';

// Signed in with a service account selected; others go to /.
export const Route = createFileRoute('/_signedIn/NewConnection')({
  beforeLoad: requireRight((session) => session.account !== null),
  component: function NewConnection() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts the flow again.
    return <NewConnectionPage key={accountNumber} accountNumber={accountNumber} />;
  },
});
