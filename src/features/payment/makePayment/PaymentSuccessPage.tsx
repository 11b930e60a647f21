import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { PaymentReceipt } from '../../../domain/payment.ts';
import { PaymentReceiptView } from './PaymentReceiptView.tsx';
import { latestReceipt } from './receiptStore.ts';

/**
 * /PayBillSuccess and /PayScheduledSuccess: the receipt of the payment just made or scheduled.
 * Opened without one (a reload, a bookmark), it says there is no recent payment and points to the
 * billing history.
 */
export function PaymentSuccessPage({ expected, receipt = latestReceipt() }: { expected: PaymentReceipt['status']; receipt?: PaymentReceipt | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const shown = receipt && receipt.status === expected ? receipt : null;
  // Without the payment just made (opened by its address, or after a reload) the page claims no
  // success: a neutral heading and the way to the history.
  return (
    <div className="container page payment-page">
      <h1 tabIndex={-1}>{shown ? (expected === 'scheduled' ? t('payment.scheduledSuccess.page') : t('payment.success.page')) : t('payment.receipt.missingTitle')}</h1>
      {shown ? (
        <PaymentReceiptView receipt={shown} />
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
