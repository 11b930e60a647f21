import { useEffect, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ProblemSignInViewModel } from '../../../../machines/auth/problemSignIn/problemSignIn.connect.ts';
import { RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextAreaField } from '../../../ui/fields/TextAreaField.tsx';
import { RecoveryLinks } from '../RecoveryLinks.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { recoveryTexts } from '../recoveryText.ts';
import { BoundTextField } from '../../../ui/fields/BoundTextField.tsx';

/** /ProblemSignIn as the machine's view model describes it: the request, then its reference. */
export function ProblemSignInView({ view }: { view: ProblemSignInViewModel }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const error = useFailureText(recoveryTexts);
  const { values } = view;
  const form = { values, errors: view.errors, error, change: view.change };
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const sent = view.reference !== null;
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };

  return (
    <div className="container page recovery-page">
      <h1 id="problem-heading" tabIndex={-1}>
        {t('recovery.problem.title')}
      </h1>
      {view.reference !== null ? (
        <section className="register-card recovery-card" aria-labelledby="problem-sent-heading">
          <h2 id="problem-sent-heading" ref={sentHeading} tabIndex={-1}>
            {t('recovery.problem.sent.title')}
          </h2>
          <p role="status">{intl.formatMessage({ id: 'recovery.problem.sent.body' }, { reference: view.reference })}</p>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={view.again}>
              {t('recovery.problem.again')}
            </button>
          </div>
        </section>
      ) : (
        <>
          <p className="lead">{t('recovery.problem.intro')}</p>
          <form className="register-card recovery-card" noValidate onSubmit={submit} aria-labelledby="problem-heading" aria-busy={view.busy}>
            <FormAlert texts={recoveryTexts} formError={view.formError} failure={view.failure} />
            <fieldset className="register-card__fields" disabled={view.busy}>
              <RadioGroupField
                legend={t('recovery.problem.contact.legend')}
                name="contactBy"
                value={values.contactBy}
                options={[
                  { value: 'userName', label: t('recovery.method.userName') },
                  { value: 'email', label: t('recovery.method.email') },
                ]}
                onChange={(value) => view.chooseContact(value === 'email' ? 'email' : 'userName')}
              />
              {values.contactBy === 'email' ? (
                <BoundTextField
                  form={form}
                  name="email"
                  kind="email"
                  label={t('recovery.field.email')}
                  maxLength={254}
                />
              ) : (
                <BoundTextField
                  form={form}
                  name="userName"
                  kind="userName"
                  label={t('recovery.field.userName')}
                />
              )}
              <SelectField
                label={t('recovery.problem.issue')}
                name="issue"
                placeholder={t('recovery.problem.issue.choose')}
                value={values.issue}
                options={[
                  { value: 'locked', label: t('recovery.problem.issue.locked') },
                  { value: 'noEmail', label: t('recovery.problem.issue.noEmail') },
                  { value: 'other', label: t('recovery.problem.issue.other') },
                ]}
                error={error(view.errors.issue)}
                onChange={(event) => view.change('issue', event.target.value)}
              />
              <TextAreaField
                label={t('recovery.problem.message')}
                name="message"
                maxLength={2000}
                rows={5}
                value={values.message}
                error={error(view.errors.message)}
                onChange={(event) => view.change('message', event.target.value)}
              />
            </fieldset>
            <div className="form-actions">
              <button type="submit" className="button" disabled={view.busy}>
                {view.busy ? t('recovery.busy') : t('recovery.problem.submit')}
              </button>
            </div>
          </form>
        </>
      )}
      <RecoveryLinks except="/ProblemSignIn" />
    </div>
  );
}
