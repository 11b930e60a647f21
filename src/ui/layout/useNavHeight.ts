import { useCallback, useRef } from 'react';

/**
 * The pre-login navigation's height as --prelogin-nav-height on the document, kept up to date (its
 * entries wrap on a phone, more in some languages): the page's scroll padding and the placeholder
 * that holds its place once it is fixed follow it. A callback ref for the navigation element.
 */
export function useNavHeight(): (element: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      root.style.removeProperty('--prelogin-nav-height');
      return;
    }
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) root.style.setProperty('--prelogin-nav-height', `${Math.ceil(height)}px`);
    };
    if (typeof ResizeObserver !== 'function') {
      measure();
      return;
    }
    // No measuring here: inside React's commit it would force a layout of the whole page (a long
    // task on a slow phone). The observer reports the first size once the browser has laid the
    // page out, before it paints, so nothing is seen to move.
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
}
