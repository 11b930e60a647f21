import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { isoDay } from '../../domain/format.ts';
import { savedFormSearch } from '../../domain/savedForms.ts';
import { LandlordAgreementPage } from '../../features/service/landlordAgreement/LandlordAgreementPage.tsx';
import { LandlordSignInNotice } from '../../features/service/landlordAgreement/LandlordSignInNotice.tsx';
import { useSession } from '../session/SessionProvider.tsx';

// Document 1 section 2 lists /LandlordAgreement among the pages without sign-in: a visitor is told
// to sign in as the landlord (and comes back here); signed in, the flow (a user who is not a
// landlord is told so by it). Signed, the page moves to /landlordagreementsuccess with the reference.
export const Route = createFileRoute('/LandlordAgreement')({
  // ?savedForm=<id>: an agreement saved for later, resumed where it was left (issues 14 and 15).
  validateSearch: savedFormSearch,
  component: function LandlordAgreement() {
    const session = useSession();
    const { savedForm } = Route.useSearch();
    const navigate = useNavigate();
    const onSigned = useCallback((reference: string) => void navigate({ to: '/landlordagreementsuccess', search: { reference }, replace: true }), [navigate]);
    if (!session.signedIn) return <LandlordSignInNotice />;
    return <LandlordAgreementPage key={savedForm ?? ''} today={isoDay(new Date())} onSigned={onSigned} savedForms={{ id: savedForm }} />;
  },
});
