import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../session/SessionProvider.tsx';
import { requireRight } from '../../guards.ts';
import { mayRecharge } from '../../../features/payment/prepaidAccess.ts';
import { RechargePage } from '../../../features/payment/recharge/RechargePage.tsx';

// Signed in, prepaid accounts only (document 2 section 6): others go to /.
export const Route = createFileRoute('/_signedIn/Recharge')({
  beforeLoad: requireRight(mayRecharge),
  component: function Recharge() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? null;
    // A new account (or meter) starts a new recharge.
    return (
      <RechargePage
        key={`${accountNumber} ${session.meter?.meterNumber ?? ''}`}
        input={{ mode: 'account', accountNumber, meterNumber: session.meter?.meterNumber ?? null, today: new Date() }}
      />
    );
  },
});
