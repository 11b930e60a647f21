import { useIntl } from 'react-intl';
import type { AddressField, AddressForm, AddressType } from '../../../domain/serviceRequests.ts';
import { RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText, type FailureTexts } from '../../../ui/failureText.ts';

const addressTypeIds = ['service.address.type.0', 'service.address.type.1', 'service.address.type.2', 'service.address.type.3'] as const;

interface MailingAddressFieldsProps {
  address: AddressForm;
  /** The fields the chosen type asks for (addressFieldsOf). */
  fields: readonly AddressField[];
  errors: Partial<Record<AddressField, string>>;
  texts: FailureTexts;
  chooseType: (addressType: AddressType) => void;
  change: (field: AddressField, value: string) => void;
}

/**
 * The mailing address of document 1 section 3 (street, PO box, military, foreign): the type, then
 * the fields that type asks for, each with its rule's message. Shared by the service flows.
 */
export function MailingAddressFields({ address, fields, errors, texts, chooseType, change }: MailingAddressFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const error = useFailureText(texts);
  const label: Record<AddressField, string> = {
    address1: t('service.address.address1'),
    address2: t('service.address.address2'),
    poBox: t('service.address.poBox'),
    city: address.addressType === 2 ? t('service.address.militaryCity') : t('service.address.city'),
    state: t('service.address.militaryState'),
    country: t('service.address.country'),
  };
  return (
    <>
      <RadioGroupField
        legend={t('service.address.type')}
        name="addressType"
        value={String(address.addressType)}
        options={addressTypeIds.map((id, type) => ({ value: String(type), label: t(id) }))}
        onChange={(value) => chooseType(Number(value) as AddressType)}
      />
      {fields.map((field) =>
        field === 'state' ? (
          <SelectField
            key={field}
            label={label.state}
            value={address.state}
            placeholder={t('service.address.militaryStatePlaceholder')}
            options={['AA', 'AE', 'AP'].map((code) => ({ value: code, label: code }))}
            error={error(errors.state)}
            onChange={(event) => change('state', event.target.value)}
          />
        ) : (
          <TextField
            key={field}
            label={label[field]}
            name={field}
            value={address[field]}
            maxLength={field === 'poBox' ? 6 : field === 'country' ? 2 : 80}
            error={error(errors[field])}
            onChange={(event) => change(field, event.target.value)}
          />
        ),
      )}
    </>
  );
}
