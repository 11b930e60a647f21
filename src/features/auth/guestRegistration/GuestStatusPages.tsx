import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { failureText } from '../../../ui/failureText.ts';
import { StatusPage } from '../../../ui/StatusPage.tsx';
import { guestTexts } from './guestText.ts';

/** /GuestRegistrationSuccess: the guest user is active; sign in. */
export function GuestRegistrationSuccessPage({ userName }: { userName: string | null }) {
  const intl = useIntl();
  return (
    <StatusPage title={intl.formatMessage({ id: 'guest.success.title' })} tone="status" actions={<SignIn />}>
      <p>{userName ? intl.formatMessage({ id: 'guest.success.text' }, { userName }) : intl.formatMessage({ id: 'guest.success.textNoName' })}</p>
    </StatusPage>
  );
}

/** /GuestInviteError: a bad, used, withdrawn or expired invitation (document 1 section 2). */
export function GuestInviteErrorPage({ reason }: { reason: string | null }) {
  const intl = useIntl();
  return (
    <StatusPage title={intl.formatMessage({ id: 'guest.inviteError.title' })} tone="alert" actions={<SignIn />}>
      <p>{failureText(intl, reason === 'REG_KEY_FORMAT' ? 'REG_KEY_FORMAT' : 'GINV001', guestTexts)}</p>
      <p>{intl.formatMessage({ id: 'guest.inviteError.help' })}</p>
    </StatusPage>
  );
}

function SignIn() {
  const intl = useIntl();
  return (
    <Link to="/login" className="button">
      {intl.formatMessage({ id: 'guest.signIn' })}
    </Link>
  );
}
