import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { loginPasswordSchema, userIdSchema } from '../../domain/credentials.ts';
import { verbatimLoginCodes } from '../../domain/session.ts';
import { TextField } from '../../ui/fields/TextField.tsx';
import { RecoveryLinks } from '../recovery/RecoveryLinks.tsx';

type FieldErrors = { userName?: string; password?: string; form?: string };

/** Client-side rules of document 2 section 5; the server checks them again. */
function validate(userName: string, password: string): FieldErrors {
  if (!userName.trim() && !password) return { form: 'VLD001' };
  const errors: FieldErrors = {};
  const user = v.safeParse(userIdSchema, userName);
  if (!user.success) errors.userName = user.issues[0]?.message;
  const pass = v.safeParse(loginPasswordSchema, password);
  if (!pass.success) errors.password = pass.issues[0]?.message;
  return errors;
}

/** The server's failure as the user reads it: LOG010 and LOG012 verbatim, the rest translated. */
export function loginFailureText(
  intl: ReturnType<typeof useIntl>,
  failure: SessionViewModel['failure'],
): string | null {
  if (!failure) return null;
  if ((verbatimLoginCodes as readonly string[]).includes(failure.msgcode) && failure.message) return failure.message;
  const id = `login.error.${failure.msgcode}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'login.error.generic' });
}

/** User id and password; Enter submits; errors beside the fields; what was typed stays. */
export function LoginForm({ session, guestToken }: { session: SessionViewModel; guestToken?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = session.status === 'signingIn' || session.status === 'establishing';
  const serverError = loginFailureText(intl, session.failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(userName, password);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    session.login({ userName: userName.trim(), password, ...(guestToken ? { guestToken } : {}) });
  };

  return (
    <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-heading" aria-busy={busy}>
      <h2 id="login-heading">{t('login.heading')}</h2>
      {errors.form ? (
        <p className="form-error" role="alert">
          {t(`error.${errors.form}`)}
        </p>
      ) : null}
      {serverError && !errors.form ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <TextField
        label={t('login.userId')}
        name="username"
        autoComplete="username"
        value={userName}
        maxLength={50}
        error={errors.userName ? t(`login.validation.${errors.userName}`) : null}
        onChange={(event) => {
          setUserName(event.target.value);
          // Markers clear as the user corrects (document 2 section 5, general form behaviour).
          if (errors.userName || errors.form) setErrors((previous) => ({ ...previous, userName: undefined, form: undefined }));
        }}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        maxLength={128}
        error={errors.password ? t(`login.validation.${errors.password}`) : null}
        onChange={(event) => {
          setPassword(event.target.value);
          if (errors.password || errors.form) setErrors((previous) => ({ ...previous, password: undefined, form: undefined }));
        }}
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
