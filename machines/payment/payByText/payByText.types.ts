import type { TextToPayLink, TextToPayPaid } from '../../../src/domain/textToPay.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface PayByTextInput {
  /** The link's key from the texted address (null when the address has none). */
  linkKey: string | null;
}

export interface PayByTextContext extends PayByTextInput {
  link: TextToPayLink | null;
  receipt: TextToPayPaid | null;
  /** Why the link could not be read, or why paying was refused. */
  failure: CallFailure | null;
}

export type PayByTextEvent = { type: 'payByText.retry' } | { type: 'payByText.pay' };

export type PayByTextTag = 'loading' | 'failed' | 'ready' | 'busy' | 'paid';
