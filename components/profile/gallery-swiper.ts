import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';

/**
 * Swiper on a gallery's markup (GallerySlider): one slide at a time, by its
 * buttons, the arrow keys or a swipe. Imported dynamically, when the page is
 * idle or the visitor reaches for the gallery.
 */
export function createGallerySwiper(
  el: HTMLElement,
  { prevEl, nextEl, previous, next }: { prevEl: HTMLElement; nextEl: HTMLElement; previous: string; next: string },
): Swiper {
  return new Swiper(el, {
    modules: [Navigation, Keyboard, A11y],
    navigation: { prevEl, nextEl },
    keyboard: { enabled: true, onlyInViewport: true },
    // Past the last photo comes the first again: the buttons never turn
    // disabled, so the one a keyboard visitor is on never loses focus.
    rewind: true,
    a11y: { prevSlideMessage: previous, nextSlideMessage: next },
    spaceBetween: 12,
    slidesPerView: 1,
    // A pair of portraits is shorter than a lone one: each slide takes its own height.
    autoHeight: true,
  });
}
