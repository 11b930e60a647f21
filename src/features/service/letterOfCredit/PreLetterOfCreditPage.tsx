import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

/** /LetterCredit: letters of credit and of service explained to a visitor; sign in to ask for one, or check one. */
export function PreLetterOfCreditPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('service.letterOfCredit.title')}</h1>
      <p className="lead">{t('service.letterOfCredit.intro')}</p>
      <h2>{t('service.letterOfCredit.pre.kindsTitle')}</h2>
      <ul>
        <li>
          <strong>{t('service.letterOfCredit.kind.accountStanding')}</strong>: {t('service.letterOfCredit.kind.accountStandingHint')}
        </li>
        <li>
          <strong>{t('service.letterOfCredit.kind.serviceAtAddress')}</strong>: {t('service.letterOfCredit.kind.serviceAtAddressHint')}
        </li>
      </ul>
      <p>{t('service.letterOfCredit.pre.how')}</p>
      <p className="form-actions">
        <Link to="/login" search={{ redirect: '/LetterOfCredit' }} className="button">
          {t('service.letterOfCredit.pre.signIn')}
        </Link>
        <Link to="/VerificationService" className="button button--secondary">
          {t('service.letterOfCredit.checkLink')}
        </Link>
      </p>
    </div>
  );
}
