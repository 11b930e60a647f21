import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { RecoveryRequestViewModel } from '../../../../machines/auth/recoveryRequest/recoveryRequest.connect.ts';
import type { RecoveryMethod } from '../../../domain/recoveryForms.ts';
import { RadioGroupField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { fromDateInput, toDateInput } from '../registration/registrationText.ts';
import { RecoveryLinks } from '../RecoveryLinks.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { recoveryTexts } from '../recoveryText.ts';

/** Forgot user id / forgot password as the machine's view model describes it; Enter sends. */
export function RecoveryRequestView({ view }: { view: RecoveryRequestViewModel }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const error = useFailureText(recoveryTexts);
  const methodLabel = (method: RecoveryMethod) =>
    method === 'email' ? t('recovery.method.email') : method === 'userName' ? t('recovery.method.userName') : t('recovery.method.account');
  const isUserId = view.kind === 'userId';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  const { values } = view;

  return (
    <div className="container page recovery-page">
      <h1 id="recovery-heading" tabIndex={-1}>
        {isUserId ? t('recovery.forgotUserId.title') : t('recovery.forgotPassword.title')}
      </h1>
      <p className="lead">{isUserId ? t('recovery.forgotUserId.intro') : t('recovery.forgotPassword.intro')}</p>
      <form className="register-card recovery-card" noValidate onSubmit={submit} aria-labelledby="recovery-heading" aria-busy={view.busy}>
        <FormAlert texts={recoveryTexts} formError={view.formError} failure={view.failure} />
        <fieldset className="register-card__fields" disabled={view.busy}>
          <RadioGroupField
            legend={t('recovery.method.legend')}
            name="method"
            value={view.method}
            options={view.methods.map((method) => ({ value: method, label: methodLabel(method) }))}
            onChange={(value) => view.chooseMethod(value as RecoveryMethod)}
          />
          {view.method === 'email' ? (
            <TextField
              label={t('recovery.field.email')}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              error={error(view.errors.email)}
              onChange={(event) => view.change('email', event.target.value)}
            />
          ) : null}
          {view.method === 'userName' ? (
            <TextField
              label={t('recovery.field.userName')}
              name="userName"
              autoComplete="username"
              maxLength={50}
              value={values.userName}
              error={error(view.errors.userName)}
              onChange={(event) => view.change('userName', event.target.value)}
            />
          ) : null}
          {view.method === 'account' ? (
            <>
              <TextField
                label={t('recovery.field.accountNumber')}
                name="accountNumber"
                inputMode="numeric"
                maxLength={20}
                value={values.accountNumber}
                error={error(view.errors.accountNumber)}
                onChange={(event) => view.change('accountNumber', event.target.value)}
              />
              <TextField
                label={t('recovery.field.dateOfBirth')}
                name="dateOfBirth"
                type="date"
                value={toDateInput(values.dateOfBirth)}
                error={error(view.errors.dateOfBirth)}
                onChange={(event) => view.change('dateOfBirth', fromDateInput(event.target.value))}
              />
            </>
          ) : null}
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={view.busy}>
            {view.busy ? t('recovery.busy') : t('recovery.submit')}
          </button>
        </div>
      </form>
      <RecoveryLinks except={isUserId ? '/ForgotUserID' : '/ForgotPassword'} />
    </div>
  );
}
