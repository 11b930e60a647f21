import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectPaymentMethod, type PaymentMethodViewModel } from '../../../../machines/payment/paymentMethod/paymentMethod.connect.ts';
import type { paymentMethodMachine } from '../../../../machines/payment/paymentMethod/paymentMethod.machine.ts';
import { walletLabels, type PaymentMethodType, type WalletType } from '../../../domain/payment.ts';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { CheckboxField, RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { methodSummary, paymentTexts } from '../paymentText.ts';
import '../payment.css';
import { BoundTextField } from '../../../ui/fields/BoundTextField.tsx';

export type PaymentMethodActorRef = ActorRefFrom<typeof paymentMethodMachine>;

/** The step as a running child actor renders it (the flow's view passes the child's ref). */
export function PaymentMethodStep({ actorRef }: { actorRef: PaymentMethodActorRef }) {
  const snapshot = useSelector(actorRef, (state) => state);
  return <PaymentMethodView view={connectPaymentMethod(snapshot, actorRef.send)} />;
}

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * The payment-method fields: saved methods, a new card or a new bank account, and the save options.
 * The flow around it renders the heading and the Continue and Back buttons (Continue calls
 * `view.submit`). Nothing here decides a rule: the machine does.
 */
export function PaymentMethodView({ view }: { view: PaymentMethodViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const error = useFailureText(paymentTexts);
  const card = { values: view.card, errors: view.errors, error, change: view.changeCard };
  const bank = { values: view.bank, errors: view.errors, error, change: view.changeBank };
  const choiceLabels: Record<PaymentMethodType, string> = {
    SavedPaymentMethod: t('payment.method.choice.SavedPaymentMethod'),
    NewCard: t('payment.method.choice.NewCard'),
    NewBankAccount: t('payment.method.choice.NewBankAccount'),
    Wallet: t('payment.method.choice.Wallet'),
  };
  const choiceLabel = (choice: PaymentMethodType) => choiceLabels[choice];
  // Typing goes on during the routing lookup (the machine keeps every change); only choosing another
  // kind of method waits for its answer.
  const choiceLocked = view.busy;

  return (
    <div className="payment-method">
      <FormAlert texts={paymentTexts} formError={view.formError} failure={view.failure} />
      {view.choices.length > 1 ? (
        <RadioGroupField
          legend={t('payment.method.legend')}
          name="paymentMethod"
          value={view.choice}
          options={view.choices.map((choice) => ({ value: choice, label: choiceLabel(choice) }))}
          onChange={(value) => view.choose(value as PaymentMethodType)}
          error={error(view.errors.choice)}
          disabled={choiceLocked}
        />
      ) : null}

      {view.choice === 'SavedPaymentMethod' ? (
        <fieldset className={view.errors.savedPaymentMethod ? 'choice-list field--invalid' : 'choice-list'} disabled={choiceLocked}>
          <legend>{t('payment.method.saved.legend')}</legend>
          {view.savedMethods.map((method) => (
            <label key={method.paymentTokenId} className="choice">
              <input
                type="radio"
                name="savedPaymentMethod"
                value={method.paymentTokenId}
                checked={view.savedPaymentMethod === method.paymentTokenId}
                disabled={method.isExpired}
                onChange={() => view.selectSaved(method.paymentTokenId)}
              />
              <span>
                {methodSummary(intl, method)}
                {method.nickName ? <span className="choice__hint"> · {method.nickName}</span> : null}
                {method.expiryMonth && method.expiryYear ? (
                  <span className="choice__hint">
                    {' '}
                    · {method.isExpired ? t('payment.method.saved.expired') : t('payment.method.saved.expires', { month: String(method.expiryMonth).padStart(2, '0'), year: method.expiryYear })}
                  </span>
                ) : null}
                {method.isDefault ? <span className="chip"> {t('payment.method.saved.default')}</span> : null}
              </span>
            </label>
          ))}
          {view.errors.savedPaymentMethod ? <p className="field__error">{error(view.errors.savedPaymentMethod)}</p> : null}
        </fieldset>
      ) : null}

      {view.choice === 'NewCard' ? (
        <fieldset className="payment-method__fields">
          <legend className="visually-hidden">{t('payment.method.choice.NewCard')}</legend>
          <BoundTextField
            form={card}
            name="nameOnCard"
            label={t('payment.method.card.name')}
            autoComplete="cc-name"
            maxLength={60}
          />
          <BoundTextField
            form={card}
            name="cardNumber"
            label={t('payment.method.card.number')}
            hint={view.brandLabel ? t('payment.method.card.brand', { brand: view.brandLabel }) : t('payment.method.card.brandHint')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
          />
          <div className="field-row">
            <SelectField
              label={t('payment.method.card.expiryMonth')}
              name="expiryMonth"
              autoComplete="cc-exp-month"
              placeholder={t('payment.method.card.choose')}
              options={months.map((month) => ({ value: String(Number(month)), label: month }))}
              value={view.card.expiryMonth}
              error={error(view.errors.expiryMonth)}
              onChange={(event) => view.changeCard('expiryMonth', event.target.value)}
            />
            <SelectField
              label={t('payment.method.card.expiryYear')}
              name="expiryYear"
              autoComplete="cc-exp-year"
              placeholder={t('payment.method.card.choose')}
              options={view.expiryYears.map((year) => ({ value: String(year), label: String(year) }))}
              value={view.card.expiryYear}
              error={error(view.errors.expiryYear)}
              onChange={(event) => view.changeCard('expiryYear', event.target.value)}
            />
          </div>
          <BoundTextField
            form={card}
            name="cvv"
            label={t('payment.method.card.cvv')}
            hint={t('payment.method.card.cvvHint', { digits: view.cvvDigits })}
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={view.cvvDigits}
          />
        </fieldset>
      ) : null}

      {view.choice === 'NewBankAccount' ? (
        <fieldset className="payment-method__fields">
          <legend className="visually-hidden">{t('payment.method.choice.NewBankAccount')}</legend>
          <BoundTextField
            form={bank}
            name="accountHolderName"
            label={t('payment.method.bank.holder')}
            autoComplete="name"
            maxLength={60}
          />
          <SelectField
            label={t('payment.method.bank.accountType')}
            name="accountType"
            options={[
              { value: 'checking', label: t('payment.method.bank.checking') },
              { value: 'savings', label: t('payment.method.bank.savings') },
            ]}
            value={view.bank.accountType}
            error={error(view.errors.accountType)}
            onChange={(event) => view.changeBank('accountType', event.target.value)}
          />
          <BoundTextField
            form={bank}
            name="routingNumber"
            label={t('payment.method.bank.routing')}
            hint={t('payment.method.bank.routingHint')}
            inputMode="numeric"
            maxLength={9}
            onBlur={view.lookUpRouting}
          />
          <p className="field__status" role="status">
            {view.busy ? t('payment.method.bank.lookingUp') : view.bankName ? t('payment.method.bank.bankName', { bank: view.bankName }) : ''}
          </p>
          <BoundTextField
            form={bank}
            name="confirmRoutingNumber"
            kind="digits"
            label={t('payment.method.bank.confirmRouting')}
            maxLength={9}
          />
          <BoundTextField
            form={bank}
            name="bankAccountNumber"
            kind="digits"
            label={t('payment.method.bank.accountNumber')}
            maxLength={17}
          />
          <BoundTextField
            form={bank}
            name="confirmBankAccountNumber"
            kind="digits"
            label={t('payment.method.bank.confirmAccount')}
            maxLength={17}
          />
        </fieldset>
      ) : null}

      {view.choice === 'Wallet' ? (
        <RadioGroupField
          legend={t('payment.method.wallet.legend')}
          hint={t('payment.method.wallet.hint')}
          name="walletType"
          value={view.walletType}
          options={view.wallets.map((wallet) => ({ value: wallet, label: walletLabels[wallet] }))}
          onChange={(value) => view.selectWallet(value as WalletType)}
          error={error(view.errors.walletType)}
          disabled={choiceLocked}
        />
      ) : null}

      {view.walletWindow ? <WalletWindow window={view.walletWindow} onApprove={view.approveWallet} onCancel={view.cancelWallet} /> : null}

      {view.canSave && view.choice !== null ? (
        <fieldset className="payment-method__options">
          <legend className="visually-hidden">{t('payment.method.save')}</legend>
          {view.choice !== 'SavedPaymentMethod' ? (
            <>
              {view.saveRequired ? null : (
                <CheckboxField
                  label={t('payment.method.save')}
                  checked={view.options.saveMethod}
                  onChange={(event) => view.changeOption('saveMethod', event.target.checked)}
                />
              )}
              {view.options.saveMethod ? (
                <TextField
                  label={t('payment.method.nickname')}
                  name="nickName"
                  maxLength={40}
                  value={view.options.nickName}
                  error={error(view.errors.nickName)}
                  onChange={(event) => view.changeNickname(event.target.value)}
                />
              ) : null}
            </>
          ) : null}
          {view.choice === 'SavedPaymentMethod' || view.options.saveMethod ? (
            <CheckboxField
              label={t('payment.method.setDefault')}
              checked={view.options.setDefaultPayment}
              onChange={(event) => view.changeOption('setDefaultPayment', event.target.checked)}
            />
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

/**
 * The wallet's window, where the customer approves the payment. The reference gateway's wallets are
 * test wallets, approved here; a gateway with real wallets opens the wallet's own window instead and
 * sends the same approve / cancel events.
 */
function WalletWindow({ window, onApprove, onCancel }: { window: { walletType: WalletType; busy: boolean }; onApprove: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const wallet = walletLabels[window.walletType];
  return (
    <ModalDialog labelledBy={titleId} describedBy={bodyId} className="modal wallet-window" onClose={window.busy ? undefined : onCancel}>
      <h2 id={titleId}>{intl.formatMessage({ id: 'payment.method.wallet.window.title' }, { wallet })}</h2>
      <p id={bodyId}>{intl.formatMessage({ id: 'payment.method.wallet.window.body' }, { wallet })}</p>
      <p className="field__hint">{intl.formatMessage({ id: 'payment.method.wallet.window.test' }, { wallet })}</p>
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={window.busy}>
          {intl.formatMessage({ id: 'payment.method.wallet.cancel' })}
        </button>
        <button type="button" className="button" onClick={onApprove} disabled={window.busy} aria-busy={window.busy}>
          {intl.formatMessage({ id: window.busy ? 'payment.method.wallet.approving' : 'payment.method.wallet.approve' })}
        </button>
      </div>
    </ModalDialog>
  );
}
