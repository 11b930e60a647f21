import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectDashboardSummary, type DashboardSummaryViewModel } from '../../../../machines/dashboard/dashboardSummary/dashboardSummary.connect.ts';
import { dashboardSummaryMachine } from '../../../../machines/dashboard/dashboardSummary/dashboardSummary.machine.ts';
import { useSessionView } from '../../session/sessionContext.ts';
import { maskToLast4, type DashboardSummary } from '../../../domain/dashboard.ts';
import { formatDate, timeZoneFor } from '../../../domain/format.ts';
import { isRestrictedAccountStatus } from '../../../domain/rights.ts';
import type { ServiceAccount } from '../../../domain/session.ts';
import type { UsageAlertsRecord } from '../../../domain/usageAlerts.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { GroupedNumber } from '../../../ui/GroupedNumber.tsx';
import { AccountDetails } from '../../session/index.ts';
import { useIsBuilt } from '../../session/hooks.ts';
import { notificationsPath } from '../../session/NotificationBell.tsx';
import { useNotifications } from '../../session/notifications.tsx';
import { useShellServices } from '../../session/shellCalls.ts';
import { mayOpenDashboard } from '../access.ts';
import { mayOpenAutoPay, mayPayBill } from '../../payment/access.ts';
import { AutoPayNote } from '../../payment/AutoPayNote.tsx';
import { Money } from '../../../ui/Money.tsx';
import { SupportSignOnForm } from '../supportSignOn/SupportSignOnForm.tsx';
import { LatestUsageAlert, mayUseUsageAlerts } from '../../usage/index.ts';
import { mayOpenOutages, mayReportOutage } from '../../outage/access.ts';
import { outageCauseText } from '../../outage/outageWords.ts';
import { outageTime } from '../../outage/outageTime.ts';
import '../dashboard.css';

const payBillPath = '/PayBill';
const rechargePath = '/Recharge';
const outagesPath = '/outages';
const reportOutagePath = '/ReportOutage';
const accountInformationPath = '/AccountInformation';

function useDates(account: ServiceAccount) {
  const intl = useIntl();
  const timeZone = timeZoneFor(account.serviceAddress.state);
  return (value: string | null | undefined) => formatDate(value, intl.locale, timeZone);
}

