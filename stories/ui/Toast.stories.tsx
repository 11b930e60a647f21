import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ToastRequest } from '../../machines/common/toast/toast.types.ts';
import { ToastActor, ToastRegion } from '../../src/ui/toast.tsx';

/** Shows the given toasts on mount (queued, one at a time) and offers to show them again. */
function ToastDemo({ toasts }: { toasts: ToastRequest[] }) {
  const actor = ToastActor.useActorRef();
  useEffect(() => {
    for (const toast of toasts) actor.send({ type: 'toast.show', toast });
  }, [actor, toasts]);
  return (
    <div style={{ minHeight: '12rem' }}>
      <ToastRegion />
      <p className="container" style={{ paddingTop: '8rem' }}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => toasts.forEach((toast) => actor.send({ type: 'toast.show', toast }))}
        >
          Show again (story control)
        </button>
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  parameters: {
    docs: { description: { component: 'Top-centre toast: one at a time, OK button, closes itself after 5000 ms.' } },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { toasts: [{ kind: 'success', message: 'maintenance.over' }] } };

export const Warning: Story = { args: { toasts: [{ kind: 'warning', message: 'error.GEN017' }] } };

/** Errors use role alert, so screen readers announce them at once. */
export const ErrorToast: Story = { name: 'Error', args: { toasts: [{ kind: 'error', message: 'language.loadFailed' }] } };

/** A server text shown as is (not a catalogue id). */
export const ServerRawText: Story = {
  args: {
    toasts: [
      {
        kind: 'success',
        raw: true,
        message: 'Payment of P 450.00 received for account 0012 3456 78. Receipt KP-2025-031401.',
      },
    ],
  },
};

/** Three toasts requested together: the first shows; OK (or 5 s) brings the next. */
export const Queued: Story = {
  args: {
    toasts: [
      { kind: 'success', message: 'maintenance.over' },
      { kind: 'warning', message: 'error.GEN429' },
      { kind: 'error', message: 'error.GEN500' },
    ],
  },
};
