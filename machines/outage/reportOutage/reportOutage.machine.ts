import { assertEvent, assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { outageByPlaceBodySchema } from '../../../src/domain/outage.ts';
import { reportDetailsIssues, reportLimits, reportPayload, type ReportOutageBody, type ReportOutageData, type ReportPlace } from '../../../src/domain/outageReport.ts';
import { notProvided, toCallFailure } from '../../common/effects.ts';
import type { PlaceCheck, ReportOutageContext, ReportOutageEvent, ReportOutageInput, ReportOutageTag } from './reportOutage.types.ts';

/** The rule each field breaks, and too many photos. */
const issuesOf = (context: ReportOutageContext): ReportOutageContext['issues'] => ({
  ...reportDetailsIssues(context.details),
  ...(context.attachments.length > reportLimits.attachmentsMax ? { photos: 'OUT_ATTACHMENTS_MAX' } : {}),
});

const placeWordsIssue = (words: string) => {
  const result = v.safeParse(outageByPlaceBodySchema, { place: words });
  return result.success ? null : result.issues[0].message;
};

/**
 * Report an outage (/ReportOutage signed in, /PreReportOutages not). Signed in, the place is the
 * account's premise; a visitor finds the place by address or town, picks a point on the map or
 * gives the browser's location. The place is checked (in the territory? an outage known there?):
 * a known outage is shown instead of a duplicate report. Then the outage type, details, photos and
 * contact preference; a review; the report (document 1 section 3's payload); the reference.
 */
export const reportOutageMachine = setup({
  types: {
    context: {} as ReportOutageContext,
    events: {} as ReportOutageEvent,
    input: {} as ReportOutageInput,
    tags: {} as ReportOutageTag,
  },
  actors: {
    loadPremise: fromPromise<ReportPlace, { accountNumber: string }>(notProvided('loadPremise')),
    findPlace: fromPromise<ReportPlace | null, { words: string }>(notProvided('findPlace')),
    checkPlace: fromPromise<PlaceCheck, ReportPlace>(notProvided('checkPlace')),
    submitReport: fromPromise<ReportOutageData, ReportOutageBody>(notProvided('submitReport')),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    arePlaceWordsValid: ({ context }) => placeWordsIssue(context.placeWords) === null,
    foundPlace: (_, params: { place: ReportPlace | null }) => params.place !== null,
    isOutside: (_, params: { check: PlaceCheck }) => !params.check.inTerritory,
    isKnown: (_, params: { check: PlaceCheck }) => params.check.known !== null,
    areDetailsValid: ({ context }) => Object.keys(issuesOf(context)).length === 0,
  },
  actions: {
    storeWords: assign(({ event }) => {
      assertEvent(event, 'place.words');
      return { placeWords: event.words, placeError: null };
    }),
    markWordsInvalid: assign(({ context }) => ({ placeError: placeWordsIssue(context.placeWords) })),
    storePickedPoint: assign(({ event }) => {
      assertEvent(event, 'place.pick');
      const place: ReportPlace = { latitude: event.latitude, longitude: event.longitude, label: '', town: null, address1: '', city: '', state: '', postalCode: '' };
      return { place, placeError: null, failure: null };
    }),
    storePlace: assign((_, params: { place: ReportPlace | null }) => ({ place: params.place, placeError: null, failure: null })),
    markNotFound: assign({ placeError: 'OUT_PLACE_NOT_FOUND' }),
    markLocationUnavailable: assign({ placeError: 'OUT_LOCATION_UNAVAILABLE' }),
    markOutside: assign({ placeError: 'OUT_TERRITORY', place: null }),
    storeCheck: assign(({ context }, params: { check: PlaceCheck }) => ({
      known: params.check.known,
      place: context.place ? { ...context.place, town: params.check.town, city: context.place.city || (params.check.town ?? '') } : null,
    })),
    forgetPlace: assign({ place: null, known: null, placeError: null, failure: null }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toCallFailure(params.error) })),
    storeDetail: assign(({ context, event }) => {
      assertEvent(event, 'details.change');
      const details = { ...context.details, [event.field]: event.value };
      // A field's message goes as soon as the field is fixed; others wait for Continue.
      const now = issuesOf({ ...context, details });
      const fixed = Object.fromEntries(Object.entries(context.issues).filter(([field]) => now[field as keyof typeof now] !== undefined));
      return { details, issues: fixed };
    }),
    storePhotos: assign(({ context, event }) => {
      assertEvent(event, 'photos.change');
      const { photos: _photos, ...others } = context.issues;
      return { attachments: event.attachments, issues: event.attachments.length > reportLimits.attachmentsMax && _photos ? context.issues : others };
    }),
    markDetails: assign(({ context }) => ({ issues: issuesOf(context) })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'reportOutage',
  description: 'Report an outage: the place (premise, address, map point or location), the check for a known outage, the details, a review, the report and its reference.',
  context: ({ input }) => ({
    ...input,
    placeWords: '',
    placeError: null,
    place: null,
    known: null,
    details: { title: '', message: '', reporterName: input.contact.reporterName, phoneNumber: input.contact.phoneNumber, emailAddress: input.contact.emailAddress, notificationPreference: 'text', isContact: true },
    issues: {},
    attachments: [],
    result: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Where the report begins: the premise when signed in, else the choice of a place.',
      always: [
        { guard: 'isSignedIn', target: 'loadingPremise', description: 'Signed in: the account’s premise.' },
        { target: 'choosingPlace', description: 'A visitor chooses the place.' },
      ],
    },
    loadingPremise: {
      description: 'Reading the account’s premise (address and position).',
      tags: ['loading', 'step:place'],
      invoke: {
        id: 'loadPremise',
        src: 'loadPremise',
        input: ({ context }) => ({ accountNumber: context.accountNumber ?? '' }),
        onDone: { target: 'checking', actions: { type: 'storePlace', params: ({ event }) => ({ place: event.output }) }, description: 'The premise: check it.' },
        onError: { target: 'choosingPlace', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, description: 'No premise: the message, and the place chosen by hand.' },
      },
    },
    choosingPlace: {
      description: 'The address or town search, the map to pick a point on and Use my location.',
      tags: ['place', 'step:place'],
      on: {
        'place.words': { actions: 'storeWords', description: 'The user types an address or town.' },
        'place.search': [
          { guard: 'arePlaceWordsValid', target: 'findingPlace', actions: 'clearFailure', description: 'The words make a search: it is sent.' },
          { actions: 'markWordsInvalid', description: 'They break a rule: the box says why.' },
        ],
        'place.pick': { target: 'checking', actions: 'storePickedPoint', description: 'A point picked on the map or the browser’s location.' },
        'place.locateFailed': { actions: 'markLocationUnavailable', description: 'The browser could not tell the location.' },
      },
    },
    findingPlace: {
      description: 'Looking up the address or town.',
      tags: ['place', 'busy', 'step:place'],
      invoke: {
        id: 'findPlace',
        src: 'findPlace',
        input: ({ context }) => ({ words: context.placeWords }),
        onDone: [
          { guard: { type: 'foundPlace', params: ({ event }) => ({ place: event.output }) }, target: 'checking', actions: { type: 'storePlace', params: ({ event }) => ({ place: event.output }) }, description: 'Found: check the place.' },
          { target: 'choosingPlace', actions: 'markNotFound', description: 'Nothing found: the box says so.' },
        ],
        onError: { target: 'choosingPlace', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, description: 'The lookup failed: the message; the words stay.' },
      },
    },
    checking: {
      description: 'Is the place in the service territory, and is an outage already known there?',
      tags: ['busy', 'step:place'],
      invoke: {
        id: 'checkPlace',
        src: 'checkPlace',
        input: ({ context }) => context.place!,
        onDone: [
          { guard: { type: 'isOutside', params: ({ event }) => ({ check: event.output }) }, target: 'choosingPlace', actions: 'markOutside', description: 'Outside the territory: choose another place.' },
          {
            guard: { type: 'isKnown', params: ({ event }) => ({ check: event.output }) },
            target: 'known',
            actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) },
            description: 'An outage is known there: it is shown instead of a report.',
          },
          { target: 'details', actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) }, description: 'Nothing known: the report’s details.' },
        ],
        onError: { target: 'checkFailed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, description: 'The check failed: the message and Try again.' },
      },
    },
    checkFailed: {
      description: 'The check failed: Try again, or choose another place.',
      tags: ['failed', 'step:place'],
      on: {
        'report.retry': { target: 'checking', actions: 'clearFailure', description: 'The user pressed Try again.' },
        'place.change': { target: 'choosingPlace', actions: 'forgetPlace', description: 'Another place.' },
      },
    },
    known: {
      description: 'The outage already known at the place, its restoration time, and the way to alerts.',
      tags: ['known', 'step:place'],
      on: { 'place.change': { target: 'choosingPlace', actions: 'forgetPlace', description: 'Another place.' } },
    },
    details: {
      description: 'Outage type, details, photos, name and contact, and the notification opt-in.',
      tags: ['details', 'step:details'],
      on: {
        'details.change': { actions: 'storeDetail', description: 'The user fills in a field.' },
        'photos.change': { actions: 'storePhotos', description: 'A photo uploaded or removed.' },
        'details.submit': [
          { guard: 'areDetailsValid', target: 'review', actions: 'markDetails', description: 'Every field is valid: review.' },
          { actions: 'markDetails', description: 'Each field that breaks a rule says why.' },
        ],
        'place.change': { target: 'choosingPlace', actions: 'forgetPlace', description: 'Another place.' },
      },
    },
    review: {
      description: 'The report as it will be sent: place, type, details, photos, contact.',
      tags: ['review', 'step:review'],
      on: {
        'review.edit': { target: 'details', description: 'Back to the details (nothing lost).' },
        'review.submit': { target: 'submitting', description: 'Send the report.' },
      },
    },
    submitting: {
      description: 'Sending the report.',
      tags: ['review', 'busy', 'step:review'],
      invoke: {
        id: 'submitReport',
        src: 'submitReport',
        input: ({ context }) => reportPayload({ uuid: context.uuid, accountNumber: context.accountNumber, place: context.place!, details: context.details, attachments: context.attachments }),
        onDone: { target: 'done', actions: assign(({ event }) => ({ result: event.output, failure: null })), description: 'Reported: the reference.' },
        onError: { target: 'submitFailed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, description: 'Not reported: the message, the review kept.' },
      },
    },
    submitFailed: {
      description: 'The report failed: Try again or change the details; nothing typed is lost.',
      tags: ['review', 'failed', 'step:review'],
      on: {
        'report.retry': { target: 'submitting', actions: 'clearFailure', description: 'The user pressed Try again.' },
        'review.edit': { target: 'details', actions: 'clearFailure', description: 'Back to the details.' },
      },
    },
    done: {
      description: 'Reported: the Success page with the reference.',
      tags: ['done'],
      type: 'final',
    },
  },
});
