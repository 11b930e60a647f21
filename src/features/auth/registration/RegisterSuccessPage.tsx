import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../../ui/StatusPage.tsx';

/** /RegisterSuccess: the activation link is on its way to the (masked) address. */
export function RegisterSuccessPage({ email }: { email: string | null }) {
  const intl = useIntl();
  return (
    <StatusPage
      title={intl.formatMessage({ id: 'registerSuccess.title' })}
      tone="status"
      actions={
        <Link to="/login" className="button">
          {intl.formatMessage({ id: 'activation.signIn' })}
        </Link>
      }
    >
      <p>{email ? intl.formatMessage({ id: 'registerSuccess.sentTo' }, { email }) : intl.formatMessage({ id: 'registerSuccess.sent' })}</p>
    </StatusPage>
  );
}
