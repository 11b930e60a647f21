import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import './recovery.css';

type RecoveryPath = '/ForgotUserID' | '/ForgotPassword' | '/ProblemSignIn' | '/login';

/** The self-help links of the sign-in card and the recovery pages (the current page left out). */
export function RecoveryLinks({ except }: { except?: RecoveryPath }) {
  const intl = useIntl();
  const links: { to: RecoveryPath; label: string }[] = [
    { to: '/ForgotUserID', label: intl.formatMessage({ id: 'recovery.link.forgotUserId' }) },
    { to: '/ForgotPassword', label: intl.formatMessage({ id: 'recovery.link.forgotPassword' }) },
    { to: '/ProblemSignIn', label: intl.formatMessage({ id: 'recovery.link.problemSignIn' }) },
    { to: '/login', label: intl.formatMessage({ id: 'recovery.backToLogin' }) },
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'recovery.links.label' })}>
      <ul className="recovery-links">
        {links
          .filter((link) => link.to !== except)
          .map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
