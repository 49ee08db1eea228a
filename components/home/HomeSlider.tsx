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
      if (!s?.autoplay) return;
      if (document.hidden || reduce.matches) s.autoplay.stop();
      else s.autoplay.start();
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    reduce.addEventListener('change', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      reduce.removeEventListener('change', sync);
    };
  }, []);

  return (
    <Swiper
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
