/**
 * Slide layout rules: the profile slider (docs/product.md §2) and the split
 * home screen (docs/decisions/0019-home-is-the-slide-screen.md).
 */
import { isVideoFile } from './media-kind';

export interface Sized {
  width: number;
  height: number;
}

export function isLandscape(image: Sized): boolean {
  return image.width > image.height;
}

/**
 * Groups gallery images into slides: a landscape image alone; portrait (and
 * square) images two per slide in order; a portrait followed by a landscape
 * image, or last, alone.
 */
export function pairSlides<T extends Sized>(images: readonly T[]): T[][] {
  const slides: T[][] = [];
  let pending: T | null = null;
  for (const image of images) {
    if (isLandscape(image)) {
      if (pending !== null) slides.push([pending]);
      pending = null;
      slides.push([image]);
    } else if (pending === null) {
      pending = image;
    } else {
      slides.push([pending, image]);
      pending = null;
    }
  }
  if (pending !== null) slides.push([pending]);
  return slides;
}

/** Home slides by column: description '1' models half, '2' creative half; others dropped. */
export function splitHomeSlides<T extends { description: string | number }>(
  slides: readonly T[],
): { models: T[]; creative: T[] } {
  return {
    models: slides.filter((s) => String(s.description) === '1'),
    creative: slides.filter((s) => String(s.description) === '2'),
  };
}

/**
 * A home video slide with a YouTube `video_id` (the contract's second meaning
 * of a video slide: its `url` files are then poster images, or missing).
 */
export function slideYouTubeId(slide: { type: string; video_id?: string | null }): string | null {
  const id = slide.video_id?.trim();
  return slide.type === 'video' && id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/**
 * The muted, looping, chromeless player of a home video slide. `loop` needs
 * the video as its own playlist; `playsinline` keeps iOS from going full
 * screen; no cookies (youtube-nocookie), like the profile's videos.
 */
export function slideEmbedUrl(videoId: string): string {
  const id = encodeURIComponent(videoId);
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&playsinline=1&loop=1&playlist=${id}&controls=0&disablekb=1&rel=0&iv_load_policy=3&modestbranding=1`;
}

/** YouTube's own poster, for a video slide the back office gave no image. */
export function slidePosterUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

/** A video slide the home can play: a YouTube id, or video files in `url`. */
export function isPlayableSlide(slide: {
  type: string;
  video_id?: string | null;
  url: { mobile: string | null; desktop: string | null };
}): boolean {
  return slideYouTubeId(slide) !== null || (slide.type === 'video' && isVideoFile(slide.url.desktop ?? slide.url.mobile));
}
