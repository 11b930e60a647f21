import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginData } from '../../machines/session/session/session.fixtures.ts';
import type { LoginData, LoginRequest } from '../../machines/session/session/session.types.ts';
import { LoginPage } from '../../src/features/auth/LoginPage.tsx';
import type { Language } from '../../src/domain/language.ts';
import { pending, type LiveSessionCalls } from '../../stories/support/liveSession.tsx';
import { preLoginSessions, signInFailures, type SessionFixture } from '../../stories/support/sessionFixtures.tsx';
import { renderLiveSession, renderPreLogin } from '../../stories/support/sessionRender.tsx';
import { text } from './support/render.tsx';

/** The login page at /login (?expired=true after a time-out), with a fixed session the test moves on. */
async function renderLogin(options: { session?: SessionFixture; expired?: boolean; language?: Language } = {}) {
  const dismissNotice = vi.fn<() => void>();
  const rendered = await renderPreLogin(<LoginPage expired={options.expired ?? false} />, {
    session: options.session ?? preLoginSessions.signedOut(),
    intents: { dismissNotice },
    route: options.expired ? '/login?session=expired' : '/login',
    language: options.language,
  });
  return { ...rendered, dismissNotice };
}

/** The login page on the real session machine: the machine holds the form; `login` is the fake sign-in call. */
async function renderLiveLogin(options: { login?: (request: LoginRequest) => Promise<LoginData>; language?: Language } = {}) {
  const login = vi.fn<NonNullable<LiveSessionCalls['login']>>(options.login ?? (() => pending()));
  const rendered = await renderLiveSession(<LoginPage expired={false} />, { calls: { login }, route: '/login', language: options.language });
  return { ...rendered, login };
}

const loginAnswer = loginData();

const form = (language: Language = 'EN_US') => screen.getByRole('form', { name: text('login.heading', language) });
const userIdField = (language: Language = 'EN_US') => screen.getByRole('textbox', { name: text('login.userId', language) });
/** A password input has no ARIA role: found by its label. */
const passwordField = (language: Language = 'EN_US') => screen.getByLabelText(text('login.password', language), { selector: 'input' });
const signInButton = (language: Language = 'EN_US') => screen.getByRole('button', { name: text('login.submit', language) });

