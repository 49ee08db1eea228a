'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, EffectFade, A11y } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { SLIDER_AUTOPLAY_MS, SLIDER_TRANSITION_MS } from '@/lib/constants';

/**
 * One half of the home screen: slides that fade every 5 s over 2.5 s,
 * paused while the tab is hidden and not moving at all for visitors who
 * ask for reduced motion.
 */
export function HomeSlider({ slides, label }: { slides: { key: number; media: ReactNode }[]; label: string }) {
  const swiper = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    const sync = () => {
      const s = swiper.current;
      if (!s?.initialized || !s.autoplay) return;
      if (document.hidden || reduce.matches) s.autoplay.stop();
      else s.autoplay.start();
    };
    // The server already drew the first slide and nothing moves before 5 s:
    // the slider is set up once the browser is idle, not while the page loads.
    const start = () => {
      const s = swiper.current;
      if (s && !s.destroyed && !s.initialized) s.init();
      sync();
    };
    const idle = window.requestIdleCallback?.(start, { timeout: 1500 });
    const timer = idle === undefined ? window.setTimeout(start, 300) : undefined;
    document.addEventListener('visibilitychange', sync);
    reduce.addEventListener('change', sync);
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', sync);
      reduce.removeEventListener('change', sync);
    };
  }, []);

  return (
    <Swiper
      init={false}
      modules={[Autoplay, EffectFade, A11y]}
      onSwiper={(s) => {
        swiper.current = s;
      }}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      speed={SLIDER_TRANSITION_MS}
      autoplay={slides.length > 1 ? { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false } : false}
      loop={slides.length > 1}
      allowTouchMove={false}
      a11y={{ containerMessage: label }}
      className="absolute! inset-0 h-full w-full"
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className="relative h-full w-full">
          {slide.media}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
