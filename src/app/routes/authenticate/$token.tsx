import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatePage } from '../../../features/auth/AuthenticatePage.tsx';

// /authenticate/{token}: an authentication or support sign-on token exchanged for a session.
export const Route = createFileRoute('/authenticate/$token')({
  component: function Authenticate() {
    const { token } = Route.useParams();
    return <AuthenticatePage token={token} />;
  },
});
