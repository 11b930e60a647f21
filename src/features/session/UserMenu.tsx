import { useIntl } from 'react-intl';
import { useSessionView } from './sessionContext.ts';
import { useIsBuilt } from './hooks.ts';
import { UserIcon } from './icons.tsx';
import { MenuButton, type MenuItem } from './MenuButton.tsx';

/** The profile page that also changes the password (document 1 section 2). */
const changePasswordPath = '/myprofile';

/** The user's full name as a menu: Change Password (once /myprofile exists) and Sign Out. */
export function UserMenu() {
  const intl = useIntl();
  const { session } = useSessionView();
  const isBuilt = useIsBuilt();
  const t = (id: string) => intl.formatMessage({ id });
  const items: MenuItem[] = [
    ...(isBuilt(changePasswordPath) ? [{ key: 'password', to: changePasswordPath, content: t('shell.user.changePassword') }] : []),
    { key: 'signOut', content: t('shell.user.signOut'), onSelect: session.logout },
  ];
  return (
    <MenuButton
      className="user-menu"
      buttonClassName="user-menu__button"
      menuLabel={t('shell.user.menu')}
      button={
        <>
          <UserIcon />
          <span>{session.user?.fullName}</span>
        </>
      }
      items={items}
    />
  );
}
