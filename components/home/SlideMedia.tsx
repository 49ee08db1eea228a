import { getImageProps } from 'next/image';
import type { Slide } from '@/lib/agency/types';
import { MOBILE_IMAGE_BREAKPOINT } from '@/lib/rules/constants';
import { isVideoFile } from '@/lib/rules/media-kind';
import { preloadImage } from '@/components/ui/Img';
import { slidePosterUrl, slideYouTubeId } from '@/lib/rules/slides';
import { SlideFileVideo, SlideVideo } from './SlideVideo';

/**
 * A slide's image fills its half by its width and a height held at 100 % by
 * min- and max-height, the height itself left `auto`. Chromium draws a failed
 * image whose width and height are both set as a framed box with the
 * broken-image icon in its corner, empty alt or not; with the height `auto`
 * a failed decorative image is drawn as nothing, and the half's own colour
 * shows, as before its first slide paints (docs/decisions/0044-pre-home.md).
 * A loaded image takes the same box as with `height: 100%`.
 */
const FILL_WITHOUT_BROKEN_ICON = { height: 'auto', minHeight: '100%', maxHeight: '100%' } as const;

/**
 * One slide's picture or video, with the mobile file under 650 px and the
 * desktop file above (docs/product.md §9), filling its half of the home screen.
 */
export function SlideMedia({
  slide,
  alt,
  preload,
  videoTitle,
}: {
  slide: Slide;
  alt: string;
  preload: boolean;
  /** The name of a YouTube slide's player. */
  videoTitle: string;
}) {
  const youTube = slideYouTubeId(slide);
  if (youTube) {
    // The contract's second meaning of a video slide: `url` holds its posters (or
    // nothing, then YouTube's own), and the player comes later (SlideVideo).
    const hasPoster = Boolean(slide.url.desktop ?? slide.url.mobile);
    return (
      <SlideVideo slideKey={slide.id} videoId={youTube} title={videoTitle}>
        {hasPoster ? (
          <SlidePicture slide={slide} alt={alt} preload={preload} />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- YouTube's poster is not on the media host the optimizer serves
          <img
            src={slidePosterUrl(youTube)}
            alt={alt}
            className="absolute inset-0 w-full object-cover"
            style={FILL_WITHOUT_BROKEN_ICON}
            loading={preload ? 'eager' : 'lazy'}
          />
        )}
      </SlideVideo>
    );
  }
  return <SlidePicture slide={slide} alt={alt} preload={preload} />;
}

function SlidePicture({ slide, alt, preload }: { slide: Slide; alt: string; preload: boolean }) {
  const desktop = slide.url.desktop ?? slide.url.mobile;
  const mobile = slide.url.mobile ?? slide.url.desktop;
  if (!desktop || !mobile) return null;
  const wide = `(min-width: ${MOBILE_IMAGE_BREAKPOINT}px)`;

  if (slide.type === 'video' && isVideoFile(desktop)) {
    // No autoPlay: SlideFileVideo plays it only while the half moves (never under reduced motion).
    return (
      <SlideFileVideo slideKey={slide.id}>
        <video className="absolute inset-0 h-full w-full object-cover" muted loop playsInline preload="metadata" aria-label={alt}>
          <source media={wide} src={desktop} />
          <source src={mobile} />
        </video>
      </SlideFileVideo>
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
      <img {...narrowProps} style={{ ...narrowProps.style, ...FILL_WITHOUT_BROKEN_ICON }} className="object-cover" />
    </picture>
  );
}
