import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The alerts on screen are exactly `expected` (their whole text, in any order): a failure shows
 * its words, and no alert shows when none is expected. `inside` narrows to a region of the page.
 */
export function expectAlerts(expected: readonly (string | null | undefined | false)[], inside?: HTMLElement): void {
  const scope = inside ? within(inside) : screen;
  const shown = scope.queryAllByRole('alert').map((alert) => (alert.textContent ?? '').trim()).sort();
  const wanted = expected.filter((text): text is string => typeof text === 'string').map((text) => text.trim()).sort();
  expect(shown, 'alerts on screen').toEqual(wanted);
}
