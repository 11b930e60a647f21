import { useIntl } from 'react-intl';
import type { UsageService } from '../../domain/usage.ts';

/** The service tabs of the usage pages: a tab per service shown, arrow keys move between them. */
export function ServiceTabs({ services, panelId, choose }: { services: { service: UsageService; selected: boolean }[]; panelId: string; choose: (service: UsageService) => void }) {
  const intl = useIntl();
  return (
    <div role="tablist" aria-label={intl.formatMessage({ id: 'usage.services' })} className="usage-tabs">
      {services.map(({ service, selected }) => (
        <button
          key={service}
          type="button"
          role="tab"
          id={`${panelId}-tab-${service}`}
          aria-selected={selected}
          aria-controls={panelId}
          tabIndex={selected ? 0 : -1}
          className="usage-tabs__tab"
          onClick={() => choose(service)}
          onKeyDown={(event) => {
            const order = services.map((s) => s.service);
            const at = order.indexOf(service);
            const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            event.preventDefault();
            const next = order[(at + step + order.length) % order.length]!;
            choose(next);
            document.getElementById(`${panelId}-tab-${next}`)?.focus();
          }}
        >
          {intl.formatMessage({ id: `usage.service.${service}` })}
        </button>
      ))}
    </div>
  );
}
