import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { limits } from '../../domain/constants.ts';
import { loginPasswordMax } from '../../domain/credentials.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { RecoveryLinks } from './RecoveryLinks.tsx';
import { loginTexts } from './authText.ts';

/**
 * User id and password; Enter submits; errors beside the fields; what was typed stays. The session
 * machine holds the form and its rules; the view keeps only whether the password is shown.
 */
export function LoginForm({ session, guestToken }: { session: SessionViewModel; guestToken?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [showPassword, setShowPassword] = useState(false);
  const { userName, password, errors, formError } = session.loginForm;
  const busy = session.status === 'signingIn' || session.status === 'establishing';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.login(guestToken);
  };

  return (
    <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-heading" aria-busy={busy}>
      <h2 id="login-heading">{t('login.heading')}</h2>
      {/* The form's own rule first; the server's answer only when the form is fine. */}
      <FormAlert texts={loginTexts} formError={formError} failure={formError ? null : session.failure} />
      <TextField
        label={t('login.userId')}
        name="username"
        autoComplete="username"
        value={userName}
        maxLength={limits.userIdMax}
        error={errors.userName ? t(`login.validation.${errors.userName}`) : null}
        onChange={(event) => session.changeLogin('userName', event.target.value)}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        maxLength={loginPasswordMax}
        error={errors.password ? t(`login.validation.${errors.password}`) : null}
        onChange={(event) => session.changeLogin('password', event.target.value)}
        adornment={
          <button
            type="button"
            className="button button--secondary button--small"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
          </button>
        }
      />
      <button type="submit" className="button" disabled={busy}>
        {t(busy ? 'login.signingIn' : 'login.submit')}
      </button>
      <RecoveryLinks except="/login" />
      <p className="login-card__register">
        <Link to="/Register">{t('register.loginLink')}</Link>
      </p>
    </form>
  );
}
