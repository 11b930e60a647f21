import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../ui/StatusPage.tsx';

export type RecoveryStatus = 'forgotUserIdSuccess' | 'forgotUserIdMultiple' | 'forgotPasswordMultiple' | 'resetSuccess' | 'resetError' | 'resetUsernameError';

/**
 * The pages a recovery step ends on: /ForgotUserIDSuccess, /ForgotUserIDMultipleAccount,
 * /ForgotPasswordMultipleAccount, /ResetPasswordFormSuccess, /ResetError (a used or expired reset
 * link) and /ResetUsernameError (the same on the migrated-user path).
 */
export function RecoveryStatusPage({ status, userName = null }: { status: RecoveryStatus; userName?: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const signIn = (
    <Link to="/login" className="button">
      {t('recovery.signIn')}
    </Link>
  );

  let title: string;
  let body: string;
  let actions = signIn;
  let isError = false;
  switch (status) {
    case 'forgotUserIdSuccess':
      title = t('recovery.forgotUserIdSuccess.title');
      body = t('recovery.forgotUserIdSuccess.body');
      break;
    case 'forgotUserIdMultiple':
      title = t('recovery.multiple.title');
      body = t('recovery.forgotUserIdMultiple.body');
      break;
    case 'forgotPasswordMultiple':
      title = t('recovery.multiple.title');
      body = t('recovery.forgotPasswordMultiple.body');
      actions = (
        <>
          <Link to="/ForgotPassword" className="button">
            {t('recovery.forgotPasswordMultiple.again')}
          </Link>
          <Link to="/login" className="button button--secondary">
            {t('recovery.signIn')}
          </Link>
        </>
      );
      break;
    case 'resetSuccess':
      title = t('recovery.resetSuccess.title');
      body = t('recovery.resetSuccess.body');
      break;
    case 'resetError':
    case 'resetUsernameError':
      isError = true;
      title = t('recovery.resetError.title');
      body = status === 'resetError' ? t('recovery.resetError.body') : t('recovery.resetUsernameError.body');
      actions = (
        <>
          <Link to="/ForgotPassword" className="button">
            {t('recovery.resetError.again')}
          </Link>
          <Link to="/login" className="button button--secondary">
            {t('recovery.signIn')}
          </Link>
        </>
      );
      break;
  }

  return (
    <StatusPage title={title} tone={isError ? 'alert' : 'status'} actions={actions}>
      <p>{body}</p>
      {status === 'resetSuccess' && userName ? <p>{intl.formatMessage({ id: 'recovery.resetSuccess.user' }, { user: userName })}</p> : null}
    </StatusPage>
  );
}
