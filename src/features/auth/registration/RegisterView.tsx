import type { FormEvent, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { RegistrationViewModel } from '../../../../machines/auth/registration/registration.connect.ts';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { CheckboxField, RadioGroupField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { fromDateInput, registrationTexts, toDateInput } from './registrationText.ts';


/** The registration steps as the machine's view model describes them; no rule is decided here. */
export function RegisterView({ view }: { view: RegistrationViewModel }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const heading = useStepHeadingFocus(view.step);
  const error = useFailureText(registrationTexts);
  const { account, credentials, contact } = view.values;
  const disabled = view.busy;

  let body: ReactNode;
  if (view.step === 'account' || view.step === 'done') {
    body = (
      <>
        <RadioGroupField
          legend={t('register.type.legend')}
          name="registrationType"
          value={String(account.registrationType)}
          options={[
            { value: '0', label: t('register.type.residential') },
            { value: '1', label: t('register.type.other') },
          ]}
          onChange={(value) => view.changeAccount('registrationType', Number(value))}
          disabled={disabled}
        />
        {account.registrationType === 1 ? (
          <TextField
            label={t('register.field.orgName')}
            name="orgName"
            maxLength={100}
            value={account.orgName}
            error={error(view.errors.orgName)}
            onChange={(event) => view.changeAccount('orgName', event.target.value)}
          />
        ) : null}
        <TextField
          label={t('register.field.accountNumber')}
          name="accountNumber"
          inputMode="numeric"
          maxLength={20}
          value={account.accountNumber}
          error={error(view.errors.accountNumber)}
          onChange={(event) => view.changeAccount('accountNumber', event.target.value)}
        />
        <TextField
          label={t('register.field.firstName')}
          name="firstName"
          autoComplete="given-name"
          maxLength={50}
          value={account.firstName}
          error={error(view.errors.firstName)}
          onChange={(event) => view.changeAccount('firstName', event.target.value)}
        />
        <TextField
          label={t('register.field.lastName')}
          name="lastName"
          autoComplete="family-name"
          maxLength={50}
          value={account.lastName}
          error={error(view.errors.lastName)}
          onChange={(event) => view.changeAccount('lastName', event.target.value)}
        />
        <TextField
          label={t('register.field.dateOfBirth')}
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          value={toDateInput(account.dateOfBirth)}
          error={error(view.errors.dateOfBirth)}
          onChange={(event) => view.changeAccount('dateOfBirth', fromDateInput(event.target.value))}
        />
        <TextField
          label={t('register.field.idNumber')}
          hint={t('register.field.idNumberHint')}
          name="idNumber"
          maxLength={20}
          value={account.idNumber}
          error={error(view.errors.idNumber)}
          onChange={(event) => view.changeAccount('idNumber', event.target.value)}
        />
        <TextField
          label={t('register.field.postCode')}
          name="postCode"
          autoComplete="postal-code"
          maxLength={10}
          value={account.postCode}
          error={error(view.errors.postCode)}
          onChange={(event) => view.changeAccount('postCode', event.target.value)}
        />
      </>
    );
  } else if (view.step === 'credentials') {
    body = (
      <>
        <TextField
          label={t('register.field.userName')}
          name="userName"
          autoComplete="username"
          maxLength={50}
          value={credentials.userName}
          error={error(view.errors.userName)}
          onChange={(event) => view.changeCredentials('userName', event.target.value)}
        />
        <NewPasswordFields
          idPrefix="register"
          labels={{ password: t('register.field.password'), confirmPassword: t('register.field.confirmPassword') }}
          values={credentials}
          errors={{ password: error(view.errors.password), confirmPassword: error(view.errors.confirmPassword) }}
          rules={view.passwordRules}
          strength={view.passwordStrength}
          onChange={view.changeCredentials}
        />
      </>
    );
  } else if (view.step === 'contact') {
    body = (
      <>
        <TextField
          label={t('register.field.middleName')}
          name="middleName"
          autoComplete="additional-name"
          maxLength={50}
          value={contact.middleName}
          error={error(view.errors.middleName)}
          onChange={(event) => view.changeContact('middleName', event.target.value)}
        />
        <TextField
          label={t('register.field.primaryEmail')}
          name="primaryEmail"
          type="email"
          autoComplete="email"
          maxLength={100}
          value={contact.primaryEmail}
          error={error(view.errors.primaryEmail)}
          onChange={(event) => view.changeContact('primaryEmail', event.target.value)}
        />
        <TextField
          label={t('register.field.primaryPhone')}
          name="primaryPhone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={15}
          value={contact.primaryPhone}
          error={error(view.errors.primaryPhone)}
          onChange={(event) => view.changeContact('primaryPhone', event.target.value)}
        />
        <CheckboxField
          label={t('register.field.emailNotification')}
          checked={contact.emailNotification}
          onChange={(event) => view.changeContact('emailNotification', event.target.checked)}
        />
        <CheckboxField
          label={t('register.field.textNotification')}
          checked={contact.textNotification}
          onChange={(event) => view.changeContact('textNotification', event.target.checked)}
        />
        <CheckboxField
          label={t('register.field.paperless')}
          checked={contact.enrollPaperlessBilling}
          onChange={(event) => view.changeContact('enrollPaperlessBilling', event.target.checked)}
        />
      </>
    );
  } else {
    body = (
      <>
        <h3>{t('register.summary.title')}</h3>
        <dl className="register-summary">
          <dt>{t('register.field.accountNumber')}</dt>
          <dd>{account.accountNumber}</dd>
          <dt>{t('register.field.userName')}</dt>
          <dd>{credentials.userName}</dd>
          <dt>{t('register.field.primaryEmail')}</dt>
          <dd>{contact.primaryEmail}</dd>
          <dt>{t('register.field.primaryPhone')}</dt>
          <dd>{contact.primaryPhone}</dd>
        </dl>
        <CheckboxField
          label={
            <>
              {t('register.terms.before')}{' '}
              <Link to="/Term" target="_blank">
                {t('register.terms.link')}
              </Link>
            </>
          }
          checked={view.values.agreed}
          error={error(view.errors.agreed)}
          onChange={(event) => view.agree(event.target.checked)}
        />
      </>
    );
  }

  const isLast = view.step === 'terms';
  let title: string;
  if (view.step === 'credentials') title = t('register.step.credentials');
  else if (view.step === 'contact') title = t('register.step.contact');
  else if (view.step === 'terms' || view.step === 'done') title = t('register.step.terms');
  else title = t('register.step.account');
  // Enter in a stepper form does not move on (document 2 section 5): the buttons are not submit
  // buttons, and a submission (one-field implicit submit) is swallowed.
  const submit = (event: FormEvent) => {
    event.preventDefault();
  };

  return (
    <div className="container page register-page">
      <h1 tabIndex={-1}>{t('register.title')}</h1>
      <p className="lead">{t('register.intro')}</p>
      <StepTracker steps={view.steps} />
      <form className="register-card" noValidate onSubmit={submit} aria-labelledby="register-step-heading" aria-busy={view.busy}>
        <h2 id="register-step-heading" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <FormAlert texts={registrationTexts} formError={view.formError} failure={view.failure} />
        <fieldset className="register-card__fields" disabled={disabled}>
          {body}
        </fieldset>
        <div className="form-actions">
          {view.canGoBack ? (
            <button type="button" className="button button--secondary" disabled={disabled} onClick={view.back}>
              {t('register.back')}
            </button>
          ) : null}
          <button type="button" className="button" disabled={disabled} onClick={isLast ? view.submit : view.next}>
            {disabled ? t('register.busy') : isLast ? t('register.submit') : t('register.continue')}
          </button>
        </div>
      </form>
      <p>
        <Link to="/login">{t('register.haveAccount')}</Link>
      </p>
    </div>
  );
}
