'use client';

import { useEffect, useRef } from 'react';
import { Img } from '@/components/ui/Img';
import 'swiper/css';
import type { GalleryImage } from '@/lib/agency/types';
import type { PhotoNote } from '@/lib/rules/casting';
import { pairSlides } from '@/lib/rules/slides';
import { useIdleSwiper } from '@/components/ui/useIdleSwiper';
import { sliderKeyStep } from '@/lib/browser/slider-keys';

type Labels = { previous: string; next: string; photo: (index: number) => string };

/**
 * A landscape image fills a slide alone; portrait images share a slide two
 * by two (lib/rules/slides.ts). Width and height come from the API, so nothing
 * shifts while the photos load.
 */
export function GallerySlider({
  images,
  notes,
  labels,
  preloadFirst,
}: {
  images: GalleryImage[];
  /** Beneath each photo that has one: the day it was taken (polaroids), in gallery order. */
  notes?: (PhotoNote | null)[];
  labels: Labels;
  preloadFirst: boolean;
}) {
  // Number every photo once, in gallery order, before pairing them.
  const slides = pairSlides(images.map((image, i) => ({ ...image, index: i + 1 })));
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // Steps asked for (buttons, arrow keys) before Swiper was there: taken once it is.
  const pending = useRef(0);
  // Set up when idle, or as soon as the visitor points at it or tabs into it.
  const { container, swiper, start } = useIdleSwiper(
    (el) =>
      import('./gallery-swiper').then(({ createGallerySwiper }) =>
        createGallerySwiper(el, { prevEl: prev.current!, nextEl: next.current!, previous: labels.previous, next: labels.next }),
      ),
    (created) => {
      // The slider rewinds, so steps past either end come round again.
      if (pending.current !== 0) created.slideTo(((pending.current % slides.length) + slides.length) % slides.length);
      pending.current = 0;
    },
  );
  const stepEarly = (step: 1 | -1) => {
    if (swiper.current) return; // Swiper's navigation handles it
    pending.current += step;
    start();
  };
  // Until Swiper's keyboard module listens, the keys it will answer are kept
  // the same way (lib/browser/slider-keys.ts), so an early press is not lost.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (swiper.current || !container.current) return;
      const step = sliderKeyStep(event, container.current);
      if (step === null) return;
      event.preventDefault();
      stepEarly(step);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  return (
    <div ref={container} className="gallery-slider swiper relative" onPointerDownCapture={start} onFocusCapture={start}>
      <div className="swiper-wrapper">
        {slides.map((slide, s) => (
          <div key={slide.map((i) => i.file).join('|')} className="swiper-slide">
            <div className={`grid gap-3 ${slide.length === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
              {slide.map((image) => {
                const note = notes?.[image.index - 1];
                const photo = (
                  <Img
                    key={image.file}
                    src={image.file}
                    alt={labels.photo(image.index)}
                    width={image.width}
                    height={image.height}
                    sizes={slide.length === 2 ? '(min-width: 1024px) 33vw, 50vw' : '(min-width: 1024px) 66vw, 100vw'}
                    preload={preloadFirst && s === 0}
                    fetchPriority={preloadFirst && s === 0 ? 'high' : undefined}
                    loading={s === 0 ? 'eager' : 'lazy'}
                    className="mx-auto h-auto max-h-[80dvh] w-full object-contain"
                  />
                );
                if (!note) return photo;
                return (
                  <figure key={image.file}>
                    {photo}
                    <figcaption className="mt-2 text-xs text-stone">
                      <time dateTime={note.day}>{note.text}</time>
                      {note.older ? <span className="ml-2 border border-line px-1.5 py-0.5 text-ink">{note.older}</span> : null}
                    </figcaption>
                  </figure>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button
          ref={prev}
          type="button"
          onClick={() => stepEarly(-1)}
          className="flex h-11 w-11 items-center justify-center border border-line disabled:opacity-30"
          aria-label={labels.previous}
        >
          ←
        </button>
        <button
          ref={next}
          type="button"
          onClick={() => stepEarly(1)}
          className="flex h-11 w-11 items-center justify-center border border-line disabled:opacity-30"
          aria-label={labels.next}
        >
          →
        </button>
      </div>
    </div>
  );
}
