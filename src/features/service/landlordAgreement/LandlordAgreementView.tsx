import { useId, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { LandlordAgreementViewModel } from '../../../../machines/service/landlordAgreement/landlordAgreement.connect.ts';
import { formatDate, formatDisplayDate, parseDisplayDate } from '../../../domain/format.ts';
import { landlordMaxYears } from '../../../domain/landlordAgreement.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { CheckboxField } from '../../../ui/fields/ChoiceFields.tsx';
import { DateField } from '../../../ui/fields/DateField.tsx';
import { TextAreaField } from '../../../ui/fields/TextAreaField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { ServiceReviewForm } from '../common/ServiceReviewForm.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { landlordAgreementTexts } from './landlordAgreementText.ts';
import { LandlordAgreementSigned } from './LandlordAgreementSigned.tsx';

/** Landlord agreement as the machine's view model describes it; no rule is decided here. */
export function LandlordAgreementView({ view, notice, saveForLater }: { view: LandlordAgreementViewModel; notice?: ReactNode; saveForLater?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(landlordAgreementTexts);
  const premisesErrorId = useId();
  const day = (typed: string) => {
    const iso = parseDisplayDate(typed);
    return iso ? formatDate(iso, intl.locale) : '';
  };
  const { form } = view;
  const premisesError = error(view.errors.premises ?? null);
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.landlordAgreement.title')}</h1>
      <p className="lead">{t('service.landlordAgreement.intro')}</p>
      {view.status !== 'notLandlord' ? <StepTracker steps={view.steps} /> : null}
      {notice}
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'notLandlord' ? (
        <>
          <p>{t('service.landlordAgreement.notLandlord')}</p>
          <p>
            <Link to="/dashboard" className="button">
              {t('service.landlordAgreement.home')}
            </Link>
          </p>
        </>
      ) : null}
      {view.status === 'premises' ? (
        <ServiceStepForm title={t('service.landlordAgreement.step.premises')} headingRef={heading} onSubmit={view.next} submitLabel={t('service.next')}>
          <FormAlert texts={landlordAgreementTexts} failure={view.failure} />
          <fieldset className={premisesError ? 'choice-list field--invalid' : 'choice-list'} aria-describedby={premisesError ? premisesErrorId : undefined}>
            <legend>{t('service.landlordAgreement.premisesLegend')}</legend>
            {view.premises.map((premise) => (
              <CheckboxField
                key={premise.accountNumber}
                name="premises"
                value={premise.accountNumber}
                checked={form.accountNumbers.includes(premise.accountNumber)}
                disabled={premise.agreement !== null}
                onChange={() => view.togglePremise(premise.accountNumber)}
                label={
                  <>
                    {t('service.landlordAgreement.premise', { name: premise.nickname ?? premise.accountNumber, address: premise.address, installation: premise.installation ?? '—' })}
                    {premise.agreement ? (
                      <span className="choice__hint"> {t('service.landlordAgreement.covered', { reference: premise.agreement.reference, date: formatDate(premise.agreement.startDate, intl.locale) })}</span>
                    ) : null}
                  </>
                }
              />
            ))}
            {premisesError ? (
              <p id={premisesErrorId} className="field__error">
                {premisesError}
              </p>
            ) : null}
          </fieldset>
          <DateField
            label={t('service.landlordAgreement.field.startDate')}
            name="startDate"
            hint={t('service.landlordAgreement.field.startDateHint', { first: formatDisplayDate(view.startRange.first), last: formatDisplayDate(view.startRange.last) })}
            value={form.startDate}
            error={error(view.errors.startDate ?? null)}
            onChange={(value) => view.changeDate('startDate', value)}
          />
          <DateField
            label={t('service.landlordAgreement.field.endDate')}
            name="endDate"
            hint={t('service.landlordAgreement.field.endDateHint', { years: landlordMaxYears })}
            value={form.endDate}
            error={error(view.errors.endDate ?? null)}
            onChange={(value) => view.changeDate('endDate', value)}
          />
        </ServiceStepForm>
      ) : null}
      {view.status === 'terms' ? (
        <ServiceStepForm title={t('service.landlordAgreement.step.terms')} headingRef={heading} onSubmit={view.next} submitLabel={t('service.next')} back={{ label: t('service.back'), onBack: view.back }}>
          <ol className="landlord-terms">
            <li>{t('service.landlordAgreement.terms.revert')}</li>
            <li>{t('service.landlordAgreement.terms.bills')}</li>
            <li>{t('service.landlordAgreement.terms.access')}</li>
            <li>{t('service.landlordAgreement.terms.end')}</li>
          </ol>
          <CheckboxField
            label={t('service.landlordAgreement.field.acceptTerms')}
            name="acceptTerms"
            checked={form.acceptTerms}
            error={error(view.errors.terms ?? null)}
            onChange={view.toggleTerms}
          />
          <TextAreaField
            label={t('service.landlordAgreement.field.message')}
            hint={t('service.landlordAgreement.field.messageHint')}
            name="message"
            rows={3}
            maxLength={500}
            value={form.message}
            error={error(view.errors.message ?? null)}
            onChange={(event) => view.changeMessage(event.target.value)}
          />
        </ServiceStepForm>
      ) : null}
      {view.status === 'review' ? (
        <ServiceReviewForm
          title={t('service.landlordAgreement.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          failure={view.failure}
          texts={landlordAgreementTexts}
          submitLabel={t('service.landlordAgreement.submit')}
          back={{ label: t('service.back'), onBack: view.back }}
        >
          <dl className="summary-list">
            <dt>{t('service.landlordAgreement.premisesLegend')}</dt>
            <dd>
              <ul>
                {view.chosen.map((premise) => (
                  <li key={premise.accountNumber}>{t('service.landlordAgreement.premise', { name: premise.nickname ?? premise.accountNumber, address: premise.address, installation: premise.installation ?? '—' })}</li>
                ))}
              </ul>
            </dd>
            <dt>{t('service.landlordAgreement.field.startDate')}</dt>
            <dd>{day(form.startDate)}</dd>
            <dt>{t('service.landlordAgreement.field.endDate')}</dt>
            <dd>{form.endDate.trim() ? day(form.endDate) : t('service.landlordAgreement.noEnd')}</dd>
            <dt>{t('service.landlordAgreement.field.message')}</dt>
            <dd>{form.message.trim() || t('service.landlordAgreement.noMessage')}</dd>
          </dl>
          <p>{t('service.landlordAgreement.reviewNote')}</p>
        </ServiceReviewForm>
      ) : null}
      {/* Save for later (saved forms): on the premises, the terms and the review, not while the agreement is sent. */}
      {(view.status === 'premises' || view.status === 'terms' || view.status === 'review') && !view.busy ? saveForLater : null}
      {view.status === 'done' ? <LandlordAgreementSigned reference={view.receipt?.reference ?? null} headingRef={heading} /> : null}
    </div>
  );
}
