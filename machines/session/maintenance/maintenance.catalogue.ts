/**
 * Catalogue entry of the maintenance polling of signed-out visitors.
 */
import { entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { maintenanceMachine } from './maintenance.machine.ts';

const maintenanceInput = { enabled: true, intervalMs: 200_000, signedIn: false, path: '/login' };

export const maintenanceEntry = entry({
  id: 'maintenance',
  title: 'Maintenance',
  description:
    'Polls the maintenance status for signed-out visitors: an active item shows /Maintenance, the end of ' +
    'maintenance sends a visitor waiting there back to /login.',
  machine: maintenanceMachine,
  kind: 'session',
  view: 'src/features/public/MaintenancePage.tsx',
  scenarios: [
    { label: 'signed out on /login', input: maintenanceInput },
    { label: 'checking switched off', input: { ...maintenanceInput, enabled: false } },
    { label: 'signed in', input: { ...maintenanceInput, signedIn: true, path: '/dashboard' } },
  ],
  events: [
    { type: 'route.changed', path: '/Maintenance' },
    { type: 'route.changed', path: '/login' },
  ],
  outcomes: {
    checkMaintenance: [
      resolves('checkMaintenance', [{ status: true, message: 'Scheduled upgrade until 06:00.' }], 'resolve: maintenance on'),
      resolves('checkMaintenance', [{ status: false, message: '' }], 'resolve: no maintenance'),
      rejects('checkMaintenance', new Error('service unavailable'), 'reject: check failed'),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.signedIn, /^\/Maintenance\/?$/i.test(s.context.path)]),
});
