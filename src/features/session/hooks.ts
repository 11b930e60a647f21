import { useCallback, useSyncExternalStore } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from './routerContext.ts';

const nothingBuilt = () => false;

/**
 * Whether a page exists yet (router context `isBuilt`): menus show only entries whose page is
 * built. A router without that context (a bare story router) counts nothing as built.
 */
export function useIsBuilt(): (path: string) => boolean {
  const context = useRouter().options.context as Partial<RouterContext> | undefined;
  return context?.isBuilt ?? nothingBuilt;
}

/** The current path, compared without case (routes match without case). */
export function useCurrentPath(): string {
  return useRouterState({ select: (state) => state.location.pathname });
}

/**
 * True when `path` is the page shown, or one of its tabs (/billinghistory/payments for
 * /billinghistory); the home entry (/dashboard) is also current on /.
 */
export function isCurrentPath(current: string, path: string): boolean {
  const here = current.replace(/\/+$/, '').toLowerCase() || '/';
  const target = path.toLowerCase();
  return here === target || (target !== '/' && here.startsWith(`${target}/`)) || (target === '/dashboard' && here === '/');
}

/** A CSS media query as React state (the large breakpoint switches the navigation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, read, () => false);
}
