/**
 * Payment locations (/PaymentLocation, /PrePaymentLocation; document 1 section 2, document 2
 * section 6's payment location right): the utility's service centres in the 17 towns and the agent
 * shops where customers pay in cash, with their opening hours, whether they are open now and what
 * they offer. Shared by the machine, the view and the server.
 */
import * as v from 'valibot';
import { serviceCentreTowns } from './constants.ts';

/** Paths of the calls inside the payment service area. */
export const paymentLocationsCalls = {
  /** GET [?town=] : every payment location (or one town's), public. */
  list: '/locations',
} as const;

export const paymentLocationKinds = ['serviceCentre', 'agent'] as const;
export type PaymentLocationKind = (typeof paymentLocationKinds)[number];

/** What a customer can do there. */
export const paymentServices = ['cash', 'card', 'prepaidTokens', 'mobileMoney', 'cheque'] as const;
export type PaymentService = (typeof paymentServices)[number];

/**
 * The zone of the locations' opening hours: they are in the utility's territory (Botswana), so
 * "open now" is worked out on the territory's clock, whatever the reader's or the account's zone.
 */
export const paymentLocationTimeZone = 'Africa/Gaborone';

/** How often the page looks at the clock again, so "open now" turns to "closed" at closing time. */
export const paymentLocationClockTickMs = 60_000;

/** How many places the list shows at first and adds on each "Show more" (31 cards are too long a list on a phone). */
export const paymentLocationPageSize = 8;

/** One opening period: ISO weekday (1 Monday … 7 Sunday), and local times "HH:MM" in the territory's zone. */
export interface OpeningPeriod {
  day: number;
  opens: string;
  closes: string;
}

export interface PaymentLocation {
  /** "PL-" and a short code, e.g. PL-MAU-SC. */
  id: string;
  kind: PaymentLocationKind;
  name: string;
  town: (typeof serviceCentreTowns)[number];
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  hours: OpeningPeriod[];
  services: PaymentService[];
}

export interface PaymentLocationsData {
  /** When the server answered (ISO): the page's clock starts there. */
  asOf: string;
  /** The zone of the opening hours. */
  timeZone: string;
  locations: PaymentLocation[];
}

export const paymentLocationTownCode = 'PAYLOC_TOWN';
export const paymentLocationsQuerySchema = v.strictObject({
  town: v.optional(v.picklist(serviceCentreTowns, paymentLocationTownCode)),
});

/** The longest search the box takes. */
export const paymentLocationSearchMax = 60;

/** The weekday (1-7) and minutes since midnight of an instant on the clock of `timeZone`. */
export function localClock(iso: string, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface OpeningState {
  open: boolean;
  /** Open: when it closes today ("16:30"). */
  closes: string | null;
  /** Closed: the next opening (weekday 1-7, time, and whether that is later today), or null when it never opens. */
  next: { day: number; opens: string; today: boolean } | null;
}

/** Whether a location is open at `iso` (on the clock of `timeZone`), and when that changes. */
export function openingState(hours: readonly OpeningPeriod[], iso: string, timeZone: string): OpeningState {
  const { day, minutes } = localClock(iso, timeZone);
  const current = hours.find((h) => h.day === day && minutes >= minutesOf(h.opens) && minutes < minutesOf(h.closes));
  if (current) return { open: true, closes: current.closes, next: null };
  // The next opening: later today, then the following days of the week.
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const weekday = ((day - 1 + ahead) % 7) + 1;
    const candidates = hours
      .filter((h) => h.day === weekday && (ahead > 0 || minutesOf(h.opens) > minutes))
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
    if (candidates[0]) return { open: false, closes: null, next: { day: weekday, opens: candidates[0].opens, today: ahead === 0 } };
  }
  return { open: false, closes: null, next: null };
}

/** Lower case without accents, for matching what was typed. */
const folded = (value: string) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/**
 * The locations a search finds: every word typed appears in the name, town or address (case and
 * accents ignored), and the location offers the service asked for (null: any).
 */
export function findPaymentLocations(locations: readonly PaymentLocation[], search: string, service: PaymentService | null): PaymentLocation[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  return locations.filter((location) => {
    if (service && !location.services.includes(service)) return false;
    const haystack = folded(`${location.name} ${location.town} ${location.address}`);
    return words.every((word) => haystack.includes(word));
  });
}
