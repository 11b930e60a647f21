import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { VerifyLetterViewModel } from '../../../../machines/service/verifyLetter/verifyLetter.connect.ts';
import { formatDate } from '../../../domain/format.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { kindLabel, LetterFactsList } from '../letterOfCredit/LetterOfCreditView.tsx';
import { verifyLetterTexts } from './verifyLetterText.ts';

/** Check a letter, as the machine's view model describes it; no rule is decided here. */
export function VerifyLetterView({ view }: { view: VerifyLetterViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const resultId = useId();
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(verifyLetterTexts);
  const letter = view.letter;
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.verifyLetter.title')}</h1>
      <p className="lead">{t('service.verifyLetter.intro')}</p>
      {view.status === 'form' ? (
        <div className="letter-verify__form">
          <StepForm
            title={t('service.verifyLetter.formTitle')}
            headingRef={heading}
            onSubmit={view.submit}
            busy={view.busy}
            actions={
              <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
                {view.busy ? t('service.verifyLetter.busy') : t('service.verifyLetter.submit')}
              </button>
            }
          >
            <FormAlert texts={verifyLetterTexts} failure={view.failure} />
            <TextField
              label={t('service.verifyLetter.field.reference')}
              hint={t('service.verifyLetter.field.referenceHint')}
              name="reference"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              value={view.reference}
              error={error(view.referenceError)}
              readOnly={view.busy}
              onChange={(event) => view.changeReference(event.target.value)}
            />
            <TextField
              label={t('service.verifyLetter.field.code')}
              hint={t('service.verifyLetter.field.codeHint')}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={11}
              value={view.code}
              error={error(view.codeError)}
              readOnly={view.busy}
              onChange={(event) => view.changeCode(event.target.value)}
            />
          </StepForm>
        </div>
      ) : null}
      {view.status === 'verified' && letter ? (
        <section aria-labelledby={resultId}>
          <h2 id={resultId} ref={heading} tabIndex={-1}>
            {t('service.verifyLetter.genuine')}
          </h2>
          <p>
            {t('service.verifyLetter.genuineText', {
              kind: t(kindLabel[letter.kind]),
              reference: letter.reference,
              date: formatDate(letter.issuedAt, intl.locale),
              addressee: letter.addressee || t('service.verifyLetter.toWhom'),
            })}
          </p>
          <LetterFactsList facts={letter.facts} kind={letter.kind} />
          <p className="form-actions">
            <button type="button" className="button button--secondary" onClick={view.another}>
              {t('service.verifyLetter.another')}
            </button>
          </p>
        </section>
      ) : null}
    </div>
  );
}
