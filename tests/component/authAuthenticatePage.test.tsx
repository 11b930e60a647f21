import { StrictMode } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthenticatePage } from '../../src/features/auth/AuthenticatePage.tsx';
import { ForgotPasswordSuccessPage } from '../../src/features/auth/recoveryRequest/ForgotPasswordSuccessPage.tsx';
import { formatCatalogueText } from '../../stories/support/i18n.ts';
import { preLoginSessions, signInFailures, type SessionFixture } from '../../stories/support/sessionFixtures.tsx';
import { renderPreLogin } from '../../stories/support/sessionRender.tsx';
import { renderPortal, text } from './support/render.tsx';

/** A token is single use: the page sends each one once per page load, so each test has its own. */
let tokens = 0;
const nextToken = () => `a1b2c3d4e5f6a7b8c9d0${String(++tokens).padStart(4, '0')}`;

async function renderAuthenticate(session: SessionFixture = preLoginSessions.signedOut()) {
  const authenticate = vi.fn();
  const token = nextToken();
  const rendered = await renderPreLogin(
    // Strict mode runs effects twice: the token must still be exchanged once.
    <StrictMode>
      <AuthenticatePage token={token} />
    </StrictMode>,
    { session, intents: { authenticate }, route: `/authenticate/${token}` },
  );
  return { ...rendered, authenticate, token };
}

describe('/authenticate/{token}', () => {
  it('exchanges the token exactly once, showing the loader meanwhile', async () => {
    const { authenticate, setSession, token } = await renderAuthenticate();
    expect(authenticate).toHaveBeenCalledExactlyOnceWith(token);
    setSession(preLoginSessions.signingIn());
    expect(screen.getByRole('heading', { level: 1, name: text('authenticate.title') })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text('common.loading'));
    expect(screen.queryByRole('link', { name: text('authenticate.login') })).toBeNull();
    expect(authenticate).toHaveBeenCalledOnce();
  });

  it('does not send the token again when the page mounts again in the same page load', async () => {
    const { authenticate, token, unmount } = await renderAuthenticate();
    unmount();
    const again = vi.fn();
    await renderPreLogin(<AuthenticatePage token={token} />, { intents: { authenticate: again }, route: `/authenticate/${token}` });
    expect(authenticate).toHaveBeenCalledOnce();
    expect(again).not.toHaveBeenCalled();
  });

  it('when the token is refused shows the server message and a Login link', async () => {
    const { authenticate, setSession, token } = await renderAuthenticate();
    expect(authenticate).toHaveBeenCalledExactlyOnceWith(token);
    setSession(preLoginSessions.signingIn());
    setSession(preLoginSessions.tokenRejected());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(signInFailures.linkRefused.message);
    expect(within(alert).getByRole('link', { name: text('authenticate.login') })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('status')).toBeNull();
    expect(authenticate).toHaveBeenCalledOnce();
  });

  it('says the link could not be used when the server gave no message', async () => {
    await renderAuthenticate(preLoginSessions.tokenRejected({ msgcode: 'GEN500', message: '' }));
    expect(screen.getByRole('alert')).toHaveTextContent(text('authenticate.failed'));
  });
});

describe('forgot-password success', () => {
  it('tells a migrated user, by user name, to set a new password first', async () => {
    await renderPortal(<ForgotPasswordSuccessPage userName="kagiso.molefe" />, { route: '/ForgotPasswordSuccess', language: 'ES' });
    expect(screen.getByRole('heading', { level: 1, name: text('forgotPasswordSuccess.title', 'ES') })).toBeInTheDocument();
    expect(screen.getByText(formatCatalogueText('forgotPasswordSuccess.migrated', { user: 'kagiso.molefe' }, 'ES'))).toBeInTheDocument();
    expect(screen.getByText(text('forgotPasswordSuccess.body', 'ES'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('authenticate.login', 'ES') })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: text('footer.howCanWeHelp', 'ES') })).toHaveAttribute('href', '/Help');
  });

  it('without a user name says only that the reset link was sent', async () => {
    await renderPortal(<ForgotPasswordSuccessPage userName={null} />, { route: '/ForgotPasswordSuccess' });
    expect(screen.getByText(text('forgotPasswordSuccess.body'))).toBeInTheDocument();
    expect(screen.queryByText(/has moved to our new customer portal/)).toBeNull();
    expect(screen.getByText(text('forgotPasswordSuccess.body')).textContent).not.toContain('{');
  });
});
