import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSession } from '../session/sessionContext.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { LoginForm } from './LoginForm.tsx';

/**
 * /login: the sign-in form beside the self-service pages that need no session; after a time-out it
 * shows the session-expired popup (document 1 section 4, Logout). At /login/{key} the sign-in also
 * accepts a guest invitation (the key is sent as guestToken).
 */
export function LoginPage({ expired, guestToken }: { expired: boolean; guestToken?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const session = useSession();
  const showExpired = expired && session.endReason === 'timeout';
  return (
    <div className="container page landing-page">
      <h1 tabIndex={-1}>{t('landing.title')}</h1>
      <p className="lead">{t('landing.intro')}</p>
      {guestToken ? (
        <section className="login-invite" aria-labelledby="guest-invite-title">
          <h2 id="guest-invite-title">{t('login.guestInvite.title')}</h2>
          <p>{t('login.guestInvite.body')}</p>
        </section>
      ) : null}
      <div className="login-layout">
        <LoginForm session={session} guestToken={guestToken} />
        <ul className="card-grid card-grid--compact">
          <li className="card">
            <h2>{t('payment.landing.title')}</h2>
            <p>{t('payment.landing.body')}</p>
            <Link to="/MakePayment" className="button button--secondary">
              {t('payment.landing.link')}
            </Link>
          </li>
          <li className="card">
            <h2>{t('landing.helpTitle')}</h2>
            <p>{t('landing.helpBody')}</p>
            <Link to="/Help" className="button button--secondary">
              {t('footer.howCanWeHelp')}
            </Link>
          </li>
          <li className="card">
            <h2>{t('landing.faqTitle')}</h2>
            <p>{t('landing.faqBody')}</p>
            <Link to="/PreFaq" className="button button--secondary">
              {t('nav.faq')}
            </Link>
          </li>
          <li className="card">
            <h2>{t('landing.outageTitle')}</h2>
            <p>{t('landing.outageBody')}</p>
            <Link to="/PreOutageFaq" className="button button--secondary">
              {t('faq.page.PreOutageFaq')}
            </Link>
          </li>
        </ul>
      </div>
      {showExpired ? (
        <ModalDialog role="alertdialog" labelledBy="expired-title" describedBy="expired-body" className="modal" onClose={session.dismissNotice}>
          <h2 id="expired-title">{t('login.expiredTitle')}</h2>
          <p id="expired-body">{t('login.expiredBody')}</p>
          <div className="form-actions">
            <button type="button" className="button" onClick={session.dismissNotice}>
              {t('toast.ok')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
