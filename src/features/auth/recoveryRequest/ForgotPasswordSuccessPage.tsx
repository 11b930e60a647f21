import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../../ui/StatusPage.tsx';

/**
 * The page after a password-reset request, and where a migrated user lands: they must set a new
 * password before their first sign-in to this portal.
 */
export function ForgotPasswordSuccessPage({ userName }: { userName: string | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <StatusPage
      title={t('forgotPasswordSuccess.title')}
      tone="note"
      actions={
        <>
          <Link to="/login" className="button">
            {t('authenticate.login')}
          </Link>
          <Link to="/Help" className="button button--secondary">
            {t('footer.howCanWeHelp')}
          </Link>
        </>
      }
    >
      {userName ? <p>{t('forgotPasswordSuccess.migrated', { user: userName })}</p> : null}
      <p>{t('forgotPasswordSuccess.body')}</p>
    </StatusPage>
  );
}
