import { useIntl } from 'react-intl';
import { SignInOrRegister } from '../../../ui/SignInOrRegister.tsx';
import { LinkCards, type LinkCard } from '../../../ui/LinkCards.tsx';
import { useIsBuilt } from '../../session/hooks.ts';

/** What a visitor can do about bills and payments without signing in, in this order. */
export const visitorPages: { id: string; to: string }[] = [
  { id: 'payAsGuest', to: '/MakePayment' },
  { id: 'rechargeMeter', to: '/RechargeMeter' },
  { id: 'paymentLocations', to: '/PrePaymentLocation' },
  { id: 'budgetBilling', to: '/PreEPP' },
  { id: 'billingFaq', to: '/PreBillingPaymentFaq' },
];

/**
 * /PreBillingPayment: the billing and payment overview for visitors (document 1 section 2; a
 * signed-in user goes to /BillPayment). The pages open to everyone, and what signing in adds.
 */
export function PreBillingPaymentPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isBuilt = useIsBuilt();
  const cards: LinkCard[] = visitorPages
    .filter((page) => isBuilt(page.to))
    .map((page) => ({ id: page.id, to: page.to, title: t(`preBillingPayment.${page.id}.title`), body: t(`preBillingPayment.${page.id}.body`) }));
  return (
    <div className="container page">
      <h1 tabIndex={-1} id="pre-billing-payment-title">
        {t('preBillingPayment.title')}
      </h1>
      <p className="lead">{t('preBillingPayment.intro')}</p>
      <LinkCards labelledBy="pre-billing-payment-title" cards={cards} />
      <section className="card" aria-labelledby="pre-billing-payment-account">
        <h2 id="pre-billing-payment-account">{t('preBillingPayment.account.title')}</h2>
        <p>{t('preBillingPayment.account.body')}</p>
        <SignInOrRegister signInLabel={t('preBillingPayment.account.signIn')} registerLabel={t('preBillingPayment.account.register')} />
      </section>
    </div>
  );
}
