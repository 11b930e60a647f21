import { createFileRoute } from '@tanstack/react-router';
import { preLoginOnly } from '../guards.ts';
import { getServiceCentres } from '../../api/common.ts';
import { HelpPage } from '../../features/help/HelpPage.tsx';

// Pre-login help; a signed-in user goes to /HelpSupport once that page exists (session issue).
export const Route = createFileRoute('/Help')({
  beforeLoad: preLoginOnly,
  loader: ({ context }) => getServiceCentres(context.language),
  component: function Help() {
    return <HelpPage centres={Route.useLoaderData()} />;
  },
});
