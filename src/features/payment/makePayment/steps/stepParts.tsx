import { useIntl } from 'react-intl';
import type { MakePaymentViewModel } from '../../../../../machines/payment/makePayment/makePayment.connect.ts';
import { useFailureText } from '../../../../ui/failureText.ts';
import { money, paymentTexts } from '../../paymentText.ts';

/** What every step of Make a Payment reads: the texts, a code's text with the account's limits, money. */
export function usePaymentTexts(view: MakePaymentViewModel) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const limits = { minimum: money(intl, view.terms?.limits.minimum ?? 0), maximum: money(intl, view.terms?.limits.maximum ?? 0) };
  const code = useFailureText(paymentTexts, limits);
  return { intl, t, code, limits, money: (value: number) => money(intl, value) };
}

/** Back, when the machine lets the customer go back from this step. */
export function BackButton({ view }: { view: MakePaymentViewModel }) {
  const { t } = usePaymentTexts(view);
  if (!view.canGoBack) return null;
  return (
    <button type="button" className="button button--secondary" disabled={view.busy} onClick={view.back}>
      {t('payment.back')}
    </button>
  );
}

/** Continue (held while a call is under way). */
export function ContinueButton({ view, onClick }: { view: MakePaymentViewModel; onClick: () => void }) {
  const { t } = usePaymentTexts(view);
  return (
    <button type="button" className="button" disabled={view.busy} onClick={onClick}>
      {view.busy ? t('payment.busy') : t('payment.continue')}
    </button>
  );
}

/** Try again after a failed call. */
export function RetryButton({ view }: { view: MakePaymentViewModel }) {
  const { t } = usePaymentTexts(view);
  return (
    <button type="button" className="button" onClick={view.retry}>
      {t('common.retry')}
    </button>
  );
}

export interface StepProps {
  view: MakePaymentViewModel;
  /** The step's title (the form's heading), also the hidden legend of its fields. */
  title: string;
}
