/**
 * The browser side of the session machines: activity in this tab and in others, and session
 * changes made by other tabs. Each returns its cleanup, as fromCallback actors expect.
 */
import type { CrossTabEvent } from '../../../machines/session/crossTab/crossTab.machine.ts';
import type { IdleTimeoutEvent } from '../../../machines/session/idleTimeout/idleTimeout.types.ts';
import { lastActivityKey, twoFactorKey, userIdKey } from './browserStorage.ts';

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll', 'mousemove'] as const;
/** Activity is reported at most this often: enough for a 29-minute clock. */
const activityThrottleMs = 5_000;
const activityChannel = 'portal-activity';
const sessionChannel = 'portal-session';

function openChannel(name: string): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
}

export function listenForActivity(sendBack: (event: IdleTimeoutEvent) => void): () => void {
  const channel = openChannel(activityChannel);
  let last = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - last < activityThrottleMs) return;
    last = now;
    sendBack({ type: 'activity' });
    channel?.postMessage({ type: 'activity', at: now });
    try {
      window.localStorage.setItem(lastActivityKey, String(now));
    } catch {
      // The channel still tells the other tabs.
    }
  };
  const onOtherTab = () => sendBack({ type: 'activity.elsewhere' });
  for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true, capture: true });
  channel?.addEventListener('message', onOtherTab);
  return () => {
    for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
    channel?.close();
  };
}

export function listenToOtherTabs(sendBack: (event: CrossTabEvent) => void): () => void {
  const channel = openChannel(sessionChannel);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === null) sendBack({ type: 'tab.loggedOut' }); // storage cleared
    else if (event.key === userIdKey) sendBack(event.newValue === null ? { type: 'tab.loggedOut' } : { type: 'tab.userChanged' });
    else if (event.key === twoFactorKey && event.newValue !== null) sendBack({ type: 'tab.twoFactorChanged' });
  };
  const onMessage = (message: MessageEvent<{ type?: string }>) => {
    if (message.data?.type === 'logout') sendBack({ type: 'tab.loggedOut' });
  };
  window.addEventListener('storage', onStorage);
  channel?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.close();
  };
}

/** Tells the other tabs this one logged out. */
export function announceLogout() {
  const channel = openChannel(sessionChannel);
  channel?.postMessage({ type: 'logout' });
  channel?.close();
}
