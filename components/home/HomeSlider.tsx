'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import 'swiper/css';
import 'swiper/css/effect-fade';
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
  const focusWithin = useRef(false);
  // null: the visitor has not chosen; the reduced-motion preference decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [reduced, setReduced] = useState(false);
  const moving = choice === null ? !reduced : choice === 'play';
  const animated = slides.length > 1;
  const { container, swiper } = useIdleSwiper(
    (el) => import('./home-swiper').then(({ createHomeSwiper }) => createHomeSwiper(el, { animated, region: labels.region })),
    () => sync.current(),
  );

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
      <div ref={container} className="swiper absolute! inset-0 h-full w-full">
        <div className="swiper-wrapper">
          {slides.map((slide) => (
            <div key={slide.key} className="swiper-slide relative h-full w-full">
              {slide.media}
            </div>
          ))}
        </div>
      </div>
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
