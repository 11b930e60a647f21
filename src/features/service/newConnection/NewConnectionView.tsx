import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { NewConnectionViewModel } from '../../../../machines/service/newConnection/newConnection.connect.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { newConnectionTexts } from './newConnectionText.ts';

/** NewConnection as the machine's view model describes it; no rule is decided here. */
export function NewConnectionView({ view }: { view: NewConnectionViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(newConnectionTexts);
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.newConnection.title')}</h1>
      <p className="lead">{t('service.newConnection.intro')}</p>
      <StepTracker steps={view.steps} />
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? (
        <CallFailure failure={view.failure} onRetry={view.retry} />
      ) : null}
      {view.status === 'editing' ? (
        <StepForm
          title={t('service.newConnection.step.details')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          actions={
            <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t('service.newConnection.busy') : view.failure ? t('common.retry') : t('service.newConnection.submit')}
            </button>
          }
        >
          <FormAlert texts={newConnectionTexts} failure={view.failure} />
          <TextField
            label={t('service.newConnection.field.reference')}
            hint={t('service.newConnection.field.referenceHint')}
            name="reference"
            autoComplete="off"
            maxLength={20}
            value={view.reference}
            error={error(view.referenceError)}
            readOnly={view.busy}
            onChange={(event) => view.change(event.target.value)}
          />
        </StepForm>
      ) : null}
      {view.status === 'done' ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('service.newConnection.step.done')}
          </h2>
          <p>{t('service.newConnection.done', { confirmationNumber: view.receipt?.confirmationNumber ?? '' })}</p>
        </section>
      ) : null}
    </div>
  );
}
