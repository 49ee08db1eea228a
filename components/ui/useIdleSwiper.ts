'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { Swiper } from 'swiper';
import { whenIdle } from '@/lib/browser/idle';
import { useHydrated } from './useHydrated';

/**
 * For a `<Swiper init={false}>` whose first slide the server already drew:
 * a slider that comes with the page is set up once the browser is idle (at
 * most 1.5 s), so Swiper's setup does not run inside the page's load; one
 * mounted later (a gallery tab) is set up at once. `start` sets it up early
 * (the visitor reaches for it first); `onReady` runs after setup.
 */
export function useIdleSwiper(onReady?: () => void) {
  const swiper = useRef<Swiper | null>(null);
  const withPage = useRef(!useHydrated());
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  const start = useCallback(() => {
    const s = swiper.current;
    if (!s || s.destroyed || s.initialized) return;
    s.init();
    ready.current?.();
  }, []);

  useEffect(() => {
    if (!withPage.current) {
      start();
      return;
    }
    return whenIdle(start, { timeoutMs: 1500, fallbackMs: 300 });
  }, [start]);

  /** For `<Swiper onSwiper>`. */
  const onSwiper = useCallback((s: Swiper) => {
    swiper.current = s;
  }, []);

  return { swiper, onSwiper, start };
}
