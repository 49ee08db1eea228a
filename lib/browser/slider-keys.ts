/**
 * The keys Swiper's keyboard module answers on a horizontal slider (arrows,
 * Page Up/Down), under its conditions: no modifier, focus not in a field, the
 * slider at least partly on screen. A slider set up late (useIdleSwiper) keeps
 * the presses it gets before that with this, so it must agree with Swiper
 * (node_modules/swiper/modules/keyboard.mjs) on which presses count.
 */
export function sliderKeyStep(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented'>,
  slider: Element,
): 1 | -1 | null {
  const step =
    event.key === 'ArrowRight' || event.key === 'PageDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'PageUp' ? -1 : null;
  if (step === null || event.defaultPrevented) return null;
  if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return null;
  const active = document.activeElement;
  if (active instanceof HTMLElement && (active.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.nodeName)))
    return null;
  const box = slider.getBoundingClientRect();
  const onScreen = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
  return onScreen ? step : null;
}
