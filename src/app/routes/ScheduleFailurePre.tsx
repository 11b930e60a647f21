import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../ui/StatusPage.tsx';

// Document 1 section 2 names /ScheduleFailurePre. Inside /TransferServicePrelogin a taken time is a
// state of the flow (it offers the free times and sends again, keeping everything typed); this page
// is what opening the address itself says: how to book again, or follow a request already made.
export const Route = createFileRoute('/ScheduleFailurePre')({
  component: function ScheduleFailurePre() {
    const intl = useIntl();
    const t = (id: string) => intl.formatMessage({ id });
    return (
      <StatusPage
        title={t('service.transfer.scheduleFailure.title')}
        tone="note"
        actions={
          <>
            <Link to="/TransferServicePrelogin" className="button">
              {t('service.transfer.scheduleFailure.again')}
            </Link>{' '}
            <Link to="/ConnectMeTrackRequest/{-$key}" className="button button--secondary">
              {t('service.preStart.track')}
            </Link>
          </>
        }
      >
        <p>{t('service.transfer.scheduleFailure.page')}</p>
      </StatusPage>
    );
  },
});
