'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, EffectFade, A11y } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { SLIDER_AUTOPLAY_MS, SLIDER_TRANSITION_MS } from '@/lib/rules/constants';
import { useIdleSwiper } from '@/components/ui/useIdleSwiper';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';

export type HomeSliderLabels = { region: string; pause: string; play: string };

/**
 * One half of the home screen: slides that fade every 5 s over 2.5 s, with
 * a pause/play button (WCAG 2.2.2). They stand still while the tab is
 * hidden, while focus is on a control of this half (the logo link or the
 * button: nothing moves under a keyboard visitor), after the visitor pressed
 * pause, and from the start for visitors who ask for reduced motion (who
 * may still press play). Set up when the browser is idle (useIdleSwiper).
 * `children` are the half's controls, drawn over the slides.
 */
export function HomeSlider({
  slides,
  labels,
  children,
}: {
  slides: { key: number; media: ReactNode }[];
  labels: HomeSliderLabels;
  children: ReactNode;
}) {
  const sync = useRef(() => {});
  const { swiper, onSwiper } = useIdleSwiper(() => sync.current());
  const focusWithin = useRef(false);
  // null: the visitor has not chosen; the reduced-motion preference decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [reduced, setReduced] = useState(false);
  const moving = choice === null ? !reduced : choice === 'play';
  const animated = slides.length > 1;

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    sync.current = () => {
      const s = swiper.current;
      if (!s?.initialized || !s.autoplay) return;
      if (document.hidden || focusWithin.current || !moving) s.autoplay.stop();
      else s.autoplay.start();
    };
    const onReduce = () => setReduced(reduce.matches);
    const onVisibility = () => sync.current();
    onReduce();
    sync.current();
    document.addEventListener('visibilitychange', onVisibility);
    reduce.addEventListener('change', onReduce);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      reduce.removeEventListener('change', onReduce);
    };
  }, [swiper, moving]);

  return (
    <div
      className="contents"
      onFocus={() => {
        focusWithin.current = true;
        sync.current();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focusWithin.current = false;
        sync.current();
      }}
    >
      <Swiper
        init={false}
        modules={[Autoplay, EffectFade, A11y]}
        onSwiper={onSwiper}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={SLIDER_TRANSITION_MS}
        autoplay={animated ? { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false } : false}
        loop={animated}
        allowTouchMove={false}
        a11y={{ containerMessage: labels.region }}
        className="absolute! inset-0 h-full w-full"
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className="relative h-full w-full">
            {slide.media}
          </SwiperSlide>
        ))}
      </Swiper>
      {children}
      {animated ? (
        <button
          type="button"
          onClick={() => setChoice(moving ? 'pause' : 'play')}
          aria-label={moving ? labels.pause : labels.play}
          className="absolute right-3 bottom-3 z-30 flex h-11 w-11 items-center justify-center rounded-full bg-ink/70 text-paper ring-1 ring-paper/50 transition-colors hover:bg-ink"
        >
          {moving ? <PauseIcon width={18} height={18} /> : <PlayIcon width={18} height={18} />}
        </button>
      ) : null}
    </div>
  );
}
