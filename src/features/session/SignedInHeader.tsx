import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSessionView } from './sessionContext.ts';
import logoUrl from '../../ui/assets/logo.svg';
import { LanguageSelector } from '../../ui/layout/LanguageSelector.tsx';
import { AccountSelector } from './accountSelection/AccountSelector.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { PersonaMenu } from './personaSwitch/PersonaMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

/** A customer-service agent working in a customer's session sees it at all times. */
function AgentBanner() {
  const intl = useIntl();
  const { session } = useSessionView();
  if (!session.isSupportLogin) return null;
  return (
    <div className="agent-banner">
      <p className="container agent-banner__text">
        <strong>{intl.formatMessage({ id: 'shell.agent.banner' })}</strong>{' '}
        {intl.formatMessage({ id: 'shell.agent.onBehalf' }, { name: session.user?.fullName ?? '' })}
      </p>
    </div>
  );
}

/**
 * The signed-in header, one row at every breakpoint of document 2 section 9: the logo on the left
 * (scaling down to leave room), the tools on the right, vertically centred. From the large
 * breakpoint (992px): the account selector (a box with the account's name and number, one account
 * or several), the persona menu (users with 2, 3 or 5), the bell, the user's menu and the language
 * selector; below it the bell and the drawer button, side by side (the rest is in the drawer).
 */
export function SignedInHeader({ desktop, drawerOpen = false }: { desktop: boolean; drawerOpen?: boolean }) {
  const intl = useIntl();
  return (
    <header className="signed-header">
      <AgentBanner />
      <div className="signed-header__bar container">
        <Link to="/" className="signed-header__logo">
          <img src={logoUrl} alt={intl.formatMessage({ id: 'layout.logoAlt' })} width="200" height="48" />
        </Link>
        {desktop ? (
          <div className="signed-header__tools">
            <AccountSelector compact />
            <PersonaMenu />
            <NotificationBell />
            <UserMenu />
            <LanguageSelector />
          </div>
        ) : (
          <div className="signed-header__tools">
            <NotificationBell />
            <MobileDrawer initiallyOpen={drawerOpen} />
          </div>
        )}
      </div>
    </header>
  );
}
