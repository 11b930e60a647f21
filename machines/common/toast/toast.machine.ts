import { assertEvent, assign, setup } from 'xstate';
import { limits } from '../../../src/domain/constants.ts';
import type { Toast, ToastContext, ToastEvent,  ToastTag } from './toast.types.ts';

/**
 * Toast messages (document 2 section 8): one at a time, top centre, auto-close after 5000 ms, an OK
 * button. Toasts that arrive while one is showing wait in a queue instead of replacing it.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
    tags: {} as ToastTag,
  },
  delays: {
    autoClose: limits.toastAutoCloseMs,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'toast.show');
      const toast: Toast = { ...event.toast, id: context.nextId };
      return { queue: [...context.queue, toast], nextId: context.nextId + 1 };
    }),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clearCurrent: assign({ current: null }),
  },
  guards: {
    hasQueuedToast: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'toast',
  description: 'Shows toast messages one at a time; each closes itself after 5 seconds or on OK.',
  context: { current: null, queue: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      description: 'No toast on screen.',
      on: {
        'toast.show': { target: 'choosing', actions: 'enqueue', description: 'A toast is requested.' },
      },
    },
    choosing: {
      description: 'Picks the next queued toast, or goes idle when none is left.',
      always: [
        { guard: 'hasQueuedToast', target: 'showing', actions: 'showNext' },
        { target: 'idle', actions: 'clearCurrent' },
      ],
    },
    showing: {
      description: 'One toast is on screen with its OK button.',
      tags: ['visible'],
      after: {
        autoClose: { target: 'choosing', description: 'Closes by itself after 5000 ms.' },
      },
      on: {
        'toast.dismiss': { target: 'choosing', description: 'The user pressed OK.' },
        'toast.show': { actions: 'enqueue', description: 'Waits its turn behind the toast on screen.' },
      },
    },
  },
});
