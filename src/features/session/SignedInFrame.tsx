import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSessionView } from './sessionContext.ts';
import { breakpoints, sessionTimes } from '../../domain/constants.ts';
import { Footer } from '../../ui/layout/Footer.tsx';
import { DesktopNavigation } from './DesktopNavigation.tsx';
import { useMediaQuery } from './hooks.ts';
import { IdleTimeoutDialog } from './idleTimeout/IdleTimeoutDialog.tsx';
import { NotificationBanner } from './notificationBanner/NotificationBanner.tsx';
import { NotificationsProvider, useNotifications } from './notifications.tsx';
import { SignedInHeader } from './SignedInHeader.tsx';
import { VersionOffer } from './versionCheck/VersionOffer.tsx';
import './shell.css';

/** From the large breakpoint (992px) up the desktop navigation shows; below it, the drawer. */
const desktopQuery = `(min-width: ${breakpoints.lg}px)`;

export interface SignedInFrameProps {
  children: ReactNode;
  /** Stories and tests: force a layout instead of following the viewport. */
  layout?: 'desktop' | 'mobile';
  /** Stories: show the mobile drawer open. */
  drawerOpen?: boolean;
  /** How long the page may wait for the first banner (null: until it answers; tests that step the calls). */
  pageHoldMaxMs?: number | null;
}

/**
 * <main>, held back on the frame's first load until the banner and outage count have answered, at
 * most `holdMaxMs`: a banner inserted above a page already painted would push it down (layout
 * shift). Only the first load: a later reload of the notices (language, account) never hides the
 * page. The page is mounted while held, so its own calls run in the same round.
 */
function HeldMain({ label, holdMaxMs, children }: { label: string; holdMaxMs: number | null; children: ReactNode }) {
  const notifications = useNotifications();
  const [released, setReleased] = useState(false);
  const awaiting = notifications === null || notifications.awaitingFirstLoad;
  if (!released && !awaiting) setReleased(true);
  const holding = !released && awaiting;
  useEffect(() => {
    if (!holding || holdMaxMs === null) return undefined;
    const timer = setTimeout(() => setReleased(true), holdMaxMs);
    return () => clearTimeout(timer);
  }, [holding, holdMaxMs]);
  return (
    <main id="main" tabIndex={-1} aria-label={label} aria-busy={holding || undefined}>
      <div className="held-main" hidden={holding}>
        {children}
      </div>
    </main>
  );
}

function Frame({ children, layout, drawerOpen, pageHoldMaxMs = sessionTimes.bannerHoldMaxMs }: SignedInFrameProps) {
  const intl = useIntl();
  const { session, idleTimeout } = useSessionView();
  const wide = useMediaQuery(desktopQuery);
  const desktop = layout ? layout === 'desktop' : wide;
  return (
    <NotificationsProvider accountNumber={session.account?.accountNumber ?? null}>
      <div className="app-frame signed-in-frame">
        <a className="skip-link" href="#main">
          {intl.formatMessage({ id: 'layout.skipToContent' })}
        </a>
        <SignedInHeader desktop={desktop} drawerOpen={drawerOpen} />
        {desktop ? <DesktopNavigation /> : null}
        <NotificationBanner />
        <HeldMain label={intl.formatMessage({ id: 'layout.mainContent' })} holdMaxMs={pageHoldMaxMs}>
          {children}
        </HeldMain>
        <Footer signedIn />
        <IdleTimeoutDialog actor={idleTimeout} />
        <VersionOffer />
      </div>
    </NotificationsProvider>
  );
}

/**
 * The signed-in layout, used by the root route while a session is valid: skip link, header,
 * desktop navigation or drawer button, notification banner, the page in <main id="main">, the
 * footer, the session-expiry dialog and the new-version notice. The toast region stays the root
 * route's. The session comes from SessionViewContext (SessionProvider, or a story's fixed one).
 */
export function SignedInFrame({ children, layout, drawerOpen, pageHoldMaxMs }: SignedInFrameProps) {
  return (
    <Frame layout={layout} drawerOpen={drawerOpen} pageHoldMaxMs={pageHoldMaxMs}>
      {children}
    </Frame>
  );
}
