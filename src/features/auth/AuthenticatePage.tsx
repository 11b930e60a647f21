import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/session/SessionProvider.tsx';
import { InlineLoader } from '../../ui/FullScreenLoader.tsx';

/**
 * /authenticate/{token}: the token is exchanged once; success goes to /dashboard (the session's
 * return-path action), failure shows the server's message with a Login button.
 */
export function AuthenticatePage({ token }: { token: string }) {
  const intl = useIntl();
  const session = useSession();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    session.authenticate(token);
  }, [session, token]);

  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: 'authenticate.title' })}</h1>
      {session.tokenRejected ? (
        <div role="alert">
          <p>{session.failure?.message || intl.formatMessage({ id: 'authenticate.failed' })}</p>
          <p>
            <Link to="/login" className="button">
              {intl.formatMessage({ id: 'authenticate.login' })}
            </Link>
          </p>
        </div>
      ) : (
        <InlineLoader />
      )}
    </div>
  );
}
