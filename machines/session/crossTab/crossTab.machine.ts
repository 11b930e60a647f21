import { assign, fromCallback, setup } from 'xstate';
import { notProvided, type NoTags } from '../../common/effects.ts';

/** The machine tags no state. */
export type CrossTabTag = NoTags;

export type CrossTabEvent =
  /** Another tab changed the stored user id (someone signed in or switched user). */
  | { type: 'tab.userChanged' }
  /** Another tab changed the stored two-factor flag. */
  | { type: 'tab.twoFactorChanged' }
  /** Another tab logged out. */
  | { type: 'tab.loggedOut' }
  | { type: 'session.signedIn'; migrated: boolean }
  | { type: 'session.signedOut' };

export interface CrossTabContext {
  signedIn: boolean;
  migrated: boolean;
}

/**
 * Cross-tab (document 1 section 4): when signed in and not migrated, a change of the stored user id
 * or two-factor flag in another tab reloads the dashboard (or redirects to /dashboard); a logout in
 * one tab logs out every tab.
 */
export const crossTabMachine = setup({
  types: {
    context: {} as CrossTabContext,
    events: {} as CrossTabEvent,
    input: {} as { signedIn: boolean; migrated: boolean },
    tags: {} as CrossTabTag,
  },
  actors: {
    listenToOtherTabs: fromCallback<CrossTabEvent>(notProvided('listenToOtherTabs')),
  },
  actions: {
    showDashboard: notProvided('showDashboard'),
    logOutHere: notProvided('logOutHere'),
  },
  guards: {
    isSignedInAtStart: ({ context }) => context.signedIn,
    isNotMigrated: ({ context }) => !context.migrated,
  },
}).createMachine({
  id: 'crossTab',
  description: 'Keeps every open tab of the portal on the same session.',
  context: ({ input }) => ({ migrated: input.migrated, signedIn: input.signedIn }),
  invoke: { id: 'otherTabs', src: 'listenToOtherTabs' },
  initial: 'starting',
  states: {
    starting: {
      description: 'Begins signed in or out, as the session is when the tab opens.',
      always: [{ guard: 'isSignedInAtStart', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'No session in this tab.',
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: assign(({ event }) => ({ signedIn: true, migrated: event.migrated })),
        },
      },
    },
    signedIn: {
      description: 'This tab holds a session; other tabs may change or end it.',
      on: {
        'tab.userChanged': {
          guard: 'isNotMigrated',
          actions: 'showDashboard',
          description: 'Another tab signed in as someone: reload the dashboard.',
        },
        'tab.twoFactorChanged': {
          guard: 'isNotMigrated',
          actions: 'showDashboard',
          description: 'Another tab completed or reset two-factor: reload the dashboard.',
        },
        'tab.loggedOut': {
          target: 'signedOut',
          actions: [assign({ signedIn: false }), 'logOutHere'],
          description: 'Another tab logged out: this one logs out too.',
        },
        'session.signedOut': { target: 'signedOut', actions: assign({ signedIn: false }) },
      },
    },
  },
});
