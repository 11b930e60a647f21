import { createFileRoute } from '@tanstack/react-router';
import { mayOpenInstallmentPlan } from '../../../features/billing/access.ts';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { InstallmentPlanPage } from '../../../features/billing/installmentPlan/InstallmentPlanPage.tsx';

// The Success page of /CreatePaymentPlan: the plan just made, read from the server (so a reload shows it too).
export const Route = createFileRoute('/_signedIn/CreatePaymentPlanSuccess')({
  beforeLoad: requireRight(mayOpenInstallmentPlan),
  component: function CreatePaymentPlanSuccess() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    return <InstallmentPlanPage key={accountNumber} accountNumber={accountNumber} justEnrolled />;
  },
});
