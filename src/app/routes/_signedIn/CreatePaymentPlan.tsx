import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { mayOpenInstallmentPlan } from '../../../features/billing/access.ts';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { InstallmentPlanPage } from '../../../features/billing/installmentPlan/InstallmentPlanPage.tsx';

// The installment plan (document 1 section 2: /CreatePaymentPlan, then its Success page).
export const Route = createFileRoute('/_signedIn/CreatePaymentPlan')({
  beforeLoad: requireRight(mayOpenInstallmentPlan),
  component: function CreatePaymentPlan() {
    const session = useSession();
    const navigate = useNavigate();
    const accountNumber = session.account?.accountNumber ?? '';
    const onEnrolled = useCallback(() => void navigate({ to: '/CreatePaymentPlanSuccess', replace: true }), [navigate]);
    // Another account starts the flow again.
    return <InstallmentPlanPage key={accountNumber} accountNumber={accountNumber} onEnrolled={onEnrolled} />;
  },
});
