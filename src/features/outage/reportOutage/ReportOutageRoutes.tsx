/**
 * The pages of Report an outage as the routes open them: /ReportOutage (signed in, the account's
 * premise), /PreReportOutages (a visitor), and their Success pages with the reference.
 */
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { timeZoneFor } from '../../../domain/format.ts';
import type { ReportOutageData } from '../../../domain/outageReport.ts';
import { useSession } from '../../session/sessionContext.ts';
import { reportOutageApiCalls } from './reportOutageCalls.ts';
import { ReportOutagePage } from './ReportOutagePage.tsx';
import { keepReport, latestReport } from './reportStore.ts';
import { ReportOutageReceipt } from './ReportOutageView.tsx';

function OutagesLink({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  return (
    <Link to={signedIn ? '/outages' : '/PreOutages'} className="button">
      {intl.formatMessage({ id: 'outage.report.seeOutages' })}
    </Link>
  );
}

export function SignedInReportOutage() {
  const session = useSession();
  const navigate = useNavigate();
  const account = session.account;
  const user = session.user;
  const accountNumber = account?.accountNumber ?? null;
  const address = account?.serviceAddress;
  const calls = useMemo(
    () => reportOutageApiCalls(address ? { address1: address.address1, city: address.city, state: address.state, postalCode: address.postalCode } : null, accountNumber),
    [address, accountNumber],
  );
  const onDone = useCallback(
    (result: ReportOutageData) => {
      keepReport(result);
      void navigate({ to: '/ReportOutageSuccess', replace: true });
    },
    [navigate],
  );
  const input = {
    signedIn: true,
    uuid: user?.uuid ?? null,
    accountNumber,
    contact: { reporterName: user?.fullName ?? '', phoneNumber: user?.phoneNumber ?? '', emailAddress: user?.email ?? '' },
  };
  // Another account starts the report again.
  return <ReportOutagePage key={accountNumber ?? 'none'} input={input} calls={calls} timeZone={timeZoneFor(address?.state)} outagesLink={<OutagesLink signedIn />} onDone={onDone} />;
}

export function VisitorReportOutage() {
  const navigate = useNavigate();
  const calls = useMemo(() => reportOutageApiCalls(null, null), []);
  const onDone = useCallback(
    (result: ReportOutageData) => {
      keepReport(result);
      void navigate({ to: '/PreReportOutagesSuccess', replace: true });
    },
    [navigate],
  );
  const input = { signedIn: false, uuid: null, accountNumber: null, contact: { reporterName: '', phoneNumber: '', emailAddress: '' } };
  return <ReportOutagePage input={input} calls={calls} timeZone={timeZoneFor(null)} outagesLink={<OutagesLink signedIn={false} />} onDone={onDone} />;
}

/** The Success page: the reference of the report just made; opened without one, the way to the outage map. */
export function ReportOutageSuccess({ signedIn, report = latestReport() }: { signedIn: boolean; report?: ReportOutageData | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="container page report-outage-page">
      <h1 tabIndex={-1}>{report ? t('outage.report.done.title') : t('outage.report.done.missingTitle')}</h1>
      {report ? <ReportOutageReceipt result={report} /> : <p>{t('outage.report.done.missing')}</p>}
      <p className="form-actions">
        <OutagesLink signedIn={signedIn} />
        {signedIn ? (
          <Link to="/dashboard" className="button button--secondary">
            {t('outage.report.done.home')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
