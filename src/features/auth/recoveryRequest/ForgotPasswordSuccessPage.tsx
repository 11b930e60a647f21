import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

/**
 * The page after a password-reset request, and where a migrated user lands: they must set a new
 * password before their first sign-in to this portal.
 */
export function ForgotPasswordSuccessPage({ userName }: { userName: string | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{t('forgotPasswordSuccess.title')}</h1>
      {userName ? <p>{t('forgotPasswordSuccess.migrated', { user: userName })}</p> : null}
      <p>{t('forgotPasswordSuccess.body')}</p>
      <p className="status-page__actions">
        <Link to="/login" className="button">
          {t('authenticate.login')}
        </Link>
        <Link to="/Help" className="button button--secondary">
          {t('footer.howCanWeHelp')}
        </Link>
      </p>
    </div>
  );
}
