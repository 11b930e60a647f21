/** Who may open the service pages (route guards: kept apart from the views, out of the entry chunk). */
import { hasRight, rights } from '../../domain/rights.ts';

/** Who may open the tracker: the tracker-view right on the selected account. */
export const mayTrackServiceRequests = (session: { rights: readonly string[] }) => hasRight(session.rights, rights.trackerView);
