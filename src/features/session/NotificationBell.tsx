import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useIsBuilt } from './hooks.ts';
import { BellIcon } from './icons.tsx';
import { useNotifications } from './notifications.tsx';

/** The message inbox (document 1 section 2, Account). */
export const notificationsPath = '/Notifications';

/** The bell with the unread badge (only above 0, capped at 999); a link once the inbox exists. */
export function NotificationBell() {
  const intl = useIntl();
  const isBuilt = useIsBuilt();
  const badge = useNotifications()?.unreadBadge ?? null;
  const name = badge
    ? intl.formatMessage({ id: 'shell.bell.unread' }, { count: Number(badge) })
    : intl.formatMessage({ id: 'shell.bell.none' });
  const content = (
    <>
      <BellIcon />
      {badge ? (
        <span className="bell__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </>
  );
  return isBuilt(notificationsPath) ? (
    <Link to={notificationsPath as never} className="bell" aria-label={name}>
      {content}
    </Link>
  ) : (
    <span className="bell" role="img" aria-label={name}>
      {content}
    </span>
  );
}
