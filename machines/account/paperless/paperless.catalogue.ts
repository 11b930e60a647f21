/** Catalogue entry of paperless billing and bill format: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { samplePaperlessAccount, samplePaperlessOn, samplePaperlessRecord } from './paperless.fixtures.ts';
import { paperlessMachine } from './paperless.machine.ts';

export const paperlessEntry = entry({
  id: 'paperless',
  title: 'Paperless billing and bill format',
  description: 'Paperless billing and bill format (/AccountInformation): paperless turned on or off (logged outcomes), the bill format (summary or detailed) saved; a failed change says why; a failed load offers Try again.',
  machine: paperlessMachine,
  kind: 'flow',
  view: 'src/features/account/paperless/PaperlessPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: samplePaperlessAccount } }],
  events: [
    { type: 'paperless.retry' },
    { type: 'paperless.turnOn' },
    { type: 'paperless.turnOff' },
    { type: 'billFormat.change', billFormat: 1 },
    { type: 'billFormat.save' },
  ],
  outcomes: {
    loadPaperless: [resolves('loadPaperless', samplePaperlessRecord, 'resolve: by post, detailed'), rejects('loadPaperless', callFailure('NETWORK'), 'reject: network down')],
    setPaperlessOn: [resolves('setPaperlessOn', samplePaperlessOn, 'resolve: on'), rejects('setPaperlessOn', callFailure('GEN403'), 'reject: not allowed')],
    setPaperlessOff: [resolves('setPaperlessOff', samplePaperlessRecord, 'resolve: off'), rejects('setPaperlessOff', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    setBillFormat: [resolves('setBillFormat', samplePaperlessOn, 'resolve: saved'), rejects('setBillFormat', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  // Guards read the stored setting and the chosen format.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.record?.paperless ?? null, s.context.record?.isBFSEligible ?? null, s.context.billFormat, s.context.actionFailure?.msgcode ?? null, s.context.notice]),
});
