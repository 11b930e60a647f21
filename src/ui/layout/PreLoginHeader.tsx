import { Link, useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { limits } from '../../domain/constants.ts';
import { FacebookIcon, HomeIcon, InstagramIcon, XIcon, YouTubeIcon } from '../icons/Icons.tsx';
import logoUrl from '../assets/logo.svg';
import { LanguageSelector } from './LanguageSelector.tsx';
import { socialLinks } from './socialLinks.ts';
import { useNavHeight } from './useNavHeight.ts';
import { useScrolledPast } from './useScrolledPast.ts';

const socialIcons = { facebook: FacebookIcon, x: XIcon, instagram: InstagramIcon, youtube: YouTubeIcon } as const;

/** Pre-login header (document 1 section 2): logo, home icon (not on /login), social links, language. */
export function PreLoginHeader() {
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onLogin = /^\/login(\/|$)/i.test(pathname);
  const fixed = useScrolledPast(limits.fixedNavigationScrollPx);
  const navRef = useNavHeight();
  return (
    <header className="prelogin-header">
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'layout.skipToContent' })}
      </a>
      <div className="prelogin-header__top container">
        <Link to="/login" className="prelogin-header__logo">
          <img src={logoUrl} alt={intl.formatMessage({ id: 'layout.logoAlt' })} width="200" height="48" />
        </Link>
        <div className="prelogin-header__tools">
          <ul className="social-links" aria-label={intl.formatMessage({ id: 'layout.socialLinks' })}>
            {socialLinks.map(({ network, href }) => {
              const Icon = socialIcons[network];
              return (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className="icon-link">
                    <Icon />
                    <span className="visually-hidden">
                      {intl.formatMessage({ id: `layout.social.${network}` })}
                      {' '}
                      {intl.formatMessage({ id: 'layout.opensInNewTab' })}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
          <LanguageSelector />
        </div>
      </div>
      <div className={fixed ? 'prelogin-nav-placeholder prelogin-nav-placeholder--active' : 'prelogin-nav-placeholder'}>
        <nav
          ref={navRef}
          className={fixed ? 'prelogin-nav prelogin-nav--fixed' : 'prelogin-nav'}
          aria-label={intl.formatMessage({ id: 'layout.mainNavigation' })}
          data-fixed={fixed}
        >
          <ul className="prelogin-nav__list container">
            {onLogin ? null : (
              <li>
                <Link to="/login" className="prelogin-nav__home">
                  <HomeIcon />
                  <span className="visually-hidden">{intl.formatMessage({ id: 'layout.home' })}</span>
                </Link>
              </li>
            )}
            <li>
              <Link to="/PreBillingPayment" activeProps={{ 'aria-current': 'page', className: 'active' }}>
                {intl.formatMessage({ id: 'nav.billPayment' })}
              </Link>
            </li>
            {/* A storm day's visitors come for the outage map; the services overview leads to the requests. */}
            <li>
              <Link to="/PreOutages" activeProps={{ 'aria-current': 'page', className: 'active' }}>
                {intl.formatMessage({ id: 'nav.outages' })}
              </Link>
            </li>
            <li>
              <Link to="/PreloginServices" activeProps={{ 'aria-current': 'page', className: 'active' }}>
                {intl.formatMessage({ id: 'shell.navGroup.services' })}
              </Link>
            </li>
            <li>
              <Link to="/PreFaq" activeProps={{ 'aria-current': 'page', className: 'active' }}>
                {intl.formatMessage({ id: 'nav.faq' })}
              </Link>
            </li>
            <li>
              <Link to="/Help" activeProps={{ 'aria-current': 'page', className: 'active' }}>
                {intl.formatMessage({ id: 'nav.help' })}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
