'use client';

import { Img } from '@/components/ui/Img';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import type { GalleryImage } from '@/lib/api/types';
import { pairSlides } from '@/lib/rules/slides';
import { useIdleSwiper } from '@/components/ui/useIdleSwiper';

type Labels = { previous: string; next: string; photo: (index: number) => string };

/**
 * A landscape image fills a slide alone; portrait images share a slide two
 * by two (lib/rules/slides.ts). Width and height come from the API, so nothing
 * shifts while the photos load.
 */
export function GallerySlider({ images, labels, preloadFirst }: { images: GalleryImage[]; labels: Labels; preloadFirst: boolean }) {
  // Number every photo once, in gallery order, before pairing them.
  const slides = pairSlides(images.map((image, i) => ({ ...image, index: i + 1 })));
  // Set up when idle, or as soon as the visitor points at it or tabs into it.
  const { onSwiper, start } = useIdleSwiper();
  return (
    <div onPointerDownCapture={start} onFocusCapture={start}>
      <Swiper
        init={false}
        onSwiper={onSwiper}
        modules={[Navigation, Keyboard, A11y]}
        navigation={{ prevEl: '.gallery-prev', nextEl: '.gallery-next' }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        // Past the last photo comes the first again: the buttons never turn
        // disabled, so the one a keyboard visitor is on never loses focus.
        rewind
        a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next }}
        spaceBetween={12}
        slidesPerView={1}
        // A pair of portraits is shorter than a lone one: each slide takes its own height.
        autoHeight
        className="relative"
      >
        {slides.map((slide, s) => (
          <SwiperSlide key={slide.map((i) => i.file).join('|')}>
            <div className={`grid gap-3 ${slide.length === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
              {slide.map((image) => (
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
              ))}
            </div>
          </SwiperSlide>
        ))}
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="gallery-prev flex h-11 w-11 items-center justify-center border border-line disabled:opacity-30" aria-label={labels.previous}>
            ←
          </button>
          <button type="button" className="gallery-next flex h-11 w-11 items-center justify-center border border-line disabled:opacity-30" aria-label={labels.next}>
            →
          </button>
        </div>
      </Swiper>
    </div>
  );
}
