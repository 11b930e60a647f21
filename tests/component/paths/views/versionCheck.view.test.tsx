import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { versionCheckMachine } from '../../../../machines/session/versionCheck/versionCheck.machine.ts';
import { appVersion } from '../../../../src/domain/constants.ts';
import { VersionOffer } from '../../../../src/features/session/versionCheck/VersionOffer.tsx';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderSignedIn } from '../../../../stories/support/sessionRender.tsx';
import { text } from '../../support/render.tsx';
import { delayOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/**
 * Version check paths on VersionOffer (src/features/session): the deployed-version reads are calls
 * the path settles, the check interval runs on a fake clock, Reload and Not now are the buttons.
 */
const adapter = defineViewAdapter(versionCheckMachine, {
  machine: 'versionCheck',
  async render(path) {
    const { loadedVersion, intervalMs } = path.input as { loadedVersion: string; intervalMs: number };
    // The view compares with the version it was built as.
    expect(loadedVersion).toBe(appVersion);
    // The deployed version is not part of the model's state identity: read it from the replay.
    const exact = replay(path);
    const reads = pendingCalls<[], string>();
    const clearCachesAndReload = vi.fn();
    await renderSignedIn(<VersionOffer />, {
      services: { fetchDeployedVersion: reads.fn, clearCachesAndReload, versionCheckIntervalMs: intervalMs },
    });
    // Texts and router settle with real timers; the check interval runs on a fake clock from here on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let checks = 1;
    const offer = () => screen.queryByRole('status');
    return {
      async perform({ event }) {
        if (isOutcome(event)) {
          await settle(reads, event);
        } else if (delayOf(event) === 'checkInterval') {
          act(() => {
            vi.advanceTimersByTime(intervalMs);
          });
          checks += 1;
        } else if (event.type === 'version.reload') {
          fireEvent.click(within(offer()!).getByRole('button', { name: text('shell.version.reload') }));
        } else if (event.type === 'version.dismiss') {
          fireEvent.click(within(offer()!).getByRole('button', { name: text('shell.version.later') }));
        } else {
          throw new Error(`versionCheck adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step) as typeof model;
        expect(snapshot.value).toEqual(model.value);
        // One read at start and one per interval, never more.
        expect(reads.made).toHaveLength(checks);
        expect(reads.waiting).toHaveLength(snapshot.matches('checking') ? 1 : 0);
        if (snapshot.hasTag('offer')) {
          const notice = offer();
          expect(notice).not.toBeNull();
          expect(notice).toHaveTextContent(text('shell.version.title'));
          expect(notice).toHaveTextContent(
            formatCatalogueText('shell.version.body', { version: snapshot.context.deployedVersion ?? '', current: appVersion }),
          );
        } else {
          expect(offer()).toBeNull();
        }
        expect(clearCachesAndReload).toHaveBeenCalledTimes(snapshot.matches('reloading') ? 1 : 0);
      },
      dispose() {
        vi.useRealTimers();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
