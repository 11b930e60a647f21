import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AutoPayViewModel } from '../../../../machines/payment/autoPay/autoPay.connect.ts';
import type { AutoPayRuleFields } from '../../../../machines/payment/autoPay/autoPay.types.ts';
import type { AutoPayAmountType, AutoPayDateType, AutoPayEnrolment, AutoPayNextDraft } from '../../../domain/autoPay.ts';
import { autoPayLimits } from '../../../domain/autoPay.ts';
import { formatDate } from '../../../domain/format.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { CheckboxField, RadioGroupField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { PaymentMethodStep } from '../paymentMethod/PaymentMethodView.tsx';
import { methodSummary, money } from '../paymentText.ts';
import { autoPayTexts } from './autoPayText.ts';

type T = (id: string, values?: Record<string, string | number>) => string;

/** The bank account as the plan names it: its nickname and "… ending 6789". */
function bankText(intl: IntlShape, method: { nickName: string; bankName: string | null; last4: string }): string {
  const summary = methodSummary(intl, { kind: 'bank', brand: null, bankName: method.bankName, last4: method.last4 });
  return method.nickName ? `${method.nickName} (${summary})` : summary;
}

function amountText(t: T, intl: IntlShape, rule: { amountType: AutoPayAmountType; fixedAmount: number | null }): string {
  return rule.amountType === 'FixedAmount' && rule.fixedAmount !== null
    ? t('payment.autoPay.amount.fixed', { amount: money(intl, rule.fixedAmount) })
    : t('payment.autoPay.amount.AmountDue');
}

function dayText(t: T, rule: { makePaymentType: AutoPayDateType; daysBeforeDueDate: number | null }): string {
  return rule.makePaymentType === 'DaysBeforeDueDate' && rule.daysBeforeDueDate !== null
    ? t('payment.autoPay.day.before', { days: rule.daysBeforeDueDate })
    : t('payment.autoPay.day.PayonDueDate');
}

function nextText(t: T, intl: IntlShape, next: AutoPayNextDraft): string {
  const date = formatDate(next.date, intl.locale);
  return next.amount === null ? t('payment.autoPay.next.unknown', { date }) : t('payment.autoPay.next.known', { amount: money(intl, next.amount), date });
}

/** The rule as typed, in the plan's words (the review). */
function typedRule(rule: AutoPayRuleFields) {
  return {
    amountType: rule.amountType,
    fixedAmount: rule.amountType === 'FixedAmount' ? Number(rule.fixedAmount.trim().replace(/,/g, '')) : null,
    makePaymentType: rule.makePaymentType,
    daysBeforeDueDate: rule.makePaymentType === 'DaysBeforeDueDate' ? Number(rule.daysBefore.trim()) : null,
  };
}

