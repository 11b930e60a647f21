import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { breakpoints } from '../domain/constants.ts';

/** Phones (up to the small breakpoint of document 2 section 9, 767px): lists read as cards. */
const narrowScreenQuery = `(max-width: ${breakpoints.sm}px)`;

/** Whether the screen is a phone's; false where media queries are unknown (tests without a browser). */
export function useNarrowScreen(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(narrowScreenQuery);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(narrowScreenQuery).matches : false);
  return useSyncExternalStore(subscribe, read, () => false);
}

interface CardField {
  key: string;
  label: string;
  value: ReactNode;
}

/** One row of a history table as a card: what a customer looks for first, then the rest. */
export interface HistoryCard {
  key: string;
  /** The date (its label and value): the card's first line. */
  date: CardField;
  /** The amount, large. */
  amount?: CardField;
  /** The status badge, beside the date. */
  status?: CardField;
  /** The other columns, in the table's order. */
  fields: CardField[];
  /** Buttons of the row (Cancel...), below its facts. */
  actions?: ReactNode;
}

function Fact({ field, className }: { field: CardField; className: string }) {
  return (
    <div className={className}>
      <dt>{field.label}</dt>
      <dd>{field.value}</dd>
    </div>
  );
}

/**
 * A history table on a phone (issue 19, point 1): each row a card in a list that a screen reader
 * announces as "list, N items", each item its facts as term and value, date, amount and status
 * first. The same rows, the same words as the table's columns.
 */
export function HistoryCards({ labelledBy, cards }: { labelledBy: string; cards: HistoryCard[] }) {
  return (
    <ul className="history-cards" aria-labelledby={labelledBy}>
      {cards.map((card) => (
        <li key={card.key} className="history-card">
          <dl className="history-card__facts">
            <Fact field={card.date} className="history-card__date" />
            {card.status ? <Fact field={card.status} className="history-card__status" /> : null}
            {card.amount ? <Fact field={card.amount} className="history-card__amount" /> : null}
            {card.fields.map((field) => (
              <Fact key={field.key} field={field} className="history-card__field" />
            ))}
          </dl>
          {card.actions ? <div className="history-card__actions">{card.actions}</div> : null}
        </li>
      ))}
    </ul>
  );
}
