import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { connectScheduledPayments, type CancelDialogModel, type ScheduledPaymentsViewModel } from '../../../../machines/payment/scheduledPayments/scheduledPayments.connect.ts';
import { billingApi } from '../../../api/billing.ts';
import { formatDate, formatDayMonthYear, timeZoneFor } from '../../../domain/format.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { GroupedNumber } from '../../../ui/GroupedNumber.tsx';
import { HistoryCards, useNarrowScreen } from '../../../ui/HistoryCards.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useShowToast } from '../../../ui/toast.tsx';
import { Money } from '../../../ui/Money.tsx';
import { cancelFailureTexts } from '../../billing/billingText.ts';
import { providedScheduledPaymentsMachine, type ScheduledPaymentsCalls } from './scheduledPaymentsCalls.ts';
import type { ScheduledPayment } from '../../../domain/payment.ts';
import { methodDetailText, money } from '../paymentText.ts';
import '../../billing/billing.css';

function CancelDialog({ dialog, view, date }: { dialog: CancelDialogModel; view: ScheduledPaymentsViewModel; date: (value: string) => string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { payment, busy, failure } = dialog;
  return (
    <ConfirmDialog
      className="modal scheduled-dialog"
      title={t('billing.scheduled.confirm.title')}
      body={intl.formatMessage(
        { id: 'billing.scheduled.confirm.body' },
        { amount: money(intl, payment.amount), date: date(payment.paymentDate), method: payment.method, confirmation: payment.confirmationNumber },
      )}
      keepLabel={t('billing.scheduled.confirm.no')}
      confirmLabel={t('billing.scheduled.confirm.yes')}
      busyLabel={t('billing.scheduled.cancelling')}
      busy={busy}
      failure={failure}
      texts={cancelFailureTexts}
      onKeep={view.dismissCancel}
      onConfirm={view.confirmCancel}
    />
  );
}

/** The list and the dialog as the machine's view model describes them; no rule is decided here. */
export function ScheduledPaymentsView({ view, timeZone = timeZoneFor(null) }: { view: ScheduledPaymentsViewModel; timeZone?: string }) {
  const intl = useIntl();
  const headingId = useId();
  const captionId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  // Dates in the list as in every history table (DD/MM/yyyy); in sentences, 'MMM dd, yyyy'
  // (docs/dates.md).
  const date = (value: string) => formatDayMonthYear(value, timeZone);
  const longDate = (value: string) => formatDate(value, intl.locale, timeZone);
  const narrow = useNarrowScreen();
  const cancelButton = (payment: ScheduledPayment) => (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => view.askCancel(payment.schedulePayUid)}
      disabled={!view.cancelEnabled}
      aria-label={intl.formatMessage(
        { id: 'billing.scheduled.cancelLabel' },
        { amount: money(intl, payment.amount), date: longDate(payment.paymentDate) },
      )}
    >
      {t('billing.scheduled.cancel')}
    </button>
  );
  // After a cancellation its row (and the Cancel button that had the focus) is gone: the focus
  // goes to the section heading, so keyboard users stay in the list.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeSeq = view.notice?.seq ?? 0;
  const focusedSeq = useRef(noticeSeq);
  useEffect(() => {
    if (noticeSeq === focusedSeq.current) return;
    focusedSeq.current = noticeSeq;
    headingRef.current?.focus();
  }, [noticeSeq]);
  return (
    <section className="billing-panel scheduled-payments" aria-labelledby={headingId} aria-busy={view.status === 'loading'}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('billing.tab.scheduled')}
      </h2>
      <p className="scheduled-payments__intro">{t('billing.scheduled.intro')}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? (
        <CallFailure failure={view.failure} onRetry={view.retry} />
      ) : null}
      {view.status === 'empty' ? <p className="billing-empty">{t('billing.scheduled.empty')}</p> : null}
      {view.status === 'list' && narrow ? (
        <>
          <p id={captionId} className="billing-cards__caption">
            {t('billing.scheduled.caption')}
          </p>
          <HistoryCards
            labelledBy={captionId}
            cards={view.payments.map((payment) => ({
              key: payment.schedulePayUid,
              date: { key: 'date', label: t('billing.column.paymentDate'), value: date(payment.paymentDate) },
              amount: { key: 'amount', label: t('billing.column.amount'), value: <Money value={payment.amount} /> },
              fields: [
                { key: 'fee', label: t('billing.column.fee'), value: <Money value={payment.convenienceFee} /> },
                { key: 'method', label: t('billing.column.method'), value: methodDetailText(intl, payment.methodDetail, payment.method) },
                { key: 'confirmation', label: t('billing.column.confirmation'), value: <GroupedNumber value={payment.confirmationNumber} /> },
              ],
              actions: view.canCancel ? cancelButton(payment) : undefined,
            }))}
          />
        </>
      ) : null}
      {view.status === 'list' && !narrow ? (
        <>
          {/* A table wider than the screen scrolls sideways: keyboard users focus the region to scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="billing-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className="billing-table">
              <caption id={captionId}>{t('billing.scheduled.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('billing.column.paymentDate')}</th>
                  <th scope="col" className="num">{t('billing.column.amount')}</th>
                  <th scope="col" className="num">{t('billing.column.fee')}</th>
                  <th scope="col">{t('billing.column.method')}</th>
                  <th scope="col">{t('billing.column.confirmation')}</th>
                  {view.canCancel ? <th scope="col">{t('billing.column.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {view.payments.map((payment) => (
                  <tr key={payment.schedulePayUid}>
                    <th scope="row" className="nowrap">{date(payment.paymentDate)}</th>
                    <td className="num"><Money value={payment.amount} /></td>
                    <td className="num"><Money value={payment.convenienceFee} /></td>
                    <td>{methodDetailText(intl, payment.methodDetail, payment.method)}</td>
                    <td className="nowrap">{payment.confirmationNumber}</td>
                    {view.canCancel ? (
                      <td>
                        {cancelButton(payment)}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {view.dialog ? <CancelDialog dialog={view.dialog} view={view} date={longDate} /> : null}
    </section>
  );
}

export interface ScheduledPaymentsProps {
  /** The selected account: only its payments are listed. */
  accountNumber: string;
  /** The signed-in user's uuid (the call lists the user's future payments). */
  uuid: string;
  /** The cancel-scheduled-payment right on the account. */
  canCancel: boolean;
  /** State of the service address (dates in Phoenix time for AZ, else Los Angeles). */
  serviceState?: string | null;
  calls?: ScheduledPaymentsCalls;
}

/**
 * Scheduled payments of one account, self-contained (its own machine and calls), so that both
 * /billinghistory/scheduled and the payment page can show it: the future payments, Cancel behind a
 * confirmation, a toast once a payment is cancelled (or could no longer be).
 */
export function ScheduledPayments({ accountNumber, uuid, canCancel, serviceState = null, calls = billingApi }: ScheduledPaymentsProps) {
  const intl = useIntl();
  const machine = useMemo(() => providedScheduledPaymentsMachine(calls), [calls]);
  const [snapshot, send] = useMachine(machine, { input: { uuid, accountNumber, canCancel } });
  const view = connectScheduledPayments(snapshot, send);
  const timeZone = timeZoneFor(serviceState);
  const showToast = useShowToast();
  const notice = view.notice;
  const announced = useRef(0);
  useEffect(() => {
    if (!notice || notice.seq === announced.current) return;
    announced.current = notice.seq;
    const values = { amount: money(intl, notice.payment.amount), date: formatDate(notice.payment.paymentDate, intl.locale, timeZone) };
    if (notice.kind === 'cancelled') showToast({ kind: 'success', message: 'billing.scheduled.cancelled', values });
    else showToast({ kind: 'warning', message: 'billing.scheduled.gone', values });
  }, [notice, intl, timeZone, showToast]);
  return <ScheduledPaymentsView view={view} timeZone={timeZone} />;
}
