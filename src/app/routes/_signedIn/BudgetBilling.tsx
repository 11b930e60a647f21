import { createFileRoute } from '@tanstack/react-router';
import { mayOpenBudgetBilling } from '../../../features/billing/access.ts';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { BudgetBillingPage } from '../../../features/billing/budgetBilling/BudgetBillingPage.tsx';

// Budget billing (document 1 section 2: /BudgetBilling; the menu's entry is /Epp, the same page).
export const Route = createFileRoute('/_signedIn/BudgetBilling')({
  beforeLoad: requireRight(mayOpenBudgetBilling),
  component: function BudgetBilling() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts the flow again.
    return <BudgetBillingPage key={accountNumber} accountNumber={accountNumber} />;
  },
});
