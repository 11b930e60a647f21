import { Fragment } from 'react';
import { numberGroups } from '../domain/numberGroups.ts';

/**
 * A long number (token, meter, reference, confirmation) in groups of four: a narrow screen wraps
 * between groups (<wbr>), never inside one (each group is nowrap). The text is the value itself,
 * so copying it or reading it aloud gives the number whole; the gaps are spacing only.
 */
export function GroupedNumber({ value, className }: { value: string; className?: string }) {
  const groups = numberGroups(value);
  return (
    <span className={['grouped-number', className].filter(Boolean).join(' ')}>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="grouped-number__group">{group}</span>
        </Fragment>
      ))}
    </span>
  );
}
