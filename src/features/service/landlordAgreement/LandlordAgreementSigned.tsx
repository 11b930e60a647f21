import { useId, type RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

/**
 * What a signed agreement says (the flow's last step and /landlordagreementsuccess): its reference,
 * what happens next, and the ways on. Without a reference (the success page opened by hand) it says
 * where agreements are followed.
 */
export function LandlordAgreementSigned({ reference, headingRef }: { reference: string | null; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('service.landlordAgreement.signedTitle')}
      </h2>
      <div role="status">
        <p>{reference ? t('service.landlordAgreement.signed', { reference }) : t('service.landlordAgreement.signedNoReference')}</p>
      </div>
      <p>{t('service.landlordAgreement.next')}</p>
      <p className="form-actions">
        <Link to="/serviceTracker" className="button">
          {t('service.tracker.open')}
        </Link>
        <Link to="/dashboard" className="button button--secondary">
          {t('service.landlordAgreement.home')}
        </Link>
      </p>
    </section>
  );
}
