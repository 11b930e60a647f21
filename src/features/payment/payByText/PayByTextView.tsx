import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { PayByTextViewModel } from '../../../../machines/payment/payByText/payByText.connect.ts';
import { formatDate } from '../../../domain/format.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { methodSummary, money } from '../paymentText.ts';
import { textToPayTexts } from '../textToPay/textToPayText.ts';

/** Pay by text as the machine's view model describes it; no rule is decided here. */
export function PayByTextView({ view }: { view: PayByTextViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const outcome = useRef<HTMLHeadingElement>(null);
  // The outcome's heading takes the focus, so a screen reader says how it ended.
  useEffect(() => {
    if (view.status === 'paid' || view.status === 'expired') outcome.current?.focus();
  }, [view.status]);
  const bank = (last4: string, bankName: string | null) => methodSummary(intl, { kind: 'bank', brand: null, bankName, last4 });
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('payment.payByText.title')}</h1>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'expired' ? (
        <section aria-labelledby="paybytext-expired">
          <h2 id="paybytext-expired" ref={outcome} tabIndex={-1}>
            {t('payment.textToPay.code.TTP_LINK_INVALID')}
          </h2>
          <p>{t('payment.payByText.expired')}</p>
          <p>
            <Link to="/login">{t('payment.payByText.signIn')}</Link>
          </p>
        </section>
      ) : null}
      {view.status === 'ready' && view.link ? (
        <section aria-labelledby="paybytext-ready">
          <h2 id="paybytext-ready">{t('payment.payByText.heading')}</h2>
          <dl className="summary-list">
            <dt>{t('payment.payByText.account')}</dt>
            <dd>{view.link.accountNumber}</dd>
            <dt>{t('payment.payByText.amount')}</dt>
            <dd>{money(intl, view.link.amountDue)}</dd>
            {view.link.dueDate ? (
              <>
                <dt>{t('payment.payByText.dueDate')}</dt>
                <dd>{formatDate(view.link.dueDate, intl.locale)}</dd>
              </>
            ) : null}
            <dt>{t('payment.payByText.from')}</dt>
            <dd>{bank(view.link.bankLast4, view.link.bankName)}</dd>
          </dl>
          <FormAlert texts={textToPayTexts} failure={view.failure} />
          <div className="form-actions">
            <button type="button" className="button" onClick={view.pay} disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t('payment.payByText.paying') : view.failure ? t('common.retry') : t('payment.payByText.pay', { amount: money(intl, view.link.amountDue) })}
            </button>
          </div>
        </section>
      ) : null}
      {view.status === 'paid' && view.receipt ? (
        <section aria-labelledby="paybytext-paid">
          <h2 id="paybytext-paid" ref={outcome} tabIndex={-1}>
            {t('payment.payByText.paid')}
          </h2>
          <dl className="summary-list">
            <dt>{t('payment.payByText.confirmation')}</dt>
            <dd>{view.receipt.confirmationNumber}</dd>
            <dt>{t('payment.payByText.amountPaid')}</dt>
            <dd>{money(intl, view.receipt.amount)}</dd>
            <dt>{t('payment.payByText.from')}</dt>
            <dd>{bank(view.receipt.bankLast4, view.link?.bankName ?? null)}</dd>
            <dt>{t('payment.payByText.nowDue')}</dt>
            <dd>{money(intl, view.receipt.amountDue)}</dd>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
