'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, EffectFade, A11y } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { SLIDER_AUTOPLAY_MS, SLIDER_TRANSITION_MS } from '@/lib/constants';
import { useIdleSwiper } from '@/components/ui/useIdleSwiper';

/**
 * One half of the home screen: slides that fade every 5 s over 2.5 s,
 * paused while the tab is hidden and not moving at all for visitors who
 * ask for reduced motion. Set up when the browser is idle (useIdleSwiper).
 */
export function HomeSlider({ slides, label }: { slides: { key: number; media: ReactNode }[]; label: string }) {
  const sync = useRef(() => {});
  const { swiper, onSwiper } = useIdleSwiper(() => sync.current());

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    sync.current = () => {
      const s = swiper.current;
      if (!s?.initialized || !s.autoplay) return;
      if (document.hidden || reduce.matches) s.autoplay.stop();
      else s.autoplay.start();
    };
    const onChange = () => sync.current();
    onChange();
    document.addEventListener('visibilitychange', onChange);
    reduce.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      reduce.removeEventListener('change', onChange);
    };
  }, [swiper]);

  return (
    <Swiper
      init={false}
      modules={[Autoplay, EffectFade, A11y]}
      onSwiper={onSwiper}
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
