import { useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSessionView } from './sessionContext.ts';
import { LanguageSelector } from '../../ui/layout/LanguageSelector.tsx';
import { AccountSelector } from './accountSelection/AccountSelector.tsx';
import { isCurrentPath, useCurrentPath } from './hooks.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { groupLabel, useEntryLabel, useNavigationSections } from './navigation.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { PersonaMenu } from './personaSwitch/PersonaMenu.tsx';

/** The drawer's content: welcome line, bell, account menu, the navigation, language and sign-out. */
function DrawerContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const intl = useIntl();
  const { session } = useSessionView();
  const sections = useNavigationSections();
  const label = useEntryLabel();
  const current = useCurrentPath();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <>
      <div className="drawer__top">
        <h2 id={titleId} className="drawer__welcome">
          {t('shell.drawer.welcome', { name: session.user?.fullName ?? '' })}
        </h2>
        <button type="button" className="icon-button" aria-label={t('shell.drawer.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="drawer__tools">
        <NotificationBell />
        <PersonaMenu />
      </div>
      <AccountSelector className="drawer__accounts" />
      {sections.length > 0 ? (
        <nav className="drawer__nav" aria-label={t('layout.mainNavigation')}>
          {sections.map((section) => (
            <div key={section.group} className="drawer__section">
              {section.single ? null : <h3 className="drawer__heading">{groupLabel(intl, section.group)}</h3>}
              <ul className="drawer__list">
                {section.entries.map((entry) => {
                  const here = isCurrentPath(current, entry.path);
                  return (
                    <li key={entry.id}>
                      <Link
                        to={entry.path as never}
                        className={here ? 'drawer__link drawer__link--current' : 'drawer__link'}
                        aria-current={here ? 'page' : undefined}
                        onClick={onClose}
                      >
                        {label(entry)}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
      ) : null}
      <LanguageSelector />
      <button type="button" className="button button--secondary drawer__signout" onClick={session.logout}>
        {t('shell.user.signOut')}
      </button>
    </>
  );
}

/**
 * The mobile drawer (below the large breakpoint): a button opening a modal dialog with the
 * welcome line, the navigation, the bell, the account menu and sign-out. Focus stays inside while
 * it is open; Escape or the close button closes it and focus returns to the button.
 */
export function MobileDrawer({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(initiallyOpen);
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button drawer-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span>{intl.formatMessage({ id: 'shell.drawer.open' })}</span>
      </button>
      {open ? (
        <ModalDialog labelledBy={titleId} className="drawer" onClose={close}>
          <DrawerContent titleId={titleId} onClose={close} />
        </ModalDialog>
      ) : null}
    </>
  );
}
