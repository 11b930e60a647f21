import { TableScroll } from '../../../ui/TableScroll.tsx';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { InstallmentPlanViewModel } from '../../../../machines/billing/installmentPlan/installmentPlan.connect.ts';
import { installmentTypes, type Installment, type InstallmentBalanceType, type InstallmentType } from '../../../domain/installmentPlan.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { StepForm } from '../../../ui/StepForm.tsx';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { BillingFlowTop, BillingReviewStep } from '../common/BillingFlowParts.tsx';
import { RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { installmentPlanTexts } from './installmentPlanText.ts';
import '../billing.css';

type T = (id: string, values?: Record<string, string | number>) => string;

const money = (intl: IntlShape, value: number) => formatMoney(value, intl.locale);

/** The installments with their dates and amounts, and their total. */
export function ScheduleTable({ schedule, caption, t, intl, withStatus = false }: { schedule: Installment[]; caption: string; t: T; intl: IntlShape; withStatus?: boolean }) {
  const total = schedule.reduce((sum, item) => sum + Math.round(item.amount * 100), 0) / 100;
  return (
    <TableScroll>
      {(captionId) => (
      <table className="billing-table billing-table--narrow">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing.installmentPlan.schedule.number')}</th>
            <th scope="col">{t('billing.installmentPlan.schedule.dueDate')}</th>
            <th scope="col" className="num">
              {t('billing.installmentPlan.schedule.amount')}
            </th>
            {withStatus ? <th scope="col">{t('billing.installmentPlan.schedule.status')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {schedule.map((item) => (
            <tr key={item.number}>
              <td>{item.number}</td>
              <td>{formatDate(item.dueDate, intl.locale)}</td>
              <td className="num">{money(intl, item.amount)}</td>
              {withStatus ? <td>{t(`billing.installmentPlan.schedule.${item.status}`)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('billing.installmentPlan.schedule.total')}
            </th>
            <td className="num">{money(intl, total)}</td>
            {withStatus ? <td /> : null}
          </tr>
        </tfoot>
      </table>
      )}
    </TableScroll>
  );
}

/** The way to Payment Arrangements, where the plan shows beside the other arrangements. */
function ArrangementsLink({ t }: { t: T }) {
  return (
    <p>
      <Link to="/PaymentArrangements" className="button button--secondary">
        {t('billing.installmentPlan.arrangements')}
      </Link>
    </p>
  );
}

/** The installment plan as the machine's view model describes it; no rule is decided here. */
export function InstallmentPlanView({ view }: { view: InstallmentPlanViewModel }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.screen);
  const status = view.status;
  const count = view.schedule.length;
  const each = view.schedule[0] ? money(intl, view.schedule[0].amount) : '';
  const plan = status?.plan ?? null;
  return (
    <div className="container page">
      <BillingFlowTop
        title={t('billing.installmentPlan.title')}
        lead={t('billing.installmentPlan.intro')}
        notice={view.notice === 'balanceChanged' ? t('billing.installmentPlan.notice.balanceChanged') : null}
        view={view}
      />
      {view.screen === 'ineligible' && status ? (
        <section aria-labelledby="installment-ineligible">
          <h2 id="installment-ineligible" ref={heading} tabIndex={-1}>
            {t('billing.installmentPlan.ineligible.title')}
          </h2>
          <p>{t(`billing.installmentPlan.reason.${status.reason}`)}</p>
          <ArrangementsLink t={t} />
        </section>
      ) : null}
      {view.screen === 'choose' && status ? (
        <StepForm
          title={t('billing.installmentPlan.step.plan')}
          headingRef={heading}
          onSubmit={view.next}
          busy={false}
          actions={
            <button type="submit" className="button">
              {t('billing.installmentPlan.continue')}
            </button>
          }
        >
          <RadioGroupField
            legend={t('billing.installmentPlan.balance.legend')}
            name="selectedValue"
            value={view.balanceType}
            onChange={(value) => view.chooseBalance(value as InstallmentBalanceType)}
            options={view.balanceTypes.map((value) => ({
              value,
              label: t(`billing.installmentPlan.balance.${value}`, { amount: money(intl, value === 'pastduebal' ? status.pastDueBalance : status.totalBalance) }),
            }))}
          />
          <RadioGroupField
            legend={t('billing.installmentPlan.type.legend')}
            name="installmentType"
            value={view.installmentType}
            onChange={(value) => view.chooseType(value as InstallmentType)}
            options={installmentTypes.map((value) => ({ value, label: t(`billing.installmentPlan.type.${value}`) }))}
          />
          <SelectField
            label={t('billing.installmentPlan.count.label')}
            name="installments"
            value={String(view.installments)}
            onChange={(event) => view.chooseCount(Number(event.target.value))}
            options={view.counts.map((value) => ({ value: String(value), label: String(value) }))}
          />
          {count > 0 ? (
            <>
              <p className="budget-amount">{t('billing.installmentPlan.each', { count, amount: each })}</p>
              <ScheduleTable schedule={view.schedule} caption={t('billing.installmentPlan.schedule.preview')} t={t} intl={intl} />
            </>
          ) : null}
        </StepForm>
      ) : null}
      {view.screen === 'review' && status ? (
        <BillingReviewStep
          title={t('billing.installmentPlan.step.review')}
          headingRef={heading}
          backLabel={t('billing.installmentPlan.back')}
          enrolLabel={t('billing.installmentPlan.enrol')}
          busyLabel={t('billing.installmentPlan.busy')}
          view={view}
          texts={installmentPlanTexts}
        >
          <dl className="summary-list">
            <dt>{t('billing.installmentPlan.balance.legend')}</dt>
            <dd>{t(`billing.installmentPlan.balance.${view.balanceType}`, { amount: money(intl, view.balance) })}</dd>
            <dt>{t('billing.installmentPlan.type.legend')}</dt>
            <dd>{t(`billing.installmentPlan.type.${view.installmentType}`)}</dd>
            <dt>{t('billing.installmentPlan.count.label')}</dt>
            <dd>{t('billing.installmentPlan.each', { count, amount: each })}</dd>
          </dl>
          <ScheduleTable schedule={view.schedule} caption={t('billing.installmentPlan.schedule.preview')} t={t} intl={intl} />
        </BillingReviewStep>
      ) : null}
      {(view.screen === 'done' || view.screen === 'plan') && plan ? (
        <section aria-labelledby="installment-plan">
          <h2 id="installment-plan" ref={heading} tabIndex={-1}>
            {view.notice === 'enrolled' ? t('billing.installmentPlan.done.title') : t('billing.installmentPlan.plan.title')}
          </h2>
          <dl className="summary-list">
            <dt>{t('billing.installmentPlan.balance.legend')}</dt>
            <dd>{t(`billing.installmentPlan.balance.${plan.balanceType}`, { amount: money(intl, plan.totalAmount) })}</dd>
            <dt>{t('billing.installmentPlan.type.legend')}</dt>
            <dd>{t(`billing.installmentPlan.type.${plan.installmentType}`)}</dd>
            <dt>{t('billing.installmentPlan.plan.since')}</dt>
            <dd>{formatDate(plan.createdOn, intl.locale)}</dd>
          </dl>
          <ScheduleTable schedule={view.schedule} caption={t('billing.installmentPlan.schedule.plan')} t={t} intl={intl} withStatus />
          <ArrangementsLink t={t} />
        </section>
      ) : null}
    </div>
  );
}
