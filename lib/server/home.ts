import 'server-only';
import { agency, isAgencyApiError, tags } from '@/lib/api';
import { cachedCall } from '@/lib/server/cache';
import { createSlidesHealthCheck } from '@/lib/server/slides-health';
import { proxyGeneration } from '@/lib/server/generation';

export const HOME_SLIDESHOW = 'home';

/** The home slides, cached on the server like the roster. */
export const loadHomeSlides = cachedCall('slides', () => agency().getSlides(HOME_SLIDESHOW), {
  tags: () => [tags.slides(HOME_SLIDESHOW), tags.all],
});

/** Whether the home can be shown (read by the proxy: the 503 of docs/product.md §8), asked of the agency API at most every 10 s. */
export const homeSlidesHealth = createSlidesHealthCheck(async () => {
  try {
    await agency().getSlides(HOME_SLIDESHOW);
    return { ok: true };
  } catch (error) {
    return { ok: false, code: isAgencyApiError(error) ? error.code : 'slides_failed' };
  }
}, Date.now, () => proxyGeneration().current());
