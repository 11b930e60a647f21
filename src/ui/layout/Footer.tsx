import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { appVersion, copyrightYear, utilityContacts } from '../../domain/constants.ts';
import { PhoneIcon } from '../icons/Icons.tsx';
import poweredByUrl from '../assets/powered-by.svg';

/**
 * Footer (document 1 section 2): help link, site links, toll-free number, version, copyright.
 * Signed in, FAQ and help lead to their signed-in counterparts (/Faq, /HelpSupport).
 */
export function Footer({ signedIn = false }: { signedIn?: boolean }) {
  const helpPath = signedIn ? '/HelpSupport' : '/Help';
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">{t('footer.helpHeading')}</h2>
          <p>
            <Link to={helpPath} className="site-footer__cta">{t('footer.howCanWeHelp')}</Link>
          </p>
          <p className="site-footer__phone">
            <PhoneIcon />
            <span>{t('footer.tollFree')}</span>
          </p>
          <p>
            <span>{t('footer.utilityPhone', { phone: utilityContacts.utilityPhone })}</span>
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">{t('footer.siteLinks')}</h2>
          <ul className="site-footer__links">
            <li><Link to={signedIn ? '/Faq' : '/PreFaq'}>{t('nav.faq')}</Link></li>
            <li><Link to={helpPath}>{t('nav.help')}</Link></li>
            <li><Link to="/PreOutageFaq">{t('faq.page.PreOutageFaq')}</Link></li>
            <li><Link to="/PreBillingPaymentFaq">{t('faq.page.PreBillingPaymentFaq')}</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">{t('footer.legal')}</h2>
          <ul className="site-footer__links">
            <li><Link to="/Term">{t('footer.terms')}</Link></li>
            <li><Link to="/PrivacyPolicy">{t('footer.privacy')}</Link></li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.copyright', { year: String(copyrightYear) })}</p>
        <p>{t('footer.version', { version: appVersion })}</p>
        <p className="site-footer__powered">
          <span>{t('footer.poweredBy')}</span>
          <img src={poweredByUrl} alt={t('footer.poweredByAlt')} width="120" height="24" />
        </p>
      </div>
    </footer>
  );
}
