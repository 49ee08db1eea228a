import 'server-only';
import { getSlides, tags } from '@/lib/api';
import { cachedCall } from '@/lib/cache';

export const HOME_SLIDESHOW = 'home';

/** The home slides, cached on the server like the roster. */
export const loadHomeSlides = cachedCall('slides', () => getSlides(HOME_SLIDESHOW), {
  tags: () => [tags.slides(HOME_SLIDESHOW), tags.all],
});
