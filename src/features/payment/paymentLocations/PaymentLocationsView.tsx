import { Suspense, useEffect, useId, useRef, type ComponentType, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ListedLocation, PaymentLocationsViewModel } from '../../../../machines/payment/paymentLocations/paymentLocations.connect.ts';
import { paymentServices, type PaymentService } from '../../../domain/paymentLocations.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { locationKindColours, type PaymentLocationsMapProps } from './mapProps.ts';
import '../../../ui/map/mapLayout.css';
import './paymentLocations.css';

const serviceText: Record<PaymentService, string> = {
  cash: 'payment.locations.service.cash',
  card: 'payment.locations.service.card',
  prepaidTokens: 'payment.locations.service.prepaidTokens',
  mobileMoney: 'payment.locations.service.mobileMoney',
  cheque: 'payment.locations.service.cheque',
};

const kindText = { serviceCentre: 'payment.locations.kind.serviceCentre', agent: 'payment.locations.kind.agent' } as const;

/** "HH:MM" of the territory's clock in the reader's words ("4:30 PM", "16:30"). */
const clockTime = (intl: IntlShape, time: string) => intl.formatTime(`1970-01-01T${time}:00Z`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
/** ISO weekday 1-7 in the reader's words (1 January 2024 was a Monday). */
const weekday = (intl: IntlShape, day: number) => intl.formatDate(Date.UTC(2024, 0, day), { weekday: 'long', timeZone: 'UTC' });
/** The zone's name ("Central Africa Time"). */
const zoneName = (intl: IntlShape, iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(intl.locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(iso)).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * Payment locations as the machine's view model describes it, in the special layout of the map
 * pages: text first (the summary, the search, the list), then the map beside the list on wide
 * screens and below it on phones. The list is the keyboard and screen-reader way to every point.
 */
export function PaymentLocationsView({ view, Map }: { view: PaymentLocationsViewModel; Map: ComponentType<PaymentLocationsMapProps> | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const listHeading = useId();
  const mapHeading = useId();
  const noSubmit = (event: FormEvent) => event.preventDefault();
  const list = useRef<HTMLUListElement>(null);
  // After "Show more" the focus goes to the first new card's heading, where reading goes on.
  const firstNew = useRef<number | null>(null);
  const shownCount = view.shown.length;
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shownCount <= index) return;
    firstNew.current = null;
    list.current?.children[index]?.querySelector<HTMLElement>('h3')?.focus();
  }, [shownCount]);
  const showMore = () => {
    firstNew.current = shownCount;
    view.showMore();
  };
  return (
    <div className="container page locations-page">
      <h1 tabIndex={-1}>{t('payment.locations.title')}</h1>
      <p className="lead">{t('payment.locations.intro')}</p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={{ message: view.failure?.message ?? '', msgcode: view.failure?.msgcode ?? '' }} onRetry={view.retry} /> : null}
      {view.status === 'showing' && view.now ? (
        <>
          <p className="locations-clock">
            {t('payment.locations.clock', {
              time: intl.formatTime(view.now, { hour: 'numeric', minute: '2-digit', timeZone: view.timeZone }),
              zone: zoneName(intl, view.now, view.timeZone),
            })}
          </p>
          <form role="search" className="locations-search" noValidate onSubmit={noSubmit}>
            <TextField
              label={t('payment.locations.search.label')}
              hint={t('payment.locations.search.hint')}
              name="locationSearch"
              type="search"
              autoComplete="off"
              maxLength={60}
              value={view.search}
              onChange={(event) => view.change(event.target.value)}
            />
            <SelectField
              label={t('payment.locations.service.label')}
              name="locationService"
              placeholder={t('payment.locations.service.any')}
              options={paymentServices.map((service) => ({ value: service, label: t(serviceText[service]) }))}
              value={view.service ?? ''}
              onChange={(event) => view.choose((event.target.value || null) as PaymentService | null)}
            />
            {view.filtered ? (
              <div className="form-actions">
                <button type="button" className="button button--secondary" onClick={view.clear}>
                  {t('payment.locations.search.clear')}
                </button>
              </div>
            ) : null}
          </form>
          <p className="locations-summary" role="status">
            {!view.filtered
              ? t('payment.locations.summary.all', { count: view.total, open: view.openNow })
              : view.listed.length === 0
                ? t('payment.locations.summary.none')
                : t('payment.locations.summary.found', { count: view.listed.length, open: view.openNow })}
            {view.paged ? ` ${t('payment.locations.list.showing', { shown: view.shown.length, count: view.listed.length })}` : null}
          </p>
          <div className="map-layout">
            <section aria-labelledby={listHeading}>
              <h2 id={listHeading}>{t('payment.locations.list.title')}</h2>
              {view.listed.length === 0 ? (
                <p>{t('payment.locations.list.empty')}</p>
              ) : (
                <>
                  <ul className="locations-list" ref={list}>
                    {view.shown.map((location) => (
                      <LocationItem key={location.id} location={location} selected={view.selected === location.id} onSelect={view.select} />
                    ))}
                  </ul>
                  {view.hidden > 0 ? (
                    <button type="button" className="button button--secondary locations-more" onClick={showMore}>
                      {t('payment.locations.list.more', { count: view.nextPage })}
                    </button>
                  ) : null}
                </>
              )}
            </section>
            <section className="map-layout__map" aria-labelledby={mapHeading}>
              <h2 id={mapHeading}>{t('payment.locations.map.title')}</h2>
              <ul className="map-legend" aria-label={t('payment.locations.map.legend')}>
                {(['serviceCentre', 'agent'] as const).map((kind) => (
                  <li key={kind}>
                    <span className="map-legend__swatch" style={{ background: locationKindColours[kind] }} aria-hidden="true" />
                    {t(kindText[kind])}
                  </li>
                ))}
              </ul>
              {Map ? (
                <Suspense fallback={<p className="map-loading">{t('payment.locations.map.loading')}</p>}>
                  <Map locations={view.listed} selected={view.selected} onSelect={view.select} label={t('payment.locations.map.label')} />
                </Suspense>
              ) : null}
            </section>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** One location: kind, open now, address, phone, services, the week's hours, and "Show on map". */
function LocationItem({ location, selected, onSelect }: { location: ListedLocation; selected: boolean; onSelect: (id: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = `location-${location.id}-heading`;
  const { opening } = location;
  const openText = opening.open
    ? t('payment.locations.open', { time: clockTime(intl, opening.closes ?? '') })
    : opening.next?.today
      ? t('payment.locations.closedToday', { time: clockTime(intl, opening.next.opens) })
      : opening.next
      ? t('payment.locations.closedUntil', { day: weekday(intl, opening.next.day), time: clockTime(intl, opening.next.opens) })
      : t('payment.locations.closed');
  return (
    <li className={['location-item', `location-item--${location.kind}`, selected ? 'location-item--selected' : ''].filter(Boolean).join(' ')}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} tabIndex={-1}>
          {location.name}
        </h3>
        <p className="location-item__kind">{t(kindText[location.kind])}</p>
        <p className={`location-item__open location-item__open--${opening.open ? 'open' : 'closed'}`}>{openText}</p>
        <dl className="location-item__facts">
          <dt>{t('payment.locations.address')}</dt>
          <dd>{location.address}</dd>
          <dt>{t('payment.locations.phone')}</dt>
          <dd>
            <a href={`tel:+267${location.phone}`}>{location.phone}</a>
          </dd>
          <dt>{t('payment.locations.services')}</dt>
          <dd>{intl.formatList(location.services.map((service) => t(serviceText[service])), { type: 'conjunction' })}</dd>
        </dl>
        <details className="location-item__hours">
          <summary>{t('payment.locations.hours')}</summary>
          <table>
            <tbody>
              {[1, 2, 3, 4, 5, 6, 7].map((day) => {
                const periods = location.hours.filter((h) => h.day === day);
                return (
                  <tr key={day}>
                    <th scope="row">{weekday(intl, day)}</th>
                    <td>{periods.length === 0 ? t('payment.locations.hoursClosed') : periods.map((p) => t('payment.locations.hoursPeriod', { opens: clockTime(intl, p.opens), closes: clockTime(intl, p.closes) })).join(', ')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </details>
        <button type="button" className="button button--secondary" aria-pressed={selected} onClick={() => onSelect(location.id)}>
          {t('payment.locations.showOnMap')}
          <span className="visually-hidden">{`: ${location.name}`}</span>
        </button>
      </article>
    </li>
  );
}
