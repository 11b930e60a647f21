import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useIntl } from 'react-intl';
import { landlordSuccessSearchSchema } from '../../domain/landlordAgreement.ts';
import { LandlordAgreementSigned } from '../../features/service/landlordAgreement/LandlordAgreementSigned.tsx';

// The success page of /LandlordAgreement (document 1 section 2): the reference travels in the URL, so a reload keeps it.
export const Route = createFileRoute('/landlordagreementsuccess')({
  // A reference that is not one is left out rather than failing the page.
  validateSearch: (search): { reference?: string } => {
    const parsed = v.safeParse(landlordSuccessSearchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  component: function LandlordAgreementSuccess() {
    const intl = useIntl();
    const { reference } = Route.useSearch();
    return (
      <div className="container page">
        <h1 tabIndex={-1}>{intl.formatMessage({ id: 'service.landlordAgreement.title' })}</h1>
        <LandlordAgreementSigned reference={reference ?? null} />
      </div>
    );
  },
});
