import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PayByTextPage } from '../../features/payment/payByText/PayByTextPage.tsx';

const searchSchema = v.object({ key: v.optional(v.pipe(v.string(), v.maxLength(100))) });

// The link Text To Pay texts (document 1 section 1): open without signing in; the key pays the amount due once.
export const Route = createFileRoute('/PayByText')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function PayByText() {
    const { key } = Route.useSearch();
    return <PayByTextPage key={key ?? ''} linkKey={key ?? null} />;
  },
});
