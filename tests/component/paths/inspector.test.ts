import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine } from '../../../machines/common/toast/toast.machine.ts';

async function loadInspector() {
  vi.resetModules();
  return (await import('../../../src/app/inspector.ts')).inspector;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('src/app/inspector.ts', () => {
  it('is undefined unless VITE_INSPECT=true', async () => {
    expect(await loadInspector()).toBeUndefined();
    vi.stubEnv('VITE_INSPECT', 'false');
    expect(await loadInspector()).toBeUndefined();
  });

  it('gives actors a Stately browser inspector under VITE_INSPECT=true (not started in jsdom)', async () => {
    vi.stubEnv('VITE_INSPECT', 'true');
    const inspector = await loadInspector();
    expect(inspector).toBeDefined();
    const open = vi.spyOn(window, 'open');
    const actor = createActor(toastMachine, { inspect: inspector?.inspect }).start();
    actor.send({ type: 'toast.show', toast: { kind: 'success', message: 'maintenance.over' } });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(open).not.toHaveBeenCalled();
    actor.stop();
  });
});
