/**
 * Catalogue entry of the version check (reload offered when another version is deployed).
 */
import { entry, rejects, resolves, valueOnly } from '../../common/catalogueEntry.ts';
import { versionCheckMachine } from './versionCheck.machine.ts';

export const versionCheckEntry = entry({
  id: 'versionCheck',
  title: 'Version check',
  description: 'Compares the deployed portal version with the loaded one and offers a cache-clearing reload.',
  machine: versionCheckMachine,
  kind: 'session',
  view: 'src/features/session/versionCheck/VersionOffer.tsx',
  scenarios: [{ label: 'version 10.2.0 loaded', input: { loadedVersion: '10.2.0', intervalMs: 300_000 } }],
  events: [],
  outcomes: {
    fetchDeployedVersion: [
      resolves('fetchDeployedVersion', '10.3.0', 'resolve: 10.3.0 deployed'),
      resolves('fetchDeployedVersion', '10.2.0', 'resolve: same version'),
      rejects('fetchDeployedVersion', new Error('meta.json unavailable'), 'reject: unknown'),
    ],
  },
  serializeState: valueOnly,
});
