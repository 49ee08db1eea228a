'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { noPendingScreen, pendingScreen, subscribePendingScreen } from '@/lib/browser/pending-screen';

// The skeletons are drawn only while a navigation is under way, never by the
// server: their code leaves the first load of every page, and is fetched once
// the page is idle so that it is there when a visitor follows a link.
const loadSkeletons = () => import('./ScreenSkeletons');
const ScreenSkeleton = lazy(() => loadSkeletons().then((module) => ({ default: module.ScreenSkeleton })));

/**
 * The screen, or, while a news post or a shared selection is on its way,
 * that screen's skeleton in its place (lib/browser/pending-screen.ts). The
 * screen being left stays mounted, hidden, so nothing of it is lost if the
 * navigation does not happen. A searched list draws its own (PendingResults).
 */
export function PendingScreen({ children, label }: { children: ReactNode; label: string }) {
  const pending = useSyncExternalStore(subscribePendingScreen, pendingScreen, noPendingScreen);
  const screen = pending === 'post' || pending === 'selection' ? pending : null;
  useEffect(() => whenIdle(() => void loadSkeletons(), { timeoutMs: 3000, fallbackMs: 1000 }), []);
  return (
    <>
      <div hidden={screen !== null} className="contents">
        {children}
      </div>
      {screen ? (
        <div data-testid={`pending-${screen}`} aria-busy="true" className="flex flex-1 flex-col">
          <p role="status" className="sr-only">
            {label}
          </p>
          <div aria-hidden="true">
            <Suspense fallback={null}>
              <ScreenSkeleton kind={screen} />
            </Suspense>
          </div>
        </div>
      ) : null}
    </>
  );
}
