import { createFileRoute, redirect } from '@tanstack/react-router';
import { RechargePage } from '../../features/payment/recharge/RechargePage.tsx';
import { NotPrepaidNotice } from '../../features/payment/recharge/NotPrepaidNotice.tsx';
import { mayRecharge } from '../../features/payment/prepaidAccess.ts';
import { useSession } from '../session/SessionProvider.tsx';

// Pre-login (document 1 section 2 "Other pre-login pages"): a signed-in user goes to /Recharge;
// one whose account has no prepaid meter is told why, with the way to pay the bill instead.
export const Route = createFileRoute('/RechargeMeter')({
  beforeLoad: ({ context }) => {
    const session = context.session();
    if (session?.signedIn && mayRecharge(session)) throw redirect({ to: '/Recharge', replace: true });
  },
  component: function RechargeMeter() {
    const session = useSession();
    if (session.signedIn) return <NotPrepaidNotice />;
    return <RechargePage input={{ mode: 'guest', today: new Date() }} />;
  },
});
