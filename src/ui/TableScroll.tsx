import { useId, type ReactElement } from 'react';

/**
 * A table that may be wider than a phone, in a box that scrolls sideways: the box is a keyboard stop
 * and a region named by the table's caption, so a keyboard user can scroll it too (axe:
 * scrollable-region-focusable). `children` gets the id to put on its <caption>.
 */
export function TableScroll({ children }: { children: (captionId: string) => ReactElement }) {
  const captionId = useId();
  return (
    // A scroll box must take the focus to be scrolled by keyboard (WCAG 2.1.1); the region names it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="billing-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      {children(captionId)}
    </div>
  );
}
