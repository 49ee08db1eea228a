'use client';

import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once the part of the page it sits in has
 * hydrated (its effects run then): e2e tests and `npm run perf` wait for it
 * before a tap, as a visitor's tap needs. It sits inside the screen's own
 * hydration boundary (PageTransition), so it marks the whole screen, not
 * only the header that hydrates first.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
