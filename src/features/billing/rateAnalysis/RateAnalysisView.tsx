import { useId } from 'react';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { HistoryCards, useNarrowScreen } from '../../../ui/HistoryCards.tsx';
import { useIntl, type IntlShape } from 'react-intl';
import type { RateAnalysisViewModel } from '../../../../machines/billing/rateAnalysis/rateAnalysis.connect.ts';
import { rateAnalysisMonths, type RateAnalysisOption } from '../../../domain/rateAnalysis.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import '../billing.css';

type T = (id: string, values?: Record<string, string | number>) => string;

const money = (intl: IntlShape, value: number) => formatMoney(value, intl.locale);
const kwhText = (intl: IntlShape, kwh: number) => intl.formatNumber(kwh, { maximumFractionDigits: 2 });

/** "Saves P 1,155.85", "Costs P 3,646.07 more", or "Your tariff". */
function differenceText(option: RateAnalysisOption, intl: IntlShape, t: T): string {
  if (option.current) return t('billing.rateAnalysis.yourTariff');
  if (option.differencePerYear < 0) return t('billing.rateAnalysis.saves', { amount: money(intl, -option.differencePerYear) });
  if (option.differencePerYear > 0) return t('billing.rateAnalysis.costsMore', { amount: money(intl, option.differencePerYear) });
  return t('billing.rateAnalysis.same');
}

function Summary({ view, intl, t }: { view: RateAnalysisViewModel; intl: IntlShape; t: T }) {
  const best = view.best;
  const current = view.currentOption;
  if (!best || !current) return null;
  const months = view.months.length;
  return (
    <div className="rate-summary">
      <p>{t('billing.rateAnalysis.summary.usage', { months, kwh: kwhText(intl, view.totalKwh), tariff: current.tariffName, amount: money(intl, current.total) })}</p>
      <p>
        <strong>
          {best.savingPerYear > 0
            ? t('billing.rateAnalysis.summary.cheaper', { tariff: best.option.tariffName, amount: money(intl, best.savingPerYear) })
            : t('billing.rateAnalysis.summary.cheapest', { tariff: current.tariffName })}
        </strong>
      </p>
      {months < rateAnalysisMonths ? <p>{t('billing.rateAnalysis.summary.scaled', { months })}</p> : null}
      {view.hasEstimates ? <p>{t('billing.rateAnalysis.summary.estimated')}</p> : null}
      <p className="rate-summary__note">{t('billing.rateAnalysis.summary.note')}</p>
    </div>
  );
}

function OptionsTable({ view, intl, t }: { view: RateAnalysisViewModel; intl: IntlShape; t: T }) {
  return (
    <TableScroll>
      {(captionId) => (
      <table className="billing-table billing-table--narrow">
        <caption id={captionId}>{t('billing.rateAnalysis.options.caption', { months: view.months.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing.rateAnalysis.options.tariff')}</th>
            <th scope="col" className="num">
              {t('billing.rateAnalysis.options.total')}
            </th>
            <th scope="col">{t('billing.rateAnalysis.options.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {view.options.map((option) => (
            <tr key={option.tariffCode} aria-current={option.current ? 'true' : undefined}>
              <th scope="row">{option.tariffName}</th>
              <td className="num">{money(intl, option.total)}</td>
              <td>{differenceText(option, intl, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      )}
    </TableScroll>
  );
}

function MonthsTable({ view, intl, t }: { view: RateAnalysisViewModel; intl: IntlShape; t: T }) {
  const narrow = useNarrowScreen();
  const captionId = useId();
  const current = view.currentOption;
  const chosen = view.chosenOption;
  if (!current || !chosen) return null;
  const sameTariff = chosen.tariffCode === current.tariffCode;
  const caption = t('billing.rateAnalysis.months.caption', { tariff: chosen.tariffName });
  const period = (month: RateAnalysisViewModel['months'][number]) =>
    `${t('billing.rateAnalysis.months.range', { from: formatDate(month.periodStart, intl.locale), to: formatDate(month.periodEnd, intl.locale) })}${month.estimated ? ` ${t('billing.rateAnalysis.months.estimated')}` : ''}`;
  if (narrow) {
    // A phone: each month a card (period, then the chosen tariff's cost, the usage and the current tariff's), not a table to scroll sideways.
    return (
      <section aria-labelledby={captionId}>
        <h3 id={captionId}>{caption}</h3>
        <HistoryCards
          labelledBy={captionId}
          cards={view.months.map((month) => ({
            key: month.billNumber,
            date: { key: 'period', label: t('billing.rateAnalysis.months.period'), value: period(month) },
            amount: { key: 'chosen', label: chosen.tariffName, value: money(intl, sameTariff ? month.current : month.chosen) },
            fields: [
              { key: 'usage', label: t('billing.rateAnalysis.months.usage'), value: t('billing.rateAnalysis.kwh', { kwh: kwhText(intl, month.kwh) }) },
              ...(sameTariff ? [] : [{ key: 'current', label: current.tariffName, value: money(intl, month.current) }]),
            ],
          }))}
        />
      </section>
    );
  }
  return (
    <TableScroll>
      {(captionId) => (
      <table className="billing-table billing-table--narrow">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing.rateAnalysis.months.period')}</th>
            <th scope="col" className="num">
              {t('billing.rateAnalysis.months.usage')}
            </th>
            <th scope="col" className="num">
              {current.tariffName}
            </th>
            {sameTariff ? null : (
              <th scope="col" className="num">
                {chosen.tariffName}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {view.months.map((month) => (
            <tr key={month.billNumber}>
              <th scope="row" className="nowrap">
                {period(month)}
              </th>
              <td className="num">{t('billing.rateAnalysis.kwh', { kwh: kwhText(intl, month.kwh) })}</td>
              <td className="num">{money(intl, month.current)}</td>
              {sameTariff ? null : <td className="num">{money(intl, month.chosen)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      )}
    </TableScroll>
  );
}

/** Rate analysis as the machine's view model describes it; no rule is decided here. */
export function RateAnalysisView({ view }: { view: RateAnalysisViewModel }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status);
  return (
    <div className="container page">
      <h1 tabIndex={-1}>{t('billing.rateAnalysis.title')}</h1>
      <p className="lead">{t('billing.rateAnalysis.intro', { months: rateAnalysisMonths })}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.status === 'empty' ? (
        <section aria-labelledby="rate-analysis-empty">
          <h2 id="rate-analysis-empty" ref={heading} tabIndex={-1}>
            {t('billing.rateAnalysis.empty.title')}
          </h2>
          <p>{t('billing.rateAnalysis.empty.body')}</p>
        </section>
      ) : null}
      {view.status === 'list' ? (
        <section aria-labelledby="rate-analysis-result">
          <h2 id="rate-analysis-result" ref={heading} tabIndex={-1}>
            {t('billing.rateAnalysis.result.title')}
          </h2>
          <Summary view={view} intl={intl} t={t} />
          <OptionsTable view={view} intl={intl} t={t} />
          <h3>{t('billing.rateAnalysis.months.title')}</h3>
          <SelectField
            label={t('billing.rateAnalysis.months.choose')}
            name="tariff"
            value={view.chosenOption?.tariffCode ?? ''}
            options={view.options.map((option) => ({ value: option.tariffCode, label: option.tariffName }))}
            onChange={(event) => view.choose(event.target.value)}
          />
          <MonthsTable view={view} intl={intl} t={t} />
        </section>
      ) : null}
    </div>
  );
}
