import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastRequest } from '../../machines/common/toast/toast.types.ts';
import { limits } from '../../src/domain/constants.ts';
import type { Language } from '../../src/domain/language.ts';
import { ToastRegion, useShowToast } from '../../src/ui/toast.tsx';
import { renderPortal, text } from './support/render.tsx';

/** A view that asks for toasts, as any feature does, next to the one toast region. */
function ToastHarness({ toasts }: { toasts: ToastRequest[] }) {
  const show = useShowToast();
  return (
    <>
      <button type="button" onClick={() => toasts.forEach(show)}>
        request toasts
      </button>
      <ToastRegion />
    </>
  );
}

async function setup(toasts: ToastRequest[], language: Language = 'EN_US') {
  // Texts load with real timers; the toast clock is faked from then on (XState reads setTimeout per call).
  const view = await renderPortal(<ToastHarness toasts={toasts} />, { language });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  await act(async () => {
    screen.getByRole('button', { name: 'request toasts' }).click();
  });
  return view;
}

function okButton(language: Language = 'EN_US') {
  return screen.getByRole('button', { name: text('toast.ok', language) });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('shows a success toast as a status message with its kind and an OK button', async () => {
    await setup([{ kind: 'success', message: 'maintenance.over' }]);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent(text('maintenance.over'));
    expect(within(toast).getByText(text('toast.kind.success'))).toHaveClass('visually-hidden');
    expect(within(toast).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a warning toast as a status message', async () => {
    await setup([{ kind: 'warning', message: 'error.GEN017' }]);
    expect(screen.getByRole('status')).toHaveTextContent(text('error.GEN017'));
    expect(screen.getByText(text('toast.kind.warning'))).toBeInTheDocument();
  });

  it('announces error toasts with role alert', async () => {
    await setup([{ kind: 'error', message: 'language.loadFailed' }]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text('language.loadFailed'));
    expect(within(alert).getByText(text('toast.kind.error'))).toBeInTheDocument();
  });

  it('shows a server text as is and fills message values', async () => {
    await setup([
      { kind: 'success', raw: true, message: 'Payment of P 450.00 received. Receipt KP-2025-031401.' },
      { kind: 'success', message: 'footer.utilityPhone', values: { phone: '16266' } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Payment of P 450.00 received. Receipt KP-2025-031401.');
    await act(async () => okButton().click());
    expect(screen.getByRole('status')).toHaveTextContent('Customer support: 16266');
  });

  it('shows one toast at a time; OK dismisses it and shows the next queued one', async () => {
    await setup([
      { kind: 'success', message: 'maintenance.over' },
      { kind: 'warning', message: 'error.GEN429' },
      { kind: 'error', message: 'error.GEN500' },
    ]);
    expect(screen.getAllByRole('button', { name: 'OK' })).toHaveLength(1);
    expect(screen.getByText(text('maintenance.over'))).toBeInTheDocument();
    expect(screen.queryByText(text('error.GEN429'))).toBeNull();

    await act(async () => okButton().click());
    expect(screen.queryByText(text('maintenance.over'))).toBeNull();
    expect(screen.getByText(text('error.GEN429'))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'OK' })).toHaveLength(1);

    await act(async () => okButton().click());
    expect(screen.getByRole('alert')).toHaveTextContent(text('error.GEN500'));

    await act(async () => okButton().click());
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it(`closes by itself after ${limits.toastAutoCloseMs} ms, then shows the next one for its own ${limits.toastAutoCloseMs} ms`, async () => {
    expect(limits.toastAutoCloseMs).toBe(5000);
    await setup([
      { kind: 'success', message: 'maintenance.over' },
      { kind: 'error', message: 'error.GEN500' },
    ]);
    advance(4999);
    expect(screen.getByText(text('maintenance.over'))).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(text('maintenance.over'))).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(text('error.GEN500'));
    advance(4999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('a toast dismissed early does not shorten the next one', async () => {
    await setup([
      { kind: 'success', message: 'maintenance.over' },
      { kind: 'warning', message: 'error.GEN429' },
    ]);
    advance(3000);
    await act(async () => okButton().click());
    advance(4000);
    expect(screen.getByText(text('error.GEN429'))).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText(text('error.GEN429'))).toBeNull();
  });

  it('speaks the chosen language', async () => {
    await setup([{ kind: 'error', message: 'language.loadFailed' }], 'ES');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text('language.loadFailed', 'ES'));
    expect(within(alert).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });
});
