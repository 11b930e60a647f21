import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { TextToPayViewModel } from '../../../../machines/payment/textToPay/textToPay.connect.ts';
import type { TextToPayEnrolment } from '../../../domain/textToPay.ts';
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
import { methodSummary, money } from '../paymentText.ts';
import { textToPayTexts } from './textToPayText.ts';

type T = (id: string, values?: Record<string, string | number>) => string;

/** The bank account as the enrolment names it: its nickname and "… ending 6789". */
function bankText(intl: IntlShape, method: { nickName: string; bankName: string | null; last4: string }): string {
  const summary = methodSummary(intl, { kind: 'bank', brand: null, bankName: method.bankName, last4: method.last4 });
  return method.nickName ? `${method.nickName} (${summary})` : summary;
}

function EnrolmentSummary({ enrolment, t, intl }: { enrolment: TextToPayEnrolment; t: T; intl: IntlShape }) {
  return (
    <dl className="summary-list">
      <dt>{t('payment.textToPay.summary.mobile')}</dt>
      <dd>{enrolment.mobileNumber}</dd>
      <dt>{t('payment.textToPay.summary.bank')}</dt>
      <dd>{bankText(intl, enrolment)}</dd>
      <dt>{t('payment.textToPay.summary.link')}</dt>
      <dd>
        {enrolment.linkValidUntil
          ? t('payment.textToPay.link.valid', { date: formatDate(enrolment.linkValidUntil.slice(0, 10), intl.locale) })
          : t('payment.textToPay.link.none')}
      </dd>
    </dl>
  );
}

function Overview({ view, t, intl }: { view: TextToPayViewModel; t: T; intl: IntlShape }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="texttopay-status">
      <h2 id={headingId}>{t('payment.textToPay.status.heading')}</h2>
      {view.enrolment ? (
        <>
          <p>{t('payment.textToPay.status.enrolled')}</p>
          <EnrolmentSummary enrolment={view.enrolment} t={t} intl={intl} />
        </>
      ) : (
        <p>{t('payment.textToPay.status.notEnrolled')}</p>
      )}
      <FormAlert texts={textToPayTexts} failure={view.actionFailure} />
      <div className="form-actions">
        {view.canEnrol ? (
          <button type="button" className="button" onClick={view.enrol} disabled={view.busy}>
            {t(view.enrolment ? 'payment.textToPay.change' : 'payment.textToPay.enrol')}
          </button>
        ) : null}
        {view.canResend ? (
          <button type="button" className="button button--secondary" onClick={view.resend} disabled={view.busy} aria-busy={view.busy}>
            {view.busy ? t('payment.textToPay.resending') : t('payment.textToPay.resend')}
          </button>
        ) : null}
        {view.canUnenrol ? (
          <button type="button" className="button button--secondary" onClick={view.unenrol} disabled={view.busy}>
            {t('payment.textToPay.unenrol')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function UnenrolDialog({ view, t }: { view: TextToPayViewModel; t: T }) {
  const dialog = view.unenrolDialog!;
  return (
    <ConfirmDialog
      title={t('payment.textToPay.unenrolDialog.title')}
      body={t('payment.textToPay.unenrolDialog.body')}
      keepLabel={t('payment.textToPay.unenrolDialog.keep')}
      confirmLabel={t('payment.textToPay.unenrolDialog.confirm')}
      busyLabel={t('payment.textToPay.unenrolDialog.busy')}
      busy={dialog.busy}
      failure={dialog.failure}
      texts={textToPayTexts}
      onKeep={view.dismissUnenrol}
      onConfirm={view.confirmUnenrol}
    />
  );
}

/** Text To Pay as the machine's view model describes it; no rule is decided here. */
export function TextToPayView({ view }: { view: TextToPayViewModel }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  const error = useFailureText(textToPayTexts);
  const inForm = view.status === 'details' || view.status === 'done';
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('payment.textToPay.title')}</h1>
      <p className="lead">{t('payment.textToPay.intro')}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'overview' ? <Overview view={view} t={t} intl={intl} /> : null}
      {view.unenrolDialog ? <UnenrolDialog view={view} t={t} /> : null}
      {inForm ? <StepTracker steps={view.steps} /> : null}
      {view.status === 'details' ? (
        <StepForm
          title={t('payment.textToPay.step.details')}
          headingRef={heading}
          onSubmit={view.submit}
          busy={view.busy}
          actions={
            <>
              <button type="button" className="button button--secondary" onClick={view.back} disabled={view.busy}>
                {t('payment.textToPay.back')}
              </button>
              <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
                {view.busy ? t('payment.textToPay.busy') : view.actionFailure ? t('common.retry') : t('payment.textToPay.submit')}
              </button>
            </>
          }
        >
          <FormAlert texts={textToPayTexts} failure={view.actionFailure} />
          {view.dueDate ? <p>{t('payment.textToPay.currentBill', { amount: money(intl, view.amountDue), date: formatDate(view.dueDate, intl.locale) })}</p> : null}
          <TextField
            label={t('payment.textToPay.field.mobile')}
            hint={t('payment.textToPay.field.mobileHint')}
            name="mobileNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            value={view.form.mobileNumber}
            error={error(view.errors.mobileNumber)}
            disabled={view.busy}
            onChange={(event) => view.changeMobile(event.target.value)}
          />
          {view.bankAccounts.length > 0 ? (
            <RadioGroupField
              legend={t('payment.textToPay.field.bank')}
              name="bankToken"
              value={view.form.bankToken}
              options={view.bankAccounts.map((method) => ({ value: method.paymentTokenId, label: bankText(intl, method) }))}
              error={error(view.errors.bankToken)}
              disabled={view.busy}
              onChange={view.chooseBank}
            />
          ) : (
            <div className={view.errors.bankToken ? 'field--invalid' : undefined}>
              <p>{t('payment.textToPay.noBank')}</p>
              <p>
                <Link to="/PaymentMethod">{t('payment.textToPay.addBank')}</Link>
              </p>
              {view.errors.bankToken ? <p className="field__error">{error(view.errors.bankToken)}</p> : null}
            </div>
          )}
          <CheckboxField
            label={t('payment.textToPay.field.consent')}
            name="consent"
            checked={view.form.consent}
            error={error(view.errors.consent)}
            disabled={view.busy}
            onChange={(event) => view.changeConsent(event.target.checked)}
          />
        </StepForm>
      ) : null}
      {view.status === 'done' && view.enrolment ? (
        <section aria-labelledby="texttopay-done" className="texttopay-done">
          <h2 id="texttopay-done" ref={heading} tabIndex={-1}>
            {t('payment.textToPay.done.title')}
          </h2>
          <p>{t('payment.textToPay.done.body', { mobile: view.enrolment.mobileNumber })}</p>
          <EnrolmentSummary enrolment={view.enrolment} t={t} intl={intl} />
          <div className="form-actions">
            <button type="button" className="button" onClick={view.finish}>
              {t('payment.textToPay.done.back')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
