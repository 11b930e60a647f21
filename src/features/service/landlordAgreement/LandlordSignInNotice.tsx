import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

/** /LandlordAgreement opened by a visitor: the agreement is signed by the landlord, signed in; the way there and back. */
export function LandlordSignInNotice() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{t('service.landlordAgreement.title')}</h1>
      <p className="lead">{t('service.landlordAgreement.intro')}</p>
      <p>{t('service.landlordAgreement.signInFirst')}</p>
      <p className="form-actions">
        <Link to="/login" search={{ redirect: '/LandlordAgreement' }} className="button">
          {t('service.landlordAgreement.signIn')}
        </Link>
        <Link to="/Register" className="button button--secondary">
          {t('service.landlordAgreement.register')}
        </Link>
      </p>
    </div>
  );
}
