import { useId, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';

/** The success page of a service flow: its heading (focused), what was made, and the way to the tracker. */
export function ServiceDone({ headingRef, children, trackerLink }: { headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode; trackerLink?: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage({ id: 'service.stop.doneTitle' })}
      </h2>
      <p>{children}</p>
      {trackerLink ? <p>{trackerLink}</p> : null}
    </section>
  );
}
