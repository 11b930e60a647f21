import { useIntl } from 'react-intl';
import { SignInOrRegister } from '../../../ui/SignInOrRegister.tsx';
import { LinkCards, type LinkCard } from '../../../ui/LinkCards.tsx';
import { useIsBuilt } from '../../session/hooks.ts';

/** What a visitor can do about service without signing in, in this order (pages not built yet are left out). */
export const visitorServicePages: { id: string; to: string }[] = [
  { id: 'startService', to: '/PreStartService' },
  { id: 'stopService', to: '/PreStopService' },
  { id: 'transferService', to: '/TransferServicePrelogin' },
  { id: 'newConnection', to: '/newConnectionPrelogin' },
  { id: 'kyc', to: '/KYCPrelogin' },
  { id: 'meterInspection', to: '/meterinspectionPrelogin' },
  { id: 'trackRequest', to: '/ConnectMeTrackRequest' },
  { id: 'faq', to: '/PreStartStopMove' },
];

/**
 * /PreloginServices and /PreServiceOverview: the services overview for visitors (document 1
 * section 2), linking each flow open to them, and what signing in adds.
 */
export function PreServicesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isBuilt = useIsBuilt();
  const cards: LinkCard[] = visitorServicePages
    .filter((page) => isBuilt(page.to))
    .map((page) => ({ id: page.id, to: page.to, title: t(`service.preServices.${page.id}.title`), body: t(`service.preServices.${page.id}.body`) }));
  return (
    <div className="container page">
      <h1 tabIndex={-1} id="pre-services-title">
        {t('service.preServices.title')}
      </h1>
      <p className="lead">{t('service.preServices.intro')}</p>
      <LinkCards labelledBy="pre-services-title" cards={cards} />
      <section className="card" aria-labelledby="pre-services-account">
        <h2 id="pre-services-account">{t('service.preServices.account.title')}</h2>
        <p>{t('service.preServices.account.body')}</p>
        <SignInOrRegister signInLabel={t('preBillingPayment.account.signIn')} registerLabel={t('preBillingPayment.account.register')} />
      </section>
    </div>
  );
}
