'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { Swiper } from 'swiper';
import { whenIdle } from '@/lib/browser/idle';
import { useHydrated } from './useHydrated';

/**
 * A slider drawn by React as Swiper's own markup (`.swiper` >
 * `.swiper-wrapper` > `.swiper-slide`, styled by swiper/css) and brought to
 * life by Swiper on that same markup once the browser is idle (at most
 * 1.5 s): `create` imports Swiper and its modules dynamically, so neither
 * their code nor their setup is part of the page's load
 * (docs/decisions/0009-swiper-set-up-when-idle.md).
 * Until then the first slide shows as the server drew it. A slider mounted
 * later (a gallery tab) is set up at once; `start` sets it up early (the
 * visitor reaches for it first); `onReady` runs once it is set up.
 * `swiper` holds the instance from then on.
 *
 * Swiper's React component is not used for this: it always initialises in
 * its layout effect (its `init={false}` is not honoured), inside hydration.
 */
export function useIdleSwiper(create: (el: HTMLDivElement) => Promise<Swiper>, onReady?: (swiper: Swiper) => void) {
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const started = useRef(false);
  const withPage = useRef(!useHydrated());
  const latest = useRef({ create, onReady });
  useEffect(() => {
    latest.current = { create, onReady };
  });

  const start = useCallback(() => {
    const el = container.current;
    if (started.current || !el) return;
    started.current = true;
    latest.current.create(el).then(
      (created) => {
        // Unmounted (or remounted) while Swiper's code was on its way.
        if (container.current !== el) {
          created.destroy(true, false);
          return;
        }
        swiper.current = created;
        latest.current.onReady?.(created);
      },
      (error: unknown) => {
        // Offline or a stale deployment: the slide stays as drawn; the next reach tries again.
        started.current = false;
        console.error('slider unavailable', error);
      },
    );
  }, []);

  useEffect(() => {
    const cancel = withPage.current ? whenIdle(start, { timeoutMs: 1500, fallbackMs: 300 }) : (start(), () => {});
    return () => {
      cancel();
      swiper.current?.destroy(true, false);
      swiper.current = null;
      started.current = false;
    };
  }, [start]);

  return { container, swiper, start };
}