function PlanSummary({ enrolment, next, t, intl }: { enrolment: AutoPayEnrolment; next: AutoPayNextDraft | null; t: T; intl: IntlShape }) {
  return (
    <dl className="summary-list">
      <dt>{t('payment.autoPay.summary.bank')}</dt>
      <dd>{bankText(intl, enrolment)}</dd>
      <dt>{t('payment.autoPay.summary.amount')}</dt>
      <dd>{amountText(t, intl, enrolment)}</dd>
      <dt>{t('payment.autoPay.summary.day')}</dt>
      <dd>{dayText(t, enrolment)}</dd>
      {next ? (
        <>
          <dt>{t('payment.autoPay.summary.next')}</dt>
          <dd>{nextText(t, intl, next)}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Overview({ view, t, intl }: { view: AutoPayViewModel; t: T; intl: IntlShape }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="autopay-status">
      <h2 id={headingId}>{t('payment.autoPay.status.heading')}</h2>
      {view.enrolment ? (
        <>
          <p>{t('payment.autoPay.status.enrolled')}</p>
          <PlanSummary enrolment={view.enrolment} next={view.nextDraft} t={t} intl={intl} />
        </>
      ) : (
        <p>{t('payment.autoPay.status.notEnrolled')}</p>
      )}
      <div className="form-actions">
        {view.canEnrol ? (
          <button type="button" className="button" onClick={view.enrol}>
            {t('payment.autoPay.enrol')}
          </button>
        ) : null}
        {view.canChange ? (
          <button type="button" className="button" onClick={view.edit}>
            {t('payment.autoPay.change')}
          </button>
        ) : null}
        {view.canCancel ? (
          <button type="button" className="button button--secondary" onClick={view.cancel}>
            {t('payment.autoPay.cancel')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function CancelDialog({ view, t }: { view: AutoPayViewModel; t: T }) {
  const dialog = view.cancelDialog!;
  return (
    <ConfirmDialog
      title={t('payment.autoPay.cancelDialog.title')}
      body={t('payment.autoPay.cancelDialog.body')}
      keepLabel={t('payment.autoPay.cancelDialog.keep')}
      confirmLabel={t('payment.autoPay.cancelDialog.confirm')}
      busyLabel={t('payment.autoPay.cancelDialog.cancelling')}
      busy={dialog.busy}
      failure={dialog.failure}
      texts={autoPayTexts}
      onKeep={view.dismissCancel}
      onConfirm={view.confirmCancel}
    />
  );
}

/** The automatic payment plan as the machine's view model describes it; no rule is decided here. */
export function AutoPayView({ view }: { view: AutoPayViewModel }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const limits = view.limits ? { minimum: money(intl, view.limits.minimum), maximum: money(intl, view.limits.maximum) } : undefined;
  const error = useFailureText(autoPayTexts, limits);
  const dueDate = formatDate(view.dueDate, intl.locale);
  const inForm = view.status === 'details' || view.status === 'review';
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('payment.autoPay.title')}</h1>
      <p className="lead">{t('payment.autoPay.intro')}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'overview' ? <Overview view={view} t={t} intl={intl} /> : null}
      {view.cancelDialog ? <CancelDialog view={view} t={t} /> : null}
      {inForm ? <StepTracker steps={view.steps} /> : null}
      {view.status === 'details' ? (
        <StepForm
          title={t('payment.autoPay.step.details')}
          headingRef={heading}
          onSubmit={view.continue}
          actions={
            <>
              <button type="button" className="button button--secondary" onClick={view.back}>
                {t('payment.autoPay.back')}
              </button>
              <button type="submit" className="button">
                {t('payment.autoPay.continue')}
              </button>
            </>
          }
        >
          {view.dueDate ? <p>{t('payment.autoPay.currentBill', { amount: money(intl, view.amountDue), date: dueDate })}</p> : null}
          {view.methodRef ? <PaymentMethodStep actorRef={view.methodRef} /> : null}
          <RadioGroupField
            legend={t('payment.autoPay.field.amountType')}
            name="amountType"
            value={view.rule.amountType}
            options={[
              { value: 'AmountDue', label: t('payment.autoPay.choice.AmountDue') },
              { value: 'FixedAmount', label: t('payment.autoPay.choice.FixedAmount') },
            ]}
            onChange={(value) => view.changeAmountType(value as AutoPayAmountType)}
          />
          {view.rule.amountType === 'FixedAmount' ? (
            <TextField
              label={t('payment.autoPay.field.fixedAmount')}
              hint={limits ? t('payment.autoPay.field.fixedAmountHint', limits) : undefined}
              name="fixedAmount"
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={view.rule.fixedAmount}
              error={error(view.ruleErrors.fixedAmount)}
              onChange={(event) => view.changeFixedAmount(event.target.value)}
            />
          ) : null}
          <RadioGroupField
            legend={t('payment.autoPay.field.dateType')}
            name="makePaymentType"
            value={view.rule.makePaymentType}
            options={[
              { value: 'PayonDueDate', label: t('payment.autoPay.choice.PayonDueDate') },
              { value: 'DaysBeforeDueDate', label: t('payment.autoPay.choice.DaysBeforeDueDate') },
            ]}
            onChange={(value) => view.changeDateType(value as AutoPayDateType)}
          />
          {view.rule.makePaymentType === 'DaysBeforeDueDate' ? (
            <TextField
              label={t('payment.autoPay.field.daysBefore')}
              hint={t('payment.autoPay.field.daysBeforeHint', { min: autoPayLimits.daysBeforeMin, max: autoPayLimits.daysBeforeMax })}
              name="daysBefore"
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              value={view.rule.daysBefore}
              error={error(view.ruleErrors.daysBefore)}
              onChange={(event) => view.changeDaysBefore(event.target.value)}
            />
          ) : null}
        </StepForm>
      ) : null}
      {view.status === 'review' && view.selection ? (
        <StepForm
          title={t('payment.autoPay.step.review')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          actions={
            <>
              <button type="button" className="button button--secondary" onClick={view.back} disabled={view.busy}>
                {t('payment.autoPay.back')}
              </button>
              <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
                {view.busy ? t('payment.autoPay.busy') : view.actionFailure ? t('common.retry') : t(view.isChange ? 'payment.autoPay.submitChange' : 'payment.autoPay.submit')}
              </button>
            </>
          }
        >
          <FormAlert texts={autoPayTexts} failure={view.actionFailure} values={limits} />
          <dl className="summary-list">
            <dt>{t('payment.autoPay.summary.bank')}</dt>
            <dd>{bankText(intl, view.selection.display)}</dd>
            <dt>{t('payment.autoPay.summary.amount')}</dt>
            <dd>{amountText(t, intl, typedRule(view.rule))}</dd>
            <dt>{t('payment.autoPay.summary.day')}</dt>
            <dd>{dayText(t, typedRule(view.rule))}</dd>
            {view.dueDate ? (
              <>
                <dt>{t('payment.autoPay.summary.bill')}</dt>
                <dd>{t('payment.autoPay.currentBill', { amount: money(intl, view.amountDue), date: dueDate })}</dd>
              </>
            ) : null}
          </dl>
          <CheckboxField
            label={t('payment.autoPay.terms')}
            name="terms"
            checked={view.termsAccepted}
            error={error(view.termsError)}
            disabled={view.busy}
            onChange={(event) => view.changeTerms(event.target.checked)}
          />
        </StepForm>
      ) : null}
      {view.status === 'done' && view.enrolment ? (
        <section aria-labelledby="autopay-done" className="autopay-done">
          <h2 id="autopay-done" ref={heading} tabIndex={-1}>
            {t(view.isChange ? 'payment.autoPay.done.updated' : 'payment.autoPay.done.enrolled')}
          </h2>
          <PlanSummary enrolment={view.enrolment} next={view.nextDraft} t={t} intl={intl} />
          <div className="form-actions">
            <button type="button" className="button" onClick={view.finish}>
              {t('payment.autoPay.done.back')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
