import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { rights } from '../../../domain/rights.ts';
import { usageServiceRight, usageServices } from '../../../domain/usageServices.ts';
import { UsageOverviewPage } from '../../../features/usage/usageOverview/UsageOverviewPage.tsx';
import { UsageAlertsPage } from '../../../features/usage/usageAlerts/UsageAlertsPage.tsx';
import { mayUseUsageAlerts } from '../../../features/usage/access.ts';

// Signed in with an account selected and the right to see one service's usage; routes match without
// case, so /Usages (document 1 section 2) is this page too.
export const Route = createFileRoute('/_signedIn/usages')({
  beforeLoad: requireRight((session) => session.account !== null && usageServices.some((service) => session.can(usageServiceRight[service]))),
  component: function Usages() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts again. The usage alerts (the usage right "alerts", document 2 section 6)
    // watch the electric meter: below the chart with both rights.
    return (
      <>
        <UsageOverviewPage
          key={accountNumber}
          accountNumber={accountNumber}
          canOverlayWeather={session.can(rights.usageWeatherOverlay)}
          canDownload={session.can(rights.usageDownload)}
        />
        {mayUseUsageAlerts(session) ? (
          <div className="container">
            <UsageAlertsPage key={accountNumber} accountNumber={accountNumber} />
          </div>
        ) : null}
      </>
    );
  },
});
