import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import type { ComparePeriod, NeighbourFacts, UsageCompareViewModel } from '../../../../machines/usage/usageCompare/usageCompare.connect.ts';
import type { UsageBar } from '../../../../machines/usage/usageOverview/usageOverview.connect.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { ServiceTabs } from '../ServiceTabs.tsx';
import { formatFigure, formatTemperature } from '../usageOverview/usageFormat.ts';
import '../usageOverview/usage.css';

// visx is loaded with the chart, on the usage pages only (the same chart as /usages).
const UsageChart = lazy(() => import('../usageOverview/UsageChart.tsx'));

const utc = (month: string) => new Date(`${month}-01T00:00:00Z`);

type Direction = 'more' | 'less' | 'same';
/** The sentences of a change, by direction (literal ids, so the catalogue test finds them). */
const usedIds: Record<Direction, string> = { more: 'usage.compare.usedMore', less: 'usage.compare.usedLess', same: 'usage.compare.usedSame' };
const generatedIds: Record<Direction, string> = { more: 'usage.compare.generatedMore', less: 'usage.compare.generatedLess', same: 'usage.compare.generatedSame' };
const neighbourIds: Record<Direction, string> = { more: 'usage.compare.neighbours.more', less: 'usage.compare.neighbours.less', same: 'usage.compare.neighbours.same' };

/** A period's bar: its average a day (the months have different day counts), with its weather. */
function periodBar(period: ComparePeriod): UsageBar {
  return {
    start: period.month,
    value: period.perDay,
    quantity: Math.round((period.quantity / period.days) * 1000) / 1000,
    cost: Math.round((period.cost / period.days) * 100) / 100,
    ...(period.weather ? { weather: period.weather } : {}),
    projected: false,
  };
}

function neighbourBars(n: NeighbourFacts): UsageBar[] {
  const bar = (start: string, quantity: number): UsageBar => ({ start, value: quantity, quantity, cost: 0, projected: false });
  return [bar('you', n.you), bar('similar', n.similar), bar('efficient', n.efficient)];
}

