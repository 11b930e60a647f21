import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MeterInspectionViewModel } from '../../../../machines/service/meterInspection/meterInspection.connect.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { meterInspectionTexts } from './meterInspectionText.ts';

/** MeterInspection as the machine's view model describes it; no rule is decided here. */
export function MeterInspectionView({ view }: { view: MeterInspectionViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(meterInspectionTexts);
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.meterInspection.title')}</h1>
      <p className="lead">{t('service.meterInspection.intro')}</p>
      <StepTracker steps={view.steps} />
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? (
        <CallFailure failure={view.failure} onRetry={view.retry} />
      ) : null}
      {view.status === 'editing' ? (
        <StepForm
          title={t('service.meterInspection.step.details')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          actions={
            <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t('service.meterInspection.busy') : view.failure ? t('common.retry') : t('service.meterInspection.submit')}
            </button>
          }
        >
          <FormAlert texts={meterInspectionTexts} failure={view.failure} />
          <TextField
            label={t('service.meterInspection.field.reference')}
            hint={t('service.meterInspection.field.referenceHint')}
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
            {t('service.meterInspection.step.done')}
          </h2>
          <p>{t('service.meterInspection.done', { confirmationNumber: view.receipt?.confirmationNumber ?? '' })}</p>
        </section>
      ) : null}
    </div>
  );
}
