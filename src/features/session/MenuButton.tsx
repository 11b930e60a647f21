import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronIcon } from '../../ui/icons/Icons.tsx';

export interface MenuItem {
  key: string;
  content: ReactNode;
  /** Accessible name, when the content says more than the name should. */
  label?: string;
  /** In a single-choice menu (the account selector): the chosen item. */
  checked?: boolean;
  /** An action... */
  onSelect?: () => void;
  /** ...or a page of the portal. */
  to?: string;
}

interface MenuButtonProps {
  /** The button's content. */
  button: ReactNode;
  /** The button's accessible name when its content is not enough (an icon, a short label). */
  buttonLabel?: string;
  /** The menu's accessible name (defaults to the button's). */
  menuLabel?: string;
  items: MenuItem[];
  /** Single-choice items (menuitemradio with aria-checked) instead of commands. */
  choice?: boolean;
  disabled?: boolean;
  className?: string;
  buttonClassName?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
}

/**
 * A menu button (WAI-ARIA APG "menu button"): Enter, Space or Arrow Down open the menu on its
 * first item, Arrow Up on its last; in the menu Arrow keys move (wrapping), Home and End jump,
 * Escape closes and returns to the button, Tab closes and moves on. A click outside closes it.
 */
export function MenuButton({
  button,
  buttonLabel,
  menuLabel,
  items,
  choice = false,
  disabled = false,
  className,
  buttonClassName,
  align = 'end',
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const openAt = (index: number) => {
    if (items.length === 0) return;
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number | undefined> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const select = (item: MenuItem) => {
    close(!item.to);
    item.onSelect?.();
  };

  const role = choice ? 'menuitemradio' : 'menuitem';
  return (
    <div className={['menu-button', className].filter(Boolean).join(' ')} ref={root}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={['menu-button__trigger', buttonClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        disabled={disabled}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
        <ChevronIcon open={open} />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={menuLabel}
          aria-labelledby={menuLabel ? undefined : buttonId}
          className={`menu-button__menu menu-button__menu--${align}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.key} role="none">
              {item.to ? (
                <Link
                  to={item.to as never}
                  ref={(element: HTMLAnchorElement | null) => {
                    itemRefs.current[index] = element;
                  }}
                  role={role}
                  tabIndex={-1}
                  aria-label={item.label}
                  className="menu-button__item"
                  onClick={() => select(item)}
                >
                  {item.content}
                </Link>
              ) : (
                <button
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role={role}
                  tabIndex={-1}
                  aria-label={item.label}
                  aria-checked={choice ? Boolean(item.checked) : undefined}
                  className="menu-button__item"
                  onClick={() => select(item)}
                >
                  {item.content}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
