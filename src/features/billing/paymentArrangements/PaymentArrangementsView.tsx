import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { PaymentArrangementsViewModel } from '../../../../machines/billing/paymentArrangements/paymentArrangements.connect.ts';
import { budgetBillingMonths } from '../../../domain/budgetBilling.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { paymentExtensionMaxDays } from '../../../domain/paymentArrangements.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { DateField } from '../../../ui/fields/DateField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { paymentArrangementsTexts } from './paymentArrangementsText.ts';
import '../billing.css';

type T = (id: string, values?: Record<string, string | number>) => string;

/** The payment arrangements as the machine's view model describes them; no rule is decided here. */
export function PaymentArrangementsView({ view }: { view: PaymentArrangementsViewModel }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.extending ? 'extending' : view.screen);
  const error = useFailureText(paymentArrangementsTexts);
  const money = (value: number) => formatMoney(value, intl.locale);
  const day = (value: string) => formatDate(value, intl.locale);
  const data = view.arrangements;
  const extension = data?.extension;
  const installment = data?.installmentPlan;
  const budget = data?.budgetBilling;
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('billing.paymentArrangements.title')}</h1>
      <p className="lead">{t('billing.paymentArrangements.intro')}</p>
      {view.notice ? (
        <p role="status" className="budget-notice">
          {t(`billing.paymentArrangements.notice.${view.notice}`)}
        </p>
      ) : null}
      {view.screen === 'loading' ? <InlineLoader /> : null}
      {view.screen === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.screen === 'overview' && extension && installment && budget ? (
        <>
          <section aria-labelledby="arrangements-extension" className="arrangement">
            <h2 id="arrangements-extension">{t('billing.paymentArrangements.extension.title')}</h2>
            {extension.extension ? (
              <p>{t('billing.paymentArrangements.extension.granted', { from: day(extension.extension.originalDueDate), to: day(extension.extension.newDueDate) })}</p>
            ) : extension.eligible && extension.dueDate ? (
              <p>{t('billing.paymentArrangements.extension.offer', { amount: money(extension.amountDue), date: day(extension.dueDate), days: paymentExtensionMaxDays })}</p>
            ) : (
              <p>{t(`billing.paymentArrangements.extension.reason.${extension.reason}`)}</p>
            )}
            {view.canExtend ? (
              <p>
                <button type="button" className="button" onClick={view.startExtension}>
                  {t('billing.paymentArrangements.extension.start')}
                </button>
              </p>
            ) : null}
            {view.extending && view.extensionRange ? (
              <StepForm
                title={t('billing.paymentArrangements.extension.form.title')}
                headingRef={heading}
                onSubmit={view.submitExtension}
                busy={view.busy}
                actions={
                  <>
                    <button type="button" className="button button--secondary" onClick={view.cancelExtension} disabled={view.busy}>
                      {t('billing.paymentArrangements.extension.form.cancel')}
                    </button>
                    <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy}>
                      {view.busy ? t('billing.paymentArrangements.extension.form.busy') : view.actionFailure ? t('common.retry') : t('billing.paymentArrangements.extension.form.submit')}
                    </button>
                  </>
                }
              >
                <FormAlert texts={paymentArrangementsTexts} failure={view.actionFailure} />
                <DateField
                  label={t('billing.paymentArrangements.extension.form.date')}
                  hint={t('billing.paymentArrangements.extension.form.hint', { from: day(view.extensionRange.from), to: day(view.extensionRange.to) })}
                  name="newDueDate"
                  value={view.date}
                  error={error(view.dateError)}
                  readOnly={view.busy}
                  onChange={view.changeDate}
                />
              </StepForm>
            ) : null}
          </section>
          <section aria-labelledby="arrangements-installment" className="arrangement">
            <h2 id="arrangements-installment">{t('billing.paymentArrangements.installment.title')}</h2>
            {installment.plan ? (
              <>
                <p>{t('billing.paymentArrangements.installment.plan', { count: installment.plan.installments.length, total: money(installment.plan.totalAmount) })}</p>
                <p>
                  {view.nextInstallment
                    ? t('billing.paymentArrangements.installment.next', { amount: money(view.nextInstallment.amount), date: day(view.nextInstallment.dueDate) })
                    : t('billing.paymentArrangements.installment.allPaid')}
                </p>
                <p>
                  <Link to="/CreatePaymentPlan" className="button button--secondary">
                    {t('billing.paymentArrangements.installment.view')}
                  </Link>
                </p>
              </>
            ) : installment.eligible ? (
              <>
                <p>{t('billing.paymentArrangements.installment.offer', { amount: money(installment.totalBalance) })}</p>
                <p>
                  <Link to="/CreatePaymentPlan" className="button button--secondary">
                    {t('billing.paymentArrangements.installment.create')}
                  </Link>
                </p>
              </>
            ) : (
              <p>{t(`billing.installmentPlan.reason.${installment.reason}`)}</p>
            )}
          </section>
          <section aria-labelledby="arrangements-budget" className="arrangement">
            <h2 id="arrangements-budget">{t('billing.paymentArrangements.budget.title')}</h2>
            {budget.enrolment ? (
              <>
                <p>{t('billing.paymentArrangements.budget.enrolled', { amount: money(budget.enrolment.monthlyAmount), since: day(budget.enrolment.enrolledOn) })}</p>
                {view.nextBudgetBill ? <p>{t('billing.paymentArrangements.budget.next', { date: day(view.nextBudgetBill) })}</p> : null}
                <p>
                  <Link to="/Epp" className="button button--secondary">
                    {t('billing.paymentArrangements.budget.change')}
                  </Link>
                </p>
              </>
            ) : budget.eligible && budget.monthlyAmount !== null ? (
              <>
                <p>{t('billing.paymentArrangements.budget.offer', { amount: money(budget.monthlyAmount) })}</p>
                <p>
                  <Link to="/Epp" className="button button--secondary">
                    {t('billing.paymentArrangements.budget.join')}
                  </Link>
                </p>
              </>
            ) : budget.reason ? (
              <p>{t(`billing.budgetBilling.reason.${budget.reason}`, { months: budgetBillingMonths, count: budget.months.length })}</p>
            ) : (
              <p>{t('billing.paymentArrangements.budget.notOffered')}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
