import { createFileRoute } from '@tanstack/react-router';
import { getServiceCentres } from '../../../api/common.ts';
import { mayOpenHelpSupport } from '../../../features/help/access.ts';
import { HelpPage } from '../../../features/help/HelpPage.tsx';
import { requireRight } from '../../guards.ts';

// Signed-in help (document 1 section 2, /HelpSupport): the contacts, FAQ topics and service
// centres of /Help. The full Help & Support page (contact form, requests) comes with its own issue.
export const Route = createFileRoute('/_signedIn/HelpSupport')({
  beforeLoad: requireRight(mayOpenHelpSupport),
  loader: ({ context }) => getServiceCentres(context.language),
  component: function HelpSupport() {
    return <HelpPage centres={Route.useLoaderData()} signedIn />;
  },
});
