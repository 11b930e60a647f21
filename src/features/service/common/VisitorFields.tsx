/**
 * A visitor's fields in the service flows (transfer and stop before sign-in): the proof of an
 * account (its number and the holder's last name) and how to reach them (email and mobile phone,
 * which also track the request by its reference).
 */
import { useIntl } from 'react-intl';
import type { TransferContactField, TransferIdentityField } from '../../../domain/serviceRequests.ts';
import { TextField } from '../../../ui/fields/TextField.tsx';

interface FieldsProps<F extends string> {
  values: Record<F, string>;
  /** The text of each field's rule code, or null. */
  errors: Partial<Record<F, string | null>>;
  change: (field: F, value: string) => void;
}

/** The account number and the account holder's last name. */
export function AccountProofFields({ values, errors, change }: FieldsProps<TransferIdentityField>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <TextField
        label={t('service.transfer.accountNumber')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={values.accountNumber}
        error={errors.accountNumber ?? null}
        onChange={(event) => change('accountNumber', event.target.value)}
      />
      <TextField
        label={t('service.transfer.lastName')}
        name="lastName"
        autoComplete="family-name"
        maxLength={100}
        value={values.lastName}
        error={errors.lastName ?? null}
        onChange={(event) => change('lastName', event.target.value)}
      />
    </>
  );
}

/** The email and the mobile phone. */
export function ContactFields({ values, errors, change }: FieldsProps<TransferContactField>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <TextField label={t('service.transfer.email')} name="email" type="email" autoComplete="email" maxLength={100} value={values.email} error={errors.email ?? null} onChange={(event) => change('email', event.target.value)} />
      <TextField
        label={t('service.transfer.phone')}
        name="primaryPhone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        value={values.primaryPhone}
        error={errors.primaryPhone ?? null}
        onChange={(event) => change('primaryPhone', event.target.value)}
      />
    </>
  );
}
