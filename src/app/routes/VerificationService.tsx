import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyLetterPage } from '../../features/service/verifyLetter/VerifyLetterPage.tsx';

// Check a letter of credit or of service (document 1 section 2: /VerificationService): open to anyone,
// signed in or not; a link may carry the reference and the code.
const searchSchema = v.object({ reference: v.optional(v.fallback(v.string(), '')), code: v.optional(v.fallback(v.string(), '')) });

export const Route = createFileRoute('/VerificationService')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function VerificationService() {
    const { reference, code } = Route.useSearch();
    return <VerifyLetterPage reference={reference ?? ''} code={code ?? ''} />;
  },
});
