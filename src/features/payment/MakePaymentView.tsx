import { useId, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MakePaymentViewModel } from '../../../machines/payment/makePayment/makePayment.connect.ts';
import { addDaysIso, isoDay } from '../../domain/payment.ts';
import { formatDate, formatDisplayDate } from '../../domain/format.ts';
import { maskAccountNumber } from '../../domain/fields.ts';
import { StepTracker, useStepHeadingFocus } from '../../ui/StepTracker.tsx';
import { InlineLoader } from '../../ui/FullScreenLoader.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { CheckboxField, RadioGroupField } from '../../ui/fields/ChoiceFields.tsx';
import { DateField } from '../../ui/fields/DateField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { PaymentMethodStep } from './method/PaymentMethodView.tsx';
import { PaymentReceiptView } from './PaymentReceiptView.tsx';
import { methodDetailText, methodSummary, money, paymentCodeText } from './paymentText.ts';
import './payment.css';

/**
 * Make a Payment as the machine's view model describes it: the step tracker, one step at a time
 * (account for a guest, amount, method, review), the duplicate-payment warning and, for a guest,
 * the receipt. No rule is decided here.
 */
export function MakePaymentView({ view, today }: { view: MakePaymentViewModel; today: Date }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.step);
  const terms = view.terms;
  const limits = { minimum: money(intl, terms?.limits.minimum ?? 0), maximum: money(intl, terms?.limits.maximum ?? 0) };
  const code = (value: string | undefined, serverMessage?: string) => (value ? paymentCodeText(intl, value, serverMessage, limits) : null);
  const disabled = view.busy;
  const duplicateTitle = useId();
  const duplicateBody = useId();

  if (view.step === 'done' && view.receipt) {
    return (
      <div className="container page payment-page">
        <h1>{t('payment.title')}</h1>
        <PaymentReceiptView receipt={view.receipt} guest={view.mode === 'guest'} />
      </div>
    );
  }

  let title: string;
  let body: ReactNode = null;
  let actions: ReactNode = null;
  const backButton = view.canGoBack ? (
    <button type="button" className="button button--secondary" disabled={disabled} onClick={view.back}>
      {t('payment.back')}
    </button>
  ) : null;
  const continueButton = (onClick: () => void) => (
    <button type="button" className="button" disabled={disabled} onClick={onClick}>
      {disabled ? t('payment.busy') : t('payment.continue')}
    </button>
  );

  if (view.step === 'account') {
    title = t('payment.step.account');
    body = (
      <fieldset className="payment-amount" disabled={disabled}>
        <legend className="visually-hidden">{title}</legend>
        <TextField
          label={t('payment.account.number')}
          name="accountNumber"
          inputMode="numeric"
          maxLength={20}
          value={view.guest.accountNumber}
          error={code(view.errors.accountNumber)}
          onChange={(event) => view.changeGuest('accountNumber', event.target.value.replace(/[\s.]/g, ''))}
        />
        <RadioGroupField
          legend={t('payment.account.proof')}
          name="proof"
          value={view.guest.proof}
          options={[
            { value: 'postCode', label: t('payment.account.proof.postCode') },
            { value: 'lastName', label: t('payment.account.proof.lastName') },
          ]}
          onChange={(value) => view.changeGuest('proof', value)}
          disabled={disabled}
        />
        {view.guest.proof === 'postCode' ? (
          <TextField
            label={t('payment.account.postCode')}
            name="postCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={view.guest.postCode}
            error={code(view.errors.postCode)}
            onChange={(event) => view.changeGuest('postCode', event.target.value)}
          />
        ) : (
          <TextField
            label={t('payment.account.lastName')}
            name="lastName"
            autoComplete="family-name"
            maxLength={100}
            value={view.guest.lastName}
            error={code(view.errors.lastName)}
            onChange={(event) => view.changeGuest('lastName', event.target.value)}
          />
        )}
      </fieldset>
    );
    actions = continueButton(view.next);
  } else if (view.step === 'amount') {
    title = t('payment.step.amount');
    if (view.loading) body = <InlineLoader />;
    else if (view.loadFailed || !terms) {
      actions = (
        <button type="button" className="button" onClick={view.retry}>
          {t('common.retry')}
        </button>
      );
    } else {
      const tomorrow = addDaysIso(isoDay(today), 1);
      body = (
        <>
          {view.maskedName ? <p>{t('payment.account.checked', { name: view.maskedName, account: maskAccountNumber(view.accountNumber) })}</p> : null}
          <dl className="payment-summary">
            <dt>{t('payment.amount.due')}</dt>
            <dd className="payment-summary__total">{money(intl, terms.amountDue)}</dd>
            {terms.pastDueAmount > 0 ? (
              <>
                <dt>{t('payment.amount.pastDue')}</dt>
                <dd>{money(intl, terms.pastDueAmount)}</dd>
              </>
            ) : null}
            {terms.dueDate ? (
              <>
                <dt>{t('payment.amount.dueDate')}</dt>
                <dd>{formatDate(terms.dueDate, intl.locale)}</dd>
              </>
            ) : null}
          </dl>
          <fieldset className="payment-amount" disabled={disabled}>
            <legend className="visually-hidden">{title}</legend>
            <RadioGroupField
              legend={t('payment.amount.legend')}
              name="amountType"
              value={view.amountFields.amountType}
              options={[
                { value: 'TotalDueAmount', label: t('payment.amount.total', { amount: money(intl, terms.amountDue) }) },
                ...(terms.pastDueAmount > 0 ? [{ value: 'PastDueAmount', label: t('payment.amount.past', { amount: money(intl, terms.pastDueAmount) }) }] : []),
                { value: 'OtherAmount', label: t('payment.amount.other') },
              ]}
              onChange={(value) => view.changeAmount('amountType', value)}
              error={code(view.errors.amountType)}
              disabled={disabled}
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
            {view.mode === 'signedIn' && terms.scheduledPaymentAllowed ? (
              <RadioGroupField
                legend={t('payment.date.legend')}
                name="dateType"
                value={view.amountFields.dateType}
                options={[
                  ...(terms.oneTimePaymentAllowed ? [{ value: 'payNow', label: t('payment.date.payNow') }] : []),
                  { value: 'scheduled', label: t('payment.date.scheduled') },
                ]}
                onChange={(value) => view.changeAmount('dateType', value)}
                disabled={disabled}
              />
            ) : null}
            {view.amountFields.dateType === 'scheduled' && terms.scheduledPaymentAllowed ? (
              <DateField
                label={t('payment.date.label')}
                hint={t('payment.date.hint', { from: formatDisplayDate(tomorrow), to: formatDisplayDate(terms.latestScheduleDate ?? tomorrow) })}
                name="paymentDate"
                value={view.amountFields.paymentDate}
                error={code(view.errors.paymentDate)}
                onChange={(value) => view.changeAmount('paymentDate', value)}
              />
            ) : (
              code(view.errors.paymentDate) && <p className="form-error" role="alert">{code(view.errors.paymentDate)}</p>
            )}
            {!terms.paperless ? (
              <CheckboxField label={t('payment.paperless')} checked={view.amountFields.paperless} onChange={(event) => view.changePaperless(event.target.checked)} />
            ) : null}
          </fieldset>
        </>
      );
      actions = (
        <>
          {backButton}
          {continueButton(view.next)}
        </>
      );
    }
  } else if (view.step === 'method') {
    title = t('payment.step.method');
    if (view.methodRef) {
      body = <PaymentMethodStep actorRef={view.methodRef} />;
      actions = (
        <>
          {backButton}
          {continueButton(view.submitMethod)}
        </>
      );
    } else if (view.feeFailed) {
      actions = (
        <>
          {backButton}
          <button type="button" className="button" onClick={view.retry}>
            {t('common.retry')}
          </button>
        </>
      );
    } else {
      body = (
        <p role="status" className="field__status">
          {t('payment.fee.loading')}
        </p>
      );
    }
  } else {
    title = t('payment.step.review');
    const fee = view.fee?.convenienceFee ?? 0;
    const total = view.amount + fee;
    body = view.method ? (
      <dl className="payment-summary">
        <dt>{t('payment.review.account')}</dt>
        <dd>{maskAccountNumber(view.accountNumber)}</dd>
        <dt>{t('payment.review.amount')}</dt>
        <dd>{money(intl, view.amount)}</dd>
        <dt>{t('payment.review.fee')}</dt>
        <dd>{money(intl, fee)}</dd>
        <dt>{t('payment.review.total')}</dt>
        <dd className="payment-summary__total">{money(intl, total)}</dd>
        <dt>{t('payment.review.date')}</dt>
        <dd>{view.timing === 'payNow' ? t('payment.review.today', { date: formatDate(view.paymentDay, intl.locale) }) : formatDate(view.paymentDay, intl.locale)}</dd>
        <dt>{t('payment.review.method')}</dt>
        <dd>
          {methodSummary(intl, view.method.display)}
          {view.method.display.nickName ? ` · ${view.method.display.nickName}` : ''}
          {view.method.saveMethod ? <span className="chip">{t('payment.review.saved')}</span> : null}
        </dd>
        {view.amountFields.paperless && !terms?.paperless ? (
          <>
            <dt>{t('payment.review.paperless')}</dt>
            <dd>{t('payment.review.paperlessYes')}</dd>
          </>
        ) : null}
      </dl>
    ) : null;
    actions = (
      <>
        {backButton}
        <button type="button" className="button" disabled={!view.canSubmit} onClick={view.submit}>
          {view.busy ? t('payment.paying') : view.timing === 'scheduled' ? t('payment.schedule') : t('payment.pay', { total: money(intl, total) })}
        </button>
      </>
    );
  }

  // Enter in a stepper form does not move on (document 2 section 5).
  const swallow = (event: FormEvent) => event.preventDefault();

  return (
    <div className="container page payment-page">
      <h1>{t('payment.title')}</h1>
      <p className="lead">{view.mode === 'guest' ? t('payment.intro.guest') : t('payment.intro.signedIn')}</p>
      <StepTracker steps={view.steps} />
      <form className="payment-card" noValidate onSubmit={swallow} aria-labelledby="payment-step-heading" aria-busy={view.busy}>
        <h2 id="payment-step-heading" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {view.formError ? (
          <p className="form-error" role="alert">
            {code(view.formError)}
          </p>
        ) : null}
        {view.failure ? (
          <p className="form-error" role="alert">
            {code(view.failure.msgcode, view.failure.message)}
          </p>
        ) : null}
        {body}
        <div className="form-actions">{actions}</div>
      </form>
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
