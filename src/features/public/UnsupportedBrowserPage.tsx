import { useIntl } from 'react-intl';

/** Where to get each supported browser (document 1 section 2, special in-page views). */
const browserDownloads = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Apple Safari', href: 'https://www.apple.com/safari/' },
] as const;

/** The other-browser view; Internet Explorer gets public/legacy/unsupported-ie.js instead. */
export function UnsupportedBrowserPage() {
  const intl = useIntl();
  return (
    <div className="container page status-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: 'unsupported.title' })}</h1>
      <p>{intl.formatMessage({ id: 'unsupported.body' })}</p>
      <ul className="browser-list">
        {browserDownloads.map((browser) => (
          <li key={browser.name}>
            <a href={browser.href} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage({ id: 'unsupported.download' }, { browser: browser.name })}
              <span className="visually-hidden"> {intl.formatMessage({ id: 'layout.opensInNewTab' })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Features the portal relies on; a browser lacking any of them sees the page above. */
export function isSupportedBrowser(): boolean {
  return (
    typeof window.fetch === 'function' &&
    typeof window.structuredClone === 'function' &&
    typeof Array.prototype.at === 'function' &&
    typeof window.CSS !== 'undefined' &&
    window.CSS.supports('display', 'grid')
  );
}
