import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { idleTimeoutMachine } from '../../../../machines/session/idleTimeout/idleTimeout.machine.ts';
import type { IdleTimeoutInput } from '../../../../machines/session/idleTimeout/idleTimeout.types.ts';
import { listenForActivity } from '../../../../src/app/session/browserListeners.ts';
import { IdleTimeoutDialog } from '../../../../src/features/session/idleTimeout/IdleTimeoutDialog.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { delayOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The channel on which the portal's tabs share their activity (src/app/session/browserListeners.ts). */
const activityChannel = 'portal-activity';

/**
 * Idle-timeout paths on the session-expiry dialog (src/features/session/idleTimeout/IdleTimeoutDialog.tsx),
 * with the portal's own activity listener: a key press in this page is activity here, a message
 * from another tab on the activity channel is activity elsewhere. The idle clock is simulated;
 * Continue's token refresh is a call the path settles.
 */
const adapter = defineViewAdapter(idleTimeoutMachine, {
  machine: 'idleTimeout',
  async render(path) {
    const input = path.input as IdleTimeoutInput;
    const refreshes = pendingCalls<[], void>();
    const clock = new SimulatedClock();
    const received: string[] = [];
    const actor = createActor(
      idleTimeoutMachine.provide({
        actors: {
          listenForActivity: fromCallback(({ sendBack }) => listenForActivity(sendBack)),
          refreshSession: fromPromise(() => refreshes.fn()),
        },
      }),
      {
        input,
        clock,
        inspect: (inspection) => {
          if (inspection.type === '@xstate.event' && inspection.actorRef === actor) received.push(inspection.event.type);
        },
      },
    );
    actor.start();
    const otherTab = new BroadcastChannel(activityChannel);
    const { user } = await renderPortal(
      <>
        <button type="button">page</button>
        <IdleTimeoutDialog actor={actor} />
      </>,
    );
    const dialog = () => screen.queryByRole('alertdialog', { name: text('shell.idle.title') });
    const advance = (ms: number) =>
      act(() => {
        clock.increment(ms);
      });
    return {
      async perform({ event }) {
        const delay = delayOf(event);
        if (isOutcome(event)) {
          await settle(refreshes, event);
        } else if (delay === 'untilDialog') {
          advance(input.idleLimitMs);
        } else if (delay === 'untilAutoLogout') {
          advance(input.autoLogoutMs - input.idleLimitMs);
        } else if (event.type === 'activity') {
          const before = received.length;
          await user.keyboard('{Shift}');
          expect(received.slice(before), 'a key press reaches the machine as activity').toContain('activity');
        } else if (event.type === 'activity.elsewhere') {
          const before = received.length;
          otherTab.postMessage({ type: 'activity', at: Date.now() });
          await waitFor(() => expect(received.slice(before)).toContain('activity.elsewhere'));
        } else if (event.type === 'idle.continue') {
          await user.click(within(dialog()!).getByRole('button', { name: text('shell.idle.continue') }));
        } else if (event.type === 'idle.logout') {
          await user.click(within(dialog()!).getByRole('button', { name: text('shell.idle.logOut') }));
        } else {
          throw new Error(`idleTimeout adapter: nothing performs ${event.type}`);
        }
      },
      expectView(snapshot) {
        if (snapshot.hasTag('dialog')) {
          const shown = dialog();
          expect(shown).not.toBeNull();
          expect(shown).toHaveAccessibleDescription(text('error.GEN017'));
          const busy = snapshot.hasTag('busy');
          for (const button of within(shown!).getAllByRole('button')) expect(button).toHaveProperty('disabled', busy);
        } else {
          expect(dialog()).toBeNull();
        }
        // Continue refreshes the tokens once; nothing else does.
        expect(refreshes.waiting).toHaveLength(snapshot.matches('continuing') ? 1 : 0);
        if (snapshot.status === 'done') {
          // The session ends with the reason the dialog (or the clock) gave.
          expect(actor.getSnapshot().status).toBe('done');
          expect(actor.getSnapshot().output).toEqual({ reason: snapshot.context.endReason });
        } else {
          expect(actor.getSnapshot().status).toBe('active');
        }
      },
      dispose() {
        otherTab.close();
        actor.stop();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
