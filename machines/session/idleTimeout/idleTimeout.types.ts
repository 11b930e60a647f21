export interface IdleTimeoutInput {
  /** Inactivity before the expiry dialog (document 2 section 9: 1,740,000 ms). */
  idleLimitMs: number;
  /** Inactivity after which the session ends by itself (1,800,000 ms). */
  autoLogoutMs: number;
}

type IdleTimeoutEndReason = 'timeout' | 'logout' | 'refreshFailed';

export interface IdleTimeoutContext extends IdleTimeoutInput {
  endReason: IdleTimeoutEndReason | null;
}

export type IdleTimeoutEvent =
  /** Keyboard, pointer, scroll or touch in this tab. */
  | { type: 'activity' }
  /** Activity in another tab of the portal: the session is shared. */
  | { type: 'activity.elsewhere' }
  | { type: 'idle.continue' }
  | { type: 'idle.logout' };

export type IdleTimeoutOutput = { reason: IdleTimeoutEndReason };

/** The state tags of the machine. */
export type IdleTimeoutTag = 'busy' | 'dialog';
