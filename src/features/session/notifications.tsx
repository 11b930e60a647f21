import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSessionView } from './sessionContext.ts';
import { notificationBannerMachine } from '../../../machines/session/notificationBanner/notificationBanner.machine.ts';
import {
  connectNotificationBanner,
  type NotificationBannerViewModel,
} from '../../../machines/session/notificationBanner/notificationBanner.connect.ts';
import { useShellServices } from './shellCalls.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import type { Language } from '../../domain/language.ts';

type NotificationsActorRef = ActorRefFrom<typeof notificationBannerMachine>;

const NotificationsContext = createContext<NotificationBannerViewModel | null>(null);

/** The banner, outage count and unread badge of the signed-in frame; null outside it or while starting. */
export function useNotifications(): NotificationBannerViewModel | null {
  return useContext(NotificationsContext);
}

/** Holds the running actor of the current account, so the provider above it never remounts. */
function createActorSlot() {
  let current: NotificationsActorRef | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach: (actor: NotificationsActorRef) => {
      current = actor;
      notify();
      return () => {
        if (current === actor) {
          current = undefined;
          notify();
        }
      };
    },
  };
}
type ActorSlot = ReturnType<typeof createActorSlot>;

/** The machine of one account: a new account mounts a new one (its banner, count and badge load again). */
function NotificationsActor({ accountNumber, language, slot }: { accountNumber: string | null; language: Language; slot: ActorSlot }) {
  const services = useShellServices();
  const { settings } = useSessionView();
  const [now] = useState(() => new Date());
  const actor = useActorRef(
    notificationBannerMachine.provide({
      actors: {
        loadBannerData: fromPromise(() =>
          accountNumber ? services.loadBannerData(accountNumber, language) : Promise.reject(new Error('no account selected')),
        ),
        loadOutageCount: fromPromise(() => services.loadOutageCount()),
        loadUnreadCount: fromPromise(() => services.loadUnreadCount()),
      },
    }),
    { input: { now, unreadCount: 0, inboxPollMs: settings.inboxPollMs } },
  );
  useEffect(() => slot.attach(actor), [slot, actor]);
  return null;
}

/**
 * Runs the notification-banner machine for the selected account and shares its view model with
 * the header (badge), the banner and the dashboard (outage count), without remounting the page
 * when the account changes.
 */
export function NotificationsProvider({ accountNumber, children }: { accountNumber: string | null; children: ReactNode }) {
  const [slot] = useState(createActorSlot);
  const { language } = useLanguage();
  const actor = useSyncExternalStore(slot.subscribe, slot.get, slot.get);
  const snapshot = useSelector(actor, (state) => state);
  const view = useMemo(() => (actor && snapshot ? connectNotificationBanner(snapshot, actor.send) : null), [snapshot, actor]);
  return (
    <>
      {/* A new account or language mounts a new machine: the notices load again in its words. */}
      <NotificationsActor key={`${accountNumber ?? 'none'} ${language}`} accountNumber={accountNumber} language={language} slot={slot} />
      <NotificationsContext.Provider value={view}>{children}</NotificationsContext.Provider>
    </>
  );
}
