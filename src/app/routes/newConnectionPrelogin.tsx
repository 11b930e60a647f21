import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { NewConnectionPage } from '../../features/service/newConnection/NewConnectionPage.tsx';
import { preLoginOnly } from '../guards.ts';

// New connection for a visitor (document 1 section 2: /newConnectionPrelogin); a signed-in user goes
// to /newConnection. The success is a state of the flow, linking to tracking the request by its reference;
// the first step says signed-in customers can save the request.
export const Route = createFileRoute('/newConnectionPrelogin')({
  beforeLoad: preLoginOnly,
  component: function NewConnectionPrelogin() {
    const intl = useIntl();
    const trackLink = (reference: string) => (
      <Link to="/ConnectMeTrackRequest/{-$key}" params={{ key: reference }}>
        {intl.formatMessage({ id: 'service.preStart.track' })}
      </Link>
    );
    return <NewConnectionPage owner={null} trackLink={trackLink} signedInRoute="/newConnection" />;
  },
});
