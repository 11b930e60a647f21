import { useIntl } from 'react-intl';
import { SignInOrRegister } from '../../../ui/SignInOrRegister.tsx';

/** /LandlordAgreement opened by a visitor: the agreement is signed by the landlord, signed in; the way there and back. */
export function LandlordSignInNotice() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{t('service.landlordAgreement.title')}</h1>
      <p className="lead">{t('service.landlordAgreement.intro')}</p>
      <p>{t('service.landlordAgreement.signInFirst')}</p>
      <SignInOrRegister signInLabel={t('service.landlordAgreement.signIn')} registerLabel={t('service.landlordAgreement.register')} redirect="/LandlordAgreement" />
    </div>
  );
}
