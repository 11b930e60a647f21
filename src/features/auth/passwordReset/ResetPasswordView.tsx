import { useIntl } from 'react-intl';
import type { PasswordResetViewModel } from '../../../../machines/auth/passwordReset/passwordReset.connect.ts';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { recoveryTexts } from '../recoveryText.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { BoundTextField } from '../../../ui/fields/BoundTextField.tsx';

/**
 * The reset link's page as the machine's view model describes it: the key check, the migrated
 * user's details step and the new password with the rules popup and strength meter.
 */
export function ResetPasswordView({ view }: { view: PasswordResetViewModel }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const error = useFailureText(recoveryTexts);
  const details = { values: view.details, errors: view.errors, error, change: view.changeDetails };
  const heading = useStepHeadingFocus(view.screen);
  const stepper = view.steps.length > 0;
  const onDetails = view.screen === 'details';
  // Enter sends the plain reset form; the migrated path is a stepper form, where it does not.
  const submitOnEnter = !stepper && view.screen === 'password' ? view.submit : undefined;

  let content;
  if (view.screen === 'checking' || view.screen === 'finished') {
    content = (
      <>
        <p role="status">{t('recovery.reset.checking')}</p>
        <InlineLoader />
      </>
    );
  } else if (view.screen === 'checkFailed') {
    content = (
      <CallFailure lead={t('recovery.reset.checkFailed')} failure={view.failure} texts={recoveryTexts} onRetry={view.retry} />
    );
  } else {
    content = (
      <StepForm
        className="register-card recovery-card"
        title={onDetails ? t('recovery.reset.step.details') : t('recovery.reset.step.password')}
        headingRef={heading}
        onSubmit={submitOnEnter}
        busy={view.busy}
        actions={
          <>
            {view.hasBack ? (
              <button type="button" className="button button--secondary" disabled={!view.canGoBack} onClick={view.back}>
                {t('recovery.reset.back')}
              </button>
            ) : null}
            {onDetails ? (
              <button type="button" className="button" disabled={view.busy} onClick={view.next}>
                {view.busy ? t('recovery.busy') : t('recovery.reset.continue')}
              </button>
            ) : (
              <button type={stepper ? 'button' : 'submit'} className="button" disabled={view.busy} onClick={stepper ? view.submit : undefined}>
                {view.busy ? t('recovery.busy') : t('recovery.reset.submit')}
              </button>
            )}
          </>
        }
      >
        {onDetails ? <p>{t('recovery.reset.detailsIntro')}</p> : <p>{intl.formatMessage({ id: 'recovery.reset.forUser' }, { user: view.userName })}</p>}
        <FormAlert texts={recoveryTexts} formError={view.formError} failure={view.failure} />
        <fieldset className="register-card__fields" disabled={view.busy}>
          {onDetails ? (
            <>
              <BoundTextField
                form={details}
                name="userName"
                kind="userName"
                label={t('recovery.field.userName')}
              />
              <BoundTextField
                form={details}
                name="email"
                kind="email"
                label={t('recovery.field.email')}
                maxLength={254}
              />
              <BoundTextField
                form={details}
                name="phone"
                kind="phone"
                label={t('recovery.field.phone')}
              />
            </>
          ) : (
            <NewPasswordFields
              idPrefix="reset"
              labels={{ password: t('recovery.field.password'), confirmPassword: t('recovery.field.confirmPassword') }}
              values={view.passwords}
              errors={{ password: error(view.errors.password), confirmPassword: error(view.errors.confirmPassword) }}
              rules={view.passwordRules}
              strength={view.passwordStrength}
              onChange={view.changePassword}
            />
          )}
        </fieldset>
      </StepForm>
    );
  }

  return (
    <div className="container page recovery-page">
      <h1 tabIndex={-1}>{t('recovery.reset.title')}</h1>
      {stepper ? <StepTracker steps={view.steps} /> : null}
      {content}
    </div>
  );
}
