/**
 * Development switch for the Stately inspector: under `npm run dev` with `VITE_INSPECT=true`, the
 * actors the app creates with `inspect: inspector?.inspect` show live in the inspector
 * (https://stately.ai/inspect opens in a new window: allow pop-ups for the dev server's origin).
 *
 *   VITE_INSPECT=true npm run dev
 *
 * Anywhere else (production builds, tests, Storybook) `inspector` is undefined and costs nothing:
 * `import.meta.env.DEV` is false in a production build, so the bundler drops the branch and the
 * dynamic import with it (a static import would keep about 9 KB gzip of the package in the bundle).
 */
import type { createBrowserInspector } from '@statelyai/inspect';

const wanted = import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true' && typeof window !== 'undefined';

/** Pass `inspect: inspector?.inspect` to createActor / useActorRef. */
export const inspector: ReturnType<typeof createBrowserInspector> | undefined = wanted
  ? (await import('@statelyai/inspect')).createBrowserInspector({ autoStart: false })
  : undefined;

// jsdom has no inspector window to open; a real browser starts sending (earlier events wait).
if (inspector && !window.navigator.userAgent.includes('jsdom')) inspector.start();
