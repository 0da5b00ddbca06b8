'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a client-side route change that took the focused element away (a form's submit button,
 * the row that was clicked), focus would fall to <body> and a keyboard or screen-reader user
 * would start again from the top: it goes to the new page's main heading instead. A focus that
 * survived the navigation (a sidebar link) stays where it is. Next.js announces the new title.
 */
export function RouteFocus({ within = 'main' }: { within?: string }) {
  const pathname = usePathname();
  // The address the focus was last placed for: the first load (and React's development re-run of
  // the effect, which would otherwise mark the heading before it hydrates) leaves the focus alone.
  const placedFor = useRef(pathname);
  useEffect(() => {
    if (placedFor.current === pathname) return;
    placedFor.current = pathname;
    let frame = 0;
    const deadline = performance.now() + 3000;
    const tryFocus = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return; // something has the focus: keep it
      const heading = document.querySelector<HTMLElement>(`${within} h1`);
      if (!heading) {
        // The page may still be streaming in.
        if (performance.now() < deadline) frame = requestAnimationFrame(tryFocus);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname, within]);
  return null;
}
