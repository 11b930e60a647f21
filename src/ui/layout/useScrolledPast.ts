import { useEffect, useState } from 'react';

/** True once the page has scrolled beyond `offset` pixels (the navigation bar fixes at 70px). */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    // No reading at mount: it would force a layout of the whole new page inside React's work (a long
    // task on a slow phone). A page starts at the top; a restored scroll position fires a scroll event.
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
