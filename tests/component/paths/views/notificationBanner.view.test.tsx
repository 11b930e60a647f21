import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { notificationBannerMachine } from '../../../../machines/session/notificationBanner/notificationBanner.machine.ts';
import { sessionTimes } from '../../../../src/domain/constants.ts';
import type { NotificationBannerData } from '../../../../src/domain/notificationBanner.ts';
import { DashboardPage } from '../../../../src/features/dashboard/dashboardSummary/DashboardPage.tsx';
import { SignedInFrame } from '../../../../src/features/session/SignedInFrame.tsx';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { demoSettings, homeAccount } from '../../../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../../../stories/support/sessionRender.tsx';
import type { MachinePath } from '../../../../tooling/paths/engine.ts';
import { text } from '../../support/render.tsx';
import { delayOf, invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const selectedIndex = (event: { type: string }) => (event as unknown as { index: number }).index;

/** A banner.select whose numbered button is not on screen (no such message), if the path has one. */
function missingButton(path: MachinePath): number | null {
  const { snapshots } = replay(path);
  for (const [position, step] of path.steps.entries()) {
    if (step.event.type === 'banner.select') {
      const index = selectedIndex(step.event);
      const { items } = snapshots[position]!.context as { items: unknown[] };
      if (!Number.isInteger(index) || index < 0 || index >= items.length || items.length < 2) return index;
    }
  }
  return null;
}

/**
 * Notification banner paths on the signed-in frame around the dashboard (src/features/session):
 * the banner with its numbered buttons, the bell's unread badge in the header and the dashboard's
 * outage count. The banner, outage and unread calls are settled by the path; the outage count's
 * second ask runs on a fake clock.
 */
const adapter = defineViewAdapter(notificationBannerMachine, {
  machine: 'notificationBanner',
  skip(path) {
    const index = missingButton(path);
    return index === null ? false : `banner.select ${index}: there is no numbered button for that message on screen`;
  },
  async render(path) {
    // The counts are not part of the model's state identity: read them from the path's own replay.
    const exact = replay(path);
    const bannerData = pendingCalls<[string], NotificationBannerData>();
    const outageCounts = pendingCalls<[], number>();
    const unreadCounts = pendingCalls<[], number>();
    await renderSignedIn(
      <SignedInFrame layout="desktop" pageHoldMaxMs={null}>
        <DashboardPage />
      </SignedInFrame>,
      {
        session: { accounts: [homeAccount] },
        services: { loadBannerData: bannerData.fn, loadOutageCount: outageCounts.fn, loadUnreadCount: unreadCounts.fn },
      },
    );
    // Texts and router settle with real timers; the outage count's 10 s wait runs on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const callsOf = (invokeId: string) => {
      if (invokeId === 'loadBannerData') return bannerData;
      if (invokeId === 'loadOutageCount' || invokeId === 'repeatOutageCount') return outageCounts;
      if (invokeId === 'loadUnreadCount') return unreadCounts;
      throw new Error(`notificationBanner adapter: no call for ${invokeId}`);
    };
    const banner = () => screen.queryByRole('region', { name: text('shell.banner.heading') });
    return {
      async perform(step) {
        const { event } = step;
        if (isOutcome(event)) {
          await settle(callsOf(invokeIdOf(event)), event);
        } else if (delayOf(event) === 'outageCountRetry') {
          act(() => {
            vi.advanceTimersByTime(sessionTimes.outageCountRetryMs);
          });
        } else if (delayOf(event) === 'inboxPoll') {
          act(() => {
            vi.advanceTimersByTime(demoSettings.inboxPollMs);
          });
        } else if (event.type === 'banner.select') {
          const total = (exact.before(step).context as { items: unknown[] }).items.length;
          const name = formatCatalogueText('shell.banner.message', { number: selectedIndex(event) + 1, total });
          fireEvent.click(within(banner()!).getByRole('button', { name }));
        } else {
          throw new Error(`notificationBanner adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        const { items, index, affectedCount, unreadCount } = snapshot.context;

        // The banner: the current message, a numbered button per message when there are several.
        if (snapshot.hasTag('banner')) {
          const region = banner();
          expect(region).not.toBeNull();
          const current = items[index]!;
          expect(region).toHaveTextContent(current.title);
          expect(region).toHaveClass(`notification-banner--${current.kind}`);
          const buttons = within(region!).queryAllByRole('button');
          expect(buttons).toHaveLength(items.length > 1 ? items.length : 0);
          buttons.forEach((button, position) => expect(button).toHaveAttribute('aria-pressed', String(position === index)));
        } else {
          expect(banner()).toBeNull();
        }
        // The account's notices, asked in the reader's language (the views render in EN_US).
        expect(bannerData.waiting.map((call) => call.args)).toEqual(
          snapshot.matches({ banner: 'loading' }) ? [[homeAccount.accountNumber, 'EN_US']] : [],
        );

        // The page waits for the first banner and outage count, so that neither moves it on arrival.
        const holding = snapshot.hasTag('firstLoad');
        expect(screen.getByRole('main', { hidden: true }).getAttribute('aria-busy')).toBe(holding ? 'true' : null);
        if (holding) expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
        else expect(screen.getByRole('heading', { level: 1 })).toBeVisible();

        // The outage count on the dashboard, asked a second time 10 s after the first answer.
        const outages = screen.queryByRole('region', { name: text('dashboard.outages.title') });
        if (holding || affectedCount === null) {
          expect(outages).toBeNull();
        } else {
          expect(outages).toHaveTextContent(formatCatalogueText('dashboard.outages.affected', { count: affectedCount }));
        }
        const asking = snapshot.matches({ outageCount: 'requesting' }) || snapshot.matches({ outageCount: 'repeating' });
        expect(outageCounts.waiting).toHaveLength(asking ? 1 : 0);
        expect(outageCounts.made).toHaveLength(
          snapshot.matches({ outageCount: 'repeating' }) || snapshot.matches({ outageCount: 'settled' }) ? 2 : 1,
        );

        // The bell's badge in the header.
        const bellName =
          unreadCount > 0 ? formatCatalogueText('shell.bell.unread', { count: unreadCount }) : text('shell.bell.none');
        const bell = within(screen.getByRole('banner')).getByRole('img', { name: bellName });
        if (unreadCount > 0) expect(bell).toHaveTextContent(String(unreadCount));
        else expect(bell).toHaveTextContent('');
        expect(unreadCounts.waiting).toHaveLength(snapshot.matches({ inbox: 'loading' }) ? 1 : 0);
      },
      dispose() {
        vi.useRealTimers();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
