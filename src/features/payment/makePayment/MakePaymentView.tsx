import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MakePaymentViewModel } from '../../../../machines/payment/makePayment/makePayment.connect.ts';
import { formatDate } from '../../../domain/format.ts';
import { StepForm } from '../../../ui/StepForm.tsx';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { AccountStep } from './steps/AccountStep.tsx';
import { AmountStep } from './steps/AmountStep.tsx';
import { MethodStep } from './steps/MethodStep.tsx';
import { ReviewStep } from './steps/ReviewStep.tsx';
import { usePaymentTexts } from './steps/stepParts.tsx';
import { PaymentReceiptView } from './PaymentReceiptView.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { methodDetailText, money, paymentTexts } from '../paymentText.ts';
import '../payment.css';

/** One component per step (the guest's account, amount, method, review). */
const steps = {
  account: { titleId: 'payment.step.account', Step: AccountStep },
  amount: { titleId: 'payment.step.amount', Step: AmountStep },
  method: { titleId: 'payment.step.method', Step: MethodStep },
  review: { titleId: 'payment.step.review', Step: ReviewStep },
} as const;

/**
 * Make a Payment as the machine's view model describes it: the step tracker, one step at a time
 * (account for a guest, amount, method, review), the duplicate-payment warning and, for a guest,
 * the receipt. No rule is decided here.
 */
export function MakePaymentView({ view }: { view: MakePaymentViewModel }) {
  const intl = useIntl();
  const { t, limits } = usePaymentTexts(view);
  const heading = useStepHeadingFocus(view.step);
  const duplicateTitle = useId();
  const duplicateBody = useId();

  if (view.step === 'done') {
    return (
      <div className="container page payment-page">
        <h1 tabIndex={-1}>{t('payment.title')}</h1>
        {view.receipt ? <PaymentReceiptView receipt={view.receipt} guest={view.mode === 'guest'} /> : null}
      </div>
    );
  }

  const { titleId, Step } = steps[view.step];
  const title = t(titleId);

  return (
    <div className="container page payment-page">
      <h1 tabIndex={-1}>{t('payment.title')}</h1>
      <p className="lead">{view.mode === 'guest' ? t('payment.intro.guest') : t('payment.intro.signedIn')}</p>
      <StepTracker steps={view.steps} />
      {/* Enter in a stepper form does not move on (document 2 section 5): no onSubmit. */}
      <StepForm className="payment-card" title={title} headingRef={heading} busy={view.busy}>
        <FormAlert texts={paymentTexts} formError={view.formError} failure={view.failure} values={limits} />
        <Step view={view} title={title} />
      </StepForm>
      {view.duplicateWarning && view.duplicate ? (
        <ModalDialog role="alertdialog" labelledBy={duplicateTitle} describedBy={duplicateBody} className="modal" onClose={view.cancelDuplicate}>
          <h2 id={duplicateTitle}>{t('payment.duplicate.title')}</h2>
          <p id={duplicateBody}>
            {t(view.duplicate.status === 'scheduled' ? 'payment.duplicate.scheduled' : 'payment.duplicate.completed', {
              amount: money(intl, view.duplicate.amount),
              date: formatDate(view.duplicate.date, intl.locale),
              method: methodDetailText(intl, view.duplicate.methodDetail, view.duplicate.method),
              confirmation: view.duplicate.confirmationNumber,
            })}
          </p>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={view.cancelDuplicate}>
              {t('payment.duplicate.cancel')}
            </button>
            <button type="button" className="button" onClick={view.confirmDuplicate}>
              {t('payment.duplicate.confirm')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
