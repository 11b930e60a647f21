import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { LetterOfCreditViewModel } from '../../../../machines/service/letterOfCredit/letterOfCredit.connect.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { letterAddresseeMaxLength, letterKinds, type LetterFacts, type LetterKind } from '../../../domain/letterOfCredit.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { RadioGroupField } from '../../../ui/fields/ChoiceFields.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { letterOfCreditTexts } from './letterOfCreditText.ts';

export const kindLabel: Record<LetterKind, string> = { accountStanding: 'service.letterOfCredit.kind.accountStanding', serviceAtAddress: 'service.letterOfCredit.kind.serviceAtAddress' };
/** The services a letter names, as the usage pages name them. */
const serviceLabel: Record<string, string> = { electric: 'usage.service.electric', gas: 'usage.service.gas', water: 'usage.service.water', solar: 'usage.service.solar' };
const kindHint: Record<LetterKind, string> = { accountStanding: 'service.letterOfCredit.kind.accountStandingHint', serviceAtAddress: 'service.letterOfCredit.kind.serviceAtAddressHint' };

/** The facts a letter states, as a list (the same on the form, where they are today's). */
export function LetterFactsList({ facts, kind }: { facts: LetterFacts; kind: LetterKind }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const services = facts.services.map((s) => (serviceLabel[s] ? t(serviceLabel[s]) : s)).join(', ');
  return (
    <dl className="register-summary">
      <dt>{t('service.letterOfCredit.fact.holder')}</dt>
      <dd>{facts.holderName}</dd>
      <dt>{t('service.letterOfCredit.fact.account')}</dt>
      <dd>{facts.accountNumber}</dd>
      <dt>{t('service.letterOfCredit.fact.address')}</dt>
      <dd>{facts.serviceAddress}</dd>
      <dt>{t('service.letterOfCredit.fact.since')}</dt>
      <dd>{formatDate(facts.customerSince, intl.locale)}</dd>
      {kind === 'serviceAtAddress' ? (
        <>
          <dt>{t('service.letterOfCredit.fact.services')}</dt>
          <dd>{services || t('service.letterOfCredit.fact.noService')}</dd>
          <dt>{t('service.letterOfCredit.fact.status')}</dt>
          <dd>{facts.active ? t('service.letterOfCredit.fact.active') : t('service.letterOfCredit.fact.inactive')}</dd>
        </>
      ) : (
        <>
          <dt>{t('service.letterOfCredit.fact.record')}</dt>
          <dd>{t('service.letterOfCredit.fact.recordValue', { bills: facts.billsInPeriod, arrears: facts.billsWithArrears })}</dd>
          <dt>{t('service.letterOfCredit.fact.owed')}</dt>
          <dd>{t(facts.pastDueThebe > 0 ? 'service.letterOfCredit.fact.owedValue' : 'service.letterOfCredit.fact.owedValueClear', { due: formatMoney(facts.amountDueThebe / 100, intl.locale), pastDue: formatMoney(facts.pastDueThebe / 100, intl.locale) })}</dd>
        </>
      )}
    </dl>
  );
}

/** A letter of credit or of service as the machine's view model describes it; no rule is decided here. */
export function LetterOfCreditView({ view }: { view: LetterOfCreditViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const factsId = useId();
  const doneId = useId();
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(letterOfCreditTexts);
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.letterOfCredit.title')}</h1>
      <p className="lead">{t('service.letterOfCredit.intro')}</p>
      <StepTracker steps={view.steps} />
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
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
          <RadioGroupField
            legend={t('service.letterOfCredit.field.kind')}
            name="kind"
            options={letterKinds.map((kind) => ({ value: kind, label: t(kindLabel[kind]), hint: t(kindHint[kind]) }))}
            value={view.kind}
            disabled={view.busy}
            onChange={(value) => view.chooseKind(value as LetterKind)}
          />
          <TextField
            label={t('service.letterOfCredit.field.addressee')}
            hint={t('service.letterOfCredit.field.addresseeHint')}
            name="addressee"
            autoComplete="organization"
            maxLength={letterAddresseeMaxLength}
            value={view.addressee}
            error={error(view.addresseeError)}
            readOnly={view.busy}
            onChange={(event) => view.changeAddressee(event.target.value)}
          />
          {view.facts ? (
            <section aria-labelledby={factsId}>
              <h3 id={factsId}>{t('service.letterOfCredit.factsTitle')}</h3>
              <LetterFactsList facts={view.facts} kind={view.kind} />
            </section>
          ) : null}
        </StepForm>
      ) : null}
      {view.status === 'issued' && view.receipt ? (
        <section aria-labelledby={doneId}>
          <h2 id={doneId} ref={heading} tabIndex={-1}>
            {t('service.letterOfCredit.step.done')}
          </h2>
          <p>{t('service.letterOfCredit.issued', { kind: t(kindLabel[view.receipt.kind]), date: formatDate(view.receipt.issuedAt, intl.locale) })}</p>
          <dl className="register-summary">
            <dt>{t('service.letterOfCredit.reference')}</dt>
            <dd className="letter-reference">{view.receipt.reference}</dd>
            <dt>{t('service.letterOfCredit.code')}</dt>
            <dd className="letter-reference">{view.receipt.code}</dd>
          </dl>
          <p>
            {t('service.letterOfCredit.checkHint')} <Link to="/VerificationService">{t('service.letterOfCredit.checkLink')}</Link>
          </p>
          <FormAlert texts={letterOfCreditTexts} failure={view.pdfFailure} />
          <div className="form-actions">
            <button type="button" className="button" onClick={view.download} disabled={view.pdfBusy} aria-busy={view.pdfBusy}>
              {view.pdfBusy ? t('service.letterOfCredit.downloading') : t('service.letterOfCredit.download')}
            </button>
            <button type="button" className="button button--secondary" onClick={view.another}>
              {t('service.letterOfCredit.another')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
