import { useIntl } from 'react-intl';
import { moneyParts } from '../domain/format.ts';

/** An amount with 2 decimals; a credit reads "P 12.50 CR" (and "credit" to screen readers). */
export function Money({ value }: { value: number }) {
  const intl = useIntl();
  const { amount, credit } = moneyParts(value, intl.locale);
  if (!credit) return <span className="money">{amount}</span>;
  return (
    <span className="money money--credit">
      <span aria-hidden="true">{`${amount} CR`}</span>
      <span className="visually-hidden">{intl.formatMessage({ id: 'dashboard.creditAmount' }, { amount })}</span>
    </span>
  );
}
