import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { landlordPersona } from '../../../domain/landlordAgreement.ts';
import { useIsBuilt } from '../../session/hooks.ts';
import { useEntryLabel, useNavigationSections } from '../../session/navigation.ts';
import { useSession } from '../../session/sessionContext.ts';

/** The landlord agreement is no menu entry: the tracker offers it to a landlord (document 1 section 2). */
const landlordAgreementPath = '/LandlordAgreement';

/** A kind of request the customer may make now: where it opens and its label. */
export interface RequestLink {
  id: string;
  path: string;
  label: string;
}

/**
 * The requests this customer may make now: the Services menu's entries (the same rights, account
 * and feature rules, built pages only: src/domain/navigation.ts) but the tracker itself, and the
 * landlord agreement for a user with the landlord persona.
 */
export function useRequestLinks(): RequestLink[] {
  const intl = useIntl();
  const entryLabel = useEntryLabel();
  const session = useSession();
  const isBuilt = useIsBuilt();
  const services = useNavigationSections().find((section) => section.group === 'services')?.entries ?? [];
  const links: RequestLink[] = services.filter((entry) => entry.id !== 'serviceTracker').map((entry) => ({ id: entry.id, path: entry.path, label: entryLabel(entry) }));
  if ((session.user?.personas ?? []).includes(landlordPersona) && isBuilt(landlordAgreementPath)) {
    links.push({ id: 'landlordAgreement', path: landlordAgreementPath, label: intl.formatMessage({ id: 'service.landlordAgreement.title' }) });
  }
  return links;
}

/** The empty tracker's ways to make a request (nothing when the customer may make none). */
export function RequestLinks() {
  const intl = useIntl();
  const links = useRequestLinks();
  if (links.length === 0) return null;
  return (
    <>
      <p id="service-tracker-flows">{intl.formatMessage({ id: 'service.tracker.flows' })}</p>
      <ul className="service-tracker__flows" aria-labelledby="service-tracker-flows">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
