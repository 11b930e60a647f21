import { TableScroll } from '../../../ui/TableScroll.tsx';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { BudgetBillingViewModel } from '../../../../machines/billing/budgetBilling/budgetBilling.connect.ts';
import { budgetBillingMonths, type BudgetBillingMonth } from '../../../domain/budgetBilling.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { BillingFlowTop, BillingReviewStep } from '../common/BillingFlowParts.tsx';
import { CheckboxField } from '../../../ui/fields/ChoiceFields.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { budgetBillingTexts } from './budgetBillingText.ts';
import '../billing.css';

type T = (id: string, values?: Record<string, string | number>) => string;

const money = (intl: IntlShape, value: number) => formatMoney(value, intl.locale);

/** The bills the amount comes from, as a table (newest first). */
function MonthsTable({ months, t, intl }: { months: BudgetBillingMonth[]; t: T; intl: IntlShape }) {
  return (
    <TableScroll>
      {(captionId) => (
      <table className="billing-table billing-table--narrow">
        <caption id={captionId}>{t('billing.budgetBilling.months.caption', { count: months.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing.budgetBilling.months.periodEnd')}</th>
            <th scope="col" className="num">
              {t('billing.budgetBilling.months.charges')}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.billNumber}>
              <td>{formatDate(month.periodEnd, intl.locale)}</td>
              <td className="num">{money(intl, month.charges)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      )}
    </TableScroll>
  );
}

function UnenrolDialog({ view, t }: { view: BudgetBillingViewModel; t: T }) {
  return (
    <ConfirmDialog
      title={t('billing.budgetBilling.unenrolDialog.title')}
      body={t('billing.budgetBilling.unenrolDialog.body')}
      keepLabel={t('billing.budgetBilling.unenrolDialog.keep')}
      confirmLabel={t('billing.budgetBilling.unenrolDialog.confirm')}
      busyLabel={t('billing.budgetBilling.unenrolDialog.leaving')}
      busy={view.busy}
      failure={view.actionFailure}
      texts={budgetBillingTexts}
      onKeep={view.dismissUnenrol}
      onConfirm={view.confirmUnenrol}
    />
  );
}

/** Budget billing as the machine's view model describes it; no rule is decided here. */
export function BudgetBillingView({ view }: { view: BudgetBillingViewModel }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.screen);
  const error = useFailureText(budgetBillingTexts);
  const status = view.status;
  const amount = status?.monthlyAmount != null ? money(intl, status.monthlyAmount) : '';
  return (
    <div className="container page">
      <BillingFlowTop
        title={t('billing.budgetBilling.title')}
        lead={t('billing.budgetBilling.intro', { months: budgetBillingMonths })}
        notice={view.notice ? t(`billing.budgetBilling.notice.${view.notice}`) : null}
        view={view}
      />
      {view.screen === 'ineligible' && status ? (
        <section aria-labelledby="budget-ineligible">
          <h2 id="budget-ineligible" ref={heading} tabIndex={-1}>
            {t('billing.budgetBilling.ineligible.title')}
          </h2>
          <p>{t(`billing.budgetBilling.reason.${status.reason}`, { months: budgetBillingMonths, count: status.months.length })}</p>
          {status.reason === 'BUD_PAST_DUE' ? (
            <p>
              <Link to="/PayBill" className="button">
                {t('billing.budgetBilling.ineligible.pay')}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {view.screen === 'offer' && status ? (
        <StepForm
          title={t('billing.budgetBilling.step.amount')}
          headingRef={heading}
          onSubmit={view.start}
          busy={false}
          actions={
            <button type="submit" className="button">
              {t('billing.budgetBilling.continue')}
            </button>
          }
        >
          <p className="budget-amount">{t('billing.budgetBilling.offer.amount', { amount })}</p>
          <p>{t('billing.budgetBilling.offer.explain', { months: status.months.length })}</p>
          <MonthsTable months={status.months} t={t} intl={intl} />
        </StepForm>
      ) : null}
      {view.screen === 'review' && status ? (
        <BillingReviewStep
          title={t('billing.budgetBilling.step.review')}
          headingRef={heading}
          backLabel={t('billing.budgetBilling.back')}
          enrolLabel={t('billing.budgetBilling.enrol')}
          busyLabel={t('billing.budgetBilling.busy')}
          view={view}
          texts={budgetBillingTexts}
        >
          <dl className="summary-list">
            <dt>{t('billing.budgetBilling.summary.amount')}</dt>
            <dd>{amount}</dd>
            <dt>{t('billing.budgetBilling.summary.settleUp')}</dt>
            <dd>{t('billing.budgetBilling.summary.settleUpBody')}</dd>
          </dl>
          <CheckboxField
            label={t('billing.budgetBilling.terms')}
            name="terms"
            checked={view.termsAccepted}
            error={error(view.termsError)}
            disabled={view.busy}
            onChange={(event) => view.acceptTerms(event.target.checked)}
          />
        </BillingReviewStep>
      ) : null}
      {view.screen === 'enrolled' && status?.enrolment ? (
        <section aria-labelledby="budget-enrolled">
          <h2 id="budget-enrolled" ref={heading} tabIndex={-1}>
            {t('billing.budgetBilling.enrolled.title')}
          </h2>
          <dl className="summary-list">
            <dt>{t('billing.budgetBilling.summary.amount')}</dt>
            <dd>{money(intl, status.enrolment.monthlyAmount)}</dd>
            <dt>{t('billing.budgetBilling.enrolled.since')}</dt>
            <dd>{formatDate(status.enrolment.enrolledOn, intl.locale)}</dd>
          </dl>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={view.unenrol}>
              {t('billing.budgetBilling.unenrol')}
            </button>
          </div>
          {view.confirmingUnenrol ? <UnenrolDialog view={view} t={t} /> : null}
        </section>
      ) : null}
    </div>
  );
}
