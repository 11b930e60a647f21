import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { RechargeViewModel } from '../../../../machines/payment/recharge/recharge.connect.ts';
import { formatDate } from '../../../domain/format.ts';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { PaymentMethodStep } from '../paymentMethod/PaymentMethodView.tsx';
import { methodSummary, money } from '../paymentText.ts';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { rechargeLimitValues, rechargeTexts } from '../rechargeText.ts';
import '../recharge.css';
import { GroupedNumber } from '../../../ui/GroupedNumber.tsx';

/** Copies the token; says whether it worked (for screen readers too). */
function CopyToken({ token }: { token: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="recharge-token__copy">
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        {intl.formatMessage({ id: 'recharge.success.copy' })}
      </button>
      <span role="status" className="recharge-token__copied">
        {state === 'copied' ? intl.formatMessage({ id: 'recharge.success.copied' }) : state === 'failed' ? intl.formatMessage({ id: 'recharge.success.copyFailed' }) : ''}
      </span>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The success page: the token to key in, grouped by 4, with its reference. */
function RechargeSuccess({ view }: { view: RechargeViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const receipt = view.receipt;
  if (!receipt) return null;
  return (
    <section className="recharge-card recharge-success" aria-labelledby="recharge-step-heading">
      <h2 id="recharge-step-heading" tabIndex={-1}>
        {t('recharge.success.title')}
      </h2>
      <p>{t('recharge.success.lead')}</p>
      <div className="recharge-token">
        <p className="recharge-token__label" id="recharge-token-label">
          {t('recharge.success.token')}
        </p>
        <p className="recharge-token__value" aria-labelledby="recharge-token-label" data-testid="recharge-token">
          {receipt.tokenDisplay}
        </p>
        <CopyToken token={receipt.token} />
      </div>
      <p className="field__hint">{t('recharge.success.instructions')}</p>
      <dl className="recharge-summary">
        <Row term={t('recharge.success.reference')}>
          <GroupedNumber value={receipt.referenceId} />
        </Row>
        <Row term={t('recharge.review.meter')}>
          <GroupedNumber value={receipt.meterNumber} />
        </Row>
        <Row term={t('recharge.success.units')}>{t('recharge.units', { units: intl.formatNumber(receipt.units, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}</Row>
        <Row term={t('recharge.review.amount')}>{money(intl, receipt.amount)}</Row>
        <Row term={t('recharge.review.fee')}>{money(intl, receipt.convenienceFee)}</Row>
        <Row term={t('recharge.review.total')}>{money(intl, receipt.totalCharged)}</Row>
        <Row term={t('recharge.review.card')}>{methodSummary(intl, receipt.method)}</Row>
        <Row term={t('recharge.success.when')}>{formatDate(receipt.transactedAt, intl.locale)}</Row>
        <Row term={t('recharge.success.confirmation')}>
          <GroupedNumber value={receipt.confirmationNumber} />
        </Row>
      </dl>
      <div className="form-actions">
        {view.mode === 'account' ? (
          <Link to="/transactionhistory" className="button">
            {t('recharge.success.history')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** The recharge steps as the machine's view model describes them; no rule is decided here. */
export function RechargeView({ view }: { view: RechargeViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.step);
  const limits = rechargeLimitValues(intl, { minimum: view.minimum, maximum: view.maximum });
  const error = useFailureText(rechargeTexts, limits);
  const disabled = view.busy;
  const title = t(view.mode === 'account' ? 'recharge.title.account' : 'recharge.title.guest');

  if (view.step === 'done') {
    return (
      <div className="container page recharge-page">
        <h1 tabIndex={-1}>{title}</h1>
        <StepTracker steps={view.steps} />
        <RechargeSuccess view={view} />
      </div>
    );
  }

  const holder = view.meter ? (
    <dl className="recharge-summary recharge-summary--meter">
      <Row term={t('recharge.review.meter')}>{view.meter.meterNumber}</Row>
      <Row term={t('recharge.meter.holder')}>{view.meter.maskedName}</Row>
      <Row term={t('recharge.meter.account')}>{view.meter.accountNumber}</Row>
    </dl>
  ) : null;

  let body: ReactNode;
  if (view.step === 'meter') {
    body = view.meterFixed ? (
      <dl className="recharge-summary">
        <Row term={t('recharge.field.meterNumber')}>{view.meterNumber}</Row>
      </dl>
    ) : (
      <TextField
        label={t('recharge.field.meterNumber')}
        hint={t('recharge.field.meterNumberHint')}
        name="meterNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        value={view.meterNumber}
        error={error(view.errors.meterNumber)}
        onChange={(event) => view.changeMeter(event.target.value.replace(/[\s.]/g, ''))}
      />
    );
  } else if (view.step === 'amount') {
    body = (
      <>
        {holder}
        <TextField
          label={t('recharge.field.amount')}
          hint={t('recharge.field.amountHint', { minimum: money(intl, view.minimum ?? 0), maximum: money(intl, view.maximum ?? 0) })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          value={view.amount}
          error={error(view.errors.amount)}
          onChange={(event) => view.changeAmount(event.target.value)}
        />
        {view.estimatedUnits !== null && !view.errors.amount ? (
          <p className="recharge-estimate" aria-live="polite">
            {t('recharge.amount.estimate', {
              units: intl.formatNumber(view.estimatedUnits, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
              tariff: view.meter?.tariff ?? '',
            })}
          </p>
        ) : null}
      </>
    );
  } else if (view.step === 'method') {
    // The shared payment-method step renders its own fields and messages; Continue submits it.
    body = (
      <>
        <p className="field__hint">{t('recharge.card.note')}</p>
        {view.methodActor ? <PaymentMethodStep actorRef={view.methodActor} /> : null}
      </>
    );
  } else {
    const summary = view.summary;
    body = summary ? (
      <dl className="recharge-summary">
        <Row term={t('recharge.review.meter')}>{view.meterNumber}</Row>
        <Row term={t('recharge.meter.holder')}>{view.meter?.maskedName ?? ''}</Row>
        <Row term={t('recharge.review.amount')}>{money(intl, summary.amount)}</Row>
        <Row term={t('recharge.review.fee')}>{money(intl, summary.convenienceFee)}</Row>
        <Row term={t('recharge.review.total')}>
          <strong>{money(intl, summary.total)}</strong>
        </Row>
        <Row term={t('recharge.review.card')}>{methodSummary(intl, summary.method)}</Row>
        <Row term={t('recharge.review.units')}>
          {t('recharge.units', { units: intl.formatNumber(summary.estimatedUnits, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}
        </Row>
      </dl>
    ) : null;
  }

  const isReview = view.step === 'review';
  const isMeterRetry = view.step === 'meter' && view.meterFixed;
  const primaryLabel = disabled
    ? t('recharge.busy')
    : isReview
      ? view.failure
        ? t('recharge.retry')
        : t('recharge.pay')
      : isMeterRetry
        ? t('recharge.retry')
        : t('recharge.continue');

  return (
    <div className="container page recharge-page">
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">{t(view.mode === 'account' ? 'recharge.intro.account' : 'recharge.intro.guest')}</p>
      <StepTracker steps={view.steps} />
      {/* Enter in a stepper form does not move on (document 2 section 5): no onSubmit. */}
      <StepForm
        className="recharge-card"
        title={t(`recharge.step.${view.step}`)}
        headingRef={heading}
        busy={view.busy}
        actions={
          <>
            {view.canGoBack ? (
              <button type="button" className="button button--secondary" disabled={disabled} onClick={view.back}>
                {t('recharge.back')}
              </button>
            ) : null}
            <button type="button" className="button" disabled={disabled} onClick={isReview ? view.submit : view.next}>
              {primaryLabel}
            </button>
          </>
        }
      >
        <FormAlert texts={rechargeTexts} formError={view.formError} failure={view.failure} values={limits} />
        <fieldset className="recharge-card__fields" disabled={disabled}>
          {body}
        </fieldset>
      </StepForm>
    </div>
  );
}
