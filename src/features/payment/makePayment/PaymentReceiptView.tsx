import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { PaymentReceipt } from '../../../domain/payment.ts';
import { formatDate } from '../../../domain/format.ts';
import { maskAccountNumber } from '../../../domain/fields.ts';
import { GroupedNumber } from '../../../ui/GroupedNumber.tsx';
import { methodSummary, money } from '../paymentText.ts';
import '../payment.css';

/** The receipt of a payment made or scheduled (/PayBillSuccess, /PayScheduledSuccess, the guest's last step). */
export function PaymentReceiptView({ receipt, guest = false }: { receipt: PaymentReceipt; guest?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const scheduled = receipt.status === 'scheduled';
  return (
    <section className="payment-receipt" aria-labelledby="payment-receipt-heading">
      <h2 id="payment-receipt-heading">{scheduled ? t('payment.scheduledSuccess.title') : t('payment.success.title')}</h2>
      <p role="status">
        {scheduled
          ? t('payment.scheduledSuccess.body', { amount: money(intl, receipt.totalCharged), date: formatDate(receipt.paymentDate, intl.locale) })
          : t('payment.success.body', { amount: money(intl, receipt.totalCharged) })}
      </p>
      <dl className="payment-summary">
        <dt>{t('payment.receipt.confirmation')}</dt>
        <dd>
          <strong>
            <GroupedNumber value={receipt.confirmationNumber} />
          </strong>
        </dd>
        <dt>{t('payment.review.account')}</dt>
        <dd>{maskAccountNumber(receipt.accountNumber)}</dd>
        <dt>{t('payment.review.amount')}</dt>
        <dd>{money(intl, receipt.amount)}</dd>
        <dt>{t('payment.review.fee')}</dt>
        <dd>{money(intl, receipt.convenienceFee)}</dd>
        <dt>{t('payment.review.total')}</dt>
        <dd className="payment-summary__total">{money(intl, receipt.totalCharged)}</dd>
        <dt>{t('payment.review.date')}</dt>
        <dd>{formatDate(receipt.paymentDate, intl.locale)}</dd>
        <dt>{t('payment.review.method')}</dt>
        <dd>{methodSummary(intl, receipt.method)}</dd>
        {!guest && !scheduled ? (
          <>
            <dt>{t('payment.receipt.newBalance')}</dt>
            <dd>{money(intl, receipt.newBalance)}</dd>
          </>
        ) : null}
      </dl>
      {guest ? (
        <p className="form-actions">
          <Link to="/login" className="button">
            {t('payment.receipt.signIn')}
          </Link>
        </p>
      ) : (
        <p className="form-actions">
          {/* A scheduled payment can still be cancelled: its list is the Scheduled payments tab. */}
          <Link to={(scheduled ? '/billinghistory/scheduled' : '/billinghistory') as never} className="button">
            {scheduled ? t('payment.receipt.scheduled') : t('payment.receipt.history')}
          </Link>
          <Link to="/dashboard" className="button button--secondary">
            {t('payment.receipt.home')}
          </Link>
        </p>
      )}
    </section>
  );
}
