import type { NoTags } from '../../common/effects.ts';
import type { MaintenanceItem } from '../../../src/domain/common.ts';

export interface MaintenanceInput {
  /** Maintenance checking is on (document 2 section 9: enabled). */
  enabled: boolean;
  /** Polling interval (document 2 section 9: 200,000 ms, configurable). */
  intervalMs: number;
  signedIn: boolean;
  path: string;
}

export interface MaintenanceContext extends MaintenanceInput {
  /** Message of the active maintenance item, shown on /Maintenance. */
  message: string | null;
}

export type MaintenanceEvent =
  | { type: 'route.changed'; path: string }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' };

export type MaintenanceStatus = MaintenanceItem[];

/** The machine tags no state. */
export type MaintenanceTag = NoTags;
