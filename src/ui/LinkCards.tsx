import { Link } from '@tanstack/react-router';

export interface LinkCard {
  /** A stable key (the navigation entry id, say). */
  id: string;
  to: string;
  title: string;
  body?: string;
}

/**
 * Pages a reader can go to, as cards: each card's heading is its link (one link per card, named by
 * the page), with a sentence on what the page does. Overview pages and the landing page use it.
 */
export function LinkCards({ cards, labelledBy }: { cards: readonly LinkCard[]; labelledBy?: string }) {
  return (
    <ul className="card-grid link-cards" aria-labelledby={labelledBy}>
      {cards.map((card) => (
        <li key={card.id} className="card">
          <h2>
            <Link to={card.to}>{card.title}</Link>
          </h2>
          {card.body ? <p>{card.body}</p> : null}
        </li>
      ))}
    </ul>
  );
}
