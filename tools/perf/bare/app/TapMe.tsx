'use client';

import { useEffect, useState } from 'react';

/**
 * The reference's one client component, so that `npm run perf` measures the
 * bare page as it measures the site: the same `data-hydrated` mark on <html>
 * once hydrated (the site's HydrationMark does the same), and one button whose
 * tap re-renders, as a heart or the menu does.
 */
export function TapMe() {
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <button type="button" onClick={() => setTaps((count) => count + 1)}>
      Tapped {taps} times
    </button>
  );
}
