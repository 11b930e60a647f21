import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import type { UsageBar, UsageOverviewViewModel } from '../../../../machines/usage/usageOverview/usageOverview.connect.ts';
import { CallFailure, loadFailureTexts } from '../../../ui/CallFailure.tsx';
import { ServiceTabs } from '../ServiceTabs.tsx';
import { failureText } from '../../../ui/failureText.ts';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { formatDate } from '../../../domain/format.ts';
import { usageDownloadFormats, type UsageService } from '../../../domain/usage.ts';
import { bucketLabel, formatFigure, formatTemperature, rangeLabel, shortDay } from './usageFormat.ts';
import './usage.css';

// visx is loaded with the chart, on the usage pages only.
const UsageChart = lazy(() => import('./UsageChart.tsx'));

function Summary({ view }: { view: UsageOverviewViewModel }) {
  const intl = useIntl();
  const s = view.summary;
  if (!s) return null;
  const figure = (value: number) => formatFigure(intl, value, view.unit, view.quantityUnit);
  const sentences: string[] = [];
  if (view.service === 'solar') {
    const sum = (pick: (bar: UsageBar) => number) => view.bars.filter((b) => !b.projected).reduce((total, bar) => total + pick(bar), 0);
    const net = sum((bar) => bar.net ?? 0);
    sentences.push(
      intl.formatMessage(
        { id: net < 0 ? 'usage.summary.solarExport' : 'usage.summary.solarImport' },
        {
          generation: formatFigure(intl, sum((bar) => bar.quantity), 'quantity', view.quantityUnit),
          consumption: formatFigure(intl, sum((bar) => bar.consumption ?? 0), 'quantity', view.quantityUnit),
          net: formatFigure(intl, Math.abs(net), 'quantity', view.quantityUnit),
        },
      ),
    );
  } else {
    sentences.push(intl.formatMessage({ id: 'usage.summary.total' }, { total: figure(s.total) }));
  }
  if (s.change !== null) {
    const solar = view.service === 'solar';
    const id =
      s.change > 0 ? (solar ? 'usage.summary.generatedMore' : 'usage.summary.more') : s.change < 0 ? (solar ? 'usage.summary.generatedLess' : 'usage.summary.less') : 'usage.summary.same';
    sentences.push(intl.formatMessage({ id }, { percent: Math.abs(s.change) }));
  }
  if (s.hotSpell) sentences.push(intl.formatMessage({ id: 'usage.summary.hotSpell' }, { from: shortDay(intl, s.hotSpell.from), to: shortDay(intl, s.hotSpell.to) }));
  else if (s.peak && view.service !== 'solar') sentences.push(intl.formatMessage({ id: 'usage.summary.peak' }, { value: figure(s.peak.value), when: bucketLabel(intl, s.peak.start, view.view) }));
  if (s.projection) {
    sentences.push(
      intl.formatMessage(
        { id: 'usage.summary.projection' },
        {
          end: formatDate(s.projection.periodEnd, intl.locale),
          quantity: formatFigure(intl, s.projection.projectedQuantity, 'quantity', 'kWh'),
          cost: formatFigure(intl, s.projection.projectedCost, 'cost', 'kWh'),
        },
      ),
    );
  }
  return (
    <p className="usage-summary" aria-live="polite">
      {sentences.join(' ')}
    </p>
  );
}

