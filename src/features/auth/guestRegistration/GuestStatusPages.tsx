import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { failureText } from '../../../ui/failureText.ts';
import { guestTexts } from './guestText.ts';

/** /GuestRegistrationSuccess: the guest user is active; sign in. */
export function GuestRegistrationSuccessPage({ userName }: { userName: string | null }) {
  const intl = useIntl();
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: 'guest.success.title' })}</h1>
      <p role="status">
        {userName ? intl.formatMessage({ id: 'guest.success.text' }, { userName }) : intl.formatMessage({ id: 'guest.success.textNoName' })}
      </p>
      <p className="status-page__actions">
        <Link to="/login" className="button">
          {intl.formatMessage({ id: 'guest.signIn' })}
        </Link>
      </p>
    </div>
  );
}

/** /GuestInviteError: a bad, used, withdrawn or expired invitation (document 1 section 2). */
export function GuestInviteErrorPage({ reason }: { reason: string | null }) {
  const intl = useIntl();
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: 'guest.inviteError.title' })}</h1>
      <div role="alert">
        <p>{failureText(intl, reason === 'REG_KEY_FORMAT' ? 'REG_KEY_FORMAT' : 'GINV001', guestTexts)}</p>
        <p>{intl.formatMessage({ id: 'guest.inviteError.help' })}</p>
      </div>
      <p className="status-page__actions">
        <Link to="/login" className="button">
          {intl.formatMessage({ id: 'guest.signIn' })}
        </Link>
      </p>
    </div>
  );
}
