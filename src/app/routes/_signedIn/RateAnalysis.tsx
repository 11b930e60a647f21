import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { mayOpenRateAnalysis } from '../../../features/billing/access.ts';
import { RateAnalysisPage } from '../../../features/billing/rateAnalysis/RateAnalysisPage.tsx';

// Rate Analysis (document 1 section 2): a postpaid account selected and the current-bill right; others go to /.
export const Route = createFileRoute('/_signedIn/RateAnalysis')({
  beforeLoad: requireRight(mayOpenRateAnalysis),
  component: function RateAnalysis() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account is analysed on its own.
    return <RateAnalysisPage key={accountNumber} accountNumber={accountNumber} />;
  },
});
