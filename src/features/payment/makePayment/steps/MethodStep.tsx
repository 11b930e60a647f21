import { PaymentMethodStep } from '../../paymentMethod/PaymentMethodView.tsx';
import { BackButton, ContinueButton, RetryButton, usePaymentTexts, type StepProps } from './stepParts.tsx';

/** The shared payment-method step (a child machine), then the convenience fee being looked up. */
export function MethodStep({ view }: StepProps) {
  const { t } = usePaymentTexts(view);
  if (view.methodRef) {
    return (
      <>
        <PaymentMethodStep actorRef={view.methodRef} />
        <div className="form-actions">
          <BackButton view={view} />
          <ContinueButton view={view} onClick={view.submitMethod} />
        </div>
      </>
    );
  }
  if (view.feeFailed) {
    return (
      <div className="form-actions">
        <BackButton view={view} />
        <RetryButton view={view} />
      </div>
    );
  }
  return (
    <>
      <p role="status" className="field__status">
        {t('payment.fee.loading')}
      </p>
      <div className="form-actions" />
    </>
  );
}
