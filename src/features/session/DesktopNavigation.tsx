import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { NavigationEntry } from '../../domain/navigation.ts';
import { ChevronIcon } from '../../ui/icons/Icons.tsx';
import { isCurrentPath, useCurrentPath } from './hooks.ts';
import { groupLabel, useEntryLabel, useNavigationSections, type NavigationSection } from './navigation.ts';

interface EntryLinkProps {
  entry: NavigationEntry;
  current: boolean;
  label: string;
  onNavigate?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

function EntryLink({ entry, current, label, onNavigate, onKeyDown, onBlur }: EntryLinkProps) {
  return (
    <Link
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      // Menu paths come from the navigation rules; only built pages are listed (isBuilt).
      to={entry.path as never}
      className={current ? 'signed-nav__link signed-nav__link--current' : 'signed-nav__link'}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {label}
    </Link>
  );
}

/** One group as a disclosure: a button that shows or hides its list of links. */
function GroupDisclosure({
  section,
  open,
  onToggle,
  onClose,
}: {
  section: NavigationSection;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const label = useEntryLabel();
  const current = useCurrentPath();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLLIElement>(null);
  const containsCurrent = section.entries.some((entry) => isCurrentPath(current, entry.path));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus leaving the group (Tab past its last link, a click elsewhere) closes it.
    if (open && !groupRef.current?.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <li className="signed-nav__group" ref={groupRef}>
      <button
        ref={buttonRef}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        type="button"
        className={containsCurrent ? 'signed-nav__toggle signed-nav__toggle--current' : 'signed-nav__toggle'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {groupLabel(intl, section.group)}
        <ChevronIcon open={open} />
      </button>
      <ul id={listId} className="signed-nav__menu" hidden={!open}>
        {section.entries.map((entry) => (
          <li key={entry.id}>
            <EntryLink
              entry={entry}
              current={isCurrentPath(current, entry.path)}
              label={label(entry)}
              onNavigate={onClose}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The desktop navigation (from the large breakpoint up): Home, the Account, Billing, Services,
 * Usage and Ways To Save menus (disclosure buttons), Outages and Contact Us; only the entries the
 * user may see and whose page exists; aria-current marks the page shown.
 */
export function DesktopNavigation() {
  const intl = useIntl();
  const sections = useNavigationSections();
  const label = useEntryLabel();
  const current = useCurrentPath();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openGroup) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [openGroup]);

  if (sections.length === 0) return null;
  return (
    <nav ref={root} className="signed-nav" aria-label={intl.formatMessage({ id: 'layout.mainNavigation' })}>
      <ul className="signed-nav__list container">
        {sections.map((section) =>
          section.single ? (
            section.entries.map((entry) => (
              <li key={entry.id} className="signed-nav__item">
                <EntryLink entry={entry} current={isCurrentPath(current, entry.path)} label={label(entry)} />
              </li>
            ))
          ) : (
            <GroupDisclosure
              key={section.group}
              section={section}
              open={openGroup === section.group}
              onToggle={() => setOpenGroup((open) => (open === section.group ? null : section.group))}
              onClose={() => setOpenGroup(null)}
            />
          ),
        )}
      </ul>
    </nav>
  );
}