function UsageTable({ view, captionId }: { view: UsageOverviewViewModel; captionId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const solar = view.service === 'solar';
  const weather = view.weather && view.bars.some((bar) => bar.weather);
  const q = (value: number) => formatFigure(intl, value, 'quantity', view.quantityUnit);
  return (
    <div className="table-scroll">
      <table className="usage-table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('usage.table.period')}</th>
            {solar ? (
              <>
                <th scope="col">{t('usage.solar.generation')}</th>
                <th scope="col">{t('usage.solar.consumption')}</th>
                <th scope="col">{t('usage.solar.net')}</th>
              </>
            ) : (
              <th scope="col">{t(view.quantityUnit === 'm3' ? 'usage.table.volume' : 'usage.table.energy')}</th>
            )}
            <th scope="col">{t(solar ? 'usage.table.credit' : 'usage.table.cost')}</th>
            {weather ? <th scope="col">{t('usage.table.temperature')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {view.bars.map((bar) => (
            <tr key={bar.start} className={bar.projected ? 'usage-table__projected' : undefined}>
              <th scope="row">
                {bucketLabel(intl, bar.start, view.view)}
                {bar.projected ? ` (${t('usage.projected')})` : ''}
              </th>
              {solar ? (
                <>
                  <td>{q(bar.quantity)}</td>
                  <td>{q(bar.consumption ?? 0)}</td>
                  <td>{q(bar.net ?? 0)}</td>
                </>
              ) : (
                <td>{q(bar.quantity)}</td>
              )}
              <td>{formatFigure(intl, bar.cost, 'cost', view.quantityUnit)}</td>
              {weather ? <td>{bar.weather ? `${formatTemperature(intl, bar.weather.low)} – ${formatTemperature(intl, bar.weather.high)}` : ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The range shown as a file: CSV, .xlsx or Green Button (a failure says so beside the buttons, which try again). */
function Downloads({ view, serviceName, range }: { view: UsageOverviewViewModel; serviceName: string; range: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const { downloads } = view;
  return (
    <section className="usage-downloads" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('usage.download.title')}</h3>
      <p>{t('usage.download.intro', { service: serviceName, range })}</p>
      <div className="usage-downloads__buttons">
        {usageDownloadFormats.map((format) => (
          // Not disabled while a file is made (focus stays on the button); the machine ignores a second press.
          <button
            key={format}
            type="button"
            className="button button--secondary button--small"
            aria-disabled={downloads.busy || undefined}
            onClick={() => view.download(format)}
          >
            {t(`usage.download.${format}`)}
          </button>
        ))}
      </div>
      <p role="status" className="usage-downloads__status">
        {downloads.busy ? t('usage.download.busy') : ''}
      </p>
      {downloads.failure ? (
        <p role="alert" className="field-error">
          {t('usage.download.failed')} {failureText(intl, downloads.failure.msgcode, loadFailureTexts)}
        </p>
      ) : null}
    </section>
  );
}

/** Usage as the machine's view model describes it; no rule is decided here. */
export function UsageOverviewView({ view }: { view: UsageOverviewViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const panelId = useId();
  const captionId = useId();
  const range = rangeLabel(intl, view.from, view.to, view.view);
  const nameOf = (service: UsageService) => t(`usage.service.${service}`);
  const serviceName = view.service ? nameOf(view.service) : '';
  const chartName = t('usage.chart.label', { service: serviceName, range });
  return (
    <div className="container page usage-page">
      <h1 tabIndex={-1}>{t('usage.title')}</h1>
      <p className="lead">{t('usage.intro')}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'empty' ? <p>{t('usage.empty')}</p> : null}
      {view.status === 'failed' && !view.summary ? (
        <CallFailure failure={{ message: view.failure?.message ?? '', msgcode: view.failure?.msgcode ?? '' }} onRetry={view.retry} />
      ) : null}
      {view.services.length > 0 ? (
        <ServiceTabs services={view.services} panelId={panelId} choose={view.chooseService} />
      ) : null}
      {view.service ? (
        <section id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${view.service}`} aria-busy={view.busy} className="usage-panel">
          <div className="usage-controls">
            <div role="group" aria-label={t('usage.periodicity')} className="usage-segmented">
              {view.views.map((v) => (
                <button key={v} type="button" aria-pressed={view.view === v} onClick={() => view.chooseView(v)}>
                  {t(`usage.view.${v}`)}
                </button>
              ))}
            </div>
            <div role="group" aria-label={t('usage.units')} className="usage-segmented">
              <button type="button" aria-pressed={view.unit === 'quantity'} onClick={() => view.chooseUnit('quantity')}>
                {t(view.quantityUnit === 'm3' ? 'usage.unit.m3' : 'usage.unit.kWh')}
              </button>
              <button type="button" aria-pressed={view.unit === 'cost'} onClick={() => view.chooseUnit('cost')}>
                {t('usage.unit.cost')}
              </button>
            </div>
            {view.weatherOffered ? (
              <label className="usage-check">
                <input type="checkbox" checked={view.weather} onChange={(event) => view.switchWeather(event.target.checked)} />
                {t('usage.weather.show')}
              </label>
            ) : null}
            <div role="group" aria-label={t('usage.display')} className="usage-segmented">
              <button type="button" aria-pressed={view.display === 'chart'} onClick={() => view.chooseDisplay('chart')}>
                {t('usage.display.chart')}
              </button>
              <button type="button" aria-pressed={view.display === 'table'} onClick={() => view.chooseDisplay('table')}>
                {t('usage.display.table')}
              </button>
            </div>
          </div>
          <div className="usage-nav">
            <button type="button" className="button button--secondary" disabled={!view.canPrevious} onClick={view.previous}>
              {t(`usage.previous.${view.view}`)}
            </button>
            <h2 id={captionId} aria-live="polite">
              {range ? t('usage.chart.label', { service: serviceName, range }) : serviceName}
            </h2>
            <button type="button" className="button button--secondary" disabled={!view.canNext} onClick={view.next}>
              {t(`usage.next.${view.view}`)}
            </button>
          </div>
          {view.status === 'failed' && view.summary ? (
            <CallFailure failure={{ message: view.failure?.message ?? '', msgcode: view.failure?.msgcode ?? '' }} onRetry={view.retry} />
          ) : null}
          {view.busy && !view.summary ? <InlineLoader /> : null}
          {view.summary ? (
            <>
              <Summary view={view} />
              {view.bars.length === 0 ? <p>{t('usage.noReadings')}</p> : null}
              {view.bars.length > 0 && view.display === 'chart' ? (
                <Suspense fallback={<InlineLoader />}>
                  <UsageChart bars={view.bars} view={view.view} unit={view.unit} quantityUnit={view.quantityUnit} service={view.service} weather={view.weather} label={chartName} />
                  <p className="usage-hint">{t('usage.chart.hint')}</p>
                </Suspense>
              ) : null}
              {view.bars.length > 0 && view.display === 'table' ? <UsageTable view={view} captionId={captionId} /> : null}
              {view.downloads.offered && view.bars.length > 0 ? <Downloads view={view} serviceName={serviceName} range={range} /> : null}
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
