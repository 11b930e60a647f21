/** Who may open the service pages (route guards: kept apart from the views, out of the entry chunk). */
import { hasRight, rights } from '../../domain/rights.ts';

/** Who may open the tracker: the tracker-view right on the selected account. */
export const mayTrackServiceRequests = (session: { rights: readonly string[] }) => hasRight(session.rights, rights.trackerView);

/** Who may ask for a letter of credit or of service: the letter right on a selected account. */
export const mayAskForLetters = (session: { rights: readonly string[]; account: object | null }) => session.account !== null && hasRight(session.rights, rights.letterOfCredit);

/** Who may ask for another service: the right to create service requests, on a selected account. */
export const mayAskForOtherService = (session: { rights: readonly string[]; account: object | null }) => session.account !== null && hasRight(session.rights, rights.serviceCreate);
