import { createFileRoute } from '@tanstack/react-router';
import { getUnreadMessages } from '../../../api/dashboard.ts';
import { UnreadMessagesPage } from '../../../features/inbox/UnreadMessagesPage.tsx';

// Where the bell leads (document 1 section 2, /Notifications): until the inbox is built, the
// subjects of the unread messages from the server. Every signed-in user has messages.
export const Route = createFileRoute('/_signedIn/Notifications')({
  loader: ({ context }) => getUnreadMessages(context.language),
  component: function Notifications() {
    return <UnreadMessagesPage messages={Route.useLoaderData()} />;
  },
});
