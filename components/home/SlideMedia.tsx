import { getImageProps } from 'next/image';
import type { Slide } from '@/lib/api/types';
import { MOBILE_IMAGE_BREAKPOINT } from '@/lib/rules/constants';
import { isVideoFile } from '@/lib/rules/media-kind';
import { preloadImage } from '@/components/ui/Img';

/**
 * One slide's picture or video, with the mobile file under 650 px and the
 * desktop file above (spec §9), filling its half of the home screen.
 */
export function SlideMedia({ slide, alt, preload }: { slide: Slide; alt: string; preload: boolean }) {
  const desktop = slide.url.desktop ?? slide.url.mobile;
  const mobile = slide.url.mobile ?? slide.url.desktop;
  if (!desktop || !mobile) return null;
  const wide = `(min-width: ${MOBILE_IMAGE_BREAKPOINT}px)`;

  if (slide.type === 'video' && isVideoFile(desktop)) {
    return (
      <video className="absolute inset-0 h-full w-full object-cover" autoPlay muted loop playsInline preload="metadata" aria-label={alt}>
        <source media={wide} src={desktop} />
        <source src={mobile} />
      </video>
    );
  }

  const common = { alt, fill: true, quality: 60, preload, loading: preload ? ('eager' as const) : ('lazy' as const) };
  const { props: wideProps } = getImageProps({ ...common, src: desktop, sizes: '50vw' });
  const { props: narrowProps } = getImageProps({ ...common, src: mobile, sizes: '100vw' });
  if (preload) {
    // getImageProps does not preload: the first slide of each half is the
    // page's largest paint, so its file for this screen is asked for early.
    preloadImage(wideProps, wide, 'high');
    preloadImage(narrowProps, `not all and ${wide}`, 'high');
  }
  return (
    <picture>
      <source media={wide} srcSet={wideProps.srcSet} sizes={wideProps.sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt is in the props */}
      <img {...narrowProps} className="object-cover" />
    </picture>
  );
}
