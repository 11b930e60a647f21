import { expect, vi, type Mock } from 'vitest';
import { waitFor, type AnyActor } from 'xstate';
import type { UsageMeters } from '../../src/domain/usage.ts';

interface Started {
  actor: AnyActor;
  view: () => { status: string; retry: () => void };
}

/**
 * The meter-loading states that the usage overview and Compare share (machines/usage/meterLoading.ts),
 * through a machine's `start({ meters })`: no meter shows the empty state; a failed meters read
 * shows the failure, and Try again reads them again and opens the figures.
 */
export async function expectMeterLoading(start: (calls: { meters: Mock<(accountNumber: string) => Promise<UsageMeters>> }) => Started, found: UsageMeters, none: UsageMeters) {
  const settled = (actor: AnyActor) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
  const empty = start({ meters: vi.fn(() => Promise.resolve(none)) });
  await settled(empty.actor);
  expect(empty.view().status).toBe('empty');
  const meters = vi.fn((_a: string): Promise<UsageMeters> => Promise.reject(Object.assign(new Error('x'), { msgcode: 'NETWORK', message: '' })));
  const failing = start({ meters });
  await settled(failing.actor);
  expect(failing.view().status).toBe('failed');
  expect(meters).toHaveBeenCalledTimes(1);
  meters.mockResolvedValueOnce(found);
  failing.view().retry();
  await settled(failing.actor);
  expect(meters).toHaveBeenCalledTimes(2);
  expect(failing.view().status).toBe('ready');
}
