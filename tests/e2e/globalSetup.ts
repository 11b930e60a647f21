import { rmSync } from 'node:fs';
import { axeSeenDir } from './support.ts';

/** Each run checks every distinct page state with axe once (tests/e2e/support.ts): forget the last run's. */
export default function globalSetup() {
  rmSync(axeSeenDir, { recursive: true, force: true });
}
