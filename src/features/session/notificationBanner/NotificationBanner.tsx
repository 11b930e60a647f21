import { useId, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationBannerViewModel } from '../../../../machines/session/notificationBanner/notificationBanner.connect.ts';
import type { BannerKind } from '../../../domain/notificationBanner.ts';
import { bannerPalette } from './bannerColours.ts';
import { useNotifications } from '../notifications.tsx';

function useKindLabel() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (kind: BannerKind) =>
    kind === 'dnp'
      ? t('shell.banner.kind.dnp')
      : kind === 'outage'
        ? t('shell.banner.kind.outage')
        : kind === 'csp'
          ? t('shell.banner.kind.csp')
          : kind === 'service'
            ? t('shell.banner.kind.service')
            : t('shell.banner.kind.preference');
}

/** The top notification banner from its view model (the frame's machine, or a story's). */
function NotificationBannerView({ view }: { view: Pick<NotificationBannerViewModel, 'banner' | 'buttons'> }) {
  const intl = useIntl();
  const headingId = useId();
  const kindLabel = useKindLabel();
  const { banner, buttons } = view;
  if (!banner) return null;
  const palette = bannerPalette(banner.colour);
  return (
    <section
      className={`notification-banner notification-banner--${banner.kind}`}
      aria-labelledby={headingId}
      // Custom properties, so the pressed button can swap them (text stays readable on any colour).
      style={{ '--banner-bg': palette.background, '--banner-fg': palette.text } as CSSProperties}
    >
      <div className="container notification-banner__inner">
        <h2 id={headingId} className="visually-hidden">
          {intl.formatMessage({ id: 'shell.banner.heading' })}
        </h2>
        {/* A new message (a numbered button) is read out without moving focus. */}
        <div className="notification-banner__message" aria-live="polite" aria-atomic="true">
          <p className="notification-banner__kind">{kindLabel(banner.kind)}</p>
          {banner.title ? <p className="notification-banner__title">{banner.title}</p> : null}
          {banner.detail ? <p className="notification-banner__detail">{banner.detail}</p> : null}
        </div>
        {buttons.length > 1 ? (
          <div className="notification-banner__buttons" role="group" aria-label={intl.formatMessage({ id: 'shell.banner.choose' })}>
            {buttons.map((button) => (
              <button
                key={button.number}
                type="button"
                className="notification-banner__button"
                aria-pressed={button.current}
                aria-label={intl.formatMessage({ id: 'shell.banner.message' }, { number: button.number, total: buttons.length })}
                onClick={button.select}
              >
                {button.number}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The banner of the signed-in frame: DNP, outage, CSP, service order and preference messages. */
export function NotificationBanner() {
  const view = useNotifications();
  return view ? <NotificationBannerView view={view} /> : null;
}
