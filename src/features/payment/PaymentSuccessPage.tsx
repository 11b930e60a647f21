import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { PaymentReceipt } from '../../domain/payment.ts';
import { PaymentReceiptView } from './PaymentReceiptView.tsx';
import { latestReceipt } from './receiptStore.ts';

/**
 * /PayBillSuccess and /PayScheduledSuccess: the receipt of the payment just made or scheduled.
 * Opened without one (a reload, a bookmark), it points to the billing history.
 */
export function PaymentSuccessPage({ expected, receipt = latestReceipt() }: { expected: PaymentReceipt['status']; receipt?: PaymentReceipt | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container page payment-page">
      <h1>{expected === 'scheduled' ? t('payment.scheduledSuccess.page') : t('payment.success.page')}</h1>
      {receipt && receipt.status === expected ? (
        <PaymentReceiptView receipt={receipt} />
      ) : (
        <>
          <p>{t('payment.receipt.missing')}</p>
          <p className="form-actions">
            <Link to={'/billinghistory' as never} className="button">
              {t('payment.receipt.history')}
            </Link>
            <Link to="/dashboard" className="button button--secondary">
              {t('payment.receipt.home')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
