import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import { SLIDER_AUTOPLAY_MS, SLIDER_TRANSITION_MS } from '@/lib/rules/constants';

/**
 * Swiper on a home half's markup (HomeSlider): slides that fade every 5 s
 * over 2.5 s, in a loop. Imported dynamically, when the page is idle.
 */
export function createHomeSwiper(el: HTMLElement, { animated, region }: { animated: boolean; region: string }): Swiper {
  return new Swiper(el, {
    modules: [Autoplay, EffectFade, A11y],
    effect: 'fade',
    fadeEffect: { crossFade: true },
    speed: SLIDER_TRANSITION_MS,
    autoplay: animated ? { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false } : false,
    loop: animated,
    allowTouchMove: false,
    // A named group: a name on a div without a role is invalid and not read.
    a11y: { containerMessage: region, containerRole: 'group' },
  });
}
