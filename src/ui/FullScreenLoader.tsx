import { useIntl } from 'react-intl';
import logoUrl from './assets/logo.svg';

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

/**
 * Loader used before the texts exist (no intl yet): the utility's logo and a language-neutral
 * spinner. index.html paints the same splash before any script runs (styles there too), so the
 * first paint comes with the HTML and React's takes its place unchanged.
 */
export function BootLoader() {
  return (
    <div className="fullscreen-loader boot-shell" role="status" aria-live="polite" aria-label="Loading / Cargando / Chargement">
      <img src={logoUrl} alt="" width="200" height="48" />
      <span className="boot-shell__spinner" aria-hidden="true" />
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
