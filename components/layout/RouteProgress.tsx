'use client';

import { Suspense, useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { doneProgress, startProgress, warmProgress } from '@/lib/browser/progress';

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

function Tracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    doneProgress();
  }, [pathname, search]);

  useEffect(() => {
    warmProgress();
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) startProgress();
    };
    const onPop = () => startProgress();
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  return null;
}

/** Starts the bar on internal link clicks and history moves, ends it when the URL changes. */
export function RouteProgress() {
  return (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  );
}
