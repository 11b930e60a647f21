import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl, type IntlShape } from 'react-intl';
import type { ViewBillViewModel } from '../../../../machines/billing/viewBill/viewBill.connect.ts';
import type { BillChange, BillDetails, BillUsageMonth } from '../../../domain/bill.ts';
import { formatDate, moneyParts } from '../../../domain/format.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import type { FailureTexts } from '../../../ui/failureText.ts';
import { useLanguage } from '../../../i18n/LanguageProvider.tsx';
import { AutoPayNote } from '../../payment/AutoPayNote.tsx';
import { lineGroups, lineName, partNames } from './viewBillText.ts';
import '../billing.css';

type T = (id: string, values?: Record<string, string | number>) => string;

/** "+P 12.50", "−P 12.50" or "P 0.00": a change, not a balance (a fall is not a credit). */
function signedMoney(intl: IntlShape, value: number): string {
  const { amount } = moneyParts(value, intl.locale);
  const cents = Math.round(value * 100);
  return cents > 0 ? `+${amount}` : cents < 0 ? `\u2212${amount}` : amount;
}

const kwhText = (intl: IntlShape, kwh: number) => intl.formatNumber(kwh, { maximumFractionDigits: 2 });

/** Why a PDF download failed: the catalogue message of its code, else the general one. */
const pdfFailureTexts: FailureTexts = { prefixes: ['error'], fallback: 'billing.viewBill.pdf.failed', hideServerText: true };

function Summary({ bill, view, t, mayEnrolAutoPay }: { bill: BillDetails; view: ViewBillViewModel; t: T; mayEnrolAutoPay: boolean }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const id = useId();
  const day = (value: string) => formatDate(value, intl.locale);
  return (
    <section className="bill-summary" aria-labelledby={id}>
      <h2 id={id}>{t('billing.viewBill.amountDue')}</h2>
      <p className="bill-summary__amount">{bill.balance < 0 ? <Money value={bill.balance} /> : <Money value={bill.amountDue} />}</p>
      {bill.balance < 0 ? <p>{t('billing.viewBill.inCredit')}</p> : <p>{t('billing.viewBill.dueBy', { date: day(bill.dueDate) })}</p>}
      {bill.isPastDue ? (
        <p className="bill-alert" role="status">
          {t('billing.viewBill.pastDue', { amount: moneyParts(bill.pastDueAmount, intl.locale).amount })}
        </p>
      ) : null}
      {bill.estimated ? <p className="bill-flag">{t('billing.viewBill.estimated')}</p> : null}
      <AutoPayNote badge={bill.autoPay} mayEnrol={mayEnrolAutoPay} className="bill-autopay" />
      <div className="bill-actions">
        {bill.canPay ? (
          <Link to="/PayBill" className="button">
            {t('billing.viewBill.pay')}
          </Link>
        ) : null}
        <button type="button" className="button button--secondary" disabled={view.pdf.busy} aria-busy={view.pdf.busy} onClick={() => view.downloadPdf(language)}>
          {view.pdf.busy ? t('billing.viewBill.pdf.busy') : t('billing.viewBill.pdf.download')}
        </button>
      </div>
      <FormAlert texts={pdfFailureTexts} failure={view.pdf.failure} />
      <dl className="bill-facts">
        <div>
          <dt>{t('billing.viewBill.account')}</dt>
          <dd>{bill.accountNumber}</dd>
        </div>
        <div>
          <dt>{t('billing.viewBill.customer')}</dt>
          <dd>{bill.customerName}</dd>
        </div>
        <div>
          <dt>{t('billing.viewBill.address')}</dt>
          <dd>{bill.serviceAddress}</dd>
        </div>
        <div>
          <dt>{t('billing.viewBill.billNumber')}</dt>
          <dd>{bill.billNumber}</dd>
        </div>
        <div>
          <dt>{t('billing.viewBill.billDate')}</dt>
          <dd>{day(bill.billDate)}</dd>
        </div>
        <div>
          <dt>{t('billing.viewBill.period')}</dt>
          <dd>{t('billing.viewBill.periodValue', { start: day(bill.periodStart), end: day(bill.periodEnd), days: bill.days })}</dd>
        </div>
        <div>
          <dt>{t('billing.viewBill.tariff')}</dt>
          <dd>{bill.tariffName}</dd>
        </div>
        <div>
          <dt>{t('billing.viewBill.usage')}</dt>
          <dd>{t('billing.viewBill.kwh', { kwh: kwhText(intl, bill.usageKwh) })}</dd>
        </div>
      </dl>
    </section>
  );
}

