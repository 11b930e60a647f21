import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { waitFor as machineReaches } from 'xstate';
import { loginData } from '../../machines/session/session/session.fixtures.ts';
import { TwoFactorPage } from '../../src/features/auth/TwoFactorPage.tsx';
import type { Language } from '../../src/domain/language.ts';
import { formatCatalogueText } from '../../stories/support/i18n.ts';
import { pending, type LiveSessionCalls } from '../../stories/support/liveSession.tsx';
import { demoTfaChannels, preLoginSessions, signInFailures, type SessionFixture } from '../../stories/support/sessionFixtures.tsx';
import { renderLiveSession, renderPreLogin } from '../../stories/support/sessionRender.tsx';
import { text } from './support/render.tsx';

const [email, sms] = demoTfaChannels as [(typeof demoTfaChannels)[number], (typeof demoTfaChannels)[number]];

/** A sign-in that needs the second factor, offering the masked e-mail and phone. */
const tfaAnswer = { ...loginData({ user: { tfa: true }, tokens: false }), tfaDetails: { tfaToken: 'tfa-token', channels: demoTfaChannels } };

/** /authentication on the real session machine, signed in up to the second factor; the code calls are fakes the test sets. */
async function renderTwoFactor(calls: Omit<LiveSessionCalls, 'login'> = {}, language: Language = 'EN_US') {
  const sendTfaCode = vi.fn<NonNullable<LiveSessionCalls['sendTfaCode']>>(calls.sendTfaCode ?? (({ channel }) => Promise.resolve({ destination: channel === 'sms' ? sms.destination : email.destination })));
  const verifyTfaCode = vi.fn<NonNullable<LiveSessionCalls['verifyTfaCode']>>(calls.verifyTfaCode ?? (() => pending()));
  const rendered = await renderLiveSession(<TwoFactorPage />, {
    calls: { login: () => Promise.resolve(tfaAnswer), sendTfaCode, verifyTfaCode },
    route: '/authentication',
    language,
    before: async (actor) => {
      actor.send({ type: 'login.change', field: 'userName', value: 'demo.tfa' });
      actor.send({ type: 'login.change', field: 'password', value: 'Portal#2026' });
      actor.send({ type: 'session.login' });
      await machineReaches(actor, (snapshot) => snapshot.matches('twoFactor'));
    },
  });
  return { ...rendered, sendTfaCode, verifyTfaCode };
}

/** /authentication with a fixed session (the pages it sends other visitors to). */
async function renderFixed(session: SessionFixture) {
  const cancelTwoFactor = vi.fn();
  const rendered = await renderPreLogin(<TwoFactorPage />, { session, intents: { cancelTwoFactor }, route: '/authentication' });
  return { ...rendered, cancelTwoFactor };
}

const codeField = (language: Language = 'EN_US') => screen.getByRole('textbox', { name: text('tfa.code', language) });
const sentTo = (destination: string, language: Language = 'EN_US') => formatCatalogueText('tfa.sentTo', { destination }, language);
const channelRadio = (channel: typeof email) =>
  screen.getByRole('radio', { name: formatCatalogueText(`tfa.channel.${channel.channel}`, { destination: channel.destination }) });

describe('two-factor page: choosing where the code goes', () => {
  it('offers the masked email and phone, email chosen, and sends the code to the one picked', async () => {
    const { user, sendTfaCode } = await renderTwoFactor();
    expect(screen.getByRole('heading', { level: 1, name: text('tfa.title') })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: text('tfa.chooseChannel') });
    expect(within(group).getByRole('radio', { name: formatCatalogueText('tfa.channel.email', { destination: email.destination }) })).toBeChecked();
    expect(channelRadio(sms)).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: text('tfa.code') })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(channelRadio(sms));
    expect(channelRadio(sms)).toBeChecked();
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    expect(sendTfaCode).toHaveBeenCalledExactlyOnceWith({ tfaToken: 'tfa-token', channel: 'sms' });
  });

  it('while sending says "Sending…" and holds the button', async () => {
    const { user } = await renderTwoFactor({ sendTfaCode: () => pending() });
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    expect(screen.getByRole('button', { name: text('tfa.sending') })).toBeDisabled();
    expect(screen.queryByRole('button', { name: text('tfa.send') })).toBeNull();
    expect(screen.getByRole('group', { name: text('tfa.chooseChannel') }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the code could not be sent, and lets the user try again', async () => {
    const { user, sendTfaCode } = await renderTwoFactor({ sendTfaCode: () => Promise.reject({ msgcode: 'GEN500', message: 'Some thing went wrong.' }) });
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('login.error.generic'));
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    expect(sendTfaCode.mock.calls.map(([input]) => input.channel)).toEqual(['email', 'email']);
  });
});

