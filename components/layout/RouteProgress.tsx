'use client';

import { Suspense, useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { doneProgress, startProgress, warmProgress } from '@/lib/browser/progress';
import { expectScreen, isPendingScreen, PENDING_SCREEN_ATTRIBUTE, screenArrived } from '@/lib/browser/pending-screen';

/** The link a click leaves this page through for another of the site's screens, else null. */
function internalNavigation(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname !== window.location.pathname || url.search !== window.location.search ? anchor : null;
}

function Tracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    doneProgress();
    screenArrived();
  }, [pathname, search]);

  useEffect(() => {
    warmProgress();
    const onClick = (event: MouseEvent) => {
      const anchor = internalNavigation(event);
      if (!anchor) return;
      startProgress();
      const screen = anchor.getAttribute(PENDING_SCREEN_ATTRIBUTE);
      if (isPendingScreen(screen)) expectScreen(screen);
    };
    const onPop = () => startProgress();
    // A page the browser keeps for its back button comes back as it was left: without the skeleton.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) screenArrived();
    };
    // Capture: Next's <Link> cancels the click's default (it navigates itself) before a listener of the bubbling phase hears it.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  return null;
}

/** Starts the bar (and a link's skeleton) on internal link clicks and history moves, ends them when the URL changes. */
export function RouteProgress() {
  return (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  );
}
