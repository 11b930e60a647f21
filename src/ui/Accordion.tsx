import { useId, useState, type ReactNode } from 'react';
import { ChevronIcon } from './icons/Icons.tsx';

export interface AccordionItem {
  key: string | number;
  title: string;
  content: ReactNode;
}

/** Disclosure list (WAI-ARIA accordion pattern): each question is a button that expands its answer. */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open.has(item.key);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div className="accordion__item" key={item.key}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() =>
                  setOpen((previous) => {
                    const next = new Set(previous);
                    if (next.has(item.key)) next.delete(item.key);
                    else next.add(item.key);
                    return next;
                  })
                }
              >
                <span>{item.title}</span>
                <ChevronIcon open={expanded} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
