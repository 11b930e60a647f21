import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

/**
 * The pre-login home at /login. The sign-in form joins this page with the session issue; until then
 * it offers the self-service pages that need no session.
 */
export function LoginLandingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container page landing-page">
      <h1 tabIndex={-1}>{t('landing.title')}</h1>
      <p className="lead">{t('landing.intro')}</p>
      <ul className="card-grid">
        <li className="card">
          <h2>{t('landing.helpTitle')}</h2>
          <p>{t('landing.helpBody')}</p>
          <Link to="/Help" className="button">{t('footer.howCanWeHelp')}</Link>
        </li>
        <li className="card">
          <h2>{t('landing.faqTitle')}</h2>
          <p>{t('landing.faqBody')}</p>
          <Link to="/PreFaq" className="button">{t('nav.faq')}</Link>
        </li>
        <li className="card">
          <h2>{t('landing.outageTitle')}</h2>
          <p>{t('landing.outageBody')}</p>
          <Link to="/PreOutageFaq" className="button">{t('faq.page.PreOutageFaq')}</Link>
        </li>
      </ul>
    </div>
  );
}
