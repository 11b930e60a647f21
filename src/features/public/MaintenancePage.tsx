import { Link, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../api/client.ts';
import type { MaintenanceItem } from '../../domain/common.ts';
import { CallFailure } from '../../ui/CallFailure.tsx';

/** /Maintenance shows the message of each active maintenance item from the server. */
export function MaintenancePage({ result }: { result: ApiResult<MaintenanceItem[]> }) {
  const intl = useIntl();
  const router = useRouter();
  const active = result.ok ? result.data.filter((item) => item.status) : [];
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: 'maintenance.title' })}</h1>
      {!result.ok ? (
        <CallFailure failure={result.status} onRetry={() => void router.invalidate()} />
      ) : active.length > 0 ? (
        <div className="maintenance__messages" role="status">
          {active.map((item, index) => (
            <p key={index} className="maintenance__message">{item.message}</p>
          ))}
          <p>{intl.formatMessage({ id: 'maintenance.apology' })}</p>
        </div>
      ) : (
        <div>
          <p>{intl.formatMessage({ id: 'maintenance.over' })}</p>
          <p>
            <Link to="/login" className="button">{intl.formatMessage({ id: 'errorPage.home' })}</Link>
          </p>
        </div>
      )}
    </div>
  );
}
