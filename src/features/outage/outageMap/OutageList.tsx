import { useIntl } from 'react-intl';
import type { OutageFeature } from '../../../domain/outage.ts';
import { outageTime } from '../outageTime.ts';
import { crewStatusText, outageCauseText, outageStatusText } from '../outageWords.ts';

/** The outage list: every outage with its details and history; "Show on map" chooses it (the map's keyboard way). */
export function OutageList({ outages, selected, onSelect, timeZone }: { outages: OutageFeature[]; selected: string | null; onSelect: (reference: string) => void; timeZone: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => outageTime(intl, iso, timeZone);
  if (outages.length === 0) return <p>{t('outage.list.empty')}</p>;
  return (
    <ul className="outage-list__items">
      {outages.map((outage) => {
        const p = outage.properties;
        const headingId = `outage-${outage.id}-heading`;
        const isSelected = selected === outage.id;
        return (
          <li key={outage.id} id={`outage-${outage.id}`} className={['outage-item', `outage-item--${p.size}`, isSelected ? 'outage-item--selected' : ''].filter(Boolean).join(' ')}>
            <article aria-labelledby={headingId}>
              <h3 id={headingId}>
                {p.area}, {p.town}
              </h3>
              <p className={`outage-item__status outage-item__status--${p.status}`}>{t(outageStatusText[p.status])}</p>
              <dl className="outage-item__facts">
                <dt>{t('outage.item.cause')}</dt>
                <dd>{t(outageCauseText[p.cause])}</dd>
                <dt>{p.status === 'scheduled' ? t('outage.item.starts') : t('outage.item.started')}</dt>
                <dd>{when(p.startedAt)}</dd>
                {p.status === 'restored' && p.restoredAt ? (
                  <>
                    <dt>{t('outage.item.restored')}</dt>
                    <dd>{when(p.restoredAt)}</dd>
                  </>
                ) : (
                  <>
                    <dt>{t('outage.item.etr')}</dt>
                    <dd>{p.estimatedRestorationAt ? when(p.estimatedRestorationAt) : t('outage.item.etrUnknown')}</dd>
                  </>
                )}
                <dt>{t('outage.item.customers')}</dt>
                <dd>{intl.formatNumber(p.affectedCustomers)}</dd>
                <dt>{t('outage.item.crew')}</dt>
                <dd>{t(crewStatusText[p.crewStatus])}</dd>
                <dt>{t('outage.item.reference')}</dt>
                <dd>{p.reference}</dd>
              </dl>
              <details className="outage-item__history">
                <summary>{t('outage.item.history')}</summary>
                <ol>
                  {p.history.map((entry) => (
                    <li key={entry.at + entry.crewStatus}>
                      {entry.estimatedRestorationAt
                        ? t('outage.item.historyEntry', { time: when(entry.at), crew: t(crewStatusText[entry.crewStatus]), etr: when(entry.estimatedRestorationAt) })
                        : t('outage.item.historyEntryNoEtr', { time: when(entry.at), crew: t(crewStatusText[entry.crewStatus]) })}
                    </li>
                  ))}
                </ol>
              </details>
              <button type="button" className="button button--secondary" aria-pressed={isSelected} onClick={() => onSelect(outage.id)}>
                {t('outage.item.showOnMap')}
                <span className="visually-hidden">{`: ${p.area}, ${p.town}`}</span>
              </button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
