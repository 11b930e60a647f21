import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSessionView } from './sessionContext.ts';
import { breakpoints } from '../../domain/constants.ts';
import { Footer } from '../../ui/layout/Footer.tsx';
import { DesktopNavigation } from './DesktopNavigation.tsx';
import { useMediaQuery } from './hooks.ts';
import { IdleTimeoutDialog } from './idleTimeout/IdleTimeoutDialog.tsx';
import { NotificationBanner } from './notificationBanner/NotificationBanner.tsx';
import { NotificationsProvider } from './notifications.tsx';
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
}

function Frame({ children, layout, drawerOpen }: SignedInFrameProps) {
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
        <main id="main" tabIndex={-1} aria-label={intl.formatMessage({ id: 'layout.mainContent' })}>
          {children}
        </main>
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
export function SignedInFrame({ children, layout, drawerOpen }: SignedInFrameProps) {
  return (
    <Frame layout={layout} drawerOpen={drawerOpen}>
      {children}
    </Frame>
  );
}
