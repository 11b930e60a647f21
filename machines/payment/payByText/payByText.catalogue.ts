/** Catalogue entry of pay by text: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleLink, sampleLinkKey, samplePaid } from './payByText.fixtures.ts';
import { payByTextMachine } from './payByText.machine.ts';

export const payByTextEntry = entry({
  id: 'payByText',
  title: 'Pay by text',
  description:
    'Pay by text (/PayByText?key=..., the link Text To Pay texts, before sign-in): what the link pays, one press pays the amount due ' +
    'once, the confirmation; a used, replaced or expired link says it has expired.',
  machine: payByTextMachine,
  kind: 'flow',
  view: 'src/features/payment/payByText/PayByTextView.tsx',
  scenarios: [
    { label: 'the texted link', input: { linkKey: sampleLinkKey } },
    { label: 'an address without a key', input: { linkKey: null } },
  ],
  events: [{ type: 'payByText.retry' }, { type: 'payByText.pay' }],
  outcomes: {
    loadLink: [
      resolves('loadLink', sampleLink, 'resolve: BWP 1,240.50 from the account ending 6789'),
      rejects('loadLink', callFailure('TTP_LINK_USED', 'This link has expired.'), 'reject: TTP_LINK_USED'),
      rejects('loadLink', callFailure('NETWORK'), 'reject: network down'),
    ],
    payLink: [
      resolves('payLink', samplePaid, 'resolve: paid'),
      rejects('payLink', callFailure('TTP_LINK_USED', 'This link has expired.'), 'reject: TTP_LINK_USED (used in another tab)'),
      rejects('payLink', callFailure('F304', 'Your card/bank account number is not valid.'), 'reject: F304 bank account not valid'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.linkKey !== null, s.context.failure?.msgcode ?? null]),
});
