/**
 * Slide layout rules: the profile slider (spec §2) and the split home screen
 * (DESIGN decision 1).
 */

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
