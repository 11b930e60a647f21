import { Suspense, useId, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OutageMapViewModel } from '../../../../machines/outage/outageMap/outageMap.connect.ts';
import { outageSizeBounds, outageSizes } from '../../../domain/outage.ts';
import { outageClock } from '../outageTime.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { OutageList } from './OutageList.tsx';
import type { OutageMapCanvasProps } from './mapProps.ts';
import { outageMapTexts } from './outageMapText.ts';
import { outageSizeText } from '../outageWords.ts';
import '../../../ui/map/mapLayout.css';
import './outages.css';

/**
 * The outage page as the machine's view model describes it: text first (the summary, the search,
 * the list), then the map beside the list on wide screens and below it on phones. The map is a
 * component the page passes in (maplibre, loaded on this page only); the list is its keyboard and
 * screen-reader way.
 */
export function OutageMapView({
  view,
  Map,
  timeZone,
  reportLink = null,
}: {
  view: OutageMapViewModel;
  Map: ComponentType<OutageMapCanvasProps> | null;
  /** The zone outage times are shown in (document 2 section 9: the account's; each time names it). */
  timeZone: string;
  /** The way to report an outage (a route link), when the page offers it. */
  reportLink?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const listHeading = useId();
  const mapHeading = useId();
  const error = useFailureText(outageMapTexts);
  const time = (iso: string) => outageClock(intl, iso, timeZone, view.asOf ?? iso);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  const s = view.summary;
  return (
    <div className="container page outage-page">
      <h1 tabIndex={-1}>{t('outage.map.title')}</h1>
      {reportLink ? <p className="outage-report-link">{reportLink}</p> : null}
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={{ message: view.failure?.message ?? '', msgcode: view.failure?.msgcode ?? '' }} onRetry={view.retry} /> : null}
      {view.status === 'showing' ? (
        <>
          <p className="lead outage-summary">
            {s.count === 0
              ? t('outage.summary.none')
              : s.restorationBy
                ? t('outage.summary.withEtr', { count: s.count, customers: s.customers, town: s.largestTown ?? '', time: time(s.restorationBy) })
                : t('outage.summary.withoutEtr', { count: s.count, customers: s.customers, town: s.largestTown ?? '' })}
            {s.planned > 0 ? ` ${t('outage.summary.planned', { count: s.planned })}` : null}
          </p>
          <p className="outage-asof">
            {view.asOf ? t('outage.map.asOf', { time: time(view.asOf) }) : null} {t('outage.map.refreshEvery', { minutes: Math.round(view.refreshMs / 60_000) })}{' '}
            <button type="button" className="button button--secondary button--small" onClick={view.refresh} disabled={view.refreshing} aria-busy={view.refreshing}>
              {view.refreshing ? t('outage.map.refreshing') : t('outage.map.refresh')}
            </button>
          </p>
          {view.refreshFailed ? (
            <p className="outage-notice" role="status">
              {t('outage.map.refreshFailed')}
            </p>
          ) : null}
          <form role="search" className="outage-search" noValidate onSubmit={submit} aria-busy={view.searching}>
            <TextField
              label={view.signedIn ? t('outage.search.labelSignedIn') : t('outage.search.label')}
              hint={t('outage.search.hint')}
              name="outageSearch"
              type="search"
              autoComplete="off"
              maxLength={60}
              value={view.search}
              error={error(view.searchError)}
              onChange={(event) => view.change(event.target.value)}
            />
            <div className="form-actions">
              <button type="submit" className="button" disabled={view.searching} aria-busy={view.searching}>
                {view.searching ? t('outage.search.busy') : t('outage.search.submit')}
              </button>
              {view.result || view.search ? (
                <button type="button" className="button button--secondary" onClick={view.clear}>
                  {t('outage.search.clear')}
                </button>
              ) : null}
            </div>
          </form>
          <FormAlert texts={outageMapTexts} failure={view.failure} />
          <p className="outage-result" role="status">
            {view.result
              ? !view.result.place
                ? t('outage.search.nothing')
                : view.result.found === 0
                  ? t('outage.search.noneAt', { place: view.result.place.name || view.result.place.town || '' })
                  : t('outage.search.foundAt', { count: view.result.found, place: view.result.place.name || view.result.place.town || '' })
              : null}
          </p>
          <div className="map-layout">
            <section className="outage-list" aria-labelledby={listHeading}>
              <h2 id={listHeading}>{view.result ? t('outage.list.found') : t('outage.list.title')}</h2>
              <OutageList outages={view.listed} selected={view.selected} onSelect={view.select} timeZone={timeZone} />
            </section>
            <section className="map-layout__map" aria-labelledby={mapHeading}>
              <h2 id={mapHeading}>{t('outage.map.mapTitle')}</h2>
              <ul className="outage-legend" aria-label={t('outage.legend.title')}>
                {outageSizes.map((size) => (
                  <li key={size}>
                    <span className={`outage-legend__swatch outage-legend__swatch--${size}`} aria-hidden="true" />
                    {t(outageSizeText[size], { medium: outageSizeBounds.medium, upper: outageSizeBounds.large - 1, large: outageSizeBounds.large })}
                  </li>
                ))}
              </ul>
              {Map ? (
                <Suspense fallback={<p className="map-loading">{t('outage.map.mapLoading')}</p>}>
                  <Map outages={view.outages} selected={view.selected} place={view.result?.place ?? null} onSelect={view.select} label={t('outage.map.mapLabel')} />
                </Suspense>
              ) : null}
            </section>
          </div>
        </>
      ) : null}
    </div>
  );
}
