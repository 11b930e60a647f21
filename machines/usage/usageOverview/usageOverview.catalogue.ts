/** Catalogue entry of the usage overview: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleFigures, sampleLastDay, sampleNoMeters, sampleUsageAccount, sampleUsageMeters } from './usageOverview.fixtures.ts';
import { usageOverviewMachine } from './usageOverview.machine.ts';

export const usageOverviewEntry = entry({
  id: 'usageOverview',
  title: 'Usage overview',
  description:
    'Usage (/usages): the account’s meters, then the chosen service’s usage by the hour, day, month or year with date steps, in kWh/m³ or cost, with the temperature, as a chart or a table, and the range shown as CSV, .xlsx or Green Button; a failed read says why and offers Try again.',
  machine: usageOverviewMachine,
  kind: 'flow',
  view: 'src/features/usage/usageOverview/UsageOverviewPage.tsx',
  scenarios: [
    { label: 'with the weather and download rights', input: { accountNumber: sampleUsageAccount, canOverlayWeather: true, canDownload: true } },
    { label: 'without the weather and download rights', input: { accountNumber: sampleUsageAccount, canOverlayWeather: false, canDownload: false } },
  ],
  events: [
    { type: 'usage.service', service: 'solar' },
    { type: 'usage.service', service: 'water' },
    { type: 'usage.view', view: 'month' },
    { type: 'usage.previous' },
    { type: 'usage.next' },
    { type: 'usage.unit', unit: 'cost' },
    { type: 'usage.weather', on: true },
    { type: 'usage.weather', on: false },
    { type: 'usage.display', display: 'table' },
    { type: 'usage.retry' },
    { type: 'usage.download', format: 'xlsx' },
  ],
  outcomes: {
    loadMeters: [
      resolves('loadMeters', sampleUsageMeters, 'resolve: electric and solar'),
      resolves('loadMeters', sampleNoMeters, 'resolve: no meter to show'),
      rejects('loadMeters', callFailure('NETWORK'), 'reject: network down'),
    ],
    loadFigures: [resolves('loadFigures', sampleFigures, 'resolve: a month by the day'), rejects('loadFigures', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    downloadUsage: [resolves('downloadUsage', undefined, 'resolve: the file saved'), rejects('downloadUsage', callFailure('NETWORK'), 'reject: network down')],
  },
  // Guards read the service, the view, whether the anchor is the latest day, and the weather switch.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.service, s.context.view, s.context.anchor === sampleLastDay, s.context.unit, s.context.weather, s.context.display, s.context.failure?.msgcode ?? null]),
});
