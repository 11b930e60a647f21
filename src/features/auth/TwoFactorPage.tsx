import type { FormEvent } from 'react';
import { Navigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSession } from '../session/sessionContext.ts';
import { tfaCodeLength, type TfaCodeIssue } from '../../domain/session.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { loginTexts } from './authText.ts';

const codeErrorIds: Record<TfaCodeIssue, string> = { TFA_CODE_REQUIRED: 'tfa.codeRequired', TFA_CODE_FORMAT: 'tfa.codeFormat' };

/**
 * /authentication, the second-factor step: choose where the code goes, send it, enter the six
 * digits. The session machine holds the step, the choice, the code and its rule; this view only renders them.
 */
export function TwoFactorPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const session = useSession();
  const { step, channels, destination, channel, code, codeError } = session.twoFactor;

  // Only a sign-in waiting for its second factor belongs here.
  if (session.status !== 'twoFactor' || step === null) {
    return session.signedIn ? <Navigate to="/dashboard" replace /> : session.status === 'signedOut' ? <Navigate to="/login" replace /> : null;
  }

  const busy = step === 'sendingCode' || step === 'verifyingCode';

  const verify = (event: FormEvent) => {
    event.preventDefault();
    session.verifyCode();
  };

  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('tfa.title')}</h1>
      <p className="lead">{t('tfa.intro')}</p>
      <div className="login-card login-card--narrow" aria-busy={busy}>
        <FormAlert texts={loginTexts} failure={session.failure} />
        {step === 'choosingChannel' || step === 'sendingCode' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              session.sendCode();
            }}
          >
            <fieldset className="choice-list">
              <legend>{t('tfa.chooseChannel')}</legend>
              {channels.map((option) => (
                <label key={option.channel} className="choice">
                  <input
                    type="radio"
                    name="channel"
                    value={option.channel}
                    checked={channel === option.channel}
                    onChange={() => session.chooseChannel(option.channel)}
                  />
                  <span>{t(`tfa.channel.${option.channel}`, { destination: option.destination })}</span>
                </label>
              ))}
            </fieldset>
            <div className="form-actions">
              <button type="submit" className="button" disabled={busy}>
                {t(busy ? 'tfa.sending' : 'tfa.send')}
              </button>
              <button type="button" className="link-button" onClick={session.cancelTwoFactor}>
                {t('tfa.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <form onSubmit={verify} noValidate>
            <p role="status">{t('tfa.sentTo', { destination: destination ?? '' })}</p>
            <TextField
              label={t('tfa.code')}
              hint={t('tfa.codeHint')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={tfaCodeLength}
              value={code}
              error={codeError ? t(codeErrorIds[codeError]) : null}
              onChange={(event) => session.changeCode(event.target.value)}
            />
            <div className="form-actions">
              <button type="submit" className="button" disabled={busy}>
                {t(busy ? 'tfa.verifying' : 'tfa.verify')}
              </button>
              <button type="button" className="link-button" disabled={busy} onClick={session.sendCode}>
                {t('tfa.resend')}
              </button>
              <button type="button" className="link-button" onClick={session.cancelTwoFactor}>
                {t('tfa.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