describe('login page', () => {
  it('shows the empty sign-in form beside the pages that need no session', async () => {
    await renderLiveLogin();
    expect(screen.getByRole('heading', { level: 1, name: text('landing.title') })).toBeInTheDocument();
    expect(within(form()).getByRole('heading', { level: 2, name: text('login.heading') })).toBeInTheDocument();
    expect(userIdField()).toHaveValue('');
    expect(userIdField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(signInButton()).toBeEnabled();
    expect(form()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('link', { name: text('footer.howCanWeHelp') })).toHaveAttribute('href', '/Help');
    expect(screen.getByRole('link', { name: text('nav.faq') })).toHaveAttribute('href', '/PreFaq');
    expect(screen.getByRole('link', { name: text('faq.page.PreOutageFaq') })).toHaveAttribute('href', '/PreOutageFaq');
  });

  it('shows and hides the password', async () => {
    const { user } = await renderLiveLogin();
    await user.type(passwordField(), 'Portal#2026');
    const toggle = screen.getByRole('button', { name: text('login.showPassword') });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(passwordField()).toHaveValue('Portal#2026');
    expect(screen.getByRole('button', { name: text('login.hidePassword') })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says VLD001 when both fields are empty, and signs nobody in', async () => {
    const { user, login } = await renderLiveLogin();
    await user.click(signInButton());
    expect(screen.getByRole('alert')).toHaveTextContent(text('error.VLD001'));
    expect(login).not.toHaveBeenCalled();
    // The message clears as soon as the user types.
    await user.type(userIdField(), 'k');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['ab', 'LOG_USERID_LENGTH'],
    ['kagiso molefe', 'LOG_USERID_CHARACTERS'],
    ['00000', 'LOG_USERID_ZEROS'],
  ])('refuses the user id "%s" beside the field (%s), keeping what was typed', async (userId, rule) => {
    const { user, login } = await renderLiveLogin();
    await user.type(userIdField(), userId);
    await user.type(passwordField(), 'Portal#2026');
    await user.click(signInButton());
    expect(userIdField()).toHaveAttribute('aria-invalid', 'true');
    expect(userIdField()).toHaveAccessibleDescription(text(`login.validation.${rule}`));
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
    expect(userIdField()).toHaveValue(userId);
    expect(passwordField()).toHaveValue('Portal#2026');
    expect(login).not.toHaveBeenCalled();
    // Correcting the field clears its marker.
    await user.type(userIdField(), 'x');
    expect(userIdField()).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the password when only the user id is given', async () => {
    const { user, login } = await renderLiveLogin();
    await user.type(userIdField(), 'kagiso.molefe');
    await user.click(signInButton());
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(text('login.validation.LOG_PASSWORD_REQUIRED'));
    expect(userIdField()).not.toHaveAttribute('aria-invalid');
    expect(login).not.toHaveBeenCalled();
  });

  it('Enter in the password field submits the trimmed user id and the password', async () => {
    const { user, login } = await renderLiveLogin();
    await user.type(userIdField(), '  kagiso.molefe ');
    await user.type(passwordField(), 'Portal#2026{Enter}');
    expect(login).toHaveBeenCalledExactlyOnceWith({ userName: 'kagiso.molefe', password: 'Portal#2026' });
  });

  it('while signing in says "Signing in…" and holds the button, keeping the fields', async () => {
    const { user } = await renderLiveLogin();
    await user.type(userIdField(), 'kagiso.molefe');
    await user.type(passwordField(), 'Portal#2026');
    await user.click(signInButton());
    const busy = screen.getByRole('button', { name: text('login.signingIn') });
    expect(busy).toBeDisabled();
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: text('login.submit') })).toBeNull();
    expect(userIdField()).toHaveValue('kagiso.molefe');
    expect(passwordField()).toHaveValue('Portal#2026');
  });

  it('translates LOG001 and keeps what was typed for another try', async () => {
    const { user, login } = await renderLiveLogin({ language: 'ES', login: () => Promise.reject(signInFailures.wrongPassword) });
    await user.type(userIdField('ES'), 'kagiso.molefe');
    await user.type(passwordField('ES'), 'Wrong#2026');
    await user.click(signInButton('ES'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text('login.error.LOG001', 'ES'));
    expect(alert).not.toHaveTextContent(signInFailures.wrongPassword.message);
    expect(userIdField('ES')).toHaveValue('kagiso.molefe');
    expect(passwordField('ES')).toHaveValue('Wrong#2026');
    expect(signInButton('ES')).toBeEnabled();
    // A second try sends what is in the fields now.
    login.mockImplementation(() => pending());
    await user.clear(passwordField('ES'));
    await user.type(passwordField('ES'), 'Portal#2026{Enter}');
    expect(login).toHaveBeenLastCalledWith({ userName: 'kagiso.molefe', password: 'Portal#2026' });
    expect(login).toHaveBeenCalledTimes(2);
  });

  it('signs in and leaves nothing typed in the form for the next visitor', async () => {
    const { user, actor, navigations } = await renderLiveLogin({ login: () => Promise.resolve(loginAnswer) });
    await user.type(userIdField(), 'kagiso.molefe');
    await user.type(passwordField(), 'Portal#2026{Enter}');
    await waitFor(() => expect(navigations).toContain('returnPath'));
    expect(actor.getSnapshot().context.loginForm.values).toEqual({ userName: '', password: '' });
  });

  it('shows LOG010 exactly as the server words it', async () => {
    await renderLogin({ session: preLoginSessions.failed(signInFailures.locked), language: 'FR' });
    expect(screen.getByRole('alert').textContent).toBe(signInFailures.locked.message);
  });

  it('says the portal could not be reached when the network fails', async () => {
    await renderLogin({ session: preLoginSessions.failed(signInFailures.network) });
    expect(screen.getByRole('alert')).toHaveTextContent(text('login.error.NETWORK'));
  });

  it('falls back to the general message (with the utility phone) for a code it does not know', async () => {
    await renderLogin({ session: preLoginSessions.failed({ msgcode: 'GEN500', message: 'Some thing went wrong.' }) });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text('login.error.generic'));
    expect(alert.textContent).not.toContain('{');
  });
});

describe('session-expired popup', () => {
  // jsdom's <dialog> has neither showModal nor close: the Dialog component opens it with the open
  // attribute; close() is given here as a browser has it, so the closing can be seen.
  const close = HTMLDialogElement.prototype.close;
  afterEach(() => {
    HTMLDialogElement.prototype.close = close;
  });

  it('after a time-out shows "Session expired" as an alert dialog, and OK dismisses it', async () => {
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    const { user, dismissNotice, setSession } = await renderLogin({ session: preLoginSessions.expired(), expired: true });
    const dialog = screen.getByRole('alertdialog', { name: text('login.expiredTitle') });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(text('login.expiredBody'));
    const ok = within(dialog).getByRole('button', { name: text('toast.ok') });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(dismissNotice).toHaveBeenCalledOnce();
    // The session machine forgets why the last session ended: the popup closes.
    setSession(preLoginSessions.signedOut());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(userIdField()).toBeInTheDocument();
  });

  it('is not shown after a sign-out, nor when /login was not opened for an expired session', async () => {
    const { unmount } = await renderLogin({ session: { status: 'signedOut', endReason: 'logout' }, expired: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();
    await renderLogin({ session: preLoginSessions.expired(), expired: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
