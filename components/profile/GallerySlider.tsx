'use client';

import { useEffect, useRef, useState } from 'react';
import { Img } from '@/components/ui/Img';
import 'swiper/css';
import type { GalleryImage } from '@/lib/agency/types';
import type { PhotoNote } from '@/lib/rules/casting';
import { pairSlides } from '@/lib/rules/slides';
import { useIdleSwiper } from '@/components/ui/useIdleSwiper';
import { sliderKeyStep } from '@/lib/browser/slider-keys';

type Labels = {
  previous: string;
  next: string;
  photo: (index: number) => string;
  /** What a screen reader hears when the slide changes: "Photo 2 of 7", "Photos 3 and 4 of 7". */
  position: (first: number, last: number | null, total: number) => string;
};

/**
 * A landscape image fills a slide alone; portrait images share a slide two
 * by two (lib/rules/slides.ts). Every slide is the same frame (app/globals.css,
 * `.gallery-slider`), the photos contained in it, so nothing below moves from
 * one photo to the next. Before Swiper is set up (or without JavaScript) the
 * slides are a row that scrolls sideways: every photo is in the HTML and can
 * be seen (docs/decisions/0057-profile-photos-without-javascript.md).
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
  // The slide on show, and what the live region says: nothing on load, once per change.
  const [active, setActive] = useState(0);
  const [spoken, setSpoken] = useState('');
  const shown = slides[active] ?? slides[0] ?? [];
  const first = shown[0]?.index ?? 1;
  const last = shown.length > 1 ? (shown.at(-1)?.index ?? null) : null;
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // Steps asked for (buttons, arrow keys) before Swiper was there: taken once it is.
  const pending = useRef(0);
  // Set up when idle, or as soon as the visitor points at it or tabs into it.
  const { container, swiper, start } = useIdleSwiper(
    (el) => {
      // Where the visitor had scrolled the row to before Swiper came.
      const row = el.querySelector<HTMLElement>('.swiper-wrapper');
      const scrolled = row && row.clientWidth > 0 ? Math.round(row.scrollLeft / row.clientWidth) : 0;
      return import('./gallery-swiper').then(({ createGallerySwiper }) =>
        createGallerySwiper(el, {
          prevEl: prev.current!,
          nextEl: next.current!,
          previous: labels.previous,
          next: labels.next,
          initialSlide: Math.min(scrolled, slides.length - 1),
        }),
      );
    },
    (created) => {
      created.on('slideChange', () => {
        const index = created.realIndex;
        const slide = slides[index];
        setActive(index);
        if (slide?.[0]) {
          const lastPhoto = slide.length > 1 ? (slide.at(-1)?.index ?? null) : null;
          setSpoken(labels.position(slide[0].index, lastPhoto, images.length));
        }
      });
      setActive(created.realIndex);
      // The slider rewinds, so steps past either end come round again.
      if (pending.current !== 0)
        created.slideTo((((created.realIndex + pending.current) % slides.length) + slides.length) % slides.length);
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
        <GallerySlides slides={slides} notes={notes} photo={labels.photo} preloadFirst={preloadFirst} />
      </div>
      {/* Position and arrows need script: hidden without it, their room kept (the row scrolls by itself). */}
      <div className="mt-4 flex items-center justify-end gap-2 noscript:invisible">
        <p data-testid="gallery-position" className="mr-auto text-xs tracking-[0.2em] text-stone tabular-nums">
          {last === null ? first : `${first}–${last}`} / {images.length}
        </p>
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
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {spoken}
      </p>
    </div>
  );
}

type Numbered = GalleryImage & { index: number };

/** A gallery's slides, as Swiper's markup: the slider's, and the rows shown without JavaScript (PhotoRow). */
function GallerySlides({
  slides,
  notes,
  photo: alt,
  preloadFirst,
  lazy = false,
  slideClass = 'swiper-slide',
}: {
  slides: Numbered[][];
  notes?: (PhotoNote | null)[];
  photo: (index: number) => string;
  preloadFirst: boolean;
  /** Every photo lazy: a row hidden where script runs fetches nothing there. */
  lazy?: boolean;
  /** Swiper's class for a slide, or the plain row's (PhotoRow). */
  slideClass?: string;
}) {
  return (
    <>
      {slides.map((slide, s) => (
        <div key={slide.map((i) => i.file).join('|')} className={slideClass}>
          <div className={`grid h-full gap-3 ${slide.length === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
            {slide.map((image) => {
              const note = notes?.[image.index - 1];
              const photo = (
                <Img
                  key={image.file}
                  src={image.file}
                  alt={alt(image.index)}
                  width={image.width}
                  height={image.height}
                  sizes={slide.length === 2 ? '(min-width: 1024px) 33vw, 50vw' : '(min-width: 1024px) 66vw, 100vw'}
                  preload={preloadFirst && s === 0}
                  fetchPriority={preloadFirst && s === 0 ? 'high' : undefined}
                  loading={s === 0 && !lazy ? 'eager' : 'lazy'}
                  className="h-full min-h-0 w-full object-contain"
                />
              );
              if (!note) return photo;
              return (
                <figure key={image.file} className="flex h-full min-h-0 flex-col">
                  {photo}
                  <figcaption className="mt-2 shrink-0 text-xs text-stone">
                    <time dateTime={note.day}>{note.text}</time>
                    {note.older ? (
                      <span className="ml-2 inline-block border border-line px-1.5 py-0.5 whitespace-nowrap text-ink">
                        {note.older}
                      </span>
                    ) : null}
                  </figcaption>
                </figure>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}

/**
 * A gallery as the row that scrolls sideways, and nothing else: the other
 * galleries of a profile seen without JavaScript (Galleries), where their
 * tabs cannot work.
 */
export function PhotoRow({
  images,
  notes,
  photo,
}: {
  images: GalleryImage[];
  notes?: (PhotoNote | null)[];
  photo: (index: number) => string;
}) {
  const slides = pairSlides(images.map((image, i) => ({ ...image, index: i + 1 })));
  return (
    <div className="photo-row">
      <GallerySlides slides={slides} notes={notes} photo={photo} preloadFirst={false} lazy slideClass="photo-row-slide" />
    </div>
  );
}
