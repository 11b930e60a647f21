import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { budgetBillingMonths } from '../../../domain/budgetBilling.ts';

/** /PreEPP: budget billing explained to a visitor, and the way to enrol (sign in). */
export function PreBudgetBillingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { months: budgetBillingMonths });
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('billing.budgetBilling.title')}</h1>
      <p className="lead">{t('billing.budgetBilling.pre.intro')}</p>
      <h2>{t('billing.budgetBilling.pre.howTitle')}</h2>
      <ul>
        <li>{t('billing.budgetBilling.pre.how1')}</li>
        <li>{t('billing.budgetBilling.pre.how2')}</li>
        <li>{t('billing.budgetBilling.pre.how3')}</li>
      </ul>
      <h2>{t('billing.budgetBilling.pre.whoTitle')}</h2>
      <p>{t('billing.budgetBilling.pre.who')}</p>
      <p className="form-actions">
        <Link to="/login" search={{ redirect: '/Epp' }} className="button">
          {t('billing.budgetBilling.pre.signIn')}
        </Link>
        <Link to="/Register" className="button button--secondary">
          {t('preBillingPayment.account.register')}
        </Link>
      </p>
    </div>
  );
}
