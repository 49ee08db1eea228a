'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { useIdleSwiper } from '@/components/ui/useIdleSwiper';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { HomeVideoContext, type HomeVideoState } from './home-video';

export type HomeSliderLabels = { region: string; pause: string; play: string; video: string; playVideo: string };

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
  slides: { key: number; video: boolean; media: ReactNode }[];
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
  // The slide on show: the first until Swiper is set up, then Swiper's.
  const [active, setActive] = useState(0);
  // Video slides the visitor started with a tap (reduced motion, or paused).
  const [started, setStarted] = useState<ReadonlySet<number>>(() => new Set());
  const { container, swiper } = useIdleSwiper(
    (el) => import('./home-swiper').then(({ createHomeSwiper }) => createHomeSwiper(el, { animated, region: labels.region })),
    (created) => {
      created.on('slideChange', () => setActive(created.realIndex));
      sync.current();
    },
  );
  const current = slides[active];
  const video: HomeVideoState = useMemo(
    () => ({ activeKey: current?.key ?? null, moving, started }),
    [current?.key, moving, started],
  );
  const offerPlay = current?.video === true && !moving && !started.has(current.key);

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
      <HomeVideoContext value={video}>
        <div ref={container} className="swiper absolute! inset-0 h-full w-full">
          <div className="swiper-wrapper">
            {slides.map((slide) => (
              <div key={slide.key} className="swiper-slide relative h-full w-full">
                {slide.media}
              </div>
            ))}
          </div>
        </div>
      </HomeVideoContext>
      {children}
      {offerPlay && current ? (
        // Nothing plays by itself while the half stands still: the visitor starts the video.
        <button
          type="button"
          onClick={() => setStarted((keys) => new Set(keys).add(current.key))}
          className="absolute bottom-3 left-3 z-30 flex h-11 items-center gap-2 rounded-full bg-ink/70 pr-4 pl-3 text-xs tracking-[0.2em] text-paper uppercase ring-1 ring-paper/50 transition-colors hover:bg-ink"
        >
          <PlayIcon width={16} height={16} />
          {labels.playVideo}
          <span className="sr-only">{` (${labels.region})`}</span>
        </button>
      ) : null}
      {animated ? (
        // A small chip in a 44 px target: light over the photo, still 3:1 against it. Without
        // script nothing moves (the first slide stands), so there is nothing to pause: not drawn.
        <button
          type="button"
          onClick={() => setChoice(moving ? 'pause' : 'play')}
          aria-label={moving ? labels.pause : labels.play}
          className="group absolute right-1.5 bottom-1.5 z-30 flex h-11 w-11 items-center justify-center text-paper noscript:hidden"
        >
          <span className="flex h-7 w-7 items-center justify-center rounded-full bg-ink/55 transition-colors group-hover:bg-ink">
            {moving ? <PauseIcon width={12} height={12} /> : <PlayIcon width={12} height={12} />}
          </span>
        </button>
      ) : null}
    </div>
  );
}
