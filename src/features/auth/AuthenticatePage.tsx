import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSession } from '../session/sessionContext.ts';
import { StatusPage } from '../../ui/StatusPage.tsx';

const sentTokens = new Set<string>();

/**
 * /authenticate/{token}: the token is exchanged once; success goes to /dashboard (the session's
 * return-path action), failure shows the server's message with a Login button.
 */
export function AuthenticatePage({ token }: { token: string }) {
  const intl = useIntl();
  const session = useSession();
  useEffect(() => {
    // The page remounts when the frame around it changes (signed in, then out, then in again): a
    // token is single use, so it is sent once per page load whatever happens to this component.
    if (sentTokens.has(token)) return;
    sentTokens.add(token);
    session.authenticate(token);
  }, [session, token]);

  const title = intl.formatMessage({ id: 'authenticate.title' });
  if (!session.tokenRejected) return <StatusPage title={title} tone="status" busy />;
  return (
    <StatusPage
      title={title}
      tone="alert"
      actions={
        <Link to="/login" className="button">
          {intl.formatMessage({ id: 'authenticate.login' })}
        </Link>
      }
    >
      <p>{session.failure?.message || intl.formatMessage({ id: 'authenticate.failed' })}</p>
    </StatusPage>
  );
}
