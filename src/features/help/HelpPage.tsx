import { Link, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../api/client.ts';
import type { ServiceCentre } from '../../domain/common.ts';
import { utilityContacts } from '../../domain/constants.ts';
import { CallFailure } from '../../ui/CallFailure.tsx';
import { faqPagePath, preLoginFaqPageList } from './faqPages.ts';

/**
 * /Help (pre-login) and /HelpSupport (signed in): how to reach the utility, the FAQ topics, and the
 * service centres. Signed in, "all topics" is the signed-in FAQ (/Faq).
 */
export function HelpPage({ centres, signedIn = false }: { centres: ApiResult<ServiceCentre[]>; signedIn?: boolean }) {
  const intl = useIntl();
  const router = useRouter();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="container page help-page">
      <h1 tabIndex={-1}>{t('help.title')}</h1>
      <p className="lead">{t('help.intro')}</p>

      <section aria-labelledby="help-contact" className="card-grid">
        <h2 id="help-contact" className="visually-hidden">{t('help.contactHeading')}</h2>
        <article className="card">
          <h3>{t('help.callCentre')}</h3>
          <p>{t('help.callCentreBody')}</p>
          <p className="card__big">
            <a href={`tel:${utilityContacts.customerCarePhone.replace(/\s/g, '')}`}>{utilityContacts.customerCarePhone}</a>
          </p>
        </article>
        <article className="card">
          <h3>{t('help.shortCode')}</h3>
          <p>{t('help.shortCodeBody')}</p>
          <p className="card__big">
            <a href={`tel:${utilityContacts.utilityPhone}`}>{utilityContacts.utilityPhone}</a>
          </p>
        </article>
        <article className="card">
          <h3>{t('help.email')}</h3>
          <p>{t('help.emailBody')}</p>
          <p>
            <a href={`mailto:${utilityContacts.customerSupportEmail}`}>{utilityContacts.customerSupportEmail}</a>
          </p>
        </article>
      </section>

      <section aria-labelledby="help-faq">
        <h2 id="help-faq">{t('help.faqHeading')}</h2>
        <ul className="link-grid">
          <li>
            <Link to={signedIn ? '/Faq' : '/PreFaq'}>{t('faq.allTopics')}</Link>
          </li>
          {preLoginFaqPageList.map((page) => (
            <li key={page}>
              <Link to={faqPagePath(page)}>{t(`faq.page.${page}`)}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-centres">
        <h2 id="help-centres">{t('help.centresHeading')}</h2>
        <p>{t('help.centresIntro')}</p>
        {!centres.ok ? (
          <CallFailure failure={centres.status} onRetry={() => void router.invalidate()} />
        ) : (
          <ul className="centre-list">
            {centres.data.map((centre) => (
              <li key={centre.town} className="centre-list__item">
                <h3>{centre.town}</h3>
                <p>{centre.address}</p>
                <p>
                  <a href={`tel:${centre.phone.replace(/\s/g, '')}`}>{centre.phone}</a>
                </p>
                <p>{centre.openingHours}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
