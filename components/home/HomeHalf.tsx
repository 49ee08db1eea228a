import type { Slide } from '@/lib/agency/types';
import { Link } from '@/components/ui/Link';
import { Logo } from '@/components/layout/Logo';
import { HomeSlider, type HomeSliderLabels } from './HomeSlider';
import { SlideMedia } from './SlideMedia';
import { isPlayableSlide } from '@/lib/rules/slides';

/**
 * A half of the split home screen: its slides behind a logo link to the
 * models page. The link is named by what it shows ("Ravage Models") and
 * then where it goes, so a voice command with the visible words finds it.
 */
export function HomeHalf({
  slides,
  caption,
  destination,
  labels,
  tone,
}: {
  slides: Slide[];
  caption: string;
  /** Where the link goes, read after the visible words (sr-only). */
  destination: string;
  labels: HomeSliderLabels;
  tone: 'dark' | 'light';
}) {
  return (
    <section
      aria-label={caption}
      className={`relative isolate h-[50dvh] overflow-hidden md:h-dvh ${tone === 'dark' ? 'bg-ink' : 'bg-stone'}`}
    >
      <HomeSlider
        labels={labels}
        slides={slides.map((slide, i) => ({
          key: slide.id,
          video: isPlayableSlide(slide),
          media: <SlideMedia slide={slide} alt="" preload={i === 0} videoTitle={labels.video} />,
        }))}
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-10 bg-gradient-to-b from-black/10 via-black/5 to-black/35"
        />
        <Link
          href="/models"
          className="focus-inset absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 text-paper"
        >
          <Logo className="text-3xl drop-shadow sm:text-4xl" spoken />{' '}
          <span className="text-xs tracking-[0.35em] uppercase drop-shadow">{caption}</span>
          <span className="sr-only">{`, ${destination}`}</span>
        </Link>
      </HomeSlider>
    </section>
  );
}