function Periods({ view }: { view: UsageCompareViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const monthName = (month: string) => intl.formatDate(utc(month), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const figure = (value: number) => formatFigure(intl, value, view.unit, view.quantityUnit);
  const quantity = (value: number) => formatFigure(intl, value, 'quantity', view.quantityUnit);
  const current = view.periods.find((p) => p.key === 'current');
  if (!current) return null;
  const solar = view.service === 'solar';
  const sentences = [
    t(solar ? 'usage.compare.currentSolar' : 'usage.compare.current', {
      month: monthName(current.month),
      days: current.days,
      total: view.unit === 'cost' ? formatFigure(intl, current.cost, 'cost', view.quantityUnit) : quantity(current.quantity),
      perDay: figure(current.perDay),
    }),
  ];
  for (const change of view.changes) {
    const other = view.periods.find((p) => p.key === change.key)!;
    const direction = change.percent === null ? null : change.percent > 0 ? 'more' : change.percent < 0 ? 'less' : 'same';
    if (direction) {
      const id = (solar ? generatedIds : usedIds)[direction];
      sentences.push(t(id, { month: monthName(other.month), days: other.days, percent: Math.abs(change.percent!) }));
    }
    if (change.warmer !== null) {
      const degrees = formatTemperature(intl, Math.abs(change.warmer));
      sentences.push(change.warmer >= 1 ? t('usage.compare.warmer', { degrees }) : change.warmer <= -1 ? t('usage.compare.cooler', { degrees }) : t('usage.compare.similarWeather'));
    }
  }
  if (view.changes.length === 0) sentences.push(t('usage.compare.nothingEarlier'));
  const service = view.service ?? 'electric';
  const serviceName = t(`usage.service.${service}`);
  return (
    <section aria-labelledby={headingId} className="usage-compare__section">
      <h3 id={headingId}>{t('usage.compare.periods.title')}</h3>
      <p className="usage-summary" aria-live="polite">
        {sentences.join(' ')}
      </p>
      <Suspense fallback={<InlineLoader />}>
        <UsageChart
          bars={view.periods.map(periodBar)}
          view="month"
          unit={view.unit}
          quantityUnit={view.quantityUnit}
          // Solar compares generation here (the net needs the electric meter's days too).
          service={solar ? 'electric' : service}
          weather
          label={t('usage.compare.periods.chart', { service: serviceName })}
          labelOf={(month) => t('usage.compare.aDay', { period: monthName(month) })}
          // The same month of two years on one axis: the year in each tick.
          tickOf={(month) => intl.formatDate(utc(month), { month: 'short', year: 'numeric', timeZone: 'UTC' })}
        />
      </Suspense>
      <div className="table-scroll">
        <table className="usage-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('usage.compare.table.month')}</th>
              <th scope="col">{t('usage.compare.table.days')}</th>
              <th scope="col">{t(view.quantityUnit === 'm3' ? 'usage.table.volume' : 'usage.table.energy')}</th>
              <th scope="col">{t('usage.compare.table.perDay')}</th>
              <th scope="col">{t(solar ? 'usage.table.credit' : 'usage.table.cost')}</th>
              <th scope="col">{t('usage.compare.table.temperature')}</th>
            </tr>
          </thead>
          <tbody>
            {[...view.periods].reverse().map((p) => (
              <tr key={p.key}>
                <th scope="row">{monthName(p.month)}</th>
                <td>{intl.formatNumber(p.days)}</td>
                <td>{quantity(p.quantity)}</td>
                <td>{figure(p.perDay)}</td>
                <td>{formatFigure(intl, p.cost, 'cost', view.quantityUnit)}</td>
                <td>{p.weather ? formatTemperature(intl, p.weather.mean) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** You, similar homes and the efficient quarter of them, worded plainly: figures, not verdicts. */
function Neighbours({ n }: { n: NeighbourFacts }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const kWh = (value: number) => formatFigure(intl, value, 'quantity', 'kWh');
  const monthName = intl.formatDate(utc(n.month), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const names: Record<string, string> = { you: t('usage.compare.neighbours.you'), similar: t('usage.compare.neighbours.similar'), efficient: t('usage.compare.neighbours.efficient') };
  const direction: Direction | null = n.percent === null ? null : n.percent >= 3 ? 'more' : n.percent <= -3 ? 'less' : 'same';
  return (
    <section aria-labelledby={headingId} className="usage-compare__section">
      <h3 id={headingId}>{t('usage.compare.neighbours.title')}</h3>
      <p>
        {t('usage.compare.neighbours.intro', { homes: n.homes, kind: t(`usage.compare.kind.${n.premiseType}.${n.premiseSize}`), town: n.town, days: n.days, month: monthName })}
      </p>
      {direction ? <p className="usage-summary">{t(neighbourIds[direction], { percent: Math.abs(n.percent ?? 0) })}</p> : null}
      <Suspense fallback={<InlineLoader />}>
        <UsageChart
          bars={neighbourBars(n)}
          view="month"
          unit="quantity"
          quantityUnit="kWh"
          service="electric"
          weather={false}
          quantityOnly
          label={t('usage.compare.neighbours.chart', { month: monthName })}
          labelOf={(key) => names[key] ?? key}
          tickOf={(key) => names[key] ?? key}
        />
      </Suspense>
      <dl className="usage-compare__facts">
        {(['you', 'similar', 'efficient'] as const).map((key) => (
          <div key={key}>
            <dt>{names[key]}</dt>
            <dd>{kWh(n[key])}</dd>
          </div>
        ))}
      </dl>
      <p className="usage-hint">{t('usage.compare.neighbours.note')}</p>
    </section>
  );
}

/** Compare as the machine's view model describes it; no rule is decided here. */
export function UsageCompareView({ view }: { view: UsageCompareViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const panelId = useId();
  const monthName = view.month ? intl.formatDate(utc(view.month), { month: 'long', year: 'numeric', timeZone: 'UTC' }) : '';
  const hasFigures = view.periods.length > 0;
  return (
    <div className="container page usage-page">
      <h1 tabIndex={-1}>{t('usage.compare.title')}</h1>
      <p className="lead">{t('usage.compare.intro')}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'empty' ? <p>{t('usage.empty')}</p> : null}
      {view.status === 'failed' && !hasFigures ? (
        <CallFailure failure={{ message: view.failure?.message ?? '', msgcode: view.failure?.msgcode ?? '' }} onRetry={view.retry} />
      ) : null}
      {view.services.length > 0 ? <ServiceTabs services={view.services} panelId={panelId} choose={view.chooseService} /> : null}
      {view.service ? (
        <section id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${view.service}`} aria-busy={view.busy} className="usage-panel">
          <div className="usage-controls">
            <div role="group" aria-label={t('usage.units')} className="usage-segmented">
              <button type="button" aria-pressed={view.unit === 'quantity'} onClick={() => view.chooseUnit('quantity')}>
                {t(view.quantityUnit === 'm3' ? 'usage.unit.m3' : 'usage.unit.kWh')}
              </button>
              <button type="button" aria-pressed={view.unit === 'cost'} onClick={() => view.chooseUnit('cost')}>
                {t('usage.unit.cost')}
              </button>
            </div>
          </div>
          <div className="usage-nav">
            <button type="button" className="button button--secondary" disabled={!view.canPrevious} onClick={view.previous}>
              {t('usage.previous.day')}
            </button>
            <h2 aria-live="polite">{monthName}</h2>
            <button type="button" className="button button--secondary" disabled={!view.canNext} onClick={view.next}>
              {t('usage.next.day')}
            </button>
          </div>
          {view.status === 'failed' && hasFigures ? (
            <CallFailure failure={{ message: view.failure?.message ?? '', msgcode: view.failure?.msgcode ?? '' }} onRetry={view.retry} />
          ) : null}
          {view.busy && !hasFigures ? <InlineLoader /> : null}
          {hasFigures ? <Periods view={view} /> : null}
          {hasFigures && view.neighbours ? <Neighbours n={view.neighbours} /> : null}
        </section>
      ) : null}
    </div>
  );
}
