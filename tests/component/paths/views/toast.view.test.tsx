import { useEffect } from 'react';
import { act, fireEvent, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { toastMachine } from '../../../../machines/common/toast/toast.machine.ts';
import type { ToastRequest } from '../../../../machines/common/toast/toast.types.ts';
import { limits } from '../../../../src/domain/constants.ts';
import { ToastRegion, useShowToast } from '../../../../src/ui/toast.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** Any feature asks for toasts through useShowToast(); the one toast region shows them. */
function ToastHarness({ onReady }: { onReady: (show: (toast: ToastRequest) => void) => void }) {
  const show = useShowToast();
  useEffect(() => onReady(show), [onReady, show]);
  return <ToastRegion />;
}

/** Toast machine paths on ToastRegion (src/ui/toast.tsx): what the user reads and the OK button. */
const adapter = defineViewAdapter(toastMachine, {
  machine: 'toast',
  async render() {
    let show: (toast: ToastRequest) => void = () => {
      throw new Error('ToastHarness not mounted');
    };
    await renderPortal(<ToastHarness onReady={(fn) => (show = fn)} />);
    // Texts load with real timers; the toast clock is faked from here on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const region = () => document.querySelector<HTMLElement>('.toast-region')!;
    return {
      async perform({ event }) {
        if (event.type === 'toast.show') {
          act(() => show((event as unknown as { toast: ToastRequest }).toast));
        } else if (event.type === 'toast.dismiss') {
          fireEvent.click(within(region()).getByRole('button', { name: text('toast.ok') }));
        } else if (event.type.startsWith('xstate.after.autoClose.')) {
          act(() => {
            vi.advanceTimersByTime(limits.toastAutoCloseMs);
          });
        } else {
          throw new Error(`toast adapter: nothing performs ${event.type}`);
        }
      },
      expectView(snapshot) {
        const toast = snapshot.context.current;
        if (snapshot.hasTag('visible') && toast) {
          const shown = within(region()).getByRole(toast.kind === 'error' ? 'alert' : 'status');
          expect(shown).toHaveTextContent(text(toast.message));
          expect(within(shown).getByText(text(`toast.kind.${toast.kind}`))).toHaveClass('visually-hidden');
          expect(within(region()).getAllByRole('button', { name: text('toast.ok') })).toHaveLength(1);
        } else {
          expect(region()).toBeEmptyDOMElement();
        }
      },
      dispose() {
        vi.useRealTimers();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
