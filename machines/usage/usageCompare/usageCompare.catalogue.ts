/** Catalogue entry of Compare: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleCompare, sampleNoMeters, sampleUsageAccount, sampleUsageMeters } from './usageCompare.fixtures.ts';
import { usageCompareMachine } from './usageCompare.machine.ts';

export const usageCompareEntry = entry({
  id: 'usageCompare',
  title: 'Usage compare',
  description:
    'Compare (/Compare): a month of one service against the month before and the same month last year (days, use a day, cost, temperature) and, for electric, against similar homes of the town; a failed read says why and offers Try again.',
  machine: usageCompareMachine,
  kind: 'flow',
  view: 'src/features/usage/usageCompare/UsageComparePage.tsx',
  scenarios: [{ label: 'electric and solar meters', input: { accountNumber: sampleUsageAccount } }],
  events: [{ type: 'compare.service', service: 'solar' }, { type: 'compare.previous' }, { type: 'compare.next' }, { type: 'compare.unit', unit: 'cost' }, { type: 'compare.retry' }],
  outcomes: {
    loadMeters: [
      resolves('loadMeters', sampleUsageMeters, 'resolve: electric and solar'),
      resolves('loadMeters', sampleNoMeters, 'resolve: no meter to show'),
      rejects('loadMeters', callFailure('NETWORK'), 'reject: network down'),
    ],
    loadComparison: [resolves('loadComparison', sampleCompare, 'resolve: November with October'), rejects('loadComparison', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.service, s.context.month, s.context.unit, s.context.failure?.msgcode ?? null]),
});
