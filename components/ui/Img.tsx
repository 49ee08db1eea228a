import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's markup (optimizer URLs, srcset, sizes, lazy loading) without
 * its client component: a card grid hydrates no image state, and pages
 * that render images only from the server ship no image component at all.
 * `preload` adds a preload hint, as next/image does, at the image's
 * `fetchPriority` (give `high` to the one image that is the largest paint);
 * `preloadMedia` limits the hint to the screens it matches.
 */
export function Img({ preload = false, preloadMedia, ...props }: ImageProps & { preloadMedia?: string }) {
  const { props: img } = getImageProps({ ...props, preload });
  if (preload) preloadImage(img, preloadMedia);
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt is in the props; this is next/image's own markup
  return <img {...img} />;
}

/** A preload hint for what getImageProps made (`media`: only on screens it matches, for art direction). */
export function preloadImage(
  img: ReturnType<typeof getImageProps>['props'],
  media?: string,
  fetchPriority = img.fetchPriority,
): void {
  preloadResource(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, media, fetchPriority });
}
