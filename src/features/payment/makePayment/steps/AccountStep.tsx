import { TextField } from '../../../../ui/fields/TextField.tsx';
import { RadioGroupField } from '../../../../ui/fields/ChoiceFields.tsx';
import { ContinueButton, usePaymentTexts, type StepProps } from './stepParts.tsx';
import { BoundTextField } from '../../../../ui/fields/BoundTextField.tsx';

/** A guest's first step: the account number and the service address post code or the holder's last name. */
export function AccountStep({ view, title }: StepProps) {
  const { t, code } = usePaymentTexts(view);
  const guest = { values: view.guest, errors: view.errors, error: code, change: view.changeGuest };
  return (
    <>
      <fieldset className="payment-amount" disabled={view.busy}>
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
          disabled={view.busy}
        />
        {view.guest.proof === 'postCode' ? (
          <BoundTextField
            form={guest}
            name="postCode"
            label={t('payment.account.postCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
          />
        ) : (
          <BoundTextField
            form={guest}
            name="lastName"
            label={t('payment.account.lastName')}
            autoComplete="family-name"
            maxLength={100}
          />
        )}
      </fieldset>
      <div className="form-actions">
        <ContinueButton view={view} onClick={view.next} />
      </div>
    </>
  );
}
