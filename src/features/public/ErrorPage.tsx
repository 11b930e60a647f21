import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';

/** /Error (unknown paths land here) and /Error404. */
export function ErrorPage({ variant }: { variant: 'error' | 'notFound' }) {
  const intl = useIntl();
  const prefix = variant === 'error' ? 'errorPage' : 'notFoundPage';
  return (
    <div className="container page status-page">
      <p className="status-page__code" aria-hidden="true">{variant === 'error' ? '!' : '404'}</p>
      <h1 tabIndex={-1}>{intl.formatMessage({ id: `${prefix}.title` })}</h1>
      <p>{intl.formatMessage({ id: `${prefix}.body` })}</p>
      <p className="status-page__actions">
        <Link to="/login" className="button">{intl.formatMessage({ id: 'errorPage.home' })}</Link>
        <Link to="/Help" className="button button--secondary">{intl.formatMessage({ id: 'footer.howCanWeHelp' })}</Link>
      </p>
    </div>
  );
}
