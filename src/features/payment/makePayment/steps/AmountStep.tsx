import { formatDate, formatDisplayDate } from '../../../../domain/format.ts';
import { maskAccountNumber } from '../../../../domain/fields.ts';
import { InlineLoader } from '../../../../ui/FullScreenLoader.tsx';
import { CheckboxField, RadioGroupField } from '../../../../ui/fields/ChoiceFields.tsx';
import { DateField } from '../../../../ui/fields/DateField.tsx';
import { TextField } from '../../../../ui/fields/TextField.tsx';
import { FormAlert } from '../../../../ui/FormAlert.tsx';
import { paymentTexts } from '../../paymentText.ts';
import { BackButton, ContinueButton, RetryButton, usePaymentTexts, type StepProps } from './stepParts.tsx';

const amountLabelIds = { TotalDueAmount: 'payment.amount.total', PastDueAmount: 'payment.amount.past', OtherAmount: 'payment.amount.other' } as const;
const dateLabelIds = { payNow: 'payment.date.payNow', scheduled: 'payment.date.scheduled' } as const;

/** The amount: what is due, the amount to pay, now or on a day, and the paperless opt-in. */
export function AmountStep({ view, title }: StepProps) {
  const { intl, t, code, money } = usePaymentTexts(view);
  const terms = view.terms;
  if (view.loading) {
    return (
      <>
        <InlineLoader />
        <div className="form-actions" />
      </>
    );
  }
  if (view.loadFailed || !terms) {
    return (
      <div className="form-actions">
        <RetryButton view={view} />
      </div>
    );
  }
  const limits = { minimum: money(terms.limits.minimum), maximum: money(terms.limits.maximum) };
  return (
    <>
      {view.maskedName ? <p>{t('payment.account.checked', { name: view.maskedName, account: maskAccountNumber(view.accountNumber) })}</p> : null}
      <dl className="payment-summary">
        <dt>{t('payment.amount.due')}</dt>
        <dd className="payment-summary__total">{money(terms.amountDue)}</dd>
        {terms.pastDueAmount > 0 ? (
          <>
            <dt>{t('payment.amount.pastDue')}</dt>
            <dd>{money(terms.pastDueAmount)}</dd>
          </>
        ) : null}
        {terms.dueDate ? (
          <>
            <dt>{t('payment.amount.dueDate')}</dt>
            <dd>{formatDate(terms.dueDate, intl.locale)}</dd>
          </>
        ) : null}
      </dl>
      <fieldset className="payment-amount" disabled={view.busy}>
        <legend className="visually-hidden">{title}</legend>
        <RadioGroupField
          legend={t('payment.amount.legend')}
          name="amountType"
          value={view.amountFields.amountType}
          options={view.amountOptions.map(({ value, amount }) => ({ value, label: t(amountLabelIds[value], { amount: money(amount ?? 0) }) }))}
          onChange={(value) => view.changeAmount('amountType', value)}
          error={code(view.errors.amountType)}
          disabled={view.busy}
        />
        {view.amountFields.amountType === 'OtherAmount' ? (
          <TextField
            label={t('payment.amount.otherLabel')}
            hint={t('payment.amount.otherHint', limits)}
            name="otherAmount"
            inputMode="decimal"
            maxLength={13}
            value={view.amountFields.otherAmount}
            error={code(view.errors.otherAmount)}
            onChange={(event) => view.changeAmount('otherAmount', event.target.value)}
          />
        ) : null}
        {view.dateOptions.length > 0 ? (
          <RadioGroupField
            legend={t('payment.date.legend')}
            name="dateType"
            value={view.amountFields.dateType}
            options={view.dateOptions.map((value) => ({ value, label: t(dateLabelIds[value]) }))}
            onChange={(value) => view.changeAmount('dateType', value)}
            disabled={view.busy}
          />
        ) : null}
        {view.showsPaymentDate && view.scheduleWindow ? (
          <DateField
            label={t('payment.date.label')}
            hint={t('payment.date.hint', { from: formatDisplayDate(view.scheduleWindow.from), to: formatDisplayDate(view.scheduleWindow.to) })}
            name="paymentDate"
            value={view.amountFields.paymentDate}
            error={code(view.errors.paymentDate)}
            onChange={(value) => view.changeAmount('paymentDate', value)}
          />
        ) : (
          // Scheduled, but the bill allows no scheduling: the date's message stands alone.
          <FormAlert texts={paymentTexts} formError={view.errors.paymentDate} values={limits} />
        )}
        {view.offersPaperless ? (
          <CheckboxField label={t('payment.paperless')} checked={view.amountFields.paperless} onChange={(event) => view.changePaperless(event.target.checked)} />
        ) : null}
      </fieldset>
      <div className="form-actions">
        <BackButton view={view} />
        <ContinueButton view={view} onClick={view.next} />
      </div>
    </>
  );
}
