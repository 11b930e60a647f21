import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

/** /RegisterSuccess: the activation link is on its way to the (masked) address. */
export function RegisterSuccessPage({ email }: { email: string | null }) {
  const intl = useIntl();
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: 'registerSuccess.title' })}</h1>
      <p role="status">
        {email ? intl.formatMessage({ id: 'registerSuccess.sentTo' }, { email }) : intl.formatMessage({ id: 'registerSuccess.sent' })}
      </p>
      <p className="status-page__actions">
        <Link to="/login" className="button">
          {intl.formatMessage({ id: 'activation.signIn' })}
        </Link>
      </p>
    </div>
  );
}
