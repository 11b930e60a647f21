/** Catalogue entry of the usage alerts: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { invalidUsageAlertFields, sampleUsageAlertsAccount, sampleUsageAlertsRecord, sampleUsageAlertsSaved, validUsageAlertFields } from './usageAlerts.fixtures.ts';
import { usageAlertsMachine } from './usageAlerts.machine.ts';

export const usageAlertsEntry = entry({
  id: 'usageAlerts',
  title: 'Usage alerts',
  description: 'Usage alerts (on /usages, with the usage-alerts right): the daily high-usage threshold and the monthly budget, checked against their rules, saved and confirmed; a failed load or save says why and offers Try again.',
  machine: usageAlertsMachine,
  kind: 'flow',
  view: 'src/features/usage/usageAlerts/UsageAlertsPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleUsageAlertsAccount } }],
  events: [
    { type: 'usageAlerts.change', field: 'dailyThreshold', value: validUsageAlertFields.dailyThreshold },
    { type: 'usageAlerts.change', field: 'dailyThreshold', value: invalidUsageAlertFields.dailyThreshold },
    { type: 'usageAlerts.change', field: 'monthlyBudget', value: invalidUsageAlertFields.monthlyBudget },
    { type: 'usageAlerts.submit' },
    { type: 'usageAlerts.retry' },
  ],
  outcomes: {
    loadUsageAlerts: [resolves('loadUsageAlerts', sampleUsageAlertsRecord, 'resolve: nothing set yet'), rejects('loadUsageAlerts', callFailure('NETWORK'), 'reject: network down')],
    saveUsageAlerts: [resolves('saveUsageAlerts', sampleUsageAlertsSaved, 'resolve: saved, one alert raised'), rejects('saveUsageAlerts', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  // Guards read the typed fields; the view shows their rules, the failure and the saved notice.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.fields, Object.keys(s.context.errors).sort(), s.context.failure?.msgcode ?? null, s.context.saved !== null]),
});
