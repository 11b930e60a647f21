import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { LetterOfCreditViewModel } from '../../../../machines/service/letterOfCredit/letterOfCredit.connect.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { letterOfCreditTexts } from './letterOfCreditText.ts';

/** LetterOfCredit as the machine's view model describes it; no rule is decided here. */
export function LetterOfCreditView({ view }: { view: LetterOfCreditViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(letterOfCreditTexts);
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.letterOfCredit.title')}</h1>
      <p className="lead">{t('service.letterOfCredit.intro')}</p>
      <StepTracker steps={view.steps} />
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? (
        <CallFailure failure={view.failure} onRetry={view.retry} />
      ) : null}
      {view.status === 'editing' ? (
        <StepForm
          title={t('service.letterOfCredit.step.details')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          actions={
            <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t('service.letterOfCredit.busy') : view.failure ? t('common.retry') : t('service.letterOfCredit.submit')}
            </button>
          }
        >
          <FormAlert texts={letterOfCreditTexts} failure={view.failure} />
          <TextField
            label={t('service.letterOfCredit.field.reference')}
            hint={t('service.letterOfCredit.field.referenceHint')}
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
            {t('service.letterOfCredit.step.done')}
          </h2>
          <p>{t('service.letterOfCredit.done', { confirmationNumber: view.receipt?.confirmationNumber ?? '' })}</p>
        </section>
      ) : null}
    </div>
  );
}
