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
import { BoundTextField } from '../../../ui/fields/BoundTextField.tsx';

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
  const form = { values, errors: view.errors, error, change: view.change };

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
            <BoundTextField
              form={form}
              name="email"
              kind="email"
              label={t('recovery.field.email')}
              maxLength={254}
            />
          ) : null}
          {view.method === 'userName' ? (
            <BoundTextField
              form={form}
              name="userName"
              kind="userName"
              label={t('recovery.field.userName')}
            />
          ) : null}
          {view.method === 'account' ? (
            <>
              <BoundTextField
                form={form}
                name="accountNumber"
                label={t('recovery.field.accountNumber')}
                inputMode="numeric"
                maxLength={20}
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
