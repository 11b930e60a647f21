import { formatDate } from '../../../../domain/format.ts';
import { maskAccountNumber } from '../../../../domain/fields.ts';
import { methodSummary } from '../../paymentText.ts';
import { BackButton, usePaymentTexts, type StepProps } from './stepParts.tsx';

/** What the customer checks before paying: amount, fee, total, day, method, the paperless opt-in. */
export function ReviewStep({ view }: StepProps) {
  const { intl, t, money } = usePaymentTexts(view);
  const day = formatDate(view.paymentDay, intl.locale);
  return (
    <>
      {view.method ? (
        <dl className="payment-summary">
          <dt>{t('payment.review.account')}</dt>
          <dd>{maskAccountNumber(view.accountNumber)}</dd>
          <dt>{t('payment.review.amount')}</dt>
          <dd>{money(view.amount)}</dd>
          <dt>{t('payment.review.fee')}</dt>
          <dd>{money(view.convenienceFee)}</dd>
          <dt>{t('payment.review.total')}</dt>
          <dd className="payment-summary__total">{money(view.total)}</dd>
          <dt>{t('payment.review.date')}</dt>
          <dd>{view.timing === 'payNow' ? t('payment.review.today', { date: day }) : day}</dd>
          <dt>{t('payment.review.method')}</dt>
          <dd>
            {methodSummary(intl, view.method.display)}
            {view.method.display.nickName ? ` · ${view.method.display.nickName}` : ''}
            {view.method.saveMethod ? <span className="chip">{t('payment.review.saved')}</span> : null}
          </dd>
          {view.enrollsPaperless ? (
            <>
              <dt>{t('payment.review.paperless')}</dt>
              <dd>{t('payment.review.paperlessYes')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className="form-actions">
        <BackButton view={view} />
        <button type="button" className="button" disabled={!view.canSubmit} onClick={view.submit}>
          {view.busy ? t('payment.paying') : view.timing === 'scheduled' ? t('payment.schedule') : t('payment.pay', { total: money(view.total) })}
        </button>
      </div>
    </>
  );
}
