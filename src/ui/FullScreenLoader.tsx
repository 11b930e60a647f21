import { useIntl } from 'react-intl';

/** Full-screen loader: covers the page while texts or a whole page load. */
export function FullScreenLoader({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div className="fullscreen-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}

/** Loader used before the texts exist (no intl yet): language-neutral spinner. */
export function BootLoader() {
  return (
    <div className="fullscreen-loader" role="status" aria-live="polite" aria-label="Loading / Cargando / Chargement">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

export function InlineLoader() {
  const intl = useIntl();
  return (
    <div className="inline-loader" role="status" aria-live="polite">
      <span className="spinner spinner--small" aria-hidden="true" />
      <span>{intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}
