import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { notificationBannerMachine } from '../../machines/session/notificationBanner/notificationBanner.machine.ts';
import { connectNotificationBanner } from '../../machines/session/notificationBanner/notificationBanner.connect.ts';
import { bannerItems, type NotificationBannerData } from '../../src/domain/notificationBanner.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const now = new Date('2026-11-22T10:00:00Z');

const full: NotificationBannerData = {
  dnpNotoficationTitle: 'Disconnection notice',
  dnpNotificationDetail: 'Pay BWP 512.40 by 30 Nov to avoid disconnection.',
  dnpLastUpdated: '2026-11-19T08:00:00Z',
  outageTitle: 'Planned outage in Maun',
  outageDetail: 'Sunday 08:00-12:00',
  cspNotoficationTitle: 'Agent note',
  cspNotificationDetail: 'Call back requested',
  colorCode: '#1565c0',
  serviceTitle: 'Move-in confirmed',
  serviceDetail: 'Your service starts on 1 Dec.',
  notificationTitle: 'Go paperless',
  notificationDetail: 'Turn on paperless billing.',
};

describe('banner items', () => {
  it('orders DNP, outage, CSP, service, preference with their colours', () => {
    expect(bannerItems(full, now).map((item) => [item.kind, item.colour])).toEqual([
      ['dnp', 'red'],
      ['outage', 'amber'],
      ['csp', '#1565c0'],
      ['service', 'green'],
      ['preference', 'amber'],
    ]);
  });

  it('drops a DNP notice last updated more than 5 days ago', () => {
    const old = { ...full, dnpLastUpdated: '2026-11-16T09:00:00Z' };
    expect(bannerItems(old, now)[0]?.kind).toBe('outage');
    expect(bannerItems({ ...full, dnpLastUpdated: null }, now)[0]?.kind).toBe('outage');
  });

  it('skips empty messages', () => {
    expect(bannerItems({ serviceTitle: '  ', serviceDetail: null }, now)).toEqual([]);
  });
});

function start(options: { data?: NotificationBannerData | Error; counts?: number[]; unread?: number | Error; storedUnread?: number }) {
  const clock = new SimulatedClock();
  let outageCalls = 0;
  const machine = notificationBannerMachine.provide({
    actors: {
      loadBannerData: fromPromise(async () => {
        if (options.data instanceof Error) throw options.data;
        return options.data ?? {};
      }),
      loadOutageCount: fromPromise(async () => {
        const value = options.counts?.[outageCalls] ?? 0;
        outageCalls += 1;
        return value;
      }),
      loadUnreadCount: fromPromise(async () => {
        if (options.unread instanceof Error) throw options.unread;
        return options.unread ?? 0;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { now, unreadCount: options.storedUnread ?? 0, inboxPollMs: 300_000 } }).start();
  const view = () => connectNotificationBanner(actor.getSnapshot(), actor.send);
  return { clock, actor, view, outageCalls: () => outageCalls };
}

describe('notification banner machine', () => {
  it('lists its regions and states', () => {
    const regions = notificationBannerMachine.root.states;
    expect(Object.keys(regions)).toEqual(['banner', 'outageCount', 'inbox']);
    expect(Object.keys(regions.banner!.states)).toEqual(['loading', 'showing', 'hidden']);
    expect(Object.keys(regions.outageCount!.states)).toEqual(['requesting', 'waitingToRepeat', 'repeating', 'settled']);
    expect(Object.keys(regions.inbox!.states)).toEqual(['loading', 'waiting']);
  });

  it('shows the first banner and switches with the numbered buttons', async () => {
    const { view } = start({ data: full });
    await flush();
    expect(view().banner?.kind).toBe('dnp');
    expect(view().buttons.map((b) => b.number)).toEqual([1, 2, 3, 4, 5]);
    view().buttons[2]!.select();
    expect(view().banner?.kind).toBe('csp');
    expect(view().buttons[2]!.current).toBe(true);
  });

  it('hides the banner when there is nothing or the call fails', async () => {
    const empty = start({ data: {} });
    const failed = start({ data: new Error('offline') });
    await flush();
    expect(empty.view().banner).toBeNull();
    expect(failed.view().banner).toBeNull();
    expect(failed.view().buttons).toEqual([]);
  });

  it('asks for the outage count again 10 seconds after the first answer', async () => {
    const { clock, view, outageCalls } = start({ counts: [120, 95] });
    await flush();
    expect(view().affectedCount).toBe(120);
    clock.increment(9_999);
    await flush();
    expect(outageCalls()).toBe(1);
    clock.increment(1);
    await flush();
    expect(outageCalls()).toBe(2);
    expect(view().affectedCount).toBe(95);
    clock.increment(60_000);
    await flush();
    expect(outageCalls()).toBe(2);
  });

  it('updates the unread badge only above 0 and caps it at 999', async () => {
    const zero = start({ unread: 0, storedUnread: 4 });
    const many = start({ unread: 1500 });
    const failed = start({ unread: new Error('offline'), storedUnread: 2 });
    await flush();
    expect(zero.view().unreadBadge).toBe('4');
    expect(many.view().unreadBadge).toBe('999');
    expect(failed.view().unreadBadge).toBe('2');
  });
});

describe('unread count polling', () => {
  it('asks for the unread count again at the configured interval, keeping the badge above 0', async () => {
    const clock = new SimulatedClock();
    const counts = [2, 0, 7];
    let calls = 0;
    const machine = notificationBannerMachine.provide({
      actors: {
        loadBannerData: fromPromise(async () => ({})),
        loadOutageCount: fromPromise(async () => 0),
        loadUnreadCount: fromPromise(async () => counts[Math.min(calls++, counts.length - 1)] ?? 0),
      },
    });
    const actor = createActor(machine, { clock, input: { now, unreadCount: 0, inboxPollMs: 60_000 } }).start();
    const badge = () => connectNotificationBanner(actor.getSnapshot(), actor.send).unreadBadge;
    await flush();
    expect(badge()).toBe('2');
    clock.increment(60_000);
    await flush();
    expect(calls).toBe(2);
    expect(badge()).toBe('2');
    clock.increment(59_999);
    await flush();
    expect(calls).toBe(2);
    clock.increment(1);
    await flush();
    expect(badge()).toBe('7');
  });
});
