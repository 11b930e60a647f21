/** Catalogue entry of the new connection request: how the path engine, the atlas and the coverage report walk it without a server. */
import { detailsErrors, siteErrors, type NewConnectionField } from '../../../src/domain/newConnection.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleNewConnectionReceipt, sampleOwner, sampleOwnerAnswers, sampleQuote, sampleSiteAnswers, sampleSketch } from './newConnection.fixtures.ts';
import { newConnectionMachine } from './newConnection.machine.ts';

const changes = (answers: Partial<Record<NewConnectionField, string>>) => Object.entries(answers).map(([field, value]) => ({ type: 'newConnection.change' as const, field: field as NewConnectionField, value: value ?? '' }));

export const newConnectionEntry = entry({
  id: 'newConnection',
  title: 'New connection request',
  description:
    'New connection request (/newConnection signed in, /newConnectionPrelogin for a visitor): the answers with the spec\'s defaults and the owner, the site with its distance to the nearest pole and a sketch, the server\'s quotation accepted, the review and the reference; a stale or expired quotation is priced again.',
  machine: newConnectionMachine,
  kind: 'flow',
  view: 'src/features/service/newConnection/NewConnectionPage.tsx',
  scenarios: [
    { label: 'signed in', input: { owner: sampleOwner } },
    { label: 'visitor', input: { owner: null } },
  ],
  events: [
    ...changes(sampleOwnerAnswers),
    { type: 'newConnection.change', field: 'capacity', value: 'ThreePhase' },
    { type: 'newConnection.change', field: 'natureOfSupply', value: 'Upgrade' },
    { type: 'newConnection.change', field: 'meterNumber', value: '04512345678' },
    ...changes(sampleSiteAnswers),
    { type: 'newConnection.change', field: 'distanceClass', value: 'From30To100' },
    { type: 'newConnection.sketch', documents: [sampleSketch] },
    { type: 'newConnection.accept', value: true },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'step.retry' },
    { type: 'step.submit' },
  ],
  outcomes: {
    quoteNewConnection: [resolves('quoteNewConnection', sampleQuote, 'resolve: the quotation'), rejects('quoteNewConnection', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    submitNewConnection: [
      resolves('submitNewConnection', sampleNewConnectionReceipt, 'resolve: the reference'),
      rejects('submitNewConnection', callFailure('NC_QUOTE_EXPIRED'), 'reject: the quotation expired meanwhile'),
      rejects('submitNewConnection', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // Only what the guards of the state's step read: the count of rule codes of the step's fields,
  // whether the quotation is accepted; earlier steps' answers add up instead of multiplying.
  serializeState: (s) => {
    const c = s.context;
    const facts = s.hasTag('step:details')
      ? [Object.keys(detailsErrors(c.form)).length, c.owner === null]
      : s.hasTag('step:site')
        ? [Object.keys(siteErrors(c.form, c.sketch !== null)).length]
        : s.hasTag('step:quote')
          ? [c.accepted, c.quote === null]
          : [];
    return JSON.stringify([s.value, ...facts]);
  },
});
