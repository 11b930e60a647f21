import { useEffect, useRef } from 'react';
import { createRootRouteWithContext, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { RouterContext } from '../router.tsx';
import { PreLoginHeader } from '../../ui/layout/PreLoginHeader.tsx';
import { Footer } from '../../ui/layout/Footer.tsx';
import { ToastRegion } from '../../ui/toast.tsx';
import { SignedInFrame } from '../../features/session/SignedInFrame.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import '../../ui/styles.css';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Bare pages (renderTnC, renderFAQs) are embedded elsewhere: no header or footer. */
    bare?: boolean;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

/** On each route change: scroll to the top and move focus to the new page's heading. */
function usePageChangeFocus() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const status = useRouterState({ select: (state) => state.status });
  const first = useRef(true);
  useEffect(() => {
    if (status !== 'idle') return;
    // The first page of a load is where the browser put it (the top, or where a reload was):
    // scrolling there would only force a layout of the whole page in the boot's busiest moment.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    return focusHeadingWhenShown();
  }, [pathname, status]);
}

/**
 * Focuses the page's heading. The signed-in frame keeps <main> hidden on its first load until the
 * banner has answered (no layout shift); a page opened in that moment gets its focus once shown.
 */
function focusHeadingWhenShown(): (() => void) | undefined {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return undefined;
  heading.focus();
  const main = document.getElementById('main');
  if (document.activeElement === heading || !main || !heading.closest('[hidden]')) return undefined;
  const observer = new MutationObserver(() => {
    if (heading.closest('[hidden]')) return;
    observer.disconnect();
    // Only if the user has not moved focus meanwhile.
    if (document.activeElement === null || document.activeElement === document.body) heading.focus();
  });
  observer.observe(main, { attributes: true, attributeFilter: ['hidden'], subtree: true });
  return () => observer.disconnect();
}

function RootLayout() {
  const intl = useIntl();
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare) });
  const session = useSession();
  usePageChangeFocus();
  if (bare) {
    return (
      <main id="main" className="bare-page">
        <Outlet />
      </main>
    );
  }
  if (session.signedIn) {
    return (
      <>
        <SignedInFrame>
          <Outlet />
        </SignedInFrame>
        <ToastRegion />
      </>
    );
  }
  return (
    <div className="app-frame">
      <PreLoginHeader />
      <main id="main" tabIndex={-1} aria-label={intl.formatMessage({ id: 'layout.mainContent' })}>
        <Outlet />
      </main>
      <Footer />
      <ToastRegion />
    </div>
  );
}
