import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { UsageMeters } from '../../../../src/domain/usage.ts';
import { text } from '../../support/render.tsx';
import type { PendingCalls } from './pendingCalls.ts';

/**
 * The meter-loading states that /usages and /Compare share (machines/usage/meterLoading.ts), as
 * the page shows them: one meters read while loading and none after; loading says so without tabs,
 * a failure shows its alert without tabs, and no meter says there is nothing to show. Returns true
 * when the snapshot is one of these states (nothing else of the page is on screen to check).
 */
export function expectMeterLoadingView(snapshot: AnyMachineSnapshot, meters: PendingCalls<[string], UsageMeters>): boolean {
  expect(meters.waiting.length).toBe(snapshot.matches('loadingMeters') ? 1 : 0);
  if (snapshot.matches('loadingMeters')) {
    expect(screen.getByText(text('common.loading'))).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    return true;
  }
  if (snapshot.matches('metersFailed')) {
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    return true;
  }
  if (snapshot.matches('empty')) {
    expect(screen.getByText(text('usage.empty'))).toBeInTheDocument();
    return true;
  }
  return false;
}
