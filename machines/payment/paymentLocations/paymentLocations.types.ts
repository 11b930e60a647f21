import type { PaymentLocationsData, PaymentService } from '../../../src/domain/paymentLocations.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface PaymentLocationsInput {
  /** How often the clock moves on, so "open now" follows the time (paymentLocationClockTickMs). */
  tickMs: number;
  /** How many places the list shows at first and adds on each "Show more" (paymentLocationPageSize). */
  pageSize: number;
}

export interface PaymentLocationsContext extends PaymentLocationsInput {
  data: PaymentLocationsData | null;
  /** The page's clock (ISO): the server's time of the answer, moved on by every tick. */
  now: string | null;
  /** The search box as typed (town, name or street). */
  search: string;
  /** Only the places offering this service, or null for all. */
  service: PaymentService | null;
  /** The location chosen in the list or on the map (its id). */
  selected: string | null;
  /** How many of the listed places the list shows (the map shows them all). */
  shown: number;
  /** Why the load failed. */
  failure: CallFailure | null;
}

export type PaymentLocationsEvent =
  | { type: 'locations.retry' }
  | { type: 'search.change'; search: string }
  | { type: 'search.clear' }
  | { type: 'service.choose'; service: PaymentService | null }
  | { type: 'location.select'; id: string | null }
  | { type: 'list.more' };

export type PaymentLocationsTag = 'loading' | 'failed';
