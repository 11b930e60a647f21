import { createFileRoute } from '@tanstack/react-router';
import { mayOpenInstallmentPlan } from '../../../features/billing/access.ts';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { PaymentArrangementsPage } from '../../../features/billing/paymentArrangements/PaymentArrangementsPage.tsx';

// Payment Arrangements (document 1 section 2): the extension, installment plan and budget billing of the account.
export const Route = createFileRoute('/_signedIn/PaymentArrangements')({
  beforeLoad: requireRight(mayOpenInstallmentPlan),
  component: function PaymentArrangements() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts again.
    return <PaymentArrangementsPage key={accountNumber} accountNumber={accountNumber} />;
  },
});