/** A row of the summary: a term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="dash-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PostpaidSummary({ summary, account }: { summary: DashboardSummary; account: ServiceAccount }) {
  const intl = useIntl();
  const date = useDates(account);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <dl className="dash-facts">
      <Fact term={t('dashboard.amountDue')}>
        <span className="dash-facts__big">
          <Money value={summary.amountDue} />
        </span>
      </Fact>
      <Fact term={t('dashboard.dueDate')}>{summary.dueDate ? date(summary.dueDate) : t('dashboard.noBill')}</Fact>
      {summary.pastDueAmount > 0 ? (
        <Fact term={t('dashboard.pastDue')}>
          <span className="dash-facts__warning">
            <Money value={summary.pastDueAmount} />
          </span>
        </Fact>
      ) : null}
      {summary.balance < 0 ? (
        <Fact term={t('dashboard.balance')}>
          <Money value={summary.balance} />
        </Fact>
      ) : null}
      <Fact term={t('dashboard.lastPayment')}>
        {summary.lastPaymentAmount !== null && summary.lastPaymentDate ? (
          <>
            <Money value={summary.lastPaymentAmount} />{' '}
            {intl.formatMessage({ id: 'dashboard.paidOn' }, { date: date(summary.lastPaymentDate) })}
          </>
        ) : (
          t('dashboard.noPayment')
        )}
      </Fact>
    </dl>
  );
}

function PrepaidSummary({ summary, account }: { summary: DashboardSummary; account: ServiceAccount }) {
  const intl = useIntl();
  const date = useDates(account);
  const t = (id: string) => intl.formatMessage({ id });
  const hasRecharge = summary.lastRechargeAmount !== null && summary.lastRechargeAmount !== undefined;
  return (
    <dl className="dash-facts">
      <Fact term={t('dashboard.lastRecharge')}>
        {hasRecharge ? (
          <>
            <span className="dash-facts__big">
              <Money value={summary.lastRechargeAmount ?? 0} />
            </span>{' '}
            {summary.lastRechargeDate ? intl.formatMessage({ id: 'dashboard.rechargedOn' }, { date: date(summary.lastRechargeDate) }) : null}
          </>
        ) : (
          t('dashboard.noRecharge')
        )}
      </Fact>
      {summary.lastToken ? (
        <Fact term={t('dashboard.lastToken')}>
          <GroupedNumber value={maskToLast4(summary.lastToken)} className="dash-token" />
        </Fact>
      ) : null}
      {summary.amountDue > 0 ? (
        <Fact term={t('dashboard.amountDue')}>
          <Money value={summary.amountDue} />
        </Fact>
      ) : null}
    </dl>
  );
}

/** Status 2: only payments are allowed on the account; the amount due says how much. */
function RestrictedNotice({ view }: { view: DashboardSummaryViewModel }) {
  // The pay button follows the PayBill rule (document 2 section 6: never role 7 or agents).
  const mayPay = mayPayBill(useSessionView().session);
  const intl = useIntl();
  const isBuilt = useIsBuilt();
  const headingId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="dash-notice dash-notice--restricted" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.restricted.title')}</h2>
      <p>{t('dashboard.restricted.body')}</p>
      {view.summary ? (
        <p className="dash-notice__amount">
          {t('dashboard.amountDue')}: <Money value={view.summary.amountDue} />
        </p>
      ) : null}
      {isBuilt(payBillPath) && mayPay ? (
        <p>
          <Link to={payBillPath as never} className="button">
            {t('dashboard.payNow')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function BillCard({ view, account }: { view: DashboardSummaryViewModel; account: ServiceAccount }) {
  const intl = useIntl();
  const isBuilt = useIsBuilt();
  const headingId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  const prepaid = view.summary?.isPrepaid ?? account.isPrepaidAccount;
  const action = prepaid ? rechargePath : payBillPath;
  const { session } = useSessionView();
  const mayPay = prepaid || mayPayBill(session);
  return (
    <section className="card dash-card" aria-labelledby={headingId} aria-busy={view.status === 'loading'}>
      <h2 id={headingId}>{prepaid ? t('dashboard.prepaidTitle') : t('dashboard.billTitle')}</h2>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? (
        <CallFailure failure={view.failure} onRetry={view.retry} />
      ) : null}
      {view.summary ? (
        view.summary.isPrepaid ? <PrepaidSummary summary={view.summary} account={account} /> : <PostpaidSummary summary={view.summary} account={account} />
      ) : null}
      {view.summary && !view.summary.isPrepaid ? <AutoPayNote badge={view.summary.autoPay} mayEnrol={mayOpenAutoPay(session)} className="dash-card__note" /> : null}
      {view.summary && isBuilt(action) && mayPay && !isRestrictedAccountStatus(account.status) ? (
        <p>
          <Link to={action as never} className="button">
            {prepaid ? t('dashboard.rechargeNow') : t('dashboard.payNow')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The outage card (document 1 sections 1-2): whether an outage covers the account's premise, with
 * its cause, restoration time and customers affected, or that none does; the town's count when the
 * shell has it; links to the outage map and to report one. Read with the dashboard's own calls.
 */
function OutageCard({ view, account }: { view: DashboardSummaryViewModel; account: ServiceAccount }) {
  const intl = useIntl();
  const isBuilt = useIsBuilt();
  const { session } = useSessionView();
  const headingId = useId();
  const count = useNotifications()?.affectedCount ?? null;
  const card = view.outageCard;
  if (card.status === 'hidden' && count === null) return null;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const timeZone = timeZoneFor(account.serviceAddress.state);
  return (
    <section className="card dash-card" aria-labelledby={headingId} aria-busy={card.status === 'loading'}>
      <h2 id={headingId}>{t('dashboard.outages.title')}</h2>
      {card.status === 'loading' ? <p className="dash-card__note">{t('dashboard.outages.checking')}</p> : null}
      {card.status === 'failed' ? <CallFailure lead={t('dashboard.outages.failed')} onRetry={view.retryOutages} /> : null}
      {card.status === 'loaded' && card.outages.length === 0 ? <p>{t('dashboard.outages.none')}</p> : null}
      {card.status === 'loaded'
        ? card.outages.map(({ id, properties: outage }) => (
            <div key={id} className="dash-outage">
              <h3>{t(outage.planned ? 'dashboard.outages.planned' : 'dashboard.outages.affecting')}</h3>
              <ul className="dash-outage__facts">
                <li>{t('dashboard.outages.cause', { cause: t(outageCauseText[outage.cause]) })}</li>
                <li>{outage.estimatedRestorationAt ? t('dashboard.outages.etr', { time: outageTime(intl, outage.estimatedRestorationAt, timeZone) }) : t('dashboard.outages.etrUnknown')}</li>
                <li>{t('dashboard.outages.customers', { count: outage.affectedCustomers })}</li>
              </ul>
            </div>
          ))
        : null}
      {count !== null ? <p className="dash-card__note">{t('dashboard.outages.affected', { count })}</p> : null}
      <p className="dash-card__links">
        {isBuilt(outagesPath) ? <Link to={outagesPath as never}>{t('dashboard.outages.link')}</Link> : null}
        {isBuilt(reportOutagePath) && mayReportOutage(session) ? (
          <>
            {' '}
            <Link to={reportOutagePath as never}>{t('dashboard.outages.report')}</Link>
          </>
        ) : null}
      </p>
    </section>
  );
}

function AccountCard({ account, summary }: { account: ServiceAccount; summary: DashboardSummary | null }) {
  const intl = useIntl();
  const headingId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="card dash-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.accountTitle')}</h2>
      <AccountDetails account={account} />
      {/* A prepaid meter has no bills: paperless billing means nothing there. */}
      {summary?.paperless && !summary.isPrepaid ? <p className="dash-card__note">{t('dashboard.paperless')}</p> : null}
    </section>
  );
}

function NoAccount() {
  const intl = useIntl();
  const isBuilt = useIsBuilt();
  const headingId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="dash-empty" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.empty.title')}</h2>
      <p>{t('dashboard.empty.body')}</p>
      {isBuilt(accountInformationPath) ? (
        <p>
          <Link to={accountInformationPath as never} className="button">
            {t('dashboard.empty.link')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The latest usage alert's call, started as the dashboard mounts beside the summary's rather than
 * once the cards show (its card is the last of them): one round fewer before the dashboard is
 * whole. The card takes that answer first; a Retry loads again.
 */
function useEarlyUsageAlerts(account: ServiceAccount | null, allowed: boolean) {
  const services = useShellServices();
  const early = useRef<Promise<UsageAlertsRecord> | null>(null);
  useEffect(() => {
    if (!account || !allowed) return;
    const started = services.loadUsageAlerts(account.accountNumber);
    // Handled by the card when it takes it; never an unhandled rejection if it never does.
    started.catch(() => undefined);
    early.current = started;
    return () => {
      early.current = null;
    };
  }, [account, allowed, services]);
  return useCallback(
    (accountNumber: string) => {
      const started = early.current;
      early.current = null;
      return started ?? services.loadUsageAlerts(accountNumber);
    },
    [services],
  );
}

/** The dashboard of one account (a new account mounts a new one). */
function AccountDashboard({ account }: { account: ServiceAccount | null }) {
  const intl = useIntl();
  const services = useShellServices();
  const isBuilt = useIsBuilt();
  const { session } = useSessionView();
  const actor = useActorRef(
    dashboardSummaryMachine.provide({
      actors: {
        loadSummary: fromPromise(({ input }) => services.loadDashboardSummary(input.accountNumber)),
        loadDashboardNotification: fromPromise(({ input }) => services.loadDashboardNotification(input.accountNumber)),
        loadAccountOutages: fromPromise(({ input }) => services.loadAccountOutages(input.accountNumber)),
      },
    }),
    { input: { accountNumber: account?.accountNumber ?? null, outagesShown: mayOpenOutages(session) } },
  );
  const snapshot = useSelector(actor, (state) => state);
  const view = connectDashboardSummary(snapshot, actor.send);
  const loadUsageAlerts = useEarlyUsageAlerts(account, mayUseUsageAlerts(session));
  const [cardsShown, setCardsShown] = useState(false);
  // The notice line and the cards appear together the first time: a notice arriving after the cards
  // would push them down. A failed summary shows at once (its Retry must not wait). Later loads
  // (Retry) show in the bill card.
  if (!cardsShown && account && view.status !== 'noAccount' && (!view.settling || view.status === 'failed')) setCardsShown(true);
  if (!account || view.status === 'noAccount') return <NoAccount />;
  if (!cardsShown) return <InlineLoader />;
  return (
    <>
      {view.notificationCount !== null ? (
        <div className="dash-notice dash-notice--messages" role="status">
          <p>
            {intl.formatMessage({ id: 'dashboard.notification' }, { count: view.notificationCount })}{' '}
            {isBuilt(notificationsPath) ? (
              <Link to={notificationsPath as never}>{intl.formatMessage({ id: 'dashboard.notificationLink' })}</Link>
            ) : null}
          </p>
        </div>
      ) : null}
      {isRestrictedAccountStatus(account.status) ? <RestrictedNotice view={view} /> : null}
      <div className="dash-grid">
        <AccountCard account={account} summary={view.summary} />
        <BillCard view={view} account={account} />
        <OutageCard view={view} account={account} />
        {mayUseUsageAlerts(session) ? <LatestUsageAlert accountNumber={account.accountNumber} load={loadUsageAlerts} linkShown={isBuilt('/usages')} /> : null}
      </div>
    </>
  );
}

function Dashboard() {
  const intl = useIntl();
  const { session } = useSessionView();
  const { user, account } = session;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const agentOwnSession = Boolean(user?.isAgent) && !session.isSupportLogin;
  const allowed = mayOpenDashboard(session);
  return (
    <div className="container page dashboard">
      <h1 tabIndex={-1}>{user?.firstName ? t('dashboard.welcome', { name: user.firstName }) : t('dashboard.title')}</h1>
      {agentOwnSession ? <SupportSignOnForm /> : null}
      {agentOwnSession && !account ? null : allowed ? (
        <AccountDashboard key={account?.accountNumber ?? 'none'} account={account} />
      ) : (
        <p className="dash-notice">{t('dashboard.noAccess')}</p>
      )}
    </div>
  );
}

/**
 * Home (/ and /dashboard): the selected account's summary, what is owed and when (or the last
 * recharge of a prepaid meter), the outage count, the dashboard notification banner, the
 * restricted-account notice (status 2), the empty state without an account, and for an agent's
 * own sign-in the form that opens a customer's session.
 */
export function DashboardPage() {
  return <Dashboard />;
}
