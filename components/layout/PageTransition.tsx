'use client';

import { Activity, useLayoutEffect, useRef, type ReactNode } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { PAGE_FADE_S, PAGE_TRANSITION_S } from '@/lib/rules/constants';
import { HydrationMark } from './HydrationMark';

// The first page a visitor opens appears at once (no fade delaying the
// largest paint); screens reached by navigation fade and rise in.
let firstScreen = true;

type Animate = (typeof import('motion/mini'))['animate'];
let animate: Animate | undefined;

/**
 * motion's mini `animate` (the browser's own animations) is fetched once the
 * first screen is idle: only later screens fade in, so no page's first load
 * carries it (docs/decisions/0060-boundaries-every-page-loads.md). A screen
 * reached before it arrived comes without its fade.
 */
function warmAnimate(): void {
  whenIdle(
    () => {
      import('motion/mini').then(
        (motion) => {
          animate = motion.animate;
        },
        () => {
          // Offline or a stale deployment: screens simply appear.
        },
      );
    },
    { timeoutMs: 3000, fallbackMs: 1000 },
  );
}

/** docs/product.md §9: page transition 0.8 s, fade 0.5 s; none under prefers-reduced-motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  const scope = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      warmAnimate();
      return;
    }
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !scope.current || !animate) return;
    const fade = animate(scope.current, { opacity: [0, 1] }, { duration: PAGE_FADE_S, ease: 'easeOut' });
    const rise = animate(
      scope.current,
      { transform: ['translateY(12px)', 'translateY(0)'] },
      { duration: PAGE_TRANSITION_S, ease: [0.2, 0.7, 0.2, 1] },
    );
    return () => {
      fade.stop();
      rise.stop();
    };
  }, []);

  return (
    <div ref={scope} className="flex flex-1 flex-col">
      {/* Always visible: the boundary is for hydration. React hydrates the
          header and footer first, then the screen at a lower priority, in
          slices that yield to the browser, instead of one long task that
          blocks the first taps (a Suspense boundary would do the same, but
          React's server renderer sends a large one later in the stream, and
          the screen would be painted empty first). */}
      <Activity mode="visible">
        {children}
        <HydrationMark />
      </Activity>
    </div>
  );
}
