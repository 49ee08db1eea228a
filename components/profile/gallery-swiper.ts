import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';

/**
 * Swiper on a gallery's markup (GallerySlider): one slide at a time, by its
 * buttons, the arrow keys or a swipe. Imported dynamically, when the page is
 * idle or the visitor reaches for the gallery.
 */
export function createGallerySwiper(
  el: HTMLElement,
  {
    prevEl,
    nextEl,
    previous,
    next,
    initialSlide = 0,
  }: { prevEl: HTMLElement; nextEl: HTMLElement; previous: string; next: string; initialSlide?: number },
): Swiper {
  return new Swiper(el, {
    modules: [Navigation, Keyboard, A11y],
    navigation: { prevEl, nextEl },
    keyboard: { enabled: true, onlyInViewport: true },
    // Past the last photo comes the first again: the buttons never turn
    // disabled, so the one a keyboard visitor is on never loses focus.
    rewind: true,
    // The gallery's own live region says the position once per change
    // (GallerySlider); a polite wrapper would read the new slide's photos too.
    a11y: { prevSlideMessage: previous, nextSlideMessage: next, wrapperLiveRegion: false },
    spaceBetween: 12,
    slidesPerView: 1,
    initialSlide,
  });
}