function Statement({ bill, t }: { bill: BillDetails; t: T }) {
  const id = useId();
  const rows: [string, number][] = [
    ['billing.viewBill.statement.previous', bill.previousBalance],
    ['billing.viewBill.statement.payments', -bill.paymentsReceived],
    ['billing.viewBill.statement.forward', bill.balanceForward],
    ['billing.viewBill.statement.current', bill.currentCharges],
  ];
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('billing.viewBill.statement.heading')}</h2>
      <table className="bill-table">
        <tbody>
          {rows.map(([labelId, value]) => (
            <tr key={labelId}>
              <th scope="row">{t(labelId)}</th>
              <td className="num">
                <Money value={value} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('billing.viewBill.statement.total')}</th>
            <td className="num">
              <Money value={bill.totalOnBill} />
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function Charges({ bill, t }: { bill: BillDetails; t: T }) {
  const intl = useIntl();
  const id = useId();
  const rateText = (kind: string, rate: number | null) => {
    if (rate === null) return '';
    if (kind === 'tax') return '';
    return t('billing.viewBill.perKwh', { rate: moneyParts(rate / 100, intl.locale).amount });
  };
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('billing.viewBill.charges.heading')}</h2>
      {/* A phone scrolls the charges sideways: by keyboard too (a focusable region named by the caption). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="billing-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="bill-table bill-table--charges">
          <caption id={`${id}-caption`}>{t('billing.viewBill.charges.caption', { start: formatDate(bill.periodStart, intl.locale), end: formatDate(bill.periodEnd, intl.locale) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billing.viewBill.column.charge')}</th>
              <th scope="col" className="num">
                {t('billing.viewBill.column.quantity')}
              </th>
              <th scope="col" className="num">
                {t('billing.viewBill.column.rate')}
              </th>
              <th scope="col" className="num">
                {t('billing.viewBill.column.amount')}
              </th>
            </tr>
          </thead>
          {lineGroups
            .filter((group) => bill.lines.some((line) => line.kind === group.kind))
            .map((group) => (
              <tbody key={group.kind}>
                <tr className="bill-table__group">
                  <th scope="colgroup" colSpan={4}>
                    {t(group.labelId)}
                  </th>
                </tr>
                {bill.lines
                  .filter((line) => line.kind === group.kind)
                  .map((line) => (
                    <tr key={`${line.kind}-${line.code}`}>
                      <th scope="row">{lineName(intl, line)}</th>
                      <td className="num">{line.quantity === null ? '' : t('billing.viewBill.kwh', { kwh: kwhText(intl, line.quantity) })}</td>
                      <td className="num">{rateText(line.kind, line.rate)}</td>
                      <td className="num">
                        <Money value={line.amount} />
                      </td>
                    </tr>
                  ))}
              </tbody>
            ))}
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('billing.viewBill.statement.current')}
              </th>
              <td className="num">
                <Money value={bill.currentCharges} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function monthName(intl: IntlShape, month: string): string {
  return new Intl.DateTimeFormat(intl.locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The bill's usage graph: bars of the last 13 bills, with a table of the same figures for screen readers. */
function UsageGraph({ months, t }: { months: BillUsageMonth[]; t: T }) {
  const intl = useIntl();
  const id = useId();
  const max = Math.max(1, ...months.map((m) => m.kwh));
  const barWidth = 36;
  const gap = 12;
  const height = 160;
  const width = months.length * (barWidth + gap);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('billing.viewBill.graph.heading')}</h2>
      <figure className="bill-graph">
        <svg viewBox={`0 0 ${width} ${height + 36}`} aria-hidden="true" focusable="false" className="bill-graph__svg">
          {months.map((m, index) => {
            const barHeight = Math.round((m.kwh / max) * height);
            const x = index * (barWidth + gap) + gap / 2;
            const latest = index === months.length - 1;
            return (
              <g key={m.month}>
                <rect x={x} y={height - barHeight} width={barWidth} height={barHeight} rx={3} className={latest ? 'bill-graph__bar bill-graph__bar--latest' : m.estimated ? 'bill-graph__bar bill-graph__bar--estimated' : 'bill-graph__bar'} />
                <text x={x + barWidth / 2} y={height + 16} textAnchor="middle" className="bill-graph__label">
                  {monthName(intl, m.month)}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption>{t('billing.viewBill.graph.caption')}</figcaption>
      </figure>
      <table className="visually-hidden">
        <caption>{t('billing.viewBill.graph.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing.viewBill.graph.month')}</th>
            <th scope="col">{t('billing.viewBill.usage')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(intl, m.month)}</th>
              <td>
                {t('billing.viewBill.kwh', { kwh: kwhText(intl, m.kwh) })}
                {m.estimated ? ` (${t('billing.viewBill.graph.estimated')})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function partDetail(intl: IntlShape, t: T, change: BillChange, code: string): string {
  const { earlier, later } = change;
  if (code === 'usage') return t('billing.viewBill.part.usageDetail', { later: kwhText(intl, later.kwh), earlier: kwhText(intl, earlier.kwh) });
  if (code === 'days') return t('billing.viewBill.part.daysDetail', { later: later.days, earlier: earlier.days });
  if (code === 'weather') return t('billing.viewBill.part.weatherDetail', { later: kwhText(intl, later.degreeDays), earlier: kwhText(intl, earlier.degreeDays) });
  if (code === 'rates') return t('billing.viewBill.part.ratesDetail');
  return t('billing.viewBill.part.oneOffDetail');
}

function Explainer({ view, t }: { view: ViewBillViewModel; t: T }) {
  const intl = useIntl();
  const id = useId();
  const panelId = useId();
  const { explainer } = view;
  const open = explainer.status !== 'closed';
  const change = explainer.change;
  const day = (value: string) => formatDate(value, intl.locale);
  const comparisonLabels = { previous: 'billing.viewBill.explainer.previous', lastYear: 'billing.viewBill.explainer.lastYear' } as const;
  return (
    <section aria-labelledby={id} className="bill-explainer">
      <h2 id={id}>{t('billing.viewBill.explainer.heading')}</h2>
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={open ? view.closeExplainer : view.openExplainer}>
        {open ? t('billing.viewBill.explainer.close') : t('billing.viewBill.explainer.open')}
      </button>
      <div id={panelId} hidden={!open}>
        {explainer.status === 'loading' ? <InlineLoader /> : null}
        {explainer.status === 'failed' ? <CallFailure failure={{ message: '', msgcode: explainer.failure?.msgcode ?? '' }} onRetry={view.retryExplainer} /> : null}
        {explainer.status === 'shown' ? (
          <>
            {explainer.available.length > 1 ? (
              <fieldset className="bill-compare">
                <legend>{t('billing.viewBill.explainer.compareWith')}</legend>
                {explainer.available.map((against) => (
                  <label key={against} className="bill-compare__option">
                    <input type="radio" name={`${panelId}-against`} value={against} checked={explainer.against === against} onChange={() => view.compare(against)} />
                    {t(comparisonLabels[against])}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {change ? (
              <>
                <p aria-live="polite">
                  {t(change.difference >= 0 ? 'billing.viewBill.explainer.more' : 'billing.viewBill.explainer.less', {
                    amount: moneyParts(Math.abs(change.difference), intl.locale).amount,
                    later: moneyParts(change.later.charges, intl.locale).amount,
                    earlier: moneyParts(change.earlier.charges, intl.locale).amount,
                    start: day(change.earlier.periodStart),
                    end: day(change.earlier.periodEnd),
                  })}
                </p>
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
                <div className="billing-table-scroll" role="region" aria-label={t('billing.viewBill.explainer.caption')} tabIndex={0}>
                  <table className="bill-table">
                    <caption>{t('billing.viewBill.explainer.caption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('billing.viewBill.explainer.reason')}</th>
                        <th scope="col">{t('billing.viewBill.explainer.detail')}</th>
                        <th scope="col" className="num">
                          {t('billing.viewBill.column.amount')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {change.parts.map((part) => (
                        <tr key={part.code}>
                          <th scope="row">{t(partNames[part.code])}</th>
                          <td>{partDetail(intl, t, change, part.code)}</td>
                          <td className="num">{signedMoney(intl, part.amount)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row" colSpan={2}>
                          {t('billing.viewBill.explainer.difference')}
                        </th>
                        <td className="num">{signedMoney(intl, change.difference)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
                {change.earlier.estimated || change.later.estimated ? <p className="bill-flag">{t('billing.viewBill.explainer.estimated')}</p> : null}
              </>
            ) : (
              <p>{t('billing.viewBill.explainer.none')}</p>
            )}
            {explainer.projection ? (
              <div className="bill-projection">
                <h3>{t('billing.viewBill.projection.heading')}</h3>
                <p className="bill-projection__amount">
                  <Money value={explainer.projection.projectedAmount} />
                </p>
                <p>
                  {t('billing.viewBill.projection.detail', {
                    start: day(explainer.projection.periodStart),
                    end: day(explainer.projection.periodEnd),
                    kwh: kwhText(intl, explainer.projection.projectedKwh),
                    soFar: kwhText(intl, explainer.projection.usageSoFarKwh),
                    days: explainer.projection.daysSoFar,
                  })}
                </p>
                {explainer.projection.estimated ? <p className="bill-note">{t('billing.viewBill.projection.estimated')}</p> : null}
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The current bill as the machine's view model describes it; no rule is decided here. */
/** `mayEnrolAutoPay`: the AutoPay menu rule holds, so a bill not paid by AutoPay may offer it. */
export function ViewBillView({ view, mayEnrolAutoPay = false }: { view: ViewBillViewModel; mayEnrolAutoPay?: boolean }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  return (
    <div className="container page view-bill">
      <h1 ref={heading} tabIndex={-1}>
        {t('billing.viewBill.title')}
      </h1>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={{ message: '', msgcode: view.failure?.msgcode ?? '' }} onRetry={view.retry} /> : null}
      {view.status === 'empty' ? <p className="billing-empty">{t('billing.viewBill.noBill')}</p> : null}
      {view.status === 'bill' && view.bill ? (
        <>
          <Summary bill={view.bill} view={view} t={t} mayEnrolAutoPay={mayEnrolAutoPay} />
          <div className="bill-columns">
            <Statement bill={view.bill} t={t} />
            <UsageGraph months={view.bill.usageHistory} t={t} />
          </div>
          <Charges bill={view.bill} t={t} />
          <Explainer view={view} t={t} />
        </>
      ) : null}
    </div>
  );
}
