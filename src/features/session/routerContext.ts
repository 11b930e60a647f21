import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import type { Language } from '../../domain/language.ts';

/**
 * What every route's loader and guard, and the menus, read from the router (src/app/router.tsx
 * gives it). Declared here, with the session area, because features never import src/app.
 */
export interface RouterContext {
  /** Loaders fetch server texts (FAQ, terms...) in the current language. */
  language: Language;
  /** The session as it is now (a getter: guards must never see a stale one). */
  session: () => SessionViewModel | null;
  /** Whether a page exists yet (pre-login redirects and menu entries wait for their page). */
  isBuilt: (path: string) => boolean;
}