describe('two-factor page: entering the code', () => {
  it('says where the code went, and Enter verifies the six digits', async () => {
    const { user, verifyTfaCode } = await renderTwoFactor();
    await user.click(channelRadio(sms));
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    expect(await screen.findByRole('status')).toHaveTextContent(sentTo(sms.destination));
    expect(codeField()).toHaveAccessibleDescription(text('tfa.codeHint'));
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    await user.type(codeField(), '482913{Enter}');
    expect(verifyTfaCode).toHaveBeenCalledExactlyOnceWith({ tfaToken: 'tfa-token', code: '482913' });
  });

  it('refuses an empty code and a code that is not six digits, beside the field', async () => {
    const { user, verifyTfaCode } = await renderTwoFactor();
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    const verify = await screen.findByRole('button', { name: text('tfa.verify') });
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
    expect(verifyTfaCode).not.toHaveBeenCalled();
  });

  it('while verifying says "Verifying…" and holds Verify and Send a new code', async () => {
    const { user } = await renderTwoFactor();
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    await user.type(await screen.findByRole('textbox', { name: text('tfa.code') }), '482913{Enter}');
    expect(screen.getByRole('button', { name: text('tfa.verifying') })).toBeDisabled();
    expect(screen.getByRole('button', { name: text('tfa.resend') })).toBeDisabled();
    expect(screen.getByRole('button', { name: text('tfa.cancel') })).toBeEnabled();
  });

  it('translates TFA001 after a wrong code and keeps the code for a correction', async () => {
    let answer: (() => void) | undefined;
    const { user } = await renderTwoFactor(
      { verifyTfaCode: () => new Promise((_, reject) => (answer = () => reject(signInFailures.wrongCode))) },
      'FR',
    );
    await user.click(screen.getByRole('button', { name: text('tfa.send', 'FR') }));
    await user.type(await screen.findByRole('textbox', { name: text('tfa.code', 'FR') }), '111111');
    await user.click(screen.getByRole('button', { name: text('tfa.verify', 'FR') }));
    expect(screen.getByRole('button', { name: text('tfa.verifying', 'FR') })).toBeDisabled();
    answer?.();
    expect(await screen.findByRole('alert')).toHaveTextContent(text('login.error.TFA001', 'FR'));
    expect(codeField('FR')).toHaveValue('111111');
    expect(screen.getByRole('button', { name: text('tfa.verify', 'FR') })).toBeEnabled();
  });

  it('sends a new code to the channel chosen before', async () => {
    const { user, sendTfaCode } = await renderTwoFactor();
    await user.click(channelRadio(sms));
    await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    expect(await screen.findByRole('status')).toHaveTextContent(sentTo(sms.destination));
    await user.click(screen.getByRole('button', { name: text('tfa.resend') }));
    await waitFor(() => expect(sendTfaCode).toHaveBeenCalledTimes(2));
    expect(sendTfaCode.mock.calls.map(([input]) => input.channel)).toEqual(['sms', 'sms']);
  });
});

describe('two-factor page: leaving', () => {
  it.each([false, true])('"Back to sign in" cancels the second factor (code sent: %s)', async (sent) => {
    const { user, actor, navigations } = await renderTwoFactor();
    if (sent) await user.click(screen.getByRole('button', { name: text('tfa.send') }));
    await user.click(await screen.findByRole('button', { name: text('tfa.cancel') }));
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(navigations.at(-1)).toBe('/login');
  });

  it('sends a visitor who is not at the two-factor step to /login', async () => {
    const { router } = await renderFixed(preLoginSessions.signedOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: text('tfa.title') })).toBeNull();
  });

  it('sends a signed-in user to the dashboard', async () => {
    const { router } = await renderFixed({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: text('tfa.title') })).toBeNull();
  });

  it('shows nothing and stays while the sign-in is still being checked', async () => {
    const { router, container } = await renderFixed(preLoginSessions.signingIn());
    expect(router.state.location.pathname).toBe('/authentication');
    expect(container).toBeEmptyDOMElement();
  });
});
