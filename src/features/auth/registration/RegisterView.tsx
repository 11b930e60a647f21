import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { RegistrationViewModel } from '../../../../machines/auth/registration/registration.connect.ts';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { CheckboxField, RadioGroupField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { CredentialsStep } from '../CredentialsStep.tsx';
import { SignUpForm, SignUpReview } from '../SignUpForm.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { fromDateInput, registrationTexts, toDateInput } from './registrationText.ts';
import { BoundTextField } from '../../../ui/fields/BoundTextField.tsx';


/** The registration steps as the machine's view model describes them; no rule is decided here. */
export function RegisterView({ view }: { view: RegistrationViewModel }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const heading = useStepHeadingFocus(view.step);
  const error = useFailureText(registrationTexts);
  const { account, contact } = view.values;
  const accountForm = { values: account, errors: view.errors, error, change: view.changeAccount };
  const contactForm = { values: contact, errors: view.errors, error, change: view.changeContact };
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
          <BoundTextField
            form={accountForm}
            name="orgName"
            label={t('register.field.orgName')}
            maxLength={100}
          />
        ) : null}
        <BoundTextField
          form={accountForm}
          name="accountNumber"
          label={t('register.field.accountNumber')}
          inputMode="numeric"
          maxLength={20}
        />
        <BoundTextField
          form={accountForm}
          name="firstName"
          label={t('register.field.firstName')}
          autoComplete="given-name"
          maxLength={50}
        />
        <BoundTextField
          form={accountForm}
          name="lastName"
          label={t('register.field.lastName')}
          autoComplete="family-name"
          maxLength={50}
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
        <BoundTextField
          form={accountForm}
          name="idNumber"
          label={t('register.field.idNumber')}
          hint={t('register.field.idNumberHint')}
          maxLength={20}
        />
        <BoundTextField
          form={accountForm}
          name="postCode"
          label={t('register.field.postCode')}
          autoComplete="postal-code"
          maxLength={10}
        />
      </>
    );
  } else if (view.step === 'credentials') {
    body = <CredentialsStep prefix="register" view={view} error={error} />;
  } else if (view.step === 'contact') {
    body = (
      <>
        <BoundTextField
          form={contactForm}
          name="middleName"
          label={t('register.field.middleName')}
          autoComplete="additional-name"
          maxLength={50}
        />
        <BoundTextField
          form={contactForm}
          name="primaryEmail"
          kind="email"
          label={t('register.field.primaryEmail')}
          maxLength={100}
        />
        <BoundTextField
          form={contactForm}
          name="primaryPhone"
          kind="phone"
          label={t('register.field.primaryPhone')}
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
      <SignUpReview
        prefix="register"
        view={view}
        error={error}
        firstRows={
          <>
            <dt>{t('register.field.accountNumber')}</dt>
            <dd>{account.accountNumber}</dd>
          </>
        }
      />
    );
  }

  const isLast = view.step === 'terms';
  let title: string;
  if (view.step === 'credentials') title = t('register.step.credentials');
  else if (view.step === 'contact') title = t('register.step.contact');
  else if (view.step === 'terms' || view.step === 'done') title = t('register.step.terms');
  else title = t('register.step.account');
  return (
    <SignUpForm
      prefix="register"
      view={view}
      title={t('register.title')}
      lead={t('register.intro')}
      stepTitle={title}
      headingRef={heading}
      texts={registrationTexts}
      isLast={isLast}
    >
      {body}
    </SignUpForm>
  );
}
