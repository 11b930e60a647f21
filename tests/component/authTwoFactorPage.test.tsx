import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TwoFactorPage } from '../../src/features/auth/TwoFactorPage.tsx';
import type { Language } from '../../src/domain/language.ts';
import { formatCatalogueText } from '../../stories/support/i18n.ts';
import { demoTfaChannels, preLoginSessions, signInFailures, type SessionFixture } from '../../stories/support/sessionFixtures.tsx';
import { renderPreLogin } from '../../stories/support/sessionRender.tsx';
import { text } from './support/render.tsx';

const [email, sms] = demoTfaChannels as [(typeof demoTfaChannels)[number], (typeof demoTfaChannels)[number]];

/** /authentication with a session the test moves on, and spies on the second-factor intents. */
async function renderTwoFactor(session: SessionFixture, language: Language = 'EN_US') {
  const intents = { sendCode: vi.fn(), verifyCode: vi.fn(), cancelTwoFactor: vi.fn() };
  const rendered = await renderPreLogin(<TwoFactorPage />, { session, intents, route: '/authentication', language });
  return { ...rendered, ...intents };
}

const codeField = () => screen.getByRole('textbox', { name: text('tfa.code') });
const sentTo = (destination: string, language: Language = 'EN_US') => formatCatalogueText('tfa.sentTo', { destination }, language);

describe('two-factor page: choosing where the code goes', () => {
  it('offers the masked email and phone, email chosen, and sends the code to the one picked', async () => {
    const { user, sendCode } = await renderTwoFactor(preLoginSessions.twoFactor('choosingChannel'));
    expect(screen.getByRole('heading', { level: 1, name: text('tfa.title') })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: text('tfa.chooseChannel') });
    const byEmail = within(group).getByRole('radio', { name: formatCatalogueText('tfa.channel.email', { destination: email.destination }) });
    const bySms = within(group).getByRole('radio', { name: formatCatalogueText('tfa.channel.sms', { destination: sms.destination }) });
    expect(byEmail).toBeChecked();
    expect(bySms).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: text('tfa.code') })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(bySms);
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    expect(sendCode).toHaveBeenCalledExactlyOnceWith('sms');
  });

  it('while sending says "Sending…" and holds the button', async () => {
    await renderTwoFactor(preLoginSessions.twoFactor('sendingCode'));
    expect(screen.getByRole('button', { name: text('tfa.sending') })).toBeDisabled();
    expect(screen.queryByRole('button', { name: text('tfa.send') })).toBeNull();
    expect(screen.getByRole('group', { name: text('tfa.chooseChannel') }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the code could not be sent, and lets the user try again', async () => {
    const { user, sendCode } = await renderTwoFactor(
      preLoginSessions.twoFactor('choosingChannel', { failure: { msgcode: 'GEN500', message: 'Some thing went wrong.' } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text('login.error.generic'));
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    expect(sendCode).toHaveBeenCalledExactlyOnceWith('email');
  });
});

describe('two-factor page: entering the code', () => {
  it('says where the code went, and Enter verifies the six digits', async () => {
    const { user, verifyCode } = await renderTwoFactor(preLoginSessions.twoFactor('awaitingCode', { destination: sms.destination }));
    expect(screen.getByRole('status')).toHaveTextContent(sentTo(sms.destination));
    expect(codeField()).toHaveAccessibleDescription(text('tfa.codeHint'));
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    await user.type(codeField(), '482913{Enter}');
    expect(verifyCode).toHaveBeenCalledExactlyOnceWith('482913');
  });

  it('refuses an empty code and a code that is not six digits, beside the field', async () => {
    const { user, verifyCode } = await renderTwoFactor(preLoginSessions.twoFactor('awaitingCode'));
    const verify = screen.getByRole('button', { name: text('tfa.verify') });
    await user.click(verify);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(`${text('tfa.codeHint')} ${text('tfa.codeRequired')}`);
    // Only digits go in: letters are dropped as they are typed.
    await user.type(codeField(), '1a2b3');
    expect(codeField()).toHaveValue('123');
    expect(codeField()).not.toHaveAttribute('aria-invalid');
    await user.click(verify);
    expect(codeField()).toHaveAccessibleDescription(`${text('tfa.codeHint')} ${text('tfa.codeFormat')}`);
    expect(codeField()).toHaveValue('123');
    expect(verifyCode).not.toHaveBeenCalled();
  });

  it('while verifying says "Verifying…" and holds Verify and Send a new code', async () => {
    await renderTwoFactor(preLoginSessions.twoFactor('verifyingCode'));
    expect(screen.getByRole('button', { name: text('tfa.verifying') })).toBeDisabled();
    expect(screen.getByRole('button', { name: text('tfa.resend') })).toBeDisabled();
    expect(screen.getByRole('button', { name: text('tfa.cancel') })).toBeEnabled();
  });

  it('translates TFA001 after a wrong code and keeps the code for a correction', async () => {
    const awaiting = preLoginSessions.twoFactor('awaitingCode');
    const { user, verifyCode, setSession } = await renderTwoFactor(awaiting, 'FR');
    verifyCode.mockImplementation(() => setSession(preLoginSessions.twoFactor('verifyingCode')));
    const field = screen.getByRole('textbox', { name: text('tfa.code', 'FR') });
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: text('tfa.verify', 'FR') }));
    expect(screen.getByRole('button', { name: text('tfa.verifying', 'FR') })).toBeDisabled();
    setSession(preLoginSessions.twoFactor('awaitingCode', { failure: signInFailures.wrongCode }));
    expect(screen.getByRole('alert')).toHaveTextContent(text('login.error.TFA001', 'FR'));
    expect(field).toHaveValue('111111');
    expect(screen.getByRole('button', { name: text('tfa.verify', 'FR') })).toBeEnabled();
  });

  it('sends a new code to the channel chosen before', async () => {
    const { user, sendCode, setSession } = await renderTwoFactor(preLoginSessions.twoFactor('choosingChannel'));
    sendCode.mockImplementation(() => setSession(preLoginSessions.twoFactor('awaitingCode', { destination: sms.destination })));
    await user.click(screen.getByRole('radio', { name: formatCatalogueText('tfa.channel.sms', { destination: sms.destination }) }));
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    expect(screen.getByRole('status')).toHaveTextContent(sentTo(sms.destination));
    await user.click(screen.getByRole('button', { name: text('tfa.resend') }));
    expect(sendCode.mock.calls).toEqual([['sms'], ['sms']]);
  });
});

describe('two-factor page: leaving', () => {
  it.each(['choosingChannel', 'awaitingCode'] as const)('"Back to sign in" cancels the second factor (%s)', async (step) => {
    const { user, cancelTwoFactor } = await renderTwoFactor(preLoginSessions.twoFactor(step));
    await user.click(screen.getByRole('button', { name: text('tfa.cancel') }));
    expect(cancelTwoFactor).toHaveBeenCalledOnce();
  });

  it('sends a visitor who is not at the two-factor step to /login', async () => {
    const { router } = await renderTwoFactor(preLoginSessions.signedOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: text('tfa.title') })).toBeNull();
  });

  it('sends a signed-in user to the dashboard', async () => {
    const { router } = await renderTwoFactor({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: text('tfa.title') })).toBeNull();
  });

  it('shows nothing and stays while the sign-in is still being checked', async () => {
    const { router, container } = await renderTwoFactor(preLoginSessions.signingIn());
    expect(router.state.location.pathname).toBe('/authentication');
    expect(container).toBeEmptyDOMElement();
  });
});
